import Foundation

/// An editor's session (`LintRequest.Inputs.editor`, the language server): the same request → session → outcome as
/// `lint`, for a long-lived workspace.
///
/// - `LintSession.init` resolves the configuration of every folder before any file is read; what cannot be used is
///   one of `problems` (and the files it governs are judged with the defaults), where `lint` would exit 2.
/// - `lint(progress:)` walks the folders as `lint` walks them (`ScopedWalk`: every folder's configuration, the
///   projects' scope) and indexes every judged file once, in a `Workspace` the session keeps.
/// - `lint(documents:)` judges the open documents from their buffers, which stand in for their files (as
///   `--stdin-path` judges one), their cross-file questions answered from the index; the outcome's sources are the
///   buffers, and `LintOutcome.document(_:)` drops what the baseline of the document's folder's configuration knows,
///   as `lint --stdin-path` does.
/// - `fileChanged(_:bytes:)` and `closeDocument(_:)` keep the index up to date with the files on disk.
extension LintSession {
    /// The configuration problems found so far: the folders' configurations (at `init`), nested ones the walk found,
    /// those of files opened outside every folder, baselines that cannot be read. Empty for other inputs (a `lint`
    /// run throws instead).
    public var problems: [ConfigurationProblem] { editor?.problems.list ?? [] }

    /// How many files feed the editor's cross-file index.
    public var indexedFileCount: Int { editor?.workspace.indexedFileCount ?? 0 }

    /// The options a file (absolute path) is judged with in the editor, nil when it is not judged: when a walk
    /// would not take it (its configuration excludes it; in a folder, it lies in a skipped directory) or the
    /// projects do not build it for an iPhone. A file under a broken configuration gets the defaults.
    public func options(forFile path: String) -> LintOptions? { editor?.optionsProvider(path) }

    /// Indexes an editor's folders: the walk `lint` takes (each file once, in the first folder that holds it), every
    /// judged file read and summarised on the request's workers. `progress` is called on the calling thread: once
    /// with (0, the files walked) when the walk is done, then with (done, total) of the judged files as they are.
    /// The outcome's `linted` are the files walked, its `result.filesLinted` those indexed, its `errors` the paths
    /// and files that could not be read. Every document judged after this answers against the new index.
    public func lint(progress: (Int, Int) -> Void) -> LintOutcome {
        guard let editor else { preconditionFailure("lint(progress:) indexes an editor's session (LintRequest.Inputs.editor)") }
        var outcome = LintOutcome(session: self, reported: [], overlaid: 0, sources: SourceStore())
        var inputs: [LintInput] = []
        var seen: Set<String> = []
        if !editor.folders.isEmpty {
            // (The walk `lint` takes: its projects read as it goes, the scope theirs and those above the folders.)
            let walk = ScopedWalk(resolver: resolver)
            for folder in editor.folders {
                let collected = walk.collect([folder])
                outcome.walkErrors += collected.errors
                for message in collected.configErrors { editor.problems.record(ConfigError(line: message), base: currentDirectory) }
                for input in collected.inputs {
                    let abs = input.absolutePath ?? FileCollector.absolute(input.path, base: currentDirectory)
                    guard editor.folder(of: abs) == folder, seen.insert(abs).inserted else { continue }
                    inputs.append(LintInput(path: abs, load: input.load))
                }
            }
            editor.scope.current = walk.scope(above: editor.folders).scope
        }
        progress(0, inputs.count)
        let readErrors = editor.workspace.index(inputs, jobs: request.jobs ?? LintOptions.defaultJobs, progress: progress)
        outcome.linted = inputs
        outcome.result = LintResult(findings: [], filesLinted: editor.workspace.indexedFileCount, readErrors: readErrors)
        return outcome
    }

    /// Judges the `edited` documents again from their buffers (each standing in for its file) and reports on every
    /// document given: `documentFindings` (before the baseline; `document(_:)` applies it), the parse errors of each,
    /// and whether the cross-file facts changed. A document the editor does not judge (excluded, out of scope, test
    /// code) has no findings. The outcome's sources are the buffers.
    public func lint(documents: [LintRequest.Document]) -> LintOutcome {
        guard let editor else { preconditionFailure("lint(documents:) is an editor's lint (LintRequest.Inputs.editor)") }
        let sources = SourceStore()
        var outcome = LintOutcome(session: self, reported: Set(documents.map(\.path)), overlaid: documents.count, sources: sources)
        let workspace = editor.workspace
        for document in documents where document.edited {
            if workspace.update(path: document.path, bytes: document.bytes, keep: true) { outcome.factsChanged = true }
        }
        var all: [Finding] = []
        var parseErrors: [String: [String]] = [:]
        for document in documents {
            let bytes = document.bytes
            let input = sources.keeping(LintInput(path: document.path, load: { bytes }))
            _ = try? input.load()  // (the buffer is the document's text for the baseline's legacy line fingerprints)
            outcome.linted.append(input)
            guard let findings = workspace.findings(for: document.path) else { continue }
            outcome.documentFindings[document.path] = findings
            all += findings
            if let errors = workspace.parseErrors(for: document.path), !errors.isEmpty { parseErrors[document.path] = errors }
        }
        outcome.result = LintResult(findings: all, filesLinted: outcome.documentFindings.count, readErrors: [])
        outcome.result.parseErrors = parseErrors
        return outcome
    }

