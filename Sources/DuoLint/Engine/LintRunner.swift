import Foundation

/// One file to lint: the path to report and how to get its bytes.
public struct LintInput: Sendable {
    public var path: String
    public var load: @Sendable () throws -> [UInt8]
    /// The file's absolute path, when it has one on disk (scope decisions need it).
    public var absolutePath: String?
    /// The configuration in effect for the file (its folder's, `ConfigResolver`); nil: the run's options apply.
    public var configuration: EffectiveConfiguration?

    public init(path: String, absolutePath: String? = nil, configuration: EffectiveConfiguration? = nil,
                load: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
        self.absolutePath = absolutePath
        self.configuration = configuration
        self.load = load
    }

    /// A file in memory (tests, `--stdin-path`, `--staged`).
    public init(path: String, text: String) {
        let bytes = Array(text.utf8)
        self.init(path: path, load: { bytes })
    }
}

/// What a run produced.
public struct LintResult: Sendable {
    /// Findings in report order (path, line, column, rule id).
    public var findings: [Finding]
    /// Files that were read and linted.
    public var filesLinted: Int
    /// One line per file that could not be read.
    public var readErrors: [String]
    /// Each linted file's screen inventory, in input order (only with `LintOptions.collectsInventory`).
    public var inventories: [FileInventory] = []
    /// Files read but not judged: the run's `inScope` left them out.
    public var outOfScope = 0
    /// For each linted file with parse errors (by path), their messages (what `duo-lint fix` checks).
    public var parseErrors: [String: [String]] = [:]
    /// Files read but left out because their bytes are not Swift source (`NotSwiftSource`), by kind, in input order.
    public var notSource: [NotSwiftSource: [String]] = [:]
}

/// The engine: files → findings. Files are linted in parallel (each on its own large-stack thread), then the
/// per-file summaries build the cross-file index; conditional findings are resolved against it on the calling
/// thread, in file order, while workers apply each file's suppression comments and severity overrides (and free
/// what is left of the file); the findings are sorted into a deterministic order.
public enum LintRunner {
    /// `options`: the run's (workers, and the rules of files without a configuration of their own); `fileOptions`
    /// makes each file's from the configuration in effect for it (`LintInput.configuration`).
    /// `inScope` and `deploymentTarget` as for the streaming `run`.
    public static func run(_ inputs: [LintInput], options: LintOptions, fileOptions: FileOptions? = nil,
                           inScope: (@Sendable (LintInput) -> Bool)? = nil,
                           deploymentTarget: (@Sendable (LintInput) -> OSVersion?)? = nil) -> LintResult {
        let found = FoundNames()
        let loading = loadingMap(options, found)
        var all = inputs
        loading.submit(taking: &all)
        return analyze(inputs, loading.finish(), found: found, options: options, fileOptions: fileOptions,
                       inScope: inScope, deploymentTarget: deploymentTarget, packageCode: nil)
    }

    /// `run` with files read while they are still being found: `produce` passes each input to `submit` as soon as
    /// it has it (workers start reading it at once; linting starts when every file is read, see
    /// `ProjectVocabulary`), and returns the order in which to lint and report them, as indices into the sequence
    /// of submitted inputs (an input not in the order is read but not linted).
    /// `inScope` decides, on the workers, as each file's analysis starts, whether the file is judged at all (VOCABULARY.md
    /// *code that runs on an iPhone*): a file it leaves out is read but not linted, feeds no cross-file fact, and is
    /// counted in `LintResult.outOfScope`. (Deciding there keeps the decisions, and the wait for the projects they
    /// need, off the way between the walk and the analysis.)
    /// `deploymentTarget` gives each judged file its *deployment target* (VOCABULARY.md, for the fixes), on the
    /// workers as `inScope` does. `packageCode` says which files belong to a Swift package (their `public` and
    /// `open` declarations may be used outside the linted sources: VOCABULARY.md scope 5 never makes them absent).
    public static func run(options: LintOptions, fileOptions: FileOptions? = nil,
                           inScope: (@Sendable (LintInput) -> Bool)? = nil,
                           deploymentTarget: (@Sendable (LintInput) -> OSVersion?)? = nil,
                           packageCode: (@Sendable (LintInput) -> Bool)? = nil,
                           streaming produce: (_ submit: (LintInput) -> Void) -> [Int]) -> LintResult {
        let found = FoundNames()
        let analysis = loadingMap(options, found)
        var submitted: [LintInput] = []
        var batch: [LintInput] = []
        let order = produce { input in
            submitted.append(input)
            batch.append(input)
            // The first files go out at once, so that every worker starts; then in batches (fewer lock handovers).
            if submitted.count <= options.jobs || batch.count == 16 {
                analysis.submit(taking: &batch)
            }
        }
        analysis.submit(taking: &batch)
        var outcomes = analysis.finish()
        var ordered: [Loaded] = []
        ordered.reserveCapacity(order.count)
        for i in order { ordered.append(outcomes[i]) }
        outcomes = []
        return analyze(order.map { submitted[$0] }, consume ordered, found: found, options: options, fileOptions: fileOptions,
                       inScope: inScope, deploymentTarget: deploymentTarget, packageCode: packageCode)
    }


