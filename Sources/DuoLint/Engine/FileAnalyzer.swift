/// Everything the engine keeps of one file after its tree is dropped.
struct FileResult: Sendable {
    var path: String
    var findings: [PendingFinding]
    var summary: FileSummary
    var comments: [CommentInfo]
    /// The file's source, kept only while findings wait for their conditions (`PendingFinding.deferredSpan`).
    var source: SourceText? = nil
    /// Some finding waits for a condition the cross-file index answers on the main thread (see `ConditionAnswers`).
    var hasIndexConditions = false
    /// Some finding's question asks for deferred facts (`ProjectQuery.asksAboutDeferredFacts`).
    var asksAboutDeferredFacts = false
    /// The file's screens and what they use (only with `LintOptions.collectsInventory`).
    var inventory: FileInventory? = nil
    /// What the file tells the other files about absent code (VOCABULARY.md scope 4 and 5; only when asked for).
    var scope: ScopeFacts? = nil
    /// How many nodes of the file are absent code (a later analysis with more `ExternalAbsence` that marks as many
    /// marks the same ones: marking only ever adds).
    var absentNodes = 0
    /// The file imports `XCTest` or `Testing` and test code is not judged: it is left out (VOCABULARY.md scope 2), and
    /// nothing else of the result counts.
    var isTestCode = false
    /// The file's bytes are not Swift source (`NotSwiftSource`): it is left out, and nothing else of the result counts.
    var notSource: NotSwiftSource? = nil
    /// Whether the file is left out (test code, or not Swift source).
    var isLeftOut: Bool { isTestCode || notSource != nil }
    /// The messages of the file's parse errors (what `duo-lint fix` checks a fix adds none of).
    var parseErrors: [String] = []
}

/// A comment of the file, for suppression directives.
struct CommentInfo: Sendable {
    var line: Int
    var column: Int
    var text: String
    /// Only whitespace precedes the comment on its line.
    var startsLine: Bool
}

/// Lints one file: lex, parse, run each rule that can fire here over the nodes it wants, summarise for the index.
struct FileAnalyzer {
    let ruleTypes: [any Rule.Type]
    let options: LintOptions
    /// Per rule (in `ruleTypes` order), the raw values of the node kinds it visits, ascending.
    private let ruleKinds: [[Int]]
    private let kindCount = Int(NodeKind.allCases.map { $0.rawValue }.max()!) + 1
    private let gate: RuleGate

    init(options: LintOptions) {
        precondition(NodeKind.allCases.allSatisfy { $0.rawValue < 64 }, "KindBuckets tests node kinds against one 64-bit mask")
        self.options = options
        let enabled = RuleRegistry.all.filter { options.enabledRules.contains($0.descriptor.id) }
        ruleTypes = enabled
        ruleKinds = enabled.map { $0.interests.map { Int($0.rawValue) }.sorted() }
        gate = RuleGate(rules: enabled, enabled: options.skipsByVocabulary,
                        hintGroups: [ToolbarContent.entryNames, IdiomTests.hintNames, FaceIDBranches.caseNames])
    }

