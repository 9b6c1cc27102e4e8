import Foundation

/// The state of a linted project that outlives one file: the summary of every judged file (what the cross-file
/// index is built from) and, for the files kept open, what their rules found, waiting for the index.
///
/// Both front ends lint through `LintSession` (`Session/`). A batch run's engine is `LintRunner`, built for
/// throughput over every file (it drops each file's tree as soon as it is judged); an editor's session
/// (`LintRequest.Inputs.editor`, `Session/LintSession+Editor.swift`) keeps a `Workspace`: it indexes every file once,
/// then re-judges the edited documents and answers their cross-file questions from the summaries of all the others.
/// Both go through the same `FileAnalyzer`, `FactStore` and `FileFinalizer`, so a file gets the same findings either
/// way.
///
/// Internal to the core: the server reaches it only through the session (`LintSession.lint(documents:)`).
/// Not thread-safe: one thread drives it (`index` parallelises internally).
final class Workspace {
    /// The options a file is judged with, or nil when it is not judged at all (excluded, or out of scope).
    typealias OptionsProvider = (_ path: String) -> LintOptions?

    private let optionsFor: OptionsProvider
    /// A judged file's *deployment target* (VOCABULARY.md, for the fixes), nil when unknown.
    private let deploymentTargetFor: (String) -> OSVersion?
    private var analyzers: [LintOptions: FileAnalyzer] = [:]
    private var summaries: [String: FileSummary] = [:]
    /// The results of the files kept open (see `update(path:bytes:keep:)`).
    private var kept: [String: FileResult] = [:]
    private var keptOptions: [String: LintOptions] = [:]
    /// Every summary's type facts merged by name, kept up to date file by file (an edit costs the file's types,
    /// not the project's).
    private var facts = IndexedFacts()
    /// Built on first use after the summaries changed (cheap: it reads `facts`).
    private var index: FactStore?

    init(options: @escaping OptionsProvider, deploymentTarget: @escaping (String) -> OSVersion? = { _ in nil }) {
        optionsFor = options
        deploymentTargetFor = deploymentTarget
    }

    /// How many files feed the cross-file index.
    var indexedFileCount: Int { summaries.count }

    /// Reads and summarises every input on `jobs` workers (a file that is not judged is skipped); returns one line
    /// per file that could not be read. `progress` is called on the calling thread with (done, total) as the work
    /// goes (the inputs are summarised in about twenty batches).
    func index(_ inputs: [LintInput], jobs: Int, progress: (Int, Int) -> Void = { _, _ in }) -> [String] {
        let work: [(LintInput, LintOptions)] = inputs.compactMap { input in optionsFor(input.path).map { (input, $0) } }
        for (_, options) in work where analyzers[options] == nil { analyzers[options] = FileAnalyzer(options: options) }
        let analyzers = self.analyzers
        let total = work.count
        let batchSize = max(64, (total + 19) / 20)
        var errors: [String] = []
        index = nil
        var done = 0
        while done < total {
            let slice = Array(work[done..<min(total, done + batchSize)])
            let map = ParallelMap<(LintInput, LintOptions), Result<FileSummary?, Error>>(jobs: jobs) { item in
                Result {
                    let bytes = try item.0.load()
                    let result = analyzers[item.1]!.analyze(path: item.0.path, bytes: bytes, project: .everything)
                    return result.isLeftOut ? nil : result.summary
                }
            }
            var batch = slice
            map.submit(taking: &batch)
            for (k, outcome) in map.finish().enumerated() {
                let path = slice[k].0.path
                switch outcome {
                case .success(let summary?): setSummary(summary, for: path)
                case .success(nil): setSummary(nil, for: path)   // test code (VOCABULARY.md scope 2), not Swift source: not judged
                case .failure(let e): errors.append("\(path): cannot read file: \(e.localizedDescription)")
                }
            }
            done += slice.count
            progress(done, total)
        }
        return errors
    }

    /// Judges one file from `bytes` (a buffer, or the file on disk) and updates its facts; `keep` keeps what its
    /// rules found, for `findings(for:)`. Returns whether the file's cross-file facts changed (then the findings
    /// of other kept files may change too). A file that is not judged is forgotten.
    @discardableResult
    func update(path: String, bytes: [UInt8], keep: Bool) -> Bool {
        guard let options = optionsFor(path) else { return remove(path: path) }
        let analyzer = analyzers[options] ?? FileAnalyzer(options: options)
        analyzers[options] = analyzer
        let result = analyzer.analyze(path: path, bytes: bytes, project: .everything, deploymentTarget: deploymentTargetFor(path))
        if result.isLeftOut { return remove(path: path) }   // test code (VOCABULARY.md scope 2), not Swift source
        let changed = setSummary(result.summary, for: path)
        if keep {
            kept[path] = result
            keptOptions[path] = options
        } else {
            kept[path] = nil
            keptOptions[path] = nil
        }
        return changed
    }

    /// The messages of a kept file's parse errors (what a fix is verified against); nil when the file is not kept.
    func parseErrors(for path: String) -> [String]? { kept[path]?.parseErrors }