    /// A file of the workspace changed on disk (`bytes`), or was deleted or closed without a file behind it (nil):
    /// its facts in the index follow. Returns whether the cross-file facts changed.
    @discardableResult
    public func fileChanged(_ path: String, bytes: [UInt8]?) -> Bool {
        guard let editor else { return false }
        guard let bytes else { return editor.workspace.remove(path: path) }
        return editor.workspace.update(path: path, bytes: bytes, keep: false)
    }

    /// Stops keeping a closed document's findings (its facts stay in the index until `fileChanged`).
    public func closeDocument(_ path: String) {
        editor?.workspace.close(path: path)
    }

    /// Where a file's help links point: its configuration's `"docs-url"` (none: no links).
    public func helpLinks(forFile path: String) -> HelpLinks {
        (try? resolver.configuration(forFile: path))?.helpLinks ?? .none
    }

    /// The config files read so far that changed on disk since (`ConfigResolver.changedConfigFiles`): then the
    /// editor makes a new session.
    public func changedConfigFiles() -> [String] { resolver.changedConfigFiles() }

    /// The baseline that governs a document, as `lint --stdin-path` applies it: the request's (`--baseline`), else
    /// the `baseline` of the configuration of the document's folder (read again when its file's size or
    /// modification time changes), and whether that configuration shows baselined findings (`"show-baselined"`).
    /// Nil without one; a baseline that cannot be read is a problem (recorded), and then nothing is hidden.
    func baseline(forDocument path: String) -> (baseline: Baseline, file: String, shown: Bool)? {
        if let (file, baseline) = self.baseline { return (baseline, FileCollector.absolute(file, base: currentDirectory), false) }
        guard let editor, request.baseline == .fromConfiguration,
              let effective = try? resolver.configuration(forDirectory: FileCollector.parent(of: path)),
              let file = effective.baselinePath else { return nil }
        do {
            return (try editor.baselines.baseline(at: file), file, effective.showsBaselined)
        } catch let error as BaselineCache.Missing {
            let config = effective.path ?? ConfigLoader.fileName
            editor.problems.record(ConfigError(config, "the baseline \(error.file) does not exist; create it with: duo-lint lint --write-baseline \(error.file)"),
                                   base: currentDirectory)
        } catch {
            editor.problems.record(error, base: currentDirectory)
        }
        return nil
    }
}

extension LintOutcome {
    /// A document's findings once its baseline is applied (`LintSession.lint(documents:)`).
    public struct DocumentFindings {
        /// What the editor shows: the findings the baseline does not know, or all of them when baselined findings
        /// are shown (`knownShown`).
        public var shown: [Finding]
        /// The findings the baseline knows (shown or not).
        public var known: [Finding]
        /// The baseline's file (absolute), nil without a baseline.
        public var baseline: String?
        /// Whether the findings the baseline knows are shown (`LintRequest.showsBaselined`, `"show-baselined"`).
        public var knownShown: Bool
    }

    /// A judged document's findings as `duo-lint lint --stdin-path` reports them: those the baseline knows (the same
    /// matcher, `Baseline.split`, with the buffer's legacy line fingerprints) are left out unless baselined findings
    /// are shown. Nil when the document is not judged.
    public func document(_ path: String) -> DocumentFindings? {
        guard let all = documentFindings[path] else { return nil }
        guard !all.isEmpty, let (baseline, file, configShows) = session.baseline(forDocument: path) else {
            return DocumentFindings(shown: all, known: [], baseline: nil, knownShown: false)
        }
        let split = baseline.split(all, file: file, cwd: "/", legacyLineFingerprint: legacyLineFingerprints)
        let knownShown = session.request.showsBaselined || configShows
        return DocumentFindings(shown: knownShown ? all : split.new, known: split.known, baseline: file, knownShown: knownShown)
    }
}

/// A configuration file that could not be used, in an editor's session: shown to the user, never a crash.
public struct ConfigurationProblem: Equatable, Sendable {
    /// The config file (absolute), "" when the message names none.
    public var path: String
    public var message: String
    /// 1-based line of the problem in the file, when the message names one.
    public var line: Int?
    public var column: Int?

