/// The platforms a target builds for, as its `SDKROOT` and `SUPPORTED_PLATFORMS` build settings name them.
///
/// Names are the build settings' own, with each simulator folded into its device platform (`iphonesimulator` →
/// `iphoneos`): `iphoneos`, `macosx`, `watchos`, `appletvos`, `xros`, `driverkit`, or any other word verbatim.
/// When no setting says (none is set, or the value depends on a variable duo-lint does not know), `names` is nil
/// and the target counts as building for iOS: a file is left out only on evidence, so it stays judged.
public struct TargetPlatforms: Equatable, Sendable {
    /// The platform names, sorted and distinct; nil when unknown.
    public var names: [String]?

    public init(names: [String]?) {
        self.names = names.map { Array(Set($0)).sorted() }
    }

    public static let unknown = TargetPlatforms(names: nil)

    /// Builds for iPhone: the platforms include `iphoneos` (or the simulator), or are unknown.
    public var buildsForIOS: Bool { names?.contains("iphoneos") ?? true }

    /// `watchOS`, `macOS and tvOS`, … (`iOS` when unknown).
    public var displayName: String {
        guard let names, !names.isEmpty else { return "iOS" }
        let shown = names.map(TargetPlatforms.displayName(platform:))
        return shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// The platform an `SDKROOT` value names: `iphoneos`, `iphoneos17.0`, `watchsimulator`, a path such as
    /// `…/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.0.sdk`, case-insensitively. Nil for `auto` and an
    /// empty value (then `SUPPORTED_PLATFORMS` decides).
    static func platform(sdkroot value: String) -> String? {
        var name = Substring(value.split(separator: "/").last ?? "").lowercased()[...]
        if name.hasSuffix(".sdk") { name = name.dropLast(4) }
        while let last = name.last, last.isNumber || last == "." { name = name.dropLast() }
        guard !name.isEmpty, name != "auto" else { return nil }
        return platform(named: String(name))
    }

    /// A `SUPPORTED_PLATFORMS` word with its simulator folded into the device platform.
    static func platform(named word: String) -> String {
        switch word.lowercased() {
        case "iphoneos", "iphonesimulator": return "iphoneos"
        case "macosx", "macos": return "macosx"
        case "watchos", "watchsimulator": return "watchos"
        case "appletvos", "appletvsimulator": return "appletvos"
        case "xros", "xrsimulator": return "xros"
        case let other: return other
        }
    }

    /// The platform a manifest's `Platform` member names (`.tvOS` → `appletvos`, `.macCatalyst` → `maccatalyst`).
    static func platform(package member: String) -> String {
        switch member {
        case "iOS": return "iphoneos"
        case "macOS": return "macosx"
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        case let other: return other.lowercased()
        }
    }

    /// The platform a build file's platform filter names (`tvos` → `appletvos`, `ios` → `iphoneos`).
    static func platform(filter: String) -> String {
        switch filter {
        case "ios": return "iphoneos"
        case "macos": return "macosx"
        case "tvos": return "appletvos"
        case "xros", "visionos": return "xros"
        case let other: return other
        }
    }

    /// How users name a platform: `iphoneos` → `iOS`, `appletvos` → `tvOS`, `xros` → `visionOS`.
    static func displayName(platform: String) -> String {
        switch platform {
        case "iphoneos": return "iOS"
        case "macosx": return "macOS"
        case "watchos": return "watchOS"
        case "appletvos": return "tvOS"
        case "xros": return "visionOS"
        case "driverkit": return "DriverKit"
        case "maccatalyst": return "Mac Catalyst"
        case "linux": return "Linux"
        default: return platform
        }
    }

    /// How users name a build file's platform filter (`platformFilter = maccatalyst;`): `ios` → `iOS`,
    /// `maccatalyst` → `Mac Catalyst`, `macos` → `macOS`, `xros` → `visionOS`, …
    static func displayName(filter: String) -> String {
        switch filter {
        case "ios": return "iOS"
        case "maccatalyst": return "Mac Catalyst"
        case "macos": return "macOS"
        case "tvos": return "tvOS"
        case "watchos": return "watchOS"
        case "xros", "visionos": return "visionOS"
        case "driverkit": return "DriverKit"
        default: return filter
        }
    }
}
