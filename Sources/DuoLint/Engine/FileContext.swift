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
}

/// An analysis of one file shared by several rules (toolbar content, hinge handlers, constants, …).
/// Computed at most once per file, on first use.
public protocol FileAnalysis: AnyObject {
    init(tree: SyntaxTree)
}

/// Everything a rule sees while it checks one file, and where it reports.
public final class FileContext {
    public let tree: SyntaxTree
    public let options: LintOptions
    private(set) var findings: [PendingFinding] = []
    private var analyses: [ObjectIdentifier: FileAnalysis] = [:]

    /// What the whole project mentions (see `ProjectVocabulary`).
    public let project: ProjectVocabulary

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
        let a = A(tree: tree)
        analyses[key] = a
        return a
    }

    /// A numeric option of a rule from the configuration (`options.fixed-width.threshold`).
    public func option(_ rule: RuleDescriptor, _ key: String) -> Double? {
        options.ruleOptions[rule.id]?[key]
    }

    // MARK: Reporting

    /// Reports a finding at a node's anchor (see `anchorToken(of:)`), with related nodes in the same file.
    /// A finding conditional on something no file of the project mentions is not recorded (its message is not
    /// even made).
    public func report(_ rule: RuleDescriptor, at node: Node, _ message: @autoclosure () -> String,
                       related: [(Node, String)] = [], condition: ProjectCondition? = nil) {
        if let c = condition, !project.mayHold(c) { return }
        let anchor = FileContext.anchorToken(of: node)
        let end = FileContext.anchorEndToken(of: node, anchor: anchor)
        report(rule, fromToken: anchor, toToken: end, message(),
               related: related.map { RelatedLocation(path: path, range: rangeOfAnchor($0.0), message: $0.1) },
               condition: condition)
    }

    /// Reports a finding spanning tokens `first...last`.
    public func report(_ rule: RuleDescriptor, fromToken first: Int32, toToken last: Int32, _ message: String,
                       related: [RelatedLocation] = [], condition: ProjectCondition? = nil) {
        let range = tokenRange(first, last)
        let prints = fingerprints(rule, lineNumber: range.start.line)
        findings.append(PendingFinding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: message, range: range, related: related,
            fingerprint: prints.full, lineFingerprint: prints.line, condition: condition))
    }

    func reportParseError(_ error: ParseError, count: Int) {
        let pos = tree.source.position(ofOffset: error.offset)
        let more = count > 1 ? " (and \(count - 1) more problem\(count > 2 ? "s" : "") in this file)" : ""
        let prints = fingerprints(MetaRules.parseError, lineNumber: pos.line)
        findings.append(PendingFinding(
            ruleID: MetaRules.parseError.id, severity: MetaRules.parseError.defaultSeverity,
            message: "could not fully parse this file: \(error.message)\(more); linting continued on what could be read",
            range: SourceRange(start: pos, end: pos), related: [],
            fingerprint: prints.full, lineFingerprint: prints.line, condition: nil))
    }

    private func lineAt(_ n: Int) -> String? {
        n >= 1 && n <= tree.source.lineCount ? tree.source.lineText(n - 1) : nil
    }

    // MARK: Fingerprints

    /// Per line (index = 1-based line), filled on first use: the byte range of the line trimmed as `fingerprint`
    /// trims it, packed `start << 32 | end` (`unknownLine` until computed; start == end for a blank line).
    /// Reporting then costs the hash of a few short byte ranges, with no allocation per finding.
    private var trimmedRanges: [Int64] = []
    private static let unknownLine: Int64 = -1
    /// Lines whose ends are not ASCII, trimmed through `Character` as `fingerprint` does (rare).
    private var unicodeTrimmed: [Int: [UInt8]] = [:]
    private var nearestAbove: [Int32] = []       // 0: not yet known, -1: none, else the line
    private var nearestBelow: [Int32] = []
    /// Fingerprints of lines too long to hash per finding (a minified file), by rule and line.
    private var longLineFingerprints: [String: [Int: (UInt64, UInt64)]] = [:]

    /// `fingerprint(ruleID:lineNumber:line:)` and `lineFingerprint(ruleID:line:)` of a line of this file,
    /// computed on the bytes (the same hashes).
    private func fingerprints(_ rule: RuleDescriptor, lineNumber n: Int) -> (full: UInt64, line: UInt64) {
        if trimmedRanges.isEmpty {
            let count = tree.source.lineCount + 2
            trimmedRanges = [Int64](repeating: FileContext.unknownLine, count: count)
            nearestAbove = [Int32](repeating: 0, count: count)
            nearestBelow = [Int32](repeating: 0, count: count)
        }
        let above = nonBlankLine(from: n - 1, step: -1)
        let below = nonBlankLine(from: n + 1, step: 1)
        let isLong = trimmedLength(above) + trimmedLength(n) + trimmedLength(below) > 4_096
        if isLong, let known = longLineFingerprints[rule.id]?[n] { return known }
        var hash = rule.fingerprintSeed
        var lineHash = hash
        if let above { addTrimmed(above, to: &hash) }
        hash.addRaw(0)
        addTrimmed(n, to: &hash)
        addTrimmed(n, to: &lineHash)
        hash.addRaw(0)
        lineHash.addRaw(0)
        if let below { addTrimmed(below, to: &hash) }
        hash.addRaw(0)
        let result = (hash.value, lineHash.value)
        if isLong { longLineFingerprints[rule.id, default: [:]][n] = result }
        return result
    }

    private func trimmedLength(_ n: Int?) -> Int {
        guard let n, n >= 1 && n <= tree.source.lineCount else { return 0 }
        let r = trimmedRange(n)
        if r < 0 { return unicodeTrimmed[n]?.count ?? 0 }
        return Int(r & 0xFFFF_FFFF) - Int(r >> 32)
    }

    /// Mixes the trimmed bytes of line `n` (nothing for a blank or missing line) into `hash`.
    private func addTrimmed(_ n: Int, to hash: inout FNV1a64) {
        guard n >= 1 && n <= tree.source.lineCount else { return }
        let r = trimmedRange(n)
        if r < 0 {
            if let bytes = unicodeTrimmed[n] { hash.addRaw(bytes[...]) }
            return
        }
        let start = Int(r >> 32), end = Int(r & 0xFFFF_FFFF)
        if start < end { tree.source.bytes.withUnsafeBufferPointer { hash.addRaw(UnsafeBufferPointer(rebasing: $0[start..<end])) } }
    }

    /// The nearest line from `start` in direction `step` whose trimmed text is not empty, or nil.
    private func nonBlankLine(from start: Int, step: Int) -> Int? {
        let count = tree.source.lineCount
        var n = start
        var found: Int?
        while n >= 1 && n <= count {
            let known = step < 0 ? nearestAbove[n] : nearestBelow[n]
            if known != 0 {
                found = known > 0 ? Int(known) : nil
                break
            }
            if !isBlank(n) { found = n; break }
            n += step
        }
        // Remember the answer for every line passed, so runs of blank lines are walked once.
        var p = start
        while p != n && p >= 1 && p <= count {
            if step < 0 { nearestAbove[p] = Int32(found ?? -1) } else { nearestBelow[p] = Int32(found ?? -1) }
            p += step
        }
        return found
    }

    private func isBlank(_ n: Int) -> Bool {
        let r = trimmedRange(n)
        if r < 0 { return unicodeTrimmed[n] == nil }
        return (r >> 32) == (r & 0xFFFF_FFFF)
    }

    /// Line `n`'s trimmed byte range, packed (see `trimmedRanges`), or -2 when the line's ends are not ASCII
    /// (then `unicodeTrimmed[n]` holds its trimmed bytes, absent when blank).
    private func trimmedRange(_ n: Int) -> Int64 {
        let known = trimmedRanges[n]
        if known != FileContext.unknownLine { return known }
        let source = tree.source
        var end = n < source.lineCount ? source.lineStarts[n] : source.bytes.count
        // As `SourceText.lineText`: line 1 starts after a byte order mark.
        let start = n == 1 && source.hasByteOrderMark ? min(3, end) : source.lineStarts[n - 1]
        let result: Int64 = source.bytes.withUnsafeBufferPointer { buf in
            while end > start && (buf[end - 1] == 0x0A || buf[end - 1] == 0x0D) { end -= 1 }
            // Character.isWhitespace on ASCII: U+0009…U+000D and U+0020.
            func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }
            var a = start
            var b = end
            while a < b && isSpace(buf[a]) { a += 1 }
            while b > a && isSpace(buf[b - 1]) { b -= 1 }
            if a == b || (buf[a] < 0x80 && buf[b - 1] < 0x80) { return Int64(a) << 32 | Int64(b) }
            // A non-ASCII character at an end (Unicode whitespace, a combining mark): trim as `Character` does.
            let s = Substring(String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self))
            if let first = s.firstIndex(where: { !$0.isWhitespace }), let last = s.lastIndex(where: { !$0.isWhitespace }) {
                unicodeTrimmed[n] = Array(s[first...last].utf8)
            }
            return -2
        }
        trimmedRanges[n] = result
        return result
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

    /// RULES.md: a call at its callee name, a modifier at its `.name`, a literal at the literal,
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
