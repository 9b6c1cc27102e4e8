/// A finding as a rule reports it, before suppression, severity overrides and cross-file conditions are applied.
struct PendingFinding: Sendable {
    var ruleID: String
    var severity: Severity
    var message: String
    var range: SourceRange
    var related: [RelatedLocation]
    /// `fingerprint(ruleID:lineNumber:line:)`, as a number (made hex only for findings that are reported).
    var fingerprint: UInt64
    /// `lineFingerprint(ruleID:line:)` of the finding's line (baseline fallback when neighbours changed).
    var lineFingerprint: UInt64
    var condition: ProjectCondition?
    /// The fixes the rule's `FixProvider` offers for the finding (computed while the tree is alive).
    var fixes: [Fix] = []
    /// What the finding is about, for *one problem, one finding* (`Problem`); empty: it shares with nothing.
    var problems: [Problem] = []
    /// A conditional finding's anchor as byte offsets, with `range`, `message` and the fingerprints not yet
    /// computed: they are made (`materialized`) only if the condition holds — most do not. See `FileResult.source`.
    var deferredSpan: (start: Int, end: Int)? = nil
    var deferredMessage: (@Sendable (RelatedLocation?) -> String)? = nil
    var fingerprintSeed = FNV1a64()

    /// The finding with its range and fingerprints computed from the file's source (no-op unless deferred).
    func materialized(in source: SourceText?, _ prints: inout LineFingerprints?, witness: RelatedLocation? = nil) -> PendingFinding {
        guard let span = deferredSpan, let source else { return self }
        var out = self
        out.range = SourceRange(start: source.position(ofOffset: span.start), end: source.position(ofOffset: span.end))
        if prints == nil { prints = LineFingerprints(source: source) }
        let p = prints!.fingerprints(seed: fingerprintSeed, ruleID: ruleID, lineNumber: out.range.start.line)
        out.fingerprint = p.full
        out.lineFingerprint = p.line
        out.deferredSpan = nil
        if let make = deferredMessage {
            out.message = make(witness)
            out.deferredMessage = nil
        }
        return out
    }
}

/// An analysis of one file shared by several rules (toolbar content, hinge handlers, constants, …).
/// Computed at most once per file, on first use.
public protocol FileAnalysis: AnyObject {
    init(tree: SyntaxTree)
    /// The analysis of a file, knowing what the engine learnt of it first (the default ignores the hints).
    init(tree: SyntaxTree, hints: FileHints)
}

extension FileAnalysis {
    public init(tree: SyntaxTree, hints: FileHints) { self.init(tree: tree) }
}

/// What the engine knows about a file before any analysis runs, from the pass over its tokens that decides which
/// rules can fire there (`RuleGate`): an analysis may skip work these settle. Nil: not known (the gate is off).
public struct FileHints: Sendable {
    /// The file mentions one of `ToolbarContent.entryNames`.
    public var mentionsToolbarEntryName: Bool?
    /// The bodies of the file's custom views are not walked for candidate toolbar items: their names are listed in
    /// the toolbar facts instead (`ToolbarFacts.unwalkedBodies`), and the run analyses the file again if a toolbar
    /// uses one of them (see `ProjectVocabulary.defersCustomViewBodies`).
    public var defersCustomViewBodies = false
    /// The file says `userInterfaceIdiom` (`IdiomTests`).
    public var mentionsIdiom: Bool?
    /// The file names a `faceID` case (`case .faceID`, `== .faceID`, any spelling; see `FaceIDBranches`).
    public var mentionsFaceIDCase: Bool?

    public init(mentionsToolbarEntryName: Bool? = nil) {
        self.mentionsToolbarEntryName = mentionsToolbarEntryName
    }
}

/// Everything a rule sees while it checks one file, and where it reports.
public final class FileContext {
    public let tree: SyntaxTree
    public let options: LintOptions
    private(set) var findings: [PendingFinding] = []
    /// Some finding waits for its condition (then the file's source is kept until the index answers).
    private(set) var hasDeferredFindings = false
    /// Some finding waits for a condition other than `classIsSystemBar` (one the index answers on the main thread).
    private(set) var hasIndexConditions = false
    /// Some finding's question asks for deferred facts (`ProjectQuery.asksAboutDeferredFacts`).
    private(set) var asksAboutDeferredFacts = false
    private var analyses: [ObjectIdentifier: FileAnalysis] = [:]
    /// Set by the engine before any analysis is made.
    var hints = FileHints()

    /// What the whole project mentions (see `ProjectVocabulary`).
    public let project: ProjectVocabulary
    /// The file's *deployment target* (VOCABULARY.md; for the fixes): nil when unknown.
    public internal(set) var deploymentTarget: OSVersion?

    init(tree: SyntaxTree, options: LintOptions, project: ProjectVocabulary = .everything) {
        self.tree = tree
        self.options = options
        self.project = project
    }