    /// Stops keeping a file's findings (its facts stay in the index).
    func close(path: String) {
        kept[path] = nil
        keptOptions[path] = nil
    }

    /// Forgets a file (deleted, or no longer judged); returns whether the index lost facts.
    @discardableResult
    func remove(path: String) -> Bool {
        close(path: path)
        return setSummary(nil, for: path)
    }

    /// Forgets every file and analyzer (after a configuration change, before indexing again).
    func reset() {
        analyzers = [:]
        summaries = [:]
        facts = IndexedFacts()
        kept = [:]
        keptOptions = [:]
        index = nil
    }

    /// The findings of a kept file, its cross-file conditions answered from every indexed file; nil when the file
    /// is not kept.
    func findings(for path: String) -> [Finding]? {
        guard let result = kept[path], let options = keptOptions[path] else { return nil }
        let index = currentIndex()
        var answers = ConditionAnswers(index: index, expectedConditions: 16)
        let held = result.hasIndexConditions ? answers.held(in: result) : []
        var findings = FileFinalizer.finalize(result, held: held, shared: index.shared(), options: options)
        findings.sort(by: Finding.reportOrder)
        Finding.numberOccurrences(&findings)  // as the batch run numbers identical findings
        return findings
    }

    private func currentIndex() -> FactStore {
        if let index { return index }
        // (The files in path order, as the batch run orders them; the declared types and the system bars, which
        // `facts` keeps up to date edit by edit, handed in built.)
        let paths = summaries.keys.sorted()
        let built = FactStore(files: paths.map { summaries[$0]! }, built: [
            (ObjectIdentifier(DeclaredTypes.self), DeclaredTypes.Index(byName: facts.typesByName)),
            (ObjectIdentifier(SystemBarTypes.self), SystemBarTypes.Index(facts.systemBarsAndSubtypes())),
        ])
        index = built
        return built
    }

    /// Records a file's summary (nil: forgets it) and brings the merged facts up to date; returns whether they
    /// changed. The index is dropped first, so the merged facts are changed in place, not copied.
    @discardableResult
    private func setSummary(_ summary: FileSummary?, for path: String) -> Bool {
        let old = summaries[path]
        guard old != summary else { return false }
        index = nil
        summaries[path] = summary
        facts.replace(old, with: summary, path: path)
        return true
    }
}

/// The type facts of every summary, merged by name in path order (the order `DeclaredTypes` merges
/// them in when the summaries are sorted by path), and who inherits from whom, for the system-bar question.
struct IndexedFacts {
    private(set) var typesByName: [String: [TypeFact]] = [:]
    /// For each name in `typesByName`, the path of each of its facts (same order).
    private var pathsByName: [String: [String]] = [:]
    /// Parent name → child name → how many facts declare that inheritance.
    private var inheritors: [String: [String: Int]] = [:]
    private var bars: Set<String>?

    /// Replaces the facts of the file at `path`.
    mutating func replace(_ old: FileSummary?, with new: FileSummary?, path: String) {
        var names: Set<String> = []
        for fact in old?.types ?? [] {
            names.insert(fact.name)
            for parent in fact.inheritedTypes { unlink(parent, fact.name) }
        }
        for fact in new?.types ?? [] {
            names.insert(fact.name)
            for parent in fact.inheritedTypes { inheritors[parent, default: [:]][fact.name, default: 0] += 1 }
        }
        if old.map({ $0.types.contains { !$0.inheritedTypes.isEmpty } }) ?? false
            || new.map({ $0.types.contains { !$0.inheritedTypes.isEmpty } }) ?? false {
            bars = nil
        }
        for name in names {
            var types = typesByName.removeValue(forKey: name) ?? []
            var paths = pathsByName.removeValue(forKey: name) ?? []
            if let first = paths.firstIndex(of: path) {
                var end = first
                while end < paths.count && paths[end] == path { end += 1 }
                types.removeSubrange(first..<end)
                paths.removeSubrange(first..<end)
            }
            let added = (new?.types ?? []).filter { $0.name == name }
            if !added.isEmpty {
                let at = paths.firstIndex(where: { $0 > path }) ?? paths.count
                types.insert(contentsOf: added, at: at)
                paths.insert(contentsOf: repeatElement(path, count: added.count), at: at)
            }
            if !types.isEmpty {
                typesByName[name] = types
                pathsByName[name] = paths
            }
        }
    }

    private mutating func unlink(_ parent: String, _ child: String) {
        guard var children = inheritors[parent], let n = children[child] else { return }
        children[child] = n > 1 ? n - 1 : nil
        inheritors[parent] = children.isEmpty ? nil : children
    }

    /// The system bars and every type that inherits from one, directly or through other types.
    mutating func systemBarsAndSubtypes() -> Set<String> {
        if let bars { return bars }
        var found = HandMadeBars.systemBars
        var stack = Array(found)
        while let name = stack.popLast() {
            for child in (inheritors[name] ?? [:]).keys where found.insert(child).inserted { stack.append(child) }
        }
        bars = found
        return found
    }
}
