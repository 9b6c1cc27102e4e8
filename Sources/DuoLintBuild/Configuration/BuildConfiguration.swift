import DuoLintSyntax

/// The build duo-lint judges code for: an iPhone (iOS) build, as VOCABULARY.md *code that runs on an iPhone* defines it.
///
/// Modelled on swift-syntax's `SwiftIfConfig`: a build configuration answers the questions a `#if` condition asks
/// (`os(…)`, `canImport(…)`, `swift(…)`, custom conditions…), and each clause of a `#if` is then active, inactive
/// or — where the answer is not known without a real build — unknown. Unlike the compiler, duo-lint has three
/// truth values: it judges unknown clauses (a `DEBUG` branch may well ship), and leaves out only code that is
/// certainly not built for an iPhone.
public struct BuildConfiguration: Sendable, Hashable {
    /// The Swift language mode compared by `swift(>=…)` (config `"swift-version"`; default 6.0).
    public var languageVersion: [Int]
    /// The compiler version compared by `compiler(>=…)` (default 6.3, the toolchain Xcode ships for iPhone Duo).
    public var compilerVersion: [Int]
    /// Custom conditions known to be set (config `"defines"`, like `-D DEBUG`). Every other custom condition is
    /// unknown, never false: a flag may be set in some build of the app.
    public var customConditions: Set<String>

    public init(languageVersion: [Int] = [6, 0], compilerVersion: [Int] = [6, 3], customConditions: Set<String> = []) {
        self.languageVersion = languageVersion
        self.compilerVersion = compilerVersion
        self.customConditions = customConditions
    }

    /// The default iPhone build.
    public static let iPhone = BuildConfiguration()

    /// The iOS version iPhone Duo ships (developer guidance, *Design for iPhone Duo*: it ships with iOS 27.1): `#available(iOS N, *)` is
    /// true up to it (VOCABULARY.md scope 4, `RunTimeChecks`).
    public static let deviceOSVersion = [27, 1]

    /// Parses a version such as `6`, `5.9` or `5.10.1` (config `"swift-version"`); nil when it is not one.
    public static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 5 else { return nil }
        var out: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(part) else { return nil }
            out.append(v)
        }
        return out
    }

    // MARK: The questions a condition asks

    /// `os(name)`: iPhone Duo runs iOS.
    func os(_ name: String) -> ConditionValue { name == "iOS" ? .true : .false }

    /// `targetEnvironment(name)`: an iPhone build is never Mac Catalyst; whether it is the simulator is not known.
    func targetEnvironment(_ name: String) -> ConditionValue { name == "macCatalyst" ? .false : .unknown }

    /// `canImport(module)`: true for the iOS SDK's modules, false for those that exist only on other platforms,
    /// unknown for any other module (a package the app may or may not link).
    func canImport(_ module: String) -> ConditionValue {
        // `canImport(UIKit.UIView)` asks about the top-level module.
        let top = module.split(separator: ".").first.map(String.init) ?? module
        if BuildConfiguration.otherPlatformModules.contains(top) { return .false }
        if BuildConfiguration.iOSSDKModules.contains(top) { return .true }
        return .unknown
    }

    /// `swift(op version)` / `compiler(op version)`: `op` is `>=` or `<`.
    func compare(_ op: String, _ version: [Int], against current: [Int]) -> ConditionValue {
        let atLeast = BuildConfiguration.isAtLeast(current, version)
        switch op {
        case ">=": return atLeast ? .true : .false
        case "<": return atLeast ? .false : .true
        default: return .unknown
        }
    }

    /// A bare identifier: a custom condition, or `true`/`false`.
    func flag(_ name: String) -> ConditionValue {
        if name == "true" { return .true }
        if name == "false" { return .false }
        return customConditions.contains(name) ? .true : .unknown
    }

    static func isAtLeast(_ a: [Int], _ b: [Int]) -> Bool {
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : 0
            let y = i < b.count ? b[i] : 0
            if x != y { return x > y }
        }
        return true
    }

    /// Modules of the iOS SDK (and the Swift runtime modules every platform has).
    static let iOSSDKModules: Set<String> = [
        "UIKit", "SwiftUI", "SwiftUICore", "Foundation", "Combine", "ARKit", "RoomPlan", "LocalAuthentication",
        "SpriteKit", "SceneKit", "RealityKit", "MapKit", "CoreLocation", "CoreLocationUI", "CoreData", "CoreGraphics",
        "CoreImage", "CoreML", "Vision", "VisionKit", "AVFoundation", "AVKit", "AVRouting", "Photos", "PhotosUI",
        "WidgetKit", "ActivityKit", "AppIntents", "Intents", "IntentsUI", "StoreKit", "GameKit", "GameController",
        "GameplayKit", "HealthKit", "HealthKitUI", "HomeKit", "CloudKit", "Contacts", "ContactsUI", "EventKit",
        "EventKitUI", "MessageUI", "Messages", "SafariServices", "WebKit", "UserNotifications", "UserNotificationsUI",
        "BackgroundTasks", "CoreMotion", "CoreBluetooth", "CoreHaptics", "CoreNFC", "CoreSpotlight", "CoreText",
        "CoreTelephony", "CoreMedia", "CoreVideo", "CoreAudio", "CoreAudioKit", "AudioToolbox", "CoreMIDI",
        "CoreTransferable", "CryptoKit", "Security", "Network", "NetworkExtension", "OSLog", "os", "Darwin",
        "Dispatch", "ObjectiveC", "QuartzCore", "Metal", "MetalKit", "MetalPerformanceShaders", "ModelIO",
        "MultipeerConnectivity", "NaturalLanguage", "PassKit", "PencilKit", "QuickLook", "QuickLookThumbnailing",
        "ReplayKit", "Social", "Speech", "SwiftData", "Charts", "TipKit", "Observation", "UniformTypeIdentifiers",
        "LinkPresentation", "CarPlay", "CallKit", "PushKit", "AuthenticationServices", "AdSupport",
        "AppTrackingTransparency", "MediaPlayer", "MusicKit", "Accelerate", "simd", "SystemConfiguration",
        "CoreServices", "MobileCoreServices", "ImageIO", "ExternalAccessory", "FileProvider", "FileProviderUI",
        "DeviceCheck", "ClassKit", "SensorKit", "ShazamKit", "WeatherKit", "WatchConnectivity", "Translation",
        "BrowserEngineKit", "ScreenTime", "FamilyControls", "ManagedSettings", "DeviceActivity", "JavaScriptCore",
        "GLKit", "OpenGLES", "AssetsLibrary", "AddressBook", "AddressBookUI", "NotificationCenter", "iAd",
        "Swift", "_Concurrency", "Synchronization", "RegexBuilder", "Distributed", "XCTest", "Testing",
    ]

    /// Modules that exist only on platforms other than iOS.
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]
}
