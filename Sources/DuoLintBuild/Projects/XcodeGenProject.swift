/// Why an XcodeGen specification cannot be used.
public struct XcodeGenError: Error, CustomStringConvertible, Equatable, Sendable {
    public let reason: String
    /// It uses YAML anchors or aliases (not read).
    public let usesAnchors: Bool
    public var description: String { reason }
}

/// The targets of an XcodeGen project (`project.yml`), read as text with `YAMLSubset`, never generated: for a tree
/// that has the specification and no `.xcodeproj` beside it (VOCABULARY.md scope 2, issue 23). Where both exist, the
/// `.xcodeproj` is what Xcode builds, and the specification is not read (`ProjectScope.read`).
///
/// - Targets: `targets:` by name, each merged over its `templates:` (from `targetTemplates:`, in order, templates of
///   templates included, at most `maxTemplateDepth` deep), after the specs of `include:` (paths relative to the
///   including file, at most `maxIncludes` files). Merging is XcodeGen's: mappings merge key by key, sequences
///   append, anything else is replaced; a key ending in `:REPLACE` replaces.
/// - Platforms: `platform:` (one or a list; `auto` says nothing) and `supportedDestinations:`; `iOS` (also
///   `macCatalyst`, which is an iOS build) builds for iPhone. Neither given: unknown, counted as iOS.
/// - Tests: `type:` `bundle.unit-test`, `bundle.ui-testing`, `bundle.ocunit-test`.
/// - Files: `sources:` — a path, or a list of paths and `{path:, excludes:, includes:, destinationFilters:}` — below
///   the specification's folder; `excludes`/`includes` are globs relative to the source (`XcodeGenGlob`);
///   `destinationFilters` / `platformFilters` / `platformFilter` act as a build file's platform filters. A source
///   of `type: folder` (copied as a folder reference) or with a `buildPhase:` other than `sources` compiles nothing;
///   a path naming a variable (`${…}` other than `${target_name}`) resolves to nothing.
/// - Local packages: `packages:` entries with a `path:`, and the targets' `dependencies:` on them (`package:`,
///   `product:`), for `ProjectScope`'s package question.
/// - Deployment targets: `Target.deploymentTarget`.
public struct XcodeGenProject: Sendable {
    public struct Source: Equatable, Sendable {
        /// Absolute and normalised.
        public var path: String
        public var excludes: [String]
        /// Only files matching one of these (nil: every file).
        public var includes: [String]?
        /// Platform filters (`ios`, `macos`, …; nil: every platform the target builds for).
        public var filters: [String]?
    }

    public struct Target: Equatable, Sendable {
        public var name: String
        public var productType: String
        public var platforms: TargetPlatforms
        public var sources: [Source]
        /// Products of packages it links: (package name, product name or nil for the package's own).
        public var packageProducts: [PackageProduct]
        /// The iOS deployment target (VOCABULARY.md, *deployment target*): the target's `deploymentTarget:` (a version,
        /// or a mapping's `iOS:`), else its `settings:` `IPHONEOS_DEPLOYMENT_TARGET` (also under `base:`), else the
        /// project's `options: deploymentTarget: iOS:`, else the project's `settings:` one; nil when none says.
        public var deploymentTarget: OSVersion? = nil

        public var isTest: Bool { ["bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test"].contains(productType) }
    }

    /// The `project.yml` read (absolute).
    public let path: String
    public let targets: [Target]
    /// `packages:` entries with a local `path:`: name → absolute folder.
    public let localPackages: [String: String]

    public static let maxIncludes = 32
    public static let maxTemplateDepth = 8

    /// Reads the specification at `path` (absolute) from `bytes`; `read` reads the files it includes. Throws an
    /// `XcodeGenError`.
    public init(path: String, bytes: [UInt8], read: (String) throws -> [UInt8]) throws {
        let folder = ScopePath.parent(path)
        var includes = 0
        var spec = try XcodeGenProject.spec(path, bytes: bytes, read: read, includes: &includes, depth: 0)
        spec = XcodeGenProject.stripReplaceMarkers(spec)
        self.path = path
        var packages: [String: String] = [:]
        if case .mapping(let entries)? = spec["packages"] {
            for (name, value) in entries {
                guard let p = value["path"]?.string, !p.contains("$") else { continue }
                packages[name] = p.hasPrefix("/") ? FilePath.normalize(p) : ScopePath.join(folder, p)
            }
        }
        localPackages = packages
        var targets: [Target] = []
        let templates = spec["targetTemplates"]
        let projectTarget = XcodeGenProject.iOSVersion(spec["options"]?["deploymentTarget"], single: false)
            ?? XcodeGenProject.settingsDeploymentTarget(spec["settings"])
        if case .mapping(let entries)? = spec["targets"] {
            for (name, value) in entries {
                let resolved = try XcodeGenProject.applyTemplates(value, templates: templates, depth: 0)
                var target = XcodeGenProject.target(name: resolved["name"]?.string ?? name, resolved, folder: folder)
                if target.platforms.buildsForIOS {
                    target.deploymentTarget = XcodeGenProject.iOSVersion(resolved["deploymentTarget"], single: true)
                        ?? XcodeGenProject.settingsDeploymentTarget(resolved["settings"]) ?? projectTarget
                }
                targets.append(target)
            }
        }
        self.targets = targets
    }

