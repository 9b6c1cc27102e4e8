import Foundation

/// The server's view of the configuration: which files of the workspace folders are judged, and with which
/// options, as the CLI would judge them when run from each folder.
///
/// `ServerConfiguration.load(roots:)` is the one place that turns configuration into the engine's options
/// provider (it is to be replaced by the shared per-file configuration and scope resolution when that exists).
public struct ServerConfiguration {
    /// A configuration file that could not be used: shown to the user, never a crash.
    public struct Problem: Equatable, Sendable {
        public var path: String
        public var message: String
        /// 1-based line of the problem in the file, when the message names one.
        public var line: Int?
        public var column: Int?
    }

    /// A workspace folder and the configuration in force there.
    public struct Root {
        public var path: String
        public var configuration: Configuration
        public var collector: FileCollector
        public var options: LintOptions
    }

    public var roots: [Root]
    public var problems: [Problem]
    /// The config files read (to re-read when one of them changes).
    public var configFiles: [String]
    /// The configurations last read without a problem, by config file (a broken edit keeps the last good one).
    public var lastGood: [String: Configuration]

    /// Reads the nearest `.duo-lint.json` of each root (as the CLI does from its current directory). A broken one is
    /// reported in `problems` and replaced by the last good version of the same file, or by the defaults.
    public static func load(roots paths: [String], lastGood: [String: Configuration] = [:]) -> ServerConfiguration {
        var result = ServerConfiguration(roots: [], problems: [], configFiles: [], lastGood: lastGood)
        for path in paths {
            let configuration = result.configuration(discoveredFrom: path)
            result.roots.append(Root(path: path, configuration: configuration,
                                     collector: FileCollector(configuration: configuration, currentDirectory: path),
                                     options: options(for: configuration)))
        }
        return result
    }

    /// The configuration found from `directory` upward (defaults when none; last good or defaults when broken).
    mutating func configuration(discoveredFrom directory: String) -> Configuration {
        guard let file = ConfigLoader.discover(from: directory) else { return .default }
        if !configFiles.contains(file) { configFiles.append(file) }
        do {
            let configuration = try ConfigLoader.load(path: file, knownRuleIDs: RuleRegistry.knownIDs)
            lastGood[file] = configuration
            return configuration
        } catch {
            let message = "\(error)"
            if !problems.contains(where: { $0.path == file }) {
                let (line, column) = ServerConfiguration.location(in: message)
                problems.append(Problem(path: file, message: message, line: line, column: column))
            }
            return lastGood[file] ?? Configuration.default
        }
    }

    /// The options of one configuration: what `duo-lint lint` uses with no `--enable`/`--disable`/`--only`.
    public static func options(for configuration: Configuration) -> LintOptions {
        let enabled = Set(RuleRegistry.descriptors.filter { configuration.isEnabled($0) }.map { $0.id })
        // As `duo-lint lint` takes them: numbers, and booleans as 1 or 0.
        var ruleOptions: [String: [String: Double]] = [:]
        for (rule, values) in configuration.options {
            for (key, value) in values {
                switch value {
                case .number(let d): ruleOptions[rule, default: [:]][key] = d
                case .bool(let b): ruleOptions[rule, default: [:]][key] = b ? 1 : 0
                default: break
                }
            }
        }
        return LintOptions(enabledRules: enabled, severities: configuration.severity, ruleOptions: ruleOptions,
                           reportSuperfluousSuppressions: configuration.reportSuperfluousSuppressions, jobs: 1)
    }

    /// The root a path lies in (the deepest, when folders nest).
    public func root(of path: String) -> Root? {
        var best: Root?
        for root in roots where path == root.path || path.hasPrefix(root.path == "/" ? "/" : root.path + "/") {
            if best == nil || root.path.count > best!.path.count { best = root }
        }
        return best
    }

    /// The files to index: every file a walk of each root takes (as `duo-lint lint` run there would), each once.
    public func workspaceFiles() -> (inputs: [LintInput], errors: [String]) {
        var inputs: [LintInput] = []
        var errors: [String] = []
        var seen: Set<String> = []
        for root in roots {
            let collected = root.collector.collect([root.path])
            errors += collected.errors
            for input in collected.inputs {
                let abs = FileCollector.absolute(input.path, base: root.path)
                guard self.root(of: abs)?.path == root.path, seen.insert(abs).inserted else { continue }
                inputs.append(LintInput(path: abs, load: input.load))
            }
        }
        return (inputs, errors)
    }

    /// The engine's options provider: a file in a workspace folder is judged with that folder's options when a walk
    /// of the folder would take it (include/exclude, skipped directories); a file outside every folder with the
    /// configuration found from its own directory, as when it is named on the command line.
    public mutating func makeOptionsProvider() -> Workspace.OptionsProvider {
        var outside: [String: LintOptions] = [:]
        var discovered = self
        let provider: Workspace.OptionsProvider = { [roots] path in
            var best: Root?
            for root in roots where path.hasPrefix(root.path == "/" ? "/" : root.path + "/") {
                if best == nil || root.path.count > best!.path.count { best = root }
            }
            if let root = best {
                return root.collector.admits(path, walkedFrom: root.path) ? root.options : nil
            }
            let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            if let known = outside[directory] { return known }
            let configuration = discovered.configuration(discoveredFrom: directory.isEmpty ? "/" : directory)
            let collector = FileCollector(configuration: configuration, currentDirectory: directory.isEmpty ? "/" : directory)
            let options = collector.admits(path) ? ServerConfiguration.options(for: configuration) : nil
            if let options { outside[directory] = options }
            return options
        }
        return provider
    }

    /// "… at line L, column C: …" in a config error.
    static func location(in message: String) -> (Int?, Int?) {
        guard let r = message.range(of: "line ") else { return (nil, nil) }
        let digits = message[r.upperBound...].prefix(while: { $0.isNumber })
        var column: Int?
        if let c = message.range(of: "column ", range: r.upperBound..<message.endIndex) {
            column = Int(message[c.upperBound...].prefix(while: { $0.isNumber }))
        }
        return (Int(digits), column)
    }
}