    public var path: String { tree.path }

    /// The shared analysis of this file of the given type (computed once).
    public func analysis<A: FileAnalysis>(_ type: A.Type) -> A {
        let key = ObjectIdentifier(type)
        if let a = analyses[key] as? A { return a }
        let a = A(tree: tree, hints: hints)
        analyses[key] = a
        return a
    }

    /// A numeric option of a rule from the configuration (`options.fixed-width.threshold`).
    public func option(_ rule: RuleDescriptor, _ key: String) -> Double? {
        options.ruleOptions[rule.id]?[key]
    }

    // MARK: Reporting

    /// Reports a finding at a node's anchor (see `anchorToken(of:)`), with related nodes in the same file.
    /// `problems`: what the finding is about, when another rule may report the same control or expression
    /// (*one problem, one finding*: `Problem`, `ExpressionProblems`).
    public func report(_ rule: RuleDescriptor, at node: Node, _ message: @autoclosure () -> String,
                       related: [(Node, String)] = [], problems: [Problem] = []) {
        let anchor = FileContext.anchorToken(of: node)
        let end = FileContext.anchorEndToken(of: node, anchor: anchor)
        report(rule, fromToken: anchor, toToken: end, message(),
               related: related.map { RelatedLocation(path: path, range: rangeOfAnchor($0.0), message: $0.1) },
               problems: problems)
        attachFixes(rule, node)
    }

    /// The fixes of the finding just reported at `node`, from the rule's provider (`FixRegistry`).
    private func attachFixes(_ rule: RuleDescriptor, _ node: Node) {
        guard let provider = FixRegistry.provider(for: rule.id), !findings.isEmpty else { return }
        let fixes = provider.fixes(for: node, in: FixContext(self))
        if !fixes.isEmpty { findings[findings.count - 1].fixes = fixes }
    }

    /// Reports a finding at a node's anchor that is kept only if `condition` (a fact about other files) holds once
    /// every file is read. It is not recorded at all when no file of the project mentions what the condition
    /// needs; otherwise its message, position and fingerprints are made only if the condition holds (most do not).
    public func report(_ rule: RuleDescriptor, at node: Node, when condition: ProjectCondition,
                       problems: [Problem] = [], _ message: @autoclosure @escaping @Sendable () -> String) {
        report(rule, at: node, when: condition, problems: problems, messageWithWitness: { _ in message() })
    }

