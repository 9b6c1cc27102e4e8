import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The configuration a file is judged with: a `.duo-lint.json` and the configs it `extends`, merged.
///
/// Precedence (README, *Configuration*, `"extends"`): the layers apply from the farthest parent to the config itself, each
/// refining what came before —
/// - `enable` adds rules and `disable` removes them, layer after layer (so a child may re-enable what its parent
///   disabled, and the other way round);
/// - `severity` and `options` are merged key by key, the nearer layer winning;
/// - scalar keys (`report-superfluous-suppressions`, `allow-no-files`, `tests`, `swift-version`, `baseline`, `docs-url`) take the
///   nearest layer that sets them; `defines` are the union of every layer's;
/// - `include` and `exclude` of every layer apply, each relative to its own file's directory: a file is judged only
///   when every layer includes it and none excludes it (a child can narrow what its parent lints, never widen it).
///
/// Built once per config file (`ConfigResolver` caches it), then read from any thread.
public final class EffectiveConfiguration: Sendable {
    /// The layers, the farthest parent first and the config itself last; empty for the built-in default.
    public let layers: [Configuration]
    private let globs: [(directory: String, include: GlobList?, exclude: GlobList?)]

    public init(layers: [Configuration], currentDirectory: String) {
        self.layers = layers
        globs = layers.map { layer in
            let dir = FileCollector.absolute(layer.directory ?? ".", base: currentDirectory)
            return (dir, layer.include.isEmpty ? nil : GlobList(layer.include), layer.exclude.isEmpty ? nil : GlobList(layer.exclude))
        }
    }

    /// No config file: every default-on rule at its default severity, every file.
    public static func builtInDefault(currentDirectory: String) -> EffectiveConfiguration {
        EffectiveConfiguration(layers: [], currentDirectory: currentDirectory)
    }

    /// The config file itself (the last layer), or nil for the built-in default.
    public var path: String? { layers.last?.path }

    /// The rules the config turns on: on by default, then each layer's `enable` added and `disable` removed.
    public var enabledRules: Set<String> {
        var enabled = Set(RuleRegistry.descriptors.filter(\.enabledByDefault).map(\.id))
        for layer in layers {
            enabled.formUnion(layer.enable)
            enabled.subtract(layer.disable)
        }
        return enabled
    }

    public var severity: [String: Severity] {
        layers.reduce(into: [:]) { out, layer in out.merge(layer.severity) { _, nearer in nearer } }
    }

    public var options: [String: [String: JSON]] {
        var out: [String: [String: JSON]] = [:]
        for layer in layers {
            for (rule, values) in layer.options { out[rule, default: [:]].merge(values) { _, nearer in nearer } }
        }
        return out
    }

    /// The config's rule options as the engine takes them: numbers, and booleans as 1 or 0.
    public var numericOptions: [String: [String: Double]] {
        var out: [String: [String: Double]] = [:]
        for (rule, values) in options {
            for (key, value) in values {
                if let d = value.number {
                    out[rule, default: [:]][key] = d
                } else if let b = value.bool {
                    out[rule, default: [:]][key] = b ? 1 : 0
                }
            }
        }
        return out
    }

    /// The nearest layer's value of a key it sets.
    private func nearest<T>(_ value: (Configuration) -> T?) -> T? {
        for layer in layers.reversed() { if let v = value(layer) { return v } }
        return nil
    }

    public var reportSuperfluousSuppressions: Bool {
        nearest { $0.reportSuperfluousSuppressions ? true : nil } ?? false
    }
    public var allowNoFiles: Bool { nearest { $0.allowNoFiles ? true : nil } ?? false }
    /// `"show-baselined"`: the language server shows baselined findings too (default false).
    public var showsBaselined: Bool { nearest { $0.showBaselined } ?? false }
    /// `"tests"`: judge test code too (default false).
    public var judgesTests: Bool { nearest { $0.tests } ?? false }
    /// The baseline file, absolute, from the nearest layer that names one.
    public var baselinePath: String? { nearest { $0.baselinePath } }
    /// `"docs-url"`, from the nearest layer that sets one: where help links point.
    public var helpLinks: HelpLinks { HelpLinks(docsURL: nearest { $0.docsURL }) }
    public var defines: Set<String> { Set(layers.flatMap(\.defines)) }

    /// The build `#if` conditions are evaluated for.
    public var buildConfiguration: BuildConfiguration {
        var configuration = BuildConfiguration.iPhone
        if let version = nearest({ $0.swiftVersion }).flatMap(BuildConfiguration.version) {
            configuration.languageVersion = version
        }
        configuration.customConditions = defines
        return configuration
    }