    public init(path: String, message: String, line: Int?, column: Int?) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// A problem from an error's message (`path: problem`, the path absolute or relative to `base`).
    public init(_ error: Error, base: String) {
        let message = "\(error)"
        var path = ""
        if let colon = message.range(of: ": ") { path = FileCollector.absolute(String(message[..<colon.lowerBound]), base: base) }
        let (line, column) = ConfigurationProblem.location(in: message)
        self.init(path: path, message: message, line: line, column: column)
    }

    /// "… at line L, column C: …" in a config error.
    public static func location(in message: String) -> (line: Int?, column: Int?) {
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
    init(line: String) {
        if let colon = line.range(of: ": ") {
            self.init(String(line[..<colon.lowerBound]), String(line[colon.upperBound...]))
        } else {
            self.init("", line)
        }
    }
}

/// What an editor's session keeps between its lints: the folders, the index (`Workspace`), the projects' scope the
/// last walk found, the baselines read and the problems found.
final class EditorState {
    let folders: [String]
    let problems = ProblemLog()
    let baselines = BaselineCache()
    /// The Xcode projects and Swift packages of the folders (VOCABULARY.md scope), found by the walk that indexes them.
    let scope = ScopeBox()
    let fileOptions: FileOptions
    let optionsProvider: Workspace.OptionsProvider
    let workspace: Workspace
    private let resolver: ConfigResolver

    init(folders: [String], resolver: ConfigResolver, selection: RuleSelection) {
        self.folders = folders
        self.resolver = resolver
        // (Files are judged one at a time: the workers of the index are the request's, not the options'.)
        let fileOptions = selection.fileOptions(jobs: 1)
        self.fileOptions = fileOptions
        let collector = FileCollector(resolver: resolver)
        let problems = self.problems
        let scope = self.scope
        let base = resolver.currentDirectory
        let defaults = selection.options(for: .builtInDefault(currentDirectory: "/"), jobs: 1)
        // A file is judged when a walk would take it (its configuration admits it; in a folder, it lies in no skipped
        // directory), with the options of its own configuration; a file under a broken configuration with the
        // defaults (the problem is shown). Only code built for an iPhone: a file the projects compile only for other
        // platforms or only into test bundles is not judged, as in `duo-lint lint`.
        let provider: Workspace.OptionsProvider = { path in
            do {
                guard try collector.admits(path, walkedFrom: EditorState.folder(of: path, in: folders)) else { return nil }
                let effective = try collector.configuration(forFile: path)
                guard scope.current.decision(forAbsolutePath: path, tests: effective.judgesTests).judged else { return nil }
                return fileOptions.options(for: effective)
            } catch {
                problems.record(error, base: base)
                return defaults
            }
        }
        optionsProvider = provider
        workspace = Workspace(options: provider, deploymentTarget: { path in
            let tests = (try? collector.configuration(forFile: path))?.judgesTests ?? false
            return scope.current.deploymentTarget(forAbsolutePath: path, tests: tests)
        })
    }

    /// The configuration of the run's own settings (the first folder's, else the current directory's); the
    /// configuration of every folder is resolved here, before any file is read, and each one that cannot be used is
    /// a problem (the defaults stand in for it).
    func runConfiguration(cwd: String) -> EffectiveConfiguration {
        var first: EffectiveConfiguration?
        for directory in folders.isEmpty ? [cwd] : folders {
            do {
                let configuration = try resolver.configuration(forDirectory: directory)
                if first == nil { first = configuration }
            } catch {
                problems.record(error, base: resolver.currentDirectory)
            }
        }
        return first ?? .builtInDefault(currentDirectory: cwd)
    }

    /// The folder a path lies in (the deepest, when folders nest).
    func folder(of path: String) -> String? { EditorState.folder(of: path, in: folders) }

    static func folder(of path: String, in folders: [String]) -> String? {
        var best: String?
        for folder in folders where path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/") {
            if best == nil || folder.count > best!.count { best = folder }
        }
        return best
    }
}

/// The problems an editor's session found so far (reading a config can happen at any time: a file opened outside
/// every folder, on an indexing worker).
// @unchecked Sendable: `problems` is read and written only with `lock` held; the rest is immutable.
final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [ConfigurationProblem] = []

    var list: [ConfigurationProblem] {
        lock.lock()
        defer { lock.unlock() }
        return problems
    }

    func record(_ error: Error, base: String) {
        let problem = ConfigurationProblem(error, base: base)
        lock.lock()
        if !problems.contains(where: { $0.path == problem.path && $0.message == problem.message }) { problems.append(problem) }
        lock.unlock()
    }
}

/// The baselines read so far, each kept with the size and modification time of its file: a lint costs one `stat`
/// per baseline, and a baseline written again (`--write-baseline`) is read again.
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