    /// `external`: what the other files say about this one's absent code (`ScopeRounds`); `scopeFacts`: also
    /// extract what this file says to them. Unless the options judge tests, a file that imports `XCTest` or
    /// `Testing` is test code, left out (`FileResult.isTestCode`).
    func analyze(path: String, bytes: [UInt8], project: ProjectVocabulary = .everything,
                 external: ExternalAbsence = .none, deploymentTarget: OSVersion? = nil,
                 scopeFacts: Bool = false) -> FileResult {
        if let kind = NotSwiftSource.kind(of: bytes) {
            var result = FileResult(path: path, findings: [], summary: FileSummary(types: []), comments: [])
            result.notSource = kind
            return result
        }
        let source = SourceText(path: path, bytes: bytes)
        // (Every word of the file only for its `ScopeFacts`.)
        let parsed = Parser.parseForLint(source, configuration: options.buildConfiguration, external: external,
                                         allWords: scopeFacts)
        let tree = parsed.tree
        if !options.judgesTests && TestCode.importsTestFramework(tree) {
            var result = FileResult(path: path, findings: [], summary: FileSummary(types: []), comments: [])
            result.isTestCode = true
            return result
        }
        let ctx = FileContext(tree: tree, options: options, project: project)
        ctx.deploymentTarget = deploymentTarget
        // Rules that cannot fire in this file or project (see `RuleGate`, `ProjectVocabulary`) are not created:
        // nil, and skipped.
        let isASCII = RuleGate.isASCII(bytes)
        let gated = gate.applicability(in: tree, isASCII: isASCII)
        var applicable = gated.rules
        ctx.hints.mentionsToolbarEntryName = gated.hints?[0]
        ctx.hints.mentionsIdiom = gated.hints?[1]
        ctx.hints.mentionsFaceIDCase = gated.hints?[2]
        ctx.hints.defersCustomViewBodies = project.defersCustomViewBodies
        for i in ruleTypes.indices where applicable[i] && !project.mentionsAny(ruleTypes[i].requiredProjectNames) {
            applicable[i] = false
        }
        let rules: [(any Rule)?] = ruleTypes.indices.map { applicable[$0] ? ruleTypes[$0].init() : nil }
        // One rule at a time over the nodes it wants, in tree order: the rule and the tree are referenced once
        // per rule, not once per node, and only the node id changes from call to call.
        let buckets = KindBuckets(tree, wanted: ruleKinds.indices.filter { applicable[$0] && ruleKinds[$0].count == 1 }
                                              .map { ruleKinds[$0][0] },
                                  kindCount: kindCount)
        for r in rules.indices where !ruleKinds[r].isEmpty {
            guard let rule = rules[r] else { continue }
            var node = Node(tree: tree, id: 0)
            buckets.forEachNode(ofKinds: ruleKinds[r], in: tree) { id in
                node.id = id
                rule.visit(node, ctx)
            }
        }
        for rule in rules { rule?.finish(ctx) }

        var errors = tree.errors
        if !isASCII, let invalid = source.firstInvalidUTF8Offset {
            errors.insert(ParseError(offset: invalid, message: "the file is not valid UTF-8"), at: 0)
        }
        if let first = errors.min(by: { $0.offset < $1.offset }) {
            ctx.reportParseError(first, count: errors.count)
        }
        // The file's exported facts, kind by kind (`ExportedFactKind`).
        var summary = FileSummary(types: [])
        for kind in FactRegistry.exported { kind.export(&summary, ctx) }
        var result = FileResult(path: path, findings: ctx.findings, summary: summary, comments: comments(of: tree),
                                source: ctx.hasDeferredFindings ? source : nil, hasIndexConditions: ctx.hasIndexConditions,
                                asksAboutDeferredFacts: ctx.asksAboutDeferredFacts)
        if options.collectsInventory { result.inventory = ctx.analysis(ScreenInventory.self).inventory(ctx) }
        if scopeFacts { result.scope = ScopeFacts.extract(parsed) }
        result.absentNodes = tree.absent.map { $0.reduce(0) { $0 + ($1 ? 1 : 0) } } ?? 0
        result.parseErrors = errors.map(\.message)
        return result
    }

    /// A file parsed with no rule run, for a run's later rounds that make some facts again
    /// (`DeferredFactKind.complete`): its findings and other facts are the first pass's.
    func context(path: String, bytes: [UInt8], project: ProjectVocabulary) -> FileContext {
        let tree = Parser.parse(SourceText(path: path, bytes: bytes), configuration: options.buildConfiguration)
        return FileContext(tree: tree, options: options, project: project)
    }

    private static let directiveMark: [UInt8] = Array("duo-lint".utf8)