    /// The same, with a message made from the location that proves the condition (the index's witness: a title
    /// declared in another file, say).
    public func report(_ rule: RuleDescriptor, at node: Node, when condition: ProjectCondition,
                       problems: [Problem] = [], messageWithWitness message: @escaping @Sendable (RelatedLocation?) -> String) {
        if !project.mayHold(condition) { return }
        let anchor = FileContext.anchorToken(of: node)
        let end = FileContext.anchorEndToken(of: node, anchor: anchor)
        let toks = tree.tokens
        let a = toks[Int(max(0, min(anchor, Int32(toks.count - 1))))]
        let b = toks[Int(max(anchor, min(end, Int32(toks.count - 1))))]
        hasDeferredFindings = true
        if !condition.answeredOnWorkers { hasIndexConditions = true }
        if condition.asksAboutDeferredFacts { asksAboutDeferredFacts = true }
        findings.append(PendingFinding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: "",
            range: SourceRange(start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0)),
            related: [], fingerprint: 0, lineFingerprint: 0, condition: condition, problems: problems,
            deferredSpan: (Int(a.offset), b.end), deferredMessage: message, fingerprintSeed: rule.fingerprintSeed))
        attachFixes(rule, node)
    }

    /// Reports a finding spanning tokens `first...last`.
    public func report(_ rule: RuleDescriptor, fromToken first: Int32, toToken last: Int32, _ message: String,
                       related: [RelatedLocation] = [], problems: [Problem] = []) {
        let range = tokenRange(first, last)
        let prints = fingerprints(rule, lineNumber: range.start.line)
        findings.append(PendingFinding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: message, range: range, related: related,
            fingerprint: prints.full, lineFingerprint: prints.line, condition: nil, problems: problems))
    }

    /// The keys of the expression `node` belongs to (*one problem, one finding*; see `ExpressionProblems`).
    public func expressionProblems(of node: Node) -> [Problem] {
        analysis(ExpressionProblems.self).keys(for: node)
    }

    func reportParseError(_ error: ParseError, count: Int) {
        let pos = tree.source.position(ofOffset: error.offset)
        let more = count > 1 ? " (and \(count - 1) more problem\(count > 2 ? "s" : "") in this file)" : ""
        let prints = fingerprints(MetaRules.parseError, lineNumber: pos.line)
        findings.append(PendingFinding(
            ruleID: MetaRules.parseError.id, severity: MetaRules.parseError.defaultSeverity,
            message: "Could not fully parse this file: \(error.message)\(more); the rest was still linted.",
            range: SourceRange(start: pos, end: pos), related: [],
            fingerprint: prints.full, lineFingerprint: prints.line, condition: nil))
    }

    // MARK: What fixes need

    /// The file's line break: its first one (`\r\n`, `\n`, `\r`), `\n` when it has none.
    lazy var lineBreak: String = {
        let bytes = tree.source.bytes
        guard let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[i] == 0x0A { return "\n" }
        return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r"
    }()

    /// The byte ranges of absent code, sorted and merged (made on first use).
    private lazy var absentSpans: [Range<Int>] = {
        guard let absent = tree.absent else { return [] }
        var spans: [Range<Int>] = []
        for i in absent.indices where absent[i] {
            let p = tree.nodes[i].parent
            if p >= 0 && absent[Int(p)] { continue }
            let n = Node(tree: tree, id: Int32(i))
            if n.endOffset > n.startOffset { spans.append(n.startOffset..<n.endOffset) }
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for s in spans {
            if let last = merged.last, s.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, s.upperBound)
            } else {
                merged.append(s)
            }
        }
        return merged
    }()

    /// Whether an edit of `range` would change a comment or absent code (an insertion: strictly inside one).
    func touchesCommentOrAbsentCode(_ range: Range<Int>) -> Bool {
        func hits(_ lo: Int, _ hi: Int) -> Bool {
            range.isEmpty ? (lo < range.lowerBound && range.lowerBound < hi) : (lo < range.upperBound && range.lowerBound < hi)
        }
        let trivia = tree.trivia
        // The first trivia ending after the range starts (trivia are in offset order).
        var low = 0, high = trivia.count
        while low < high {
            let mid = (low + high) / 2
            if trivia[mid].end <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var k = low
        while k < trivia.count && Int(trivia[k].offset) <= range.upperBound {
            if trivia[k].kind.isComment && hits(Int(trivia[k].offset), trivia[k].end) { return true }
            k += 1
        }
        for span in absentSpans where hits(span.lowerBound, span.upperBound) { return true }
        return false
    }

    // MARK: Fingerprints

    /// Built on the first finding of the file.
    private var lineFingerprints: LineFingerprints?

    private func fingerprints(_ rule: RuleDescriptor, lineNumber n: Int) -> (full: UInt64, line: UInt64) {
        if lineFingerprints == nil { lineFingerprints = LineFingerprints(source: tree.source) }
        return lineFingerprints!.fingerprints(rule, lineNumber: n)
    }

    /// The range of a node's anchor, for related locations.
    public func rangeOfAnchor(_ node: Node) -> SourceRange {
        let anchor = FileContext.anchorToken(of: node)
        return tokenRange(anchor, FileContext.anchorEndToken(of: node, anchor: anchor))
    }

    private func tokenRange(_ first: Int32, _ last: Int32) -> SourceRange {
        let toks = tree.tokens
        let a = toks[Int(max(0, min(first, Int32(toks.count - 1))))]
        let b = toks[Int(max(first, min(last, Int32(toks.count - 1))))]
        return SourceRange(start: tree.source.position(ofOffset: Int(a.offset)),
                           end: tree.source.position(ofOffset: b.end))
    }

    // MARK: Where a finding is reported

    /// VOCABULARY.md: a call at its callee name, a modifier at its `.name`, a literal at the literal,
    /// an assignment at its left-hand side; otherwise the node's first token.
    public static func anchorToken(of node: Node) -> Int32 {
        var n = node
        var steps = 0
        while steps < 10_000 {
            steps += 1
            switch n.kind {
            case .call, .subscriptCall, .forceUnwrap, .optionalChain, .postfix:
                guard let callee = n.firstChild else { return n.firstToken }
                if n.kind == .call, callee.kind == .memberAccess { return memberAnchor(callee) }
                n = callee
            case .memberAccess:
                return memberAnchor(n)
            case .binary:
                if n.tree.token(n.nameToken, is: "="), let lhs = n.firstChild { n = lhs; continue }
                return n.firstToken
            case .argument:
                if let v = n.firstChild { n = v; continue }
                return n.firstToken
            default:
                return n.firstToken
            }
        }
        return n.firstToken
    }

    /// `.name` of a member access: its period (or its name when written without one).
    private static func memberAnchor(_ m: Node) -> Int32 {
        let name = m.nameToken
        if name > 0 && m.tree.tokens[Int(name - 1)].kind == .period { return name - 1 }
        return name >= 0 ? name : m.firstToken
    }

    /// Where the reported span ends: the callee's or member's name, or the anchor itself.
    static func anchorEndToken(of node: Node, anchor: Int32) -> Int32 {
        let t = node.tree.tokens
        if Int(anchor) + 1 < t.count && t[Int(anchor)].kind == .period { return anchor + 1 }
        return anchor
    }
}
