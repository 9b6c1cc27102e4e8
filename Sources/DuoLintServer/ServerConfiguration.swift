import DuoLint
import Foundation

/// The server's view of the configuration: which files of the workspace folders are judged, and with which
/// options — each file with the nearest `.duo-lint.json` above it and the configs it `extends` (`ConfigResolver`,
/// `EffectiveConfiguration`), as `duo-lint lint` judges it.
///
/// `makeOptionsProvider()` is the one place that turns configuration into the engine's options provider; the scope
/// decision per file (Xcode targets, `ProjectScope`) goes there too once the CLI applies it.
public struct ServerConfiguration {
    /// A configuration file that could not be used: shown to the user, never a crash.
    public struct Problem: Equatable, Sendable {
        public var path: String
        public var message: String
        /// 1-based line of the problem in the file, when the message names one.
        public var line: Int?
        public var column: Int?
    }

    /// The problems found so far (reading a config can happen at any time: a file opened outside every folder).
    // @unchecked Sendable: `list` is read and written only with `lock` held; the rest is immutable.
    final class ProblemLog: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Problem] = []

        var problems: [Problem] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }

        func record(_ error: Error, base: String) {
            let message = "\(error)"
            // A ConfigError reads "path: problem"; the path is absolute or relative to the resolver's directory.
            var path = ""
            if let colon = message.range(of: ": ") { path = FileCollector.absolute(String(message[..<colon.lowerBound]), base: base) }
            let (line, column) = ServerConfiguration.location(in: message)
            lock.lock()
            if !list.contains(where: { $0.path == path && $0.message == message }) {
                list.append(Problem(path: path, message: message, line: line, column: column))
            }
            lock.unlock()
        }
    }

    public let roots: [String]
    /// The Xcode projects and Swift packages of the workspace (VOCABULARY.md scope), found by the walk that indexes it.
    let scope = ScopeBox()
    let resolver: ConfigResolver
    let collector: FileCollector
    let fileOptions: FileOptions
    let log = ProblemLog()
    let baselines = BaselineCache()

    public var problems: [Problem] { log.problems }

    /// Reads the configuration of each root (the nearest `.duo-lint.json` and what it extends); a broken one is
    /// reported in `problems`, and the files it governs are judged with the defaults.
    public static func load(roots: [String]) -> ServerConfiguration {
        let base = roots.first ?? "/"
        let resolver = (try? ConfigResolver(explicitConfig: nil, currentDirectory: base))
            ?? ConfigResolver(fixed: .default, currentDirectory: base)
        let configuration = ServerConfiguration(roots: roots, resolver: resolver, collector: FileCollector(resolver: resolver),
                                                fileOptions: RuleSelection().fileOptions(jobs: 1))
        for root in roots {
            do { _ = try resolver.configuration(forDirectory: root) } catch { configuration.log.record(error, base: base) }
        }
        return configuration
    }

    /// The options of one configuration: what `duo-lint lint` uses with no `--enable`/`--disable`/`--only`
    /// (`RuleSelection.options`, the one place configuration becomes options).
    public static func options(for configuration: EffectiveConfiguration) -> LintOptions {
        RuleSelection().options(for: configuration, jobs: 1)
    }

    /// The defaults, for files whose configuration is broken.
    static let defaultOptions = options(for: .builtInDefault(currentDirectory: "/"))

    /// The root a path lies in (the deepest, when folders nest).
    func root(of path: String) -> String? {
        var best: String?
        for root in roots where path == root || path.hasPrefix(root == "/" ? "/" : root + "/") {
            if best == nil || root.count > best!.count { best = root }
        }
        return best
    }

    /// The files to index: every file a walk of each root takes (as `duo-lint lint` run there would), each once.
    public func workspaceFiles() -> (inputs: [LintInput], errors: [String]) {
        var inputs: [LintInput] = []
        var errors: [String] = []
        var seen: Set<String> = []
        // (The walk `lint` takes: its projects read as it goes, the scope theirs and those above the folders.)
        let walk = ScopedWalk(resolver: resolver)
        defer { scope.current = walk.scope(above: roots).scope }
        for root in roots {
            let collected = walk.collect([root])
            errors += collected.errors
            for message in collected.configErrors { log.record(ConfigError(message), base: resolver.currentDirectory) }
            for input in collected.inputs {
                let abs = input.absolutePath ?? FileCollector.absolute(input.path, base: resolver.currentDirectory)
                guard self.root(of: abs) == root, seen.insert(abs).inserted else { continue }
                inputs.append(LintInput(path: abs, load: input.load))
            }
        }
        return (inputs, errors)
    }

    /// The engine's options provider: a file is judged when a walk would take it (its configuration admits it; in a
    /// workspace folder, it lies in no skipped directory) with the options of its own configuration; a file under a
    /// broken configuration with the defaults (the problem is shown).
    public func makeOptionsProvider() -> Workspace.OptionsProvider {
        let collector = self.collector
        let fileOptions = self.fileOptions
        let log = self.log
        let base = resolver.currentDirectory
        let configuration = self
        let scope = self.scope
        return { path in
            do {
                guard try collector.admits(path, walkedFrom: configuration.root(of: path)) else { return nil }
                let effective = try collector.configuration(forFile: path)
                // Only code built for an iPhone: a file the projects compile only for other platforms or only into
                // test bundles is not judged, as in `duo-lint lint`.
                guard scope.current.decision(forAbsolutePath: path, tests: effective.judgesTests).judged else { return nil }
                return fileOptions.options(for: effective)
            } catch {
                log.record(error, base: base)
                return ServerConfiguration.defaultOptions
            }
        }
    }

    /// A judged file's *deployment target* (VOCABULARY.md, for the fixes), from the workspace's projects.
    public func makeDeploymentTargetProvider() -> (String) -> OSVersion? {
        let collector = self.collector
        let scope = self.scope
        return { path in
            let tests = (try? collector.configuration(forFile: path))?.judgesTests ?? false
            return scope.current.deploymentTarget(forAbsolutePath: path, tests: tests)
        }
    }

    /// Where a file's help links point: its configuration's `"docs-url"` (none: no links).
    public func helpLinks(forFile path: String) -> HelpLinks {
        (try? collector.configuration(forFile: path))?.helpLinks ?? .none
    }

    /// The config files read so far that changed on disk since (`ConfigResolver.changedConfigFiles`).
    func changedConfigFiles() -> [String] { resolver.changedConfigFiles() }

    /// The baseline that governs `path`, as `duo-lint lint --stdin-path path` applies it: the `baseline` of the
    /// configuration of the file's folder (read again when the baseline file's size or modification time changes),
    /// and whether that configuration shows baselined findings too (`"show-baselined"`). Nil without a baseline; a
    /// baseline that cannot be read is a configuration problem (shown), and then nothing is hidden.
    func baseline(for path: String) -> (baseline: Baseline, file: String, shown: Bool)? {
        guard let effective = try? resolver.configuration(forDirectory: FileCollector.parent(of: path)),
              let file = effective.baselinePath else { return nil }
        do {
            return (try baselines.baseline(at: file), file, effective.showsBaselined)
        } catch let error as BaselineCache.Missing {
            let config = effective.path ?? ConfigLoader.fileName
            log.record(ConfigError(config, "the baseline \(error.file) does not exist; create it with: duo-lint lint --write-baseline \(error.file)"),
                       base: resolver.currentDirectory)
        } catch {
            log.record(error, base: resolver.currentDirectory)
        }
        return nil
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

extension ConfigError {
    /// A problem reported as one line (`path: problem`) by a walk.
    init(_ line: String) {
        if let colon = line.range(of: ": ") {
            self.init(String(line[..<colon.lowerBound]), String(line[colon.upperBound...]))
        } else {
            self.init("", line)
        }
    }
}

/// The baselines read so far, each kept with the size and modification time of its file: a request costs one
/// `stat` per baseline, and a baseline written again (`--write-baseline`) is read again.
// @unchecked Sendable: `entries` is read and written only with `lock` held.
final class BaselineCache: @unchecked Sendable {
    struct Missing: Error { var file: String }
    private let lock = NSLock()
    private var entries: [String: (stamp: FileStamp, baseline: Baseline)] = [:]

    func baseline(at file: String) throws -> Baseline {
        guard let stamp = FileStamp(file) else { throw Missing(file: file) }
        lock.lock()
        let cached = entries[file]
        lock.unlock()
        if let cached, cached.stamp == stamp { return cached.baseline }
        let baseline = try Baseline.load(path: file)
        lock.lock()
        entries[file] = (stamp, baseline)
        lock.unlock()
        return baseline
    }
}

/// The workspace's current `ProjectScope`, shared by the options provider (called from the indexing workers) and
/// the walk that finds the projects.
// @unchecked Sendable: `scope` (a Sendable value) is read and replaced only with `lock` held.
final class ScopeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var scope = ProjectScope(projectFiles: [], read: FileCollector.read)

    var current: ProjectScope {
        get {
            lock.lock()
            defer { lock.unlock() }
            return scope
        }
        set {
            lock.lock()
            scope = newValue
            lock.unlock()
        }
    }
}