    /// The specification at `path` with its includes merged under it.
    /// (`includes` counts the included files read so far, over the whole tree of includes.)
    private static func spec(_ path: String, bytes: [UInt8], read: (String) throws -> [UInt8], includes count: inout Int,
                             depth: Int) throws -> YAMLValue {
        let text = String(decoding: bytes, as: UTF8.self)
        let doc: YAMLValue
        do {
            doc = try YAMLSubset.parse(text)
        } catch let e as YAMLError {
            throw XcodeGenError(reason: depth == 0 ? e.description : "\(path.split(separator: "/").last.map(String.init) ?? path), \(e.description)",
                                usesAnchors: e.usesAnchors)
        }
        guard case .mapping = doc else { throw XcodeGenError(reason: "not a mapping of project keys", usesAnchors: false) }
        let folder = ScopePath.parent(path)
        var merged = YAMLValue.mapping([])
        for include in doc["include"]?.items ?? [] {
            let relative = include.string ?? include["path"]?.string
            if include["enable"]?.string == "false" { continue }
            guard let relative, !relative.contains("$") else { continue }
            count += 1
            guard count <= maxIncludes else { throw XcodeGenError(reason: "more than \(maxIncludes) included specs", usesAnchors: false) }
            let included = relative.hasPrefix("/") ? FilePath.normalize(relative) : ScopePath.join(folder, relative)
            let data: [UInt8]
            do {
                data = try read(included)
            } catch {
                throw XcodeGenError(reason: "cannot read the included spec \(relative)", usesAnchors: false)
            }
            // An included spec's source paths are relative to its own folder.
            let absolute = absolutizingSources(try spec(included, bytes: data, read: read, includes: &count, depth: depth + 1),
                                               folder: ScopePath.parent(included))
            merged = merge(merged, absolute)
        }
        return merge(merged, doc)
    }

    // MARK: Merging

    /// XcodeGen's merge: `over` on top of `base`.
    static func merge(_ base: YAMLValue, _ over: YAMLValue) -> YAMLValue {
        switch (base, over) {
        case (.mapping(var pairs), .mapping(let more)):
            for (key, value) in more {
                if key.hasSuffix(":REPLACE") {
                    let plain = String(key.dropLast(":REPLACE".count))
                    pairs.removeAll { $0.key == plain || $0.key == key }
                    pairs.append((plain, value))
                } else if let k = pairs.lastIndex(where: { $0.key == key }) {
                    pairs[k].value = merge(pairs[k].value, value)
                } else {
                    pairs.append((key, value))
                }
            }
            return .mapping(pairs)
        case (.sequence(let a), .sequence(let b)):
            return .sequence(a + b)
        default:
            return over
        }
    }

    /// `key:REPLACE` keys left after merging (no base to replace) read as `key`.
    private static func stripReplaceMarkers(_ v: YAMLValue) -> YAMLValue {
        guard case .mapping(let pairs) = v else { return v }
        return .mapping(pairs.map { (key: $0.key.hasSuffix(":REPLACE") ? String($0.key.dropLast(8)) : $0.key, value: $0.value) })
    }

    private static func applyTemplates(_ target: YAMLValue, templates: YAMLValue?, depth: Int) throws -> YAMLValue {
        let names = target["templates"]?.items.compactMap(\.string) ?? []
        if names.isEmpty { return target }
        guard depth < maxTemplateDepth else {
            throw XcodeGenError(reason: "templates nested deeper than \(maxTemplateDepth)", usesAnchors: false)
        }
        var base = YAMLValue.mapping([])
        for name in names {
            guard let template = templates?[name] else { continue }
            base = merge(base, try applyTemplates(template, templates: templates, depth: depth + 1))
        }
        return merge(base, target)
    }

