/// The two build settings that say which platforms a target builds for, as one level of Xcode's settings
/// hierarchy sets them: a target's or the project's `buildSettings`, or an `.xcconfig` file. Values are words
/// (`SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"` → two words), `$(inherited)` (also `${inherited}`,
/// `$inherited`) kept as a word standing for the level below.
///
/// Conditional assignments (`SDKROOT[sdk=…]`) are not read: the plain setting is what every build starts from.
struct PlatformSettings: Equatable {
    var sdkroot: [String]?
    var supportedPlatforms: [String]?
    /// `IPHONEOS_DEPLOYMENT_TARGET` (VOCABULARY.md, *deployment target*; read for the fixes, not for the scope).
    var deploymentTarget: [String]? = nil

    static let inherited = "$(inherited)"

    /// A setting's value as words: split at white space, quotes dropped.
    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\n" }).map { word in
            word == "${inherited}" || word == "$inherited" ? inherited : String(word)
        }
    }

    /// The platforms one build configuration builds for, from its levels of settings, most specific first
    /// (the target's `buildSettings`, the target's `.xcconfig`, the project's, the project's `.xcconfig`).
    ///
    /// Each setting is taken from the most specific level that sets it (`$(inherited)` brings in the levels
    /// below). `SUPPORTED_PLATFORMS` decides when `SDKROOT` is `auto` or unset, and is added to `SDKROOT`'s
    /// platform when set at the same or a more specific level; a target that sets its own `SDKROOT` (a watch
    /// target in an iOS project) is not given the platforms the project supports. A value that names a variable
    /// (`$(MY_SDK)`) says nothing: unknown, as is a configuration where neither setting is found.
    static func platforms(levels: [PlatformSettings]) -> TargetPlatforms {
        let sdk = resolve(\.sdkroot, levels)
        let supported = resolve(\.supportedPlatforms, levels)

        enum SDK { case none, auto, unknown, platform(String) }
        var sdkState = SDK.none
        if let sdk {
            if let word = sdk.words.first {
                if word.hasPrefix("$") {
                    sdkState = .unknown
                } else if let platform = TargetPlatforms.platform(sdkroot: word) {
                    sdkState = .platform(platform)
                } else {
                    sdkState = .auto
                }
            } else {
                sdkState = .auto
            }
        }

        if let supported, !supported.words.isEmpty {
            let applies: Bool
            switch sdkState {
            case .none, .auto: applies = true
            case .unknown, .platform: applies = supported.level <= sdk!.level
            }
            if applies {
                if supported.words.contains(where: { $0.hasPrefix("$") }) { return .unknown }
                var names = supported.words.map(TargetPlatforms.platform(named:))
                if case .platform(let p) = sdkState { names.append(p) }
                return TargetPlatforms(names: names)
            }
        }
        if case .platform(let p) = sdkState { return TargetPlatforms(names: [p]) }
        return .unknown
    }

    /// The iOS deployment target of one build configuration, from its levels of settings, most specific first: the
    /// most specific level's `IPHONEOS_DEPLOYMENT_TARGET` (`$(inherited)` bringing in the levels below). Nil when no
    /// level sets it or the value is not a version (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`).
    static func deploymentTarget(levels: [PlatformSettings]) -> OSVersion? {
        guard let words = resolve(\.deploymentTarget, levels)?.words, words.count == 1 else { return nil }
        return OSVersion(words[0])
    }

    /// A setting's value and the level it comes from (0 = most specific), with `$(inherited)` expanded; nil when
    /// no level sets it.
    private static func resolve(_ key: KeyPath<PlatformSettings, [String]?>,
                                _ levels: [PlatformSettings]) -> (words: [String], level: Int)? {
        var resolved: (words: [String], level: Int)?
        for level in levels.indices.reversed() {
            guard let words = levels[level][keyPath: key] else { continue }
            let below = resolved?.words ?? []
            resolved = (words.flatMap { $0 == inherited ? below : [$0] }, level)
        }
        return resolved
    }
}
