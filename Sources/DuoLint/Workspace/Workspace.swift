import Foundation

/// The state of a linted project that outlives one file: the summary of every judged file (what the cross-file
/// index is built from) and, for the files kept open, what their rules found, waiting for the index.
///
/// The CLI lints through `LintRunner`, a batch over every file built for throughput (it drops each file as soon
/// as it is judged). The language server keeps a `Workspace`: it indexes every file once, then re-judges one file
/// per edit and answers that file's cross-file questions from the summaries of all the others. Both go through
/// the same `FileAnalyzer`, `ProjectIndex` and `FileFinalizer`, so a file gets the same findings either way.
///
/// Not thread-safe: one thread drives it (`index` parallelises internally).
public final class Workspace {
    /// The options a file is judged with, or nil when it is not judged at all (excluded, or out of scope).
    public typealias OptionsProvider = (_ path: String) -> LintOptions?

    private let optionsFor: OptionsProvider
    private var analyzers: [LintOptions: FileAnalyzer] = [:]
    private var summaries: [String: FileSummary] = [:]
    /// The results of the files kept open (see `update(path:bytes:keep:)`).
    private var kept: [String: FileResult] = [:]
    private var keptOptions: [String: LintOptions] = [:]
    /// Built on first use after the summaries changed.
    private var index: ProjectIndex?

    public init(options: @escaping OptionsProvider) {
        optionsFor = options
    }

    /// How many files feed the cross-file index.
    public var indexedFileCount: Int { summaries.count }

    /// Reads and summarises every input on `jobs` workers (a file that is not judged is skipped); returns one line
    /// per file that could not be read. `progress` is called on the calling thread with (done, total).
    public func index(_ inputs: [LintInput], jobs: Int, progress: (Int, Int) -> Void = { _, _ in }) -> [String] {
        let work: [(LintInput, LintOptions)] = inputs.compactMap { input in optionsFor(input.path).map { (input, $0) } }
        for (_, options) in work where analyzers[options] == nil { analyzers[options] = FileAnalyzer(options: options) }
        let analyzers = self.analyzers
        let map = ParallelMap<(LintInput, LintOptions), Result<FileSummary, Error>>(jobs: jobs) { item in
            Result {
                let bytes = try item.0.load()
                return analyzers[item.1]!.analyze(path: item.0.path, bytes: bytes, project: .everything).summary
            }
        }
        var batch = work
        let total = batch.count
        map.submit(taking: &batch)
        let outcomes = map.finish()
        var errors: [String] = []
        for (k, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let summary): summaries[work[k].0.path] = summary
            case .failure(let e): errors.append("\(work[k].0.path): cannot read file: \(e.localizedDescription)")
            }
            if k % 256 == 0 || k == total - 1 { progress(k + 1, total) }
        }
        index = nil
        return errors
    }

    /// Judges one file from `bytes` (a buffer, or the file on disk) and updates its facts; `keep` keeps what its
    /// rules found, for `findings(for:)`. Returns whether the file's cross-file facts changed (then the findings
    /// of other kept files may change too). A file that is not judged is forgotten.
    @discardableResult
    public func update(path: String, bytes: [UInt8], keep: Bool) -> Bool {
        guard let options = optionsFor(path) else { return remove(path: path) }
        let analyzer = analyzers[options] ?? FileAnalyzer(options: options)
        analyzers[options] = analyzer
        let result = analyzer.analyze(path: path, bytes: bytes, project: .everything)
        let changed = summaries[path] != result.summary
        summaries[path] = result.summary
        if changed { index = nil }
        if keep {
            kept[path] = result
            keptOptions[path] = options
        } else {
            kept[path] = nil
            keptOptions[path] = nil
        }
        return changed
    }

    /// Stops keeping a file's findings (its facts stay in the index).
    public func close(path: String) {
        kept[path] = nil
        keptOptions[path] = nil
    }

    /// Forgets a file (deleted, or no longer judged); returns whether the index lost facts.
    @discardableResult
    public func remove(path: String) -> Bool {
        close(path: path)
        guard summaries.removeValue(forKey: path) != nil else { return false }
        index = nil
        return true
    }

    /// The paths whose findings are kept.
    public var keptPaths: [String] { kept.keys.sorted() }

    /// Forgets every file and analyzer (after a configuration change, before indexing again).
    public func reset() {
        analyzers = [:]
        summaries = [:]
        kept = [:]
        keptOptions = [:]
        index = nil
    }

    /// The findings of a kept file, its cross-file conditions answered from every indexed file; nil when the file
    /// is not kept.
    public func findings(for path: String) -> [Finding]? {
        guard let result = kept[path], let options = keptOptions[path] else { return nil }
        let index = currentIndex()
        var answers = ConditionAnswers(index: index, expectedConditions: 16)
        let held = result.hasIndexConditions ? answers.held(in: result) : []
        var findings = FileFinalizer.finalize(result, held: held, systemBars: index.systemBars, options: options)
        findings.sort(by: Finding.reportOrder)
        Finding.numberOccurrences(&findings)  // as the batch run numbers identical findings
        return findings
    }

    private func currentIndex() -> ProjectIndex {
        if let index { return index }
        let built = ProjectIndex(summaries: summaries.keys.sorted().map { summaries[$0]! })
        index = built
        return built
    }
}