    /// A file's bytes, or why it could not be read.
    private typealias Loaded = Result<[UInt8], Error>

    /// Phase 1, on workers: reads one file and searches it for the project vocabulary (see `ProjectVocabulary`).
    private static func loadingMap(_ options: LintOptions, _ found: FoundNames) -> ParallelMap<LintInput, Loaded> {
        ParallelMap(jobs: options.jobs) { input in
            Result {
                let bytes = try input.load()
                if options.skipsByVocabulary { found.add(ProjectVocabulary.scan(bytes, skipping: found.snapshot())) }
                return bytes
            }
        }
    }

    /// Phase 2, on workers: lints every file read (its bytes are released as soon as it is done), then concludes.
    private static func analyze(_ inputs: [LintInput], _ loaded: consuming [Loaded], found: FoundNames,
                                options: LintOptions, fileOptions: FileOptions?,
                                inScope: (@Sendable (LintInput) -> Bool)? = nil,
                                deploymentTarget: (@Sendable (LintInput) -> OSVersion?)? = nil,
                                packageCode: (@Sendable (LintInput) -> Bool)?) -> LintResult {
        var project = options.skipsByVocabulary ? ProjectVocabulary.from(found.snapshot()) : .everything
        var firstPass = project
        for kind in FactRegistry.deferred { kind.prepare(firstPass: &firstPass, laterPasses: &project, options: options) }
        let settings = PerFileSettings(inputs, options: options, fileOptions: fileOptions)
        let contents = Slots<Loaded?>(loaded.map { $0 })
        loaded = []
        let analysis = ParallelMap<Int, FileOutcome>(jobs: options.jobs) { i in
            let bytes = contents.take(i, leaving: nil)!
            if let inScope, !inScope(inputs[i]) { return FileOutcome(failure: OutOfScope()) }
            let target = deploymentTarget?(inputs[i])
            switch bytes {
            case .success(let bytes):
                let result = settings.analyzer(of: i).analyze(path: inputs[i].path, bytes: bytes, project: firstPass,
                                                              deploymentTarget: target, scopeFacts: true)
                if let kind = result.notSource { return FileOutcome(failure: kind) }
                if result.isTestCode { return FileOutcome(failure: OutOfScope()) }
                return FileOutcome(result)
            case .failure(let error):
                return FileOutcome(failure: error)
            }
        }
        // Biggest files first, so that the workers run out of work together (no big file left for one of them at
        // the end); the outcomes are put back in input order.
        let sizes = inputs.indices.map { i -> Int in
            if case .success(let bytes)? = contents[i] { return bytes.count }
            return 0
        }
        var order = Array(inputs.indices)
        if options.jobs > 1 { order.sort { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 } }
        var submitted = order
        analysis.submit(taking: &submitted)
        // (`order` is a permutation of the inputs: each outcome goes back to its input's place.)
        var outcomes = Outcomes(files: analysis.finish(placingAt: order))
        // The second stage of absent code: what the files say about each other's (VOCABULARY.md scope 4 and 5).
        let externals = concludeAbsentCode(inputs, &outcomes, project: firstPass, options: options,
                                           settings: settings, deploymentTarget: deploymentTarget, packageCode: packageCode)
        // The facts the first pass left incomplete, for the files the questions reach (`DeferredFactKind`).
        for kind in FactRegistry.deferred where firstPass.defers(kind) {
            completeDeferredFacts(kind, inputs, &outcomes, project: project, options: options, settings: settings,
                                  externals: externals, deploymentTarget: deploymentTarget)
        }
        return conclude(inputs, consume outcomes, options: options, settings: settings)
    }

