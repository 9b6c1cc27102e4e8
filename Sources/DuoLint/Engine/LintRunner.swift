import Foundation

/// One file to lint: the path to report and how to get its bytes.
public struct LintInput: Sendable {
    public var path: String
    public var load: @Sendable () throws -> [UInt8]

    public init(path: String, load: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
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
}

/// The engine: files → findings. Files are linted in parallel (each on its own large-stack thread), then the
/// per-file summaries build the cross-file index, conditional findings are resolved against it, suppression
/// comments and severity overrides are applied, and the findings are sorted into a deterministic order.
public enum LintRunner {
    public static func run(_ inputs: [LintInput], options: LintOptions) -> LintResult {
        let analyzer = FileAnalyzer(options: options)
        // Phase 1: read every file and search it for the project vocabulary (see `ProjectVocabulary`).
        let found = FoundNames()
        let contents = ByteSlots(parallelMap(inputs, jobs: options.jobs) { input -> Result<[UInt8], Error> in
            Result {
                let bytes = try input.load()
                found.add(ProjectVocabulary.scan(bytes, skipping: found.snapshot()))
                return bytes
            }
        })
        let project = options.skipsByVocabulary ? ProjectVocabulary.from(found.snapshot()) : .everything
        // Phase 2: lint each file; its bytes are released as soon as it is done.
        let outcomes = parallelMap(Array(inputs.indices), jobs: options.jobs) { i -> Result<FileResult, Error> in
            contents.take(i).map { analyzer.analyze(path: inputs[i].path, bytes: $0, project: project) }
        }
        var results: [FileResult] = []
        var readErrors: [String] = []
        for (input, outcome) in zip(inputs, outcomes) {
            switch outcome {
            case .success(let r): results.append(r)
            case .failure(let e): readErrors.append("\(input.path): cannot read file: \(describe(e))")
            }
        }
        let index = ProjectIndex(summaries: results.map { $0.summary })
        var findings: [Finding] = []
        for result in results {
            findings += finalize(result, index: index, options: options)
        }
        findings.sort(by: Finding.reportOrder)
        return LintResult(findings: findings, filesLinted: results.count, readErrors: readErrors)
    }

    /// Resolves conditions, applies suppressions and severity overrides for one file.
    private static func finalize(_ result: FileResult, index: ProjectIndex, options: LintOptions) -> [Finding] {
        var suppressions = SuppressionMap(
            comments: result.comments.map { ($0.line, $0.column, $0.text, $0.startsLine) },
            knownRuleIDs: RuleRegistry.knownIDs)
        var out: [Finding] = []
        for pending in result.findings {
            var related = pending.related
            if let condition = pending.condition {
                let (holds, witness) = index.evaluate(condition)
                if !holds { continue }
                if let w = witness { related.append(w) }
            }
            if suppressions.isSuppressed(rule: pending.ruleID, line: pending.range.start.line) { continue }
            out.append(Finding(ruleID: pending.ruleID,
                               severity: options.severities[pending.ruleID] ?? pending.severity,
                               message: pending.message, path: result.path, range: pending.range,
                               related: related, fingerprint: FNV1a64.hex(pending.fingerprint),
                               lineFingerprint: FNV1a64.hex(pending.lineFingerprint)))
        }
        let meta = MetaRules.superfluousSuppression
        let metaSeverity = options.severities[meta.id] ?? meta.defaultSeverity
        for unknown in suppressions.unknownIDs {
            out.append(metaFinding(result.path, unknown.line, unknown.column, metaSeverity,
                                   "'\(unknown.id)' is not a duo-lint rule id, so this suppression silences nothing"))
        }
        if options.reportSuperfluousSuppressions {
            for s in suppressions.superfluous(amongRules: options.enabledRules) {
                out.append(metaFinding(result.path, s.line, s.column, metaSeverity,
                                       "this suppression silenced nothing; remove it"))
            }
        }
        return out
    }

    private static func metaFinding(_ path: String, _ line: Int, _ column: Int, _ severity: Severity,
                                    _ message: String) -> Finding {
        let pos = SourcePosition(line: line, column: column)
        return Finding(ruleID: MetaRules.superfluousSuppression.id, severity: severity, message: message, path: path,
                       range: SourceRange(start: pos, end: pos), related: [],
                       fingerprint: {
                           var h = FNV1a64()
                           h.add(MetaRules.superfluousSuppression.id)
                           h.add(message)
                           return h.hex
                       }())
    }

    private static func describe(_ error: Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }

    /// Maps `items` with `jobs` threads of 64 MiB stack each; results keep the input order.
    static func parallelMap<T, R>(_ items: [T], jobs: Int, _ transform: @escaping (T) -> R) -> [R] {
        let count = items.count
        if count == 0 { return [] }
        let workers = max(1, min(jobs, count))
        let work = ParallelWork<T, R>(items: items, transform: transform)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                work.drain()
                done.signal()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return work.takeResults()
    }
}

/// The searched names found so far by the workers of phase 1.
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

/// The files' contents between the phases, each taken (and so freed) by the worker that lints it.
private final class ByteSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<[UInt8], Error>?>

    init(_ contents: [Result<[UInt8], Error>]) {
        slots = .allocate(capacity: contents.count)
        _ = slots.initialize(from: contents.map { Optional($0) })
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Slot `i` is taken by exactly one worker, once (like `ParallelWork`'s result slots).
    func take(_ i: Int) -> Result<[UInt8], Error> {
        let r = slots[i]!
        slots[i] = nil
        return r
    }
}

/// The shared state of `parallelMap`: a lock-protected cursor over the items and one result slot per item
/// (each written by exactly one worker, read after all workers finished).
private final class ParallelWork<T, R>: @unchecked Sendable {
    private let items: [T]
    private let transform: (T) -> R
    private let lock = NSLock()
    private var next = 0
    private let results: UnsafeMutableBufferPointer<R?>

    init(items: [T], transform: @escaping (T) -> R) {
        self.items = items
        self.transform = transform
        results = .allocate(capacity: items.count)
        results.initialize(repeating: nil)
    }

    deinit {
        results.deinitialize()   // (`deallocate` alone would leak the results still held in the slots)
        results.deallocate()
    }

    func drain() {
        while true {
            lock.lock()
            let i = next
            next += 1
            lock.unlock()
            if i >= items.count { return }
            results[i] = transform(items[i])
        }
    }

    func takeResults() -> [R] {
        (0..<items.count).map { i -> R in
            let r = results[i]!
            results[i] = nil
            return r
        }
    }
}