    /// Whether `needle` occurs in `bytes[start..<end]` (the project vocabulary's byte search).
    static func contains(_ bytes: [UInt8], _ start: Int, _ end: Int, _ needle: [UInt8]) -> Bool {
        guard start >= 0, end <= bytes.count, start <= end else { return needle.isEmpty }
        return bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return needle.isEmpty }
            return ProjectVocabulary.contains(base + start, end - start, needle)
        }
    }

    private func comments(of tree: SyntaxTree) -> [CommentInfo] {
        var out: [CommentInfo] = []
        let bytes = tree.source.bytes
        for t in tree.trivia where t.kind.isComment {
            let start = Int(t.offset)
            // Cheap filter: directives mention "duo-lint" (a byte search; the text is made only for those).
            guard FileAnalyzer.contains(bytes, start, t.end, FileAnalyzer.directiveMark) else { continue }
            let text = tree.source.text(start, t.end)
            guard text.contains("duo-lint") else { continue }
            let pos = tree.source.position(ofOffset: start)
            var k = start - 1
            var startsLine = true
            while k >= 0 && bytes[k] != 0x0A && bytes[k] != 0x0D {
                if bytes[k] != 0x20 && bytes[k] != 0x09 { startsLine = false; break }
                k -= 1
            }
            out.append(CommentInfo(line: pos.line, column: pos.column, text: text, startsLine: startsLine))
        }
        return out
    }
}

import Foundation

/// A file's nodes grouped by kind (only the kinds that a rule wanting one kind wants), each group in tree order:
/// a counting sort, two passes over the nodes. Absent code (`SyntaxTree.isAbsent`: inactive `#if` clauses,
/// previews) is left out, so no rule visits it.
private struct KindBuckets {
    /// The nodes of kind `k` are `ids[start[k]..<start[k + 1]]`.
    private var start: [Int]
    private var ids: [Int32] = []

    init(_ tree: SyntaxTree, wanted: [Int], kindCount: Int) {
        start = [Int](repeating: 0, count: kindCount + 1)
        if wanted.isEmpty { return }
        var isWanted = [Bool](repeating: false, count: kindCount)
        for k in wanted { isWanted[k] = true }
        var next = [Int](repeating: 0, count: kindCount + 1)
        var total = 0
        let absent = tree.absent
        tree.nodes.withUnsafeBufferPointer { nodes in
            next.withUnsafeMutableBufferPointer { next in
                if let absent {
                    for i in nodes.indices where !absent[i] { next[Int(nodes[i].kind.rawValue)] += 1 }
                } else {
                    for i in nodes.indices { next[Int(nodes[i].kind.rawValue)] += 1 }
                }
                for k in 0..<kindCount {
                    let n = isWanted[k] ? next[k] : 0
                    start[k] = total
                    next[k] = total
                    total += n
                }
                start[kindCount] = total
                // Unsafe: writes `total` ids (the bucket counts above leave out absent nodes as this loop does) and hands
                // back that count. Covered by every rule test (LintHarness) and ConditionalCodeRuleTests.
                ids = [Int32](unsafeUninitializedCapacity: total) { out, filled in
                    isWanted.withUnsafeBufferPointer { isWanted in
                        for i in nodes.indices {
                            let k = Int(nodes[i].kind.rawValue)
                            if isWanted[k] && absent?[i] != true {
                                out[next[k]] = Int32(i)
                                next[k] += 1
                            }
                        }
                    }
                    filled = total
                }
            }
        }
    }

    /// Calls `body` with every node of the given kinds (ascending raw values), in tree order.
    func forEachNode(ofKinds kinds: [Int], in tree: SyntaxTree, _ body: (Int32) -> Void) {
        if kinds.count == 1 {
            ids.withUnsafeBufferPointer { ids in
                for k in start[kinds[0]]..<start[kinds[0] + 1] { body(ids[k]) }
            }
            return
        }
        // Several kinds: one scan of the nodes against a bit mask of the kinds (cheaper than merging groups).
        // (Node kinds have raw values below 64: one word.)
        var mask: UInt64 = 0
        for k in kinds { mask |= 1 << UInt64(k) }
        let absent = tree.absent
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices where (mask >> UInt64(nodes[i].kind.rawValue & 63)) & 1 != 0 {
                if let absent, absent[i] { continue }
                body(Int32(i))
            }
        }
    }
}
