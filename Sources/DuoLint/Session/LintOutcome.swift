import Foundation

/// What a `LintSession.lint()` produced: the run, the findings of the files reported on, what went wrong on the way,
/// and what the baseline, the fixes and the readiness report need of it.
public struct LintOutcome {
    public let session: LintSession
    /// The engine's result: the findings of every file linted (the context too), counts, inventories, parse errors.
    public var result = LintResult(findings: [], filesLinted: 0, readErrors: [])
    /// The inputs linted, in the order linted (their bytes are the run's, `sources`).
    public var linted: [LintInput] = []
    /// The bytes of every file the run read.
    public let sources: SourceStore
    /// Paths given that do not exist or cannot be listed (one line each).
    public var walkErrors: [String] = []
    /// The projects' warnings (path relative to the current directory, message).
    public var scopeWarnings: [(path: String, message: String)] = []
    /// The projects of the run: which files are judged, and their deployment targets (nil: nothing was walked).
    public var projects: RunScope.Once?
    /// The files reported on (`--stdin-path`, `--staged`), absolute; nil: every file linted.
    let reported: Set<String>?
    /// How many files stand in for theirs (the buffer, the staged files, an editor's documents).
    let overlaid: Int
    /// An editor's lint (`LintSession.lint(documents:)`): the findings of each document that is judged, by path, before
    /// the baseline (`document(_:)` applies it); a document that is not judged has no entry.
    public internal(set) var documentFindings: [String: [Finding]] = [:]
    /// An editor's lint: whether the documents judged again changed the workspace's cross-file facts (then the
    /// findings of the other open documents may have changed too).
    public internal(set) var factsChanged = false

    init(session: LintSession, reported: Set<String>?, overlaid: Int, sources: SourceStore) {
        self.session = session
        self.reported = reported
        self.overlaid = overlaid
        self.sources = sources
    }

    /// Whether every file linted is reported on (a walk of paths), not only a buffer or the staged files.
    public var reportsEveryFile: Bool { reported == nil }

    /// The files the summary counts: those reported on (the rest of the project was only context).
    public var filesReported: Int { reported.map { _ in overlaid } ?? result.filesLinted }

    /// Files read but not judged: not built for an iPhone, or test code (README, *What duo-lint judges*).
    public var outOfScope: Int { result.outOfScope }

    /// One warning per kind of file left out because its bytes are not Swift source (`NotSwiftSource`).
    public var notSourceWarnings: [String] {
        NotSwiftSource.allCases.compactMap { kind in result.notSource[kind].map { kind.warning($0) } }
    }

    /// One line per input that could not be used: paths that do not exist, files that could not be read.
    public var errors: [String] { walkErrors + result.readErrors }

    /// The findings of the run in the files reported on, before the baseline.
    public var findings: [Finding] { reportedFindings(result.findings) }

    /// Findings in the files reported on, and in other files when they point into one of those (a staged change to a
    /// custom view that breaks the screen using it is reported on that screen).
    public func reportedFindings(_ all: [Finding]) -> [Finding] {
        guard let reported else { return all }
        let cwd = session.currentDirectory
        return all.filter { finding in
            reported.contains(FileCollector.absolute(finding.path, base: cwd))
                || finding.related.contains { reported.contains(FileCollector.absolute($0.path, base: cwd)) }
        }
    }

    /// Why a run that judged no file fails (exit 2), or nil when it may pass: some file was judged, the config allows
    /// it (`"allow-no-files": true`), or the run is `--staged` (nothing staged is an ordinary commit) or
    /// `--stdin-path` (an editor's buffer the config excludes). The one place that decides it.
    public var nothingJudged: String? {
        let configuration = session.runConfiguration
        guard result.filesLinted == 0, !configuration.allowNoFiles, case .paths(var paths) = session.request.inputs else {
            return nil
        }
        if paths.isEmpty { paths = ["."] }
        let cwd = session.currentDirectory
        let config = configuration.path.map { FileCollector.relative(FileCollector.absolute($0, base: cwd), to: cwd) }
        let shown = paths.count == 1 ? paths[0] : paths.joined(separator: " ")
        let filtered = config != nil && configuration.layers.contains { !$0.include.isEmpty || !$0.exclude.isEmpty }
        return "no Swift file to lint in \(shown)\(filtered ? " after the include/exclude of \(config!)" : "");"
            + " set \"allow-no-files\": true in \(config ?? ".duo-lint.json") if that is expected"
    }

    // MARK: Baseline

    /// For version 1 baselines: a finding's legacy line fingerprint, from its file as linted.
    public var legacyLineFingerprints: (Finding) -> String? { sources.legacyLineFingerprints() }

    /// How a baseline at `file` names a finding (relative to the baseline's folder, `Baseline.entryPath`).
    public func baselinePath(_ file: String) -> (Finding) -> String {
        Baseline.entryPath(baselineFile: file, cwd: session.currentDirectory)
    }

    /// `findings` less those the session's baseline knows, and how many it knew; nil without a baseline.
    public func applyBaseline(_ findings: [Finding]) -> (new: [Finding], known: Int)? {
        guard let (file, baseline) = session.baseline else { return nil }
        let comparison = baseline.compare(findings, path: baselinePath(file), legacyLineFingerprint: legacyLineFingerprints)
        return (comparison.new, comparison.known)
    }

    /// Writes `findings` as the baseline at `path` (relative to the current directory, or absolute); returns how they compare with the baseline that was there (new
    /// findings, entries gone), nil when there was none (or it could not be read).
    public func writeBaseline(_ findings: [Finding], to path: String) throws -> (new: Int, stale: Int)? {
        let entryPath = baselinePath(path)
        let abs = LintSession.onDisk(path, cwd: session.currentDirectory)
        let previous = FileManager.default.fileExists(atPath: abs) ? try? Baseline.load(path: abs) : nil
        try Baseline(findings: findings, path: entryPath).write(to: abs, shownAs: path)
        guard let previous else { return nil }
        let comparison = previous.compare(findings, path: entryPath, legacyLineFingerprint: legacyLineFingerprints)
        return (comparison.new.count, comparison.stale.count)
    }
}