    /// The spec with every target's and template's source paths made absolute against `folder`.
    private static func absolutizingSources(_ spec: YAMLValue, folder: String) -> YAMLValue {
        func fix(_ targets: YAMLValue) -> YAMLValue {
            guard case .mapping(let pairs) = targets else { return targets }
            return .mapping(pairs.map { (key: $0.key, value: fixTarget($0.value)) })
        }
        func fixTarget(_ t: YAMLValue) -> YAMLValue {
            guard case .mapping(let pairs) = t else { return t }
            return .mapping(pairs.map { pair in
                guard pair.key == "sources" || pair.key == "sources:REPLACE" else { return pair }
                return (key: pair.key, value: .sequence(pair.value.items.map(fixSource)))
            })
        }
        func absolute(_ p: String) -> String { p.hasPrefix("/") || p.contains("$") ? p : ScopePath.join(folder, p) }
        func fixSource(_ s: YAMLValue) -> YAMLValue {
            if let p = s.string { return .scalar(absolute(p)) }
            guard case .mapping(let pairs) = s else { return s }
            return .mapping(pairs.map { $0.key == "path" ? (key: "path", value: $0.value.string.map { .scalar(absolute($0)) } ?? $0.value) : $0 })
        }
        guard case .mapping(let pairs) = spec else { return spec }
        return .mapping(pairs.map { pair in
            pair.key == "targets" || pair.key == "targetTemplates" ? (key: pair.key, value: fix(pair.value)) : pair
        })
    }

    // MARK: Targets

    private static func target(name: String, _ spec: YAMLValue, folder: String) -> Target {
        var platforms: Set<String> = []
        var known = false
        for p in (spec["platform"]?.items ?? []) + (spec["supportedDestinations"]?.items ?? []) {
            guard let word = p.string?.replacingOccurrences(of: "$target_name", with: name) else { continue }
            if let platform = platform(word) { platforms.insert(platform); known = true }
        }
        let productType = spec["type"]?.string ?? ""
        var sources: [Source] = []
        for s in spec["sources"]?.items ?? [] {
            if let source = source(s, folder: folder, targetName: name) { sources.append(source) }
        }
        var products: [PackageProduct] = []
        for d in spec["dependencies"]?.items ?? [] {
            guard let package = d["package"]?.string else { continue }
            let named = (d["products"]?.items.compactMap(\.string) ?? []) + [d["product"]?.string].compactMap { $0 }
            if named.isEmpty {
                products.append(PackageProduct(package: package, product: nil))
            } else {
                for p in named { products.append(PackageProduct(package: package, product: p)) }
            }
        }
        return Target(name: name, productType: productType, platforms: known ? TargetPlatforms(names: Array(platforms)) : .unknown,
                      sources: sources, packageProducts: products)
    }

