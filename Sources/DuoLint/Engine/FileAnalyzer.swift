/// Everything the engine keeps of one file after its tree is dropped.
struct FileResult: Sendable {
    var path: String
    var findings: [PendingFinding]
    var summary: FileSummary
    var comments: [CommentInfo]
    /// The file's source, kept only while findings wait for their conditions (`PendingFinding.deferredSpan`).
    var source: SourceText? = nil
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
    /// For each node kind `k`, the indices (into `ruleTypes`) of the rules that want to visit it are
    /// `dispatchRules[dispatchStart[k]..<dispatchStart[k + 1]]` (flat, so the per-node loop touches no nested array).
    private let dispatchStart: [Int]
    private let dispatchRules: [Int]
    private let gate: RuleGate

    init(options: LintOptions) {
        self.options = options
        let enabled = RuleRegistry.all.filter { options.enabledRules.contains($0.descriptor.id) }
        ruleTypes = enabled
        var table = [[Int]](repeating: [], count: Int(NodeKind.allCases.map { $0.rawValue }.max()!) + 1)
        for (i, rule) in enabled.enumerated() {
            for kind in rule.interests { table[Int(kind.rawValue)].append(i) }
        }
        var start: [Int] = []
        var flat: [Int] = []
        for targets in table {
            start.append(flat.count)
            flat += targets
        }
        start.append(flat.count)
        dispatchStart = start
        dispatchRules = flat
        gate = RuleGate(rules: enabled, enabled: options.skipsByVocabulary)
    }

    func analyze(path: String, bytes: [UInt8], project: ProjectVocabulary = .everything) -> FileResult {
        let source = SourceText(path: path, bytes: bytes)
        let tree = Parser.parse(source)
        let ctx = FileContext(tree: tree, options: options, project: project)
        // Rules that cannot fire in this file or project (see `RuleGate`, `ProjectVocabulary`) are not created:
        // nil, and skipped.
        let isASCII = RuleGate.isASCII(bytes)
        var applicable = gate.applicableRules(in: tree, isASCII: isASCII)
        for i in ruleTypes.indices where applicable[i] && !project.mentionsAny(ruleTypes[i].requiredProjectNames) {
            applicable[i] = false
        }
        let rules: [(any Rule)?] = ruleTypes.indices.map { applicable[$0] ? ruleTypes[$0].init() : nil }
        let visits = visitLists(tree, applicable)
        for r in rules.indices where visits.start[r] < visits.start[r + 1] {
            // One rule at a time over its nodes (in tree order): the rule and the tree are referenced once per
            // rule, not once per node, and only the node id changes from call to call.
            guard let rule = rules[r] else { continue }
            var node = Node(tree: tree, id: 0)
            for k in visits.start[r]..<visits.start[r + 1] {
                node.id = visits.ids[k]
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
        let summary = FileSummary.extract(from: tree, memberIndex: ctx.analysis(TypeMemberIndex.self),
                                          withViewReferences: project.mentionsArrangementView)
        return FileResult(path: path, findings: ctx.findings, summary: summary, comments: comments(of: tree),
                          source: ctx.hasDeferredFindings ? source : nil)
    }

    /// For each rule that will run in the file, the nodes it visits, in tree order: rule `r`'s are
    /// `ids[start[r]..<start[r + 1]]` (one flat array, filled in two passes over the nodes).
    private func visitLists(_ tree: SyntaxTree, _ applicable: [Bool]) -> (start: [Int], ids: [Int32]) {
        // The dispatch table without the rules that do not run here.
        var fileStart: [Int] = []
        var fileRules: [Int] = []
        fileStart.reserveCapacity(dispatchStart.count)
        for k in 0..<(dispatchStart.count - 1) {
            fileStart.append(fileRules.count)
            for j in dispatchStart[k]..<dispatchStart[k + 1] where applicable[dispatchRules[j]] {
                fileRules.append(dispatchRules[j])
            }
        }
        fileStart.append(fileRules.count)
        var start = [Int](repeating: 0, count: ruleTypes.count + 1)
        if fileRules.isEmpty { return (start, []) }
        var ids: [Int32] = []
        tree.nodes.withUnsafeBufferPointer { nodes in
            fileStart.withUnsafeBufferPointer { kindStart in
                fileRules.withUnsafeBufferPointer { targets in
                    var count = [Int](repeating: 0, count: ruleTypes.count + 1)
                    for i in nodes.indices {
                        let k = Int(nodes[i].kind.rawValue)
                        for j in kindStart[k]..<kindStart[k + 1] { count[targets[j] + 1] += 1 }
                    }
                    for r in 0..<ruleTypes.count { count[r + 1] += count[r] }
                    start = count
                    ids = [Int32](unsafeUninitializedCapacity: count[ruleTypes.count]) { buffer, filled in
                        for i in nodes.indices {
                            let k = Int(nodes[i].kind.rawValue)
                            for j in kindStart[k]..<kindStart[k + 1] {
                                buffer[count[targets[j]]] = Int32(i)
                                count[targets[j]] += 1
                            }
                        }
                        filled = buffer.count
                    }
                }
            }
        }
        return (start, ids)
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