    /// After a first pass that left the facts of `kind` incomplete (`DeferredFactKind`, `ProjectVocabulary.defers`):
    /// completes them for each file that declares a type some finding's question asks about
    /// (`ProjectQuery.namesAsked(of:)`), some file's facts need from the start (`seeds`) or some complete fact reaches,
    /// then for the files declaring the names their completed facts reach, until no new name comes up. Each name is
    /// handled once, each file completed at most once: at most as many rounds as names. A file completed whole is
    /// analysed again (`completesWholeFile`, with `externals`); otherwise only its facts are made again. A file that
    /// cannot be read again keeps its first result.
    private static func completeDeferredFacts(_ kind: any DeferredFactKind.Type, _ inputs: [LintInput],
                                              _ outcomes: inout Outcomes, project: ProjectVocabulary,
                                              options: LintOptions, settings: PerFileSettings,
                                              externals: [ExternalAbsence],
                                              deploymentTarget: (@Sendable (LintInput) -> OSVersion?)?) {
        let key = ObjectIdentifier(kind)
        var declaring: [String: [Int]] = [:]
        var pending: Set<String> = []
        var complete = [Bool](repeating: false, count: outcomes.count)
        // (Each result is read in place, through the buffer: a copy of a `FileResult` or a `FileSummary` costs a retain
        // and a release of each of its parts.)
        var declarations: [TypeFact] = []
        outcomes.files.withUnsafeBufferPointer { files in
            for i in files.indices where files[i].error == nil {
                if files[i].result.asksAboutDeferredFacts {
                    files[i].result.findings.withUnsafeBufferPointer { findings in
                        for f in findings where f.condition?.asksAboutDeferredFacts == true {
                            pending.formUnion(f.condition!.query.namesAsked(of: key))
                        }
                    }
                }
                pending.formUnion(kind.seeds(files[i].result.summary))
                if kind.isComplete(files[i].result.summary) {
                    complete[i] = true
                    pending.formUnion(kind.reached(files[i].result.summary))
                }
                for name in kind.completableNames(files[i].result.summary) { declaring[name, default: []].append(i) }
            }
            if pending.isEmpty || declaring.isEmpty { return }
            // (An array: the kinds' `admittedNames` are generic, and iterate what they get through witness tables.)
            for i in files.indices where files[i].error == nil { declarations += files[i].result.summary.types }
        }
        if pending.isEmpty || declaring.isEmpty { return }
        let admitted = kind.admittedNames(declarations)
        declarations = []
        var handled: Set<String> = []
        while !pending.isEmpty {
            var files: [Int] = []
            for name in pending where admitted?.contains(name) ?? true && handled.insert(name).inserted {
                for i in declaring[name] ?? [] where !complete[i] {
                    complete[i] = true
                    files.append(i)
                }
            }
            pending = []
            if files.isEmpty { return }
            files.sort()
            if kind.completesWholeFile {
                let redo = ParallelMap<Int, FileResult?>(jobs: min(options.jobs, files.count)) { i in
                    (try? inputs[i].load()).map {
                        settings.analyzer(of: i).analyze(path: inputs[i].path, bytes: $0, project: project,
                                                         external: externals.isEmpty ? .none : externals[i],
                                                         deploymentTarget: deploymentTarget?(inputs[i]))
                    }
                }
                var submitted = files
                redo.submit(taking: &submitted)
                for (k, result) in redo.finish().enumerated() {
                    guard let result else { continue }
                    pending.formUnion(kind.reached(result.summary))
                    outcomes.replace(files[k], with: result)
                }
            } else {
                // (The workers read the summaries; each completes a copy of its file's.)
                let summaries: [FileSummary?] = files.map { outcomes.succeeded($0) ? outcomes.files[$0].result.summary : nil }
                let redo = ParallelMap<Int, FileSummary?>(jobs: min(options.jobs, files.count)) { k in
                    let i = files[k]
                    guard var summary = summaries[k], let bytes = try? inputs[i].load() else { return nil }
                    kind.complete(&summary, settings.analyzer(of: i).context(path: inputs[i].path, bytes: bytes, project: project))
                    return summary
                }
                var ks = Array(files.indices)
                redo.submit(taking: &ks)
                for (k, summary) in redo.finish().enumerated() {
                    guard let summary, outcomes.succeeded(files[k]) else { continue }
                    pending.formUnion(kind.reached(summary))
                    outcomes.files[files[k]].result.summary = summary
                }
            }
        }
    }