    /// A `deploymentTarget:` value: a version (`"17.0"`, `17.0`; only when `single`, a target's own, whose platform it
    /// is) or a mapping's `iOS:` entry.
    static func iOSVersion(_ value: YAMLValue?, single: Bool) -> OSVersion? {
        guard let value else { return nil }
        if single, let text = value.string { return OSVersion(text) }
        return value["iOS"]?.string.flatMap { OSVersion($0) }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET` of a `settings:` mapping, or of its `base:`.
    static func settingsDeploymentTarget(_ settings: YAMLValue?) -> OSVersion? {
        guard let settings else { return nil }
        let text = settings["IPHONEOS_DEPLOYMENT_TARGET"]?.string ?? settings["base"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string
        return text.flatMap { OSVersion($0) }
    }

    /// An XcodeGen platform or destination as a build settings platform; nil for `auto` and unknown words.
    static func platform(_ word: String) -> String? {
        switch word {
        case "iOS", "macCatalyst": return "iphoneos"
        case "macOS": return "macosx"
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        default: return nil
        }
    }

    /// A destination filter as a build file's platform filter (`iOS` → `ios`).
    static func filter(_ word: String) -> String {
        switch word {
        case "iOS": return "ios"
        case "macOS": return "macos"
        case "macCatalyst": return "maccatalyst"
        case "tvOS": return "tvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        default: return word.lowercased()
        }
    }

    private static func source(_ s: YAMLValue, folder: String, targetName: String) -> Source? {
        var relative = s.string ?? s["path"]?.string
        relative = relative?.replacingOccurrences(of: "${target_name}", with: targetName)
        guard let relative, !relative.contains("$"), !relative.isEmpty else { return nil }
        if s["type"]?.string == "folder" { return nil }
        if let phase = s["buildPhase"] {
            guard phase.string == "sources" else { return nil }
        }
        let path = relative.hasPrefix("/") ? FilePath.normalize(relative) : ScopePath.join(folder, relative)
        let excludes = s["excludes"]?.items.compactMap(\.string) ?? []
        let includes = s["includes"].map { $0.items.compactMap(\.string) }
        var filters: [String]?
        for key in ["destinationFilters", "platformFilters", "platformFilter"] {
            if let values = s[key]?.items.compactMap(\.string), !values.isEmpty {
                filters = (filters ?? []) + values.map(filter)
            }
        }
        return Source(path: path, excludes: excludes, includes: includes, filters: filters)
    }
}

/// A target's dependency on a Swift package's product (Xcode's `packageProductDependencies`, XcodeGen's
/// `dependencies: - package:`).
public struct PackageProduct: Equatable, Hashable, Sendable {
    /// The package: its name (XcodeGen, a remote package) or, for an Xcode project's local package, its folder
    /// (absolute).
    public var package: String
    /// The product; nil: the package's product of the same name.
    public var product: String?
    /// An Xcode target's build file for the product has `platformFilters` (`(tvos, )`): the product is linked only
    /// when building for these. Nil: for every platform the target builds for.
    public var platformFilters: [String]? = nil
}

/// XcodeGen's globs (`excludes`, `includes`): `*` (no `/`), `**` (any number of folders), `?`, `[abc]`, `{a,b}`.
/// A pattern that matches a folder matches every file below it. Matching is a table over pattern and path
/// positions (no backtracking): linear in their product.
public enum XcodeGenGlob {
    /// Alternatives of `{…}` expanded past this count are dropped (the pattern then matches less).
    static let maxAlternatives = 64

    /// Whether `relative` (a path below the source, `/`-separated) or a folder above it matches `pattern`.
    public static func matches(_ pattern: String, _ relative: String) -> Bool {
        let path = Array(relative.utf8)
        for p in expand(Array(pattern.utf8)) {
            if match(p, path) { return true }
            for k in path.indices where path[k] == UInt8(ascii: "/") && match(p, Array(path[..<k])) { return true }
        }
        return false
    }

    /// `{a,b}` alternatives expanded (not nested inside each other's braces beyond the bound).
    static func expand(_ p: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = [[]]
        var k = 0
        while k < p.count {
            if p[k] == UInt8(ascii: "{"), let close = p[k...].firstIndex(of: UInt8(ascii: "}")) {
                let options = p[(k + 1)..<close].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                var next: [[UInt8]] = []
                for prefix in out {
                    for o in options where next.count < maxAlternatives { next.append(prefix + o) }
                }
                out = next
                k = close + 1
            } else {
                for j in out.indices { out[j].append(p[k]) }
                k += 1
            }
        }
        return out
    }

    /// `p` matches all of `s`.
    static func match(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        // reach[j]: the pattern prefix read so far matches s[0..<j].
        var reach = [Bool](repeating: false, count: s.count + 1)
        reach[0] = true
        var k = 0
        while k < p.count {
            var next = [Bool](repeating: false, count: s.count + 1)
            let c = p[k]
            if c == star {
                let double = k + 1 < p.count && p[k + 1] == star
                if double {
                    // `**/` matches no folder or any folders; a final `**` anything.
                    let slashAfter = k + 2 < p.count && p[k + 2] == slash
                    var any = false
                    for j in 0...s.count {
                        if reach[j] { any = true }
                        if any {
                            if slashAfter {
                                // After `**/`: at a folder start (the beginning, or just after a `/`).
                                if j == 0 || s[j - 1] == slash { next[j] = true }
                            } else {
                                next[j] = true
                            }
                        }
                    }
                    if slashAfter {
                        // `**/` at the start also matches with no folder at all: the `/` is consumed by it.
                        k += 3
                    } else {
                        k += 2
                    }
                    reach = next
                    continue
                }
                // `*` extends each reached position over bytes other than `/`.
                for j in 0...s.count where reach[j] {
                    next[j] = true
                    var m = j
                    while m < s.count && s[m] != slash { m += 1; next[m] = true }
                }
                reach = next
                k += 1
                continue
            }
            if c == UInt8(ascii: "["), let close = p[(k + 1)...].firstIndex(of: UInt8(ascii: "]")) {
                var set = Array(p[(k + 1)..<close])
                let negate = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
                if negate { set.removeFirst() }
                for j in 0..<s.count where reach[j] && s[j] != slash {
                    var hit = false
                    var q = 0
                    while q < set.count {
                        if q + 2 < set.count && set[q + 1] == UInt8(ascii: "-") {
                            if s[j] >= set[q] && s[j] <= set[q + 2] { hit = true }
                            q += 3
                        } else {
                            if s[j] == set[q] { hit = true }
                            q += 1
                        }
                    }
                    if hit != negate { next[j + 1] = true }
                }
                reach = next
                k = close + 1
                continue
            }
            for j in 0..<s.count where reach[j] {
                if c == UInt8(ascii: "?") ? s[j] != slash : s[j] == c { next[j + 1] = true }
            }
            reach = next
            k += 1
        }
        return reach[s.count]
    }
}