    // MARK: Which files

    /// Whether every layer admits the file `abs` (absolute): matched by its `include` (a file is also included when
    /// one of its directories is), not matched by its `exclude`. A path outside a layer's directory is not
    /// filtered by that layer.
    public func admits(file abs: String) -> Bool {
        for g in globs {
            guard let rel = EffectiveConfiguration.relative(abs, to: g.directory) else { continue }
            if let exclude = g.exclude, exclude.matches(rel, isDirectory: false) { return false }
            if let include = g.include, !EffectiveConfiguration.included(rel, by: include) { return false }
        }
        return true
    }

    /// Whether some layer excludes the directory `abs` (absolute): a walk does not enter it.
    public func excludes(directory abs: String) -> Bool {
        for g in globs {
            guard let exclude = g.exclude, let rel = EffectiveConfiguration.relative(abs, to: g.directory) else { continue }
            if exclude.matches(rel, isDirectory: true) { return true }
        }
        return false
    }

    /// The glob of the first layer that leaves `abs` out, as `duo-lint files` explains it: `excluded by X.json`.
    public func exclusionReason(file abs: String) -> String? {
        for (g, layer) in zip(globs, layers) {
            guard let rel = EffectiveConfiguration.relative(abs, to: g.directory) else { continue }
            let name = layer.path.map { FileCollector.lastComponent($0) } ?? ConfigLoader.fileName
            if let exclude = g.exclude, exclude.matches(rel, isDirectory: false) { return "excluded by \(layer.path ?? name)" }
            var dir = rel
            while let slash = dir.lastIndex(of: "/") {
                dir = String(dir[..<slash])
                if let exclude = g.exclude, exclude.matches(dir, isDirectory: true) { return "excluded by \(layer.path ?? name)" }
            }
            if let include = g.include, !EffectiveConfiguration.included(rel, by: include) {
                return "not in the include of \(layer.path ?? name)"
            }
        }
        return nil
    }

    private static func included(_ rel: String, by include: GlobList) -> Bool {
        if include.matches(rel, isDirectory: false) { return true }
        var parts = rel.split(separator: "/").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            if include.matches(parts.joined(separator: "/"), isDirectory: true) { return true }
        }
        return false
    }

    /// `abs` relative to `dir`, or nil when it is not below it.
    private static func relative(_ abs: String, to dir: String) -> String? {
        if abs == dir { return nil }
        let r = FileCollector.relative(abs, to: dir)
        return r.hasPrefix("/") ? nil : r
    }
}

/// The configuration in effect in each folder (README, *Configuration*): the nearest `.duo-lint.json` in the folder or above it,
/// with the configs it `extends` — or, given an explicit config (`--config`), that one for every file. Configs are
/// read once each and the answer for each folder is cached, so a walk asks about every folder it enters at the
/// cost of one dictionary look-up (and one `stat` for folders whose listing it has not seen).
///
/// A config that cannot be read or is invalid, a missing `extends` target and an `extends` cycle are errors
/// (`ConfigError`, one line naming the file and the key), never silently skipped.
// @unchecked Sendable: the caches (`fixed`, `byDirectory`, `byFile`, `stamps`) are read and written only with `lock` held; the
// rest is immutable.
public final class ConfigResolver: @unchecked Sendable {
    public let currentDirectory: String
    private let knownRuleIDs: Set<String>
    /// `--config`: this one for every file.
    private var fixed: EffectiveConfiguration?
    private let lock = NSLock()
    /// Folder → the effective configuration there.
    private var byDirectory: [String: EffectiveConfiguration] = [:]
    /// Config file (absolute) → its effective configuration.
    private var byFile: [String: EffectiveConfiguration] = [:]
    /// Every config file read (or tried: a broken one too), with its size and modification time when read; nil for
    /// one looked for by `stat` and absent.
    private var stamps: [String: FileStamp?] = [:]

    /// Deeper `extends` chains than this are an error (a cycle is reported as one).
    public static let maximumExtendsDepth = 16

    /// `explicitConfig`: `--config FILE`, used for every file. Throws when it cannot be loaded.
    public init(explicitConfig: String?, currentDirectory: String, knownRuleIDs: Set<String> = RuleRegistry.knownIDs) throws {
        self.currentDirectory = FileCollector.normalize(currentDirectory)
        self.knownRuleIDs = knownRuleIDs
        if let path = explicitConfig {
            fixed = try load(FileCollector.absolute(path, base: self.currentDirectory), chain: [], shownAs: path)
        }
    }