    /// The second stage of absent code (`ScopeRounds`): the files whose absent code the other files make grow are
    /// analysed again (their outcomes replaced); returns each input's `ExternalAbsence` (empty when nothing is known
    /// across files), for any later analysis of the same file.
    private static func concludeAbsentCode(_ inputs: [LintInput], _ outcomes: inout Outcomes, project: ProjectVocabulary,
                                           options: LintOptions, settings: PerFileSettings,
                                           deploymentTarget: (@Sendable (LintInput) -> OSVersion?)?,
                                           packageCode: (@Sendable (LintInput) -> Bool)?) -> [ExternalAbsence] {
        var facts: [ScopeFacts?] = []
        var absentNodes: [Int] = []
        var types: [[TypeFact]] = []
        facts.reserveCapacity(outcomes.count)
        absentNodes.reserveCapacity(outcomes.count)
        types.reserveCapacity(outcomes.count)
        // (The facts are moved out: nothing later reads them from the results.)
        for i in outcomes.files.indices {
            if outcomes.succeeded(i) {
                facts.append(outcomes.files[i].result.scope.take())
                absentNodes.append(outcomes.files[i].result.absentNodes)
                types.append(outcomes.files[i].result.summary.types)
            } else {
                facts.append(nil)
                absentNodes.append(0)
                types.append([])
            }
        }
        var rounds = ScopeRounds(facts: consume facts, absentNodes: absentNodes, types: types)
        facts = []
        types = []
        let configuration = options.buildConfiguration
        let check: ScopeRounds.CheckMany = { files, externals, wanted, wantsFacts in
            let map = ParallelMap<Int, ScopeRounds.Checked?>(jobs: min(options.jobs, max(1, files.count))) { k in
                let i = files[k]
                guard let bytes = try? inputs[i].load() else { return nil }
                let parsed = Parser.parseForLint(SourceText(path: inputs[i].path, bytes: bytes), configuration: configuration,
                                                 external: externals[i], allWords: wantsFacts)
                let count = parsed.tree.absent.map { $0.reduce(0) { $0 + ($1 ? 1 : 0) } } ?? 0
                var checked = ScopeRounds.Checked(absentNodes: count, declarations: [], references: [],
                                                  facts: wantsFacts ? ScopeFacts.extract(parsed) : nil)
                if !wanted[k].isEmpty {
                    let scan = ReferenceScan.scan(parsed.tree, names: wanted[k], packageCode: packageCode?(inputs[i]) ?? false)
                    checked.declarations = scan.declarations
                    checked.references = scan.references
                }
                return checked
            }
            var ks = Array(files.indices)
            map.submit(taking: &ks)
            return map.finish()
        }
        let reanalyze: ScopeRounds.Reanalyze = { files, externals in
            let map = ParallelMap<Int, FileResult?>(jobs: min(options.jobs, max(1, files.count))) { i in
                (try? inputs[i].load()).map {
                    settings.analyzer(of: i).analyze(path: inputs[i].path, bytes: $0, project: project, external: externals[i],
                                                     deploymentTarget: deploymentTarget?(inputs[i]))
                }
            }
            var submitted = files
            map.submit(taking: &submitted)
            // (A file that cannot be read again keeps its first result.)
            for (k, result) in map.finish().enumerated() {
                guard let result, !result.isLeftOut else { continue }
                outcomes.replace(files[k], with: result)
            }
        }
        _ = rounds.run(check: check, reanalyze: reanalyze)
        return rounds.externals
    }

    /// From the outcomes of `inputs` (in the same order) to the result: the cross-file index, conditions,
    /// suppressions, severities, report order.
    private static func conclude(_ inputs: [LintInput], _ outcomes: consuming Outcomes,
                                 options: LintOptions, settings: PerFileSettings) -> LintResult {
        var results: [FileResult?] = []
        results.reserveCapacity(outcomes.count)
        /// For each result, its input's options (an index into `settings.options`).
        var resultOptions: [Int] = []
        resultOptions.reserveCapacity(outcomes.count)
        var readErrors: [String] = []
        var outOfScope = 0
        var notSource: [NotSwiftSource: [String]] = [:]
        var all = outcomes
        for i in all.files.indices {
            switch all.files[i].error {
            case nil:
                results.append(all.take(i))
                resultOptions.append(settings.optionsIndex[i])
            case let e? where e is OutOfScope: outOfScope += 1
            case let kind as NotSwiftSource: notSource[kind, default: []].append(inputs[i].path)
            case let e?: readErrors.append("\(inputs[i].path): cannot read file: \(describe(e))")
            }
        }
        all = Outcomes(files: [])
        let filesLinted = results.count
        var parseErrors: [String: [String]] = [:]
        for i in results.indices where !results[i]!.parseErrors.isEmpty { parseErrors[results[i]!.path] = results[i]!.parseErrors }
        var inventories: [FileInventory] = []
        if options.collectsInventory {
            inventories.reserveCapacity(results.count)
            for i in results.indices {
                if let inventory = results[i]?.inventory { inventories.append(inventory) }
                results[i]?.inventory = nil  // not carried on to the finalizing workers
            }
        }

        // The summaries are moved into the store (the finalizer reads none), so that the store is their only owner and
        // frees them where it is freed: on another thread, below.
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(results.count)
        for i in results.indices { summaries.append(swapping(&results[i]!.summary, FileResult.emptySummary)) }
        var index: FactStore? = FactStore(files: summaries)
        summaries = []
        let shared = index!.shared()
        var answers: ConditionAnswers? = ConditionAnswers(index: index!, expectedConditions: results.count)
        index = nil
        let allOptions = settings.options
        let finalization = ParallelMap<(FileResult, [ConditionAnswers.Held], Int), [Finding]>(jobs: options.jobs) { item in
            FileFinalizer.finalize(item.0, held: item.1, shared: shared, options: allOptions[item.2])
        }
        // Files go to the workers in batches: one wake-up a batch, where one a file would cost more than finalizing it.
        // Only the questions the memoised index answers are asked here; the workers answer the system-bar ones.
        var batch: [(FileResult, [ConditionAnswers.Held], Int)] = []
        for i in results.indices {
            let result = results[i].take()!  // moved out: the worker that finalizes the file frees it
            let held = result.hasIndexConditions ? answers!.held(in: result) : []
            batch.append((result, held, resultOptions[i]))
            if batch.count == 64 || i == results.count - 1 { finalization.submit(taking: &batch) }
        }
        // The index, with every file's summary, is freed on a thread of its own, off the way to the result.
        freeOnAnotherThread(&answers)
        let perFile = finalization.finish()

        var findings: [Finding] = []
        findings.reserveCapacity(perFile.reduce(0) { $0 + $1.count })
        for fileFindings in perFile { findings += fileFindings }
        findings.sort(by: Finding.reportOrder)
        Finding.numberOccurrences(&findings)
        return LintResult(findings: findings, filesLinted: filesLinted, readErrors: readErrors, inventories: inventories,
                          outOfScope: outOfScope, parseErrors: parseErrors, notSource: notSource)
    }

    /// `value`, leaving `replacement` in its place (a move, not a copy).
    private static func swapping<T>(_ value: inout T, _ replacement: T) -> T {
        var out = replacement
        swap(&out, &value)
        return out
    }

    private static func describe(_ error: Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }
}

/// The outcome of a file the run's `inScope` leaves out.
private struct OutOfScope: Error {}

/// A file analysed, or why it has no result (`result` is then a placeholder).
private struct FileOutcome {
    var result: FileResult
    var error: Error?

    init(_ result: FileResult) {
        self.result = result
        error = nil
    }

    init(failure: Error) {
        result = FileResult.placeholder
        error = failure
    }
}