    /// One configuration for every file (tests, and callers that have a `Configuration` already).
    public init(fixed configuration: Configuration, currentDirectory: String) {
        self.currentDirectory = FileCollector.normalize(currentDirectory)
        knownRuleIDs = RuleRegistry.knownIDs
        fixed = EffectiveConfiguration(layers: configuration == .default ? [] : [configuration],
                                       currentDirectory: self.currentDirectory)
    }

    /// Whether one configuration applies to every file (`--config`).
    public var isFixed: Bool { fixed != nil }

    /// The configuration for files in the folder `directory` (absolute). `holdsConfig`: whether the folder holds
    /// a `.duo-lint.json`, when the caller has listed it (nil: look).
    public func configuration(forDirectory directory: String, holdsConfig: Bool? = nil) throws -> EffectiveConfiguration {
        if let fixed { return fixed }
        let dir = FileCollector.normalize(directory)
        lock.lock()
        if let known = byDirectory[dir] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let candidate = (dir == "/" ? "" : dir) + "/" + ConfigLoader.fileName
        let holds = holdsConfig ?? ConfigResolver.isRegularFile(candidate)
        if holdsConfig == nil && !holds {
            // Looked for and absent (a root and the folders above it): a config created there later is a change.
            lock.lock()
            stamps.updateValue(nil, forKey: candidate)
            lock.unlock()
        }
        let result: EffectiveConfiguration
        if holds {
            result = try load(candidate, chain: [], shownAs: candidate)
        } else if dir == "/" {
            result = .builtInDefault(currentDirectory: currentDirectory)
        } else {
            result = try configuration(forDirectory: FileCollector.parent(of: dir))
        }
        lock.lock()
        byDirectory[dir] = result
        lock.unlock()
        return result
    }

    /// The configuration for the file `abs` (absolute).
    public func configuration(forFile abs: String) throws -> EffectiveConfiguration {
        try configuration(forDirectory: FileCollector.parent(of: FileCollector.normalize(abs)))
    }

    /// Loads `path` (absolute) and the configs it extends.
    private func load(_ path: String, chain: [String], shownAs: String) throws -> EffectiveConfiguration {
        lock.lock()
        if let known = byFile[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        if chain.contains(path) {
            throw ConfigError(shownAs, "\"extends\" makes a cycle: " + (chain + [path]).map { FileCollector.relative($0, to: currentDirectory) }.joined(separator: " → "))
        }
        guard chain.count < ConfigResolver.maximumExtendsDepth else {
            throw ConfigError(shownAs, "\"extends\" chains more than \(ConfigResolver.maximumExtendsDepth) configs")
        }
        // Stamped before it is read: a change made while it is read shows as a change later.
        let stamp = FileStamp(path)
        lock.lock()
        stamps[path] = stamp
        lock.unlock()
        let config = try ConfigLoader.load(path: path, shownAs: shownAs, knownRuleIDs: knownRuleIDs)
        var layers: [Configuration] = []
        if let parent = config.extends {
            let dir = FileCollector.parent(of: path)
            let parentPath = FileCollector.absolute(parent, base: dir)
            guard ConfigResolver.isRegularFile(parentPath) else {
                throw ConfigError(shownAs, "\"extends\": no config file at \(parent)")
            }
            layers = try load(parentPath, chain: chain + [path],
                              shownAs: FileCollector.relative(parentPath, to: currentDirectory)).layers
        }
        layers.append(config)
        let result = EffectiveConfiguration(layers: layers, currentDirectory: currentDirectory)
        lock.lock()
        byFile[path] = result
        lock.unlock()
        return result
    }

    /// The config files read so far that changed on disk since (size or modification time; deleted or created):
    /// one `stat` each, cheap enough for a long-lived reader (the language server) to ask on every request.
    public func changedConfigFiles() -> [String] {
        lock.lock()
        let read = stamps
        lock.unlock()
        return read.keys.sorted().filter { FileStamp($0) != read[$0]! }
    }

    static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }
}

extension EffectiveConfiguration {
    /// The options this configuration judges files with (its severities, rule options, suppression setting and
    /// build), `rules` running — by default the rules the configuration selects, as the language server and
    /// `duo-lint lint` without `--only`/`--enable`/`--disable` run them. The one place configuration becomes options.
    public func lintOptions(rules: Set<String>? = nil, jobs: Int, inventory: Bool = false) -> LintOptions {
        var options = LintOptions(enabledRules: rules ?? enabledRules, severities: severity, ruleOptions: numericOptions,
                                  reportSuperfluousSuppressions: reportSuperfluousSuppressions, jobs: jobs)
        options.buildConfiguration = buildConfiguration
        options.judgesTests = judgesTests
        options.collectsInventory = inventory
        return options
    }
}