/// Each input's outcome between the phases, read and changed in place (`files[i].result`): the rounds after the
/// first pass read every file's result several times, and a copy of a `FileResult` out of an array (an enum's
/// payload, say) retains and releases each of its parts.
private struct Outcomes {
    var files: [FileOutcome]

    var count: Int { files.count }

    func succeeded(_ i: Int) -> Bool { files[i].error == nil }

    /// A file analysed again: its new result.
    mutating func replace(_ i: Int, with result: FileResult) { files[i] = FileOutcome(result) }

    /// The result of input `i`, moved out (a placeholder left in its place).
    mutating func take(_ i: Int) -> FileResult {
        var out = FileResult.placeholder
        swap(&out, &files[i].result)
        return out
    }
}

extension FileResult {
    /// What stands for the result of an input that has none, or whose result was moved out.
    static let placeholder = FileResult(path: "", findings: [], summary: emptySummary, comments: [])
    static let emptySummary = FileSummary(types: [])
}

/// The searched names found so far by the workers of phase 1.
// @unchecked Sendable: `found` is read and written only with `lock` held.
private final class FoundNames: @unchecked Sendable {
    private let lock = NSLock()
    private var found: Set<Int> = []

    func snapshot() -> Set<Int> {
        lock.lock()
        defer { lock.unlock() }
        return found
    }

    func add(_ more: Set<Int>) {
        if more.isEmpty { return }
        lock.lock()
        found.formUnion(more)
        lock.unlock()
    }
}

/// One value per input between the phases: slot `i` is written or taken by the one worker that handles input `i`
/// (the files' contents, each taken and so freed by the worker that lints it; what the first pass says of a file's
/// custom views), and read by the calling thread once the workers are done.
// @unchecked Sendable: slot `i` is touched only by the worker that handles input `i` while the workers run, and by
// the calling thread only before they start or after they are done (`ParallelMap.finish` waits for them), so no
// slot is ever used on two threads at once. The storage is allocated and initialized in `init`, every slot holds a
// value until `deinit` frees it (`take` leaves `empty` in its place); covered by every multi-job lint, e.g.
// CLIFileCollectionTests.testOutputOrderIsDeterministicAndIndependentOfJobs and the LintHarness runs.
private final class Slots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T>

    init(_ values: [T]) {
        slots = .allocate(capacity: values.count)
        _ = slots.initialize(from: values)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    subscript(i: Int) -> T {
        get { slots[i] }
        set { slots[i] = newValue }
    }

    /// The value of slot `i`, leaving `empty` in its place.
    func take(_ i: Int, leaving empty: T) -> T {
        let value = (slots.baseAddress! + i).move()
        (slots.baseAddress! + i).initialize(to: empty)
        return value
    }
}

/// The options and analyzer of each input of a run: the run's own, or those of the configuration in effect for the
/// file (`FileOptions`), one analyzer per distinct set of options.
private final class PerFileSettings: Sendable {
    /// The distinct options; `options[0]` is the run's.
    let options: [LintOptions]
    private let analyzers: [FileAnalyzer]
    /// For each input, the index of its options.
    let optionsIndex: [Int]

    init(_ inputs: [LintInput], options runOptions: LintOptions, fileOptions: FileOptions?) {
        var options = [runOptions]
        var indexByOptions: [LintOptions: Int] = [runOptions: 0]
        // (Looked up by configuration first: hashing options for every file would cost more.)
        var indexByConfiguration: [ObjectIdentifier: Int] = [:]
        var optionsIndex: [Int] = []
        optionsIndex.reserveCapacity(inputs.count)
        for input in inputs {
            guard let fileOptions, let configuration = input.configuration else {
                optionsIndex.append(0)
                continue
            }
            let key = ObjectIdentifier(configuration)
            if let k = indexByConfiguration[key] {
                optionsIndex.append(k)
                continue
            }
            let o = fileOptions.options(for: configuration)
            let k: Int
            if let known = indexByOptions[o] {
                k = known
            } else {
                k = options.count
                indexByOptions[o] = k
                options.append(o)
            }
            indexByConfiguration[key] = k
            optionsIndex.append(k)
        }
        self.options = options
        self.optionsIndex = optionsIndex
        analyzers = options.map { FileAnalyzer(options: $0) }
    }

    func analyzer(of input: Int) -> FileAnalyzer { analyzers[optionsIndex[input]] }
}
