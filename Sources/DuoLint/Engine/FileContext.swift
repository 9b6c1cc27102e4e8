/// A finding as a rule reports it, before suppression, severity overrides and cross-file conditions are applied.
struct PendingFinding: Sendable {
    var ruleID: String
    var severity: Severity
    var message: String
    var range: SourceRange
    var related: [RelatedLocation]
    var fingerprint: String
    /// `lineFingerprint(ruleID:line:)` of the finding's line (baseline fallback when neighbours changed).
    var lineFingerprint: String = ""
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

    init(tree: SyntaxTree, options: LintOptions) {
        self.tree = tree
        self.options = options
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
    public func report(_ rule: RuleDescriptor, at node: Node, _ message: String, related: [(Node, String)] = [],
                       condition: ProjectCondition? = nil) {
        let anchor = FileContext.anchorToken(of: node)
        let end = FileContext.anchorEndToken(of: node, anchor: anchor)
        report(rule, fromToken: anchor, toToken: end, message,
               related: related.map { RelatedLocation(path: path, range: rangeOfAnchor($0.0), message: $0.1) },
               condition: condition)
    }

    /// Reports a finding spanning tokens `first...last`.
    public func report(_ rule: RuleDescriptor, fromToken first: Int32, toToken last: Int32, _ message: String,
                       related: [RelatedLocation] = [], condition: ProjectCondition? = nil) {
        let range = tokenRange(first, last)
        let prints = fingerprints(ruleID: rule.id, lineNumber: range.start.line)
        findings.append(PendingFinding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: message, range: range, related: related,
            fingerprint: prints.full, lineFingerprint: prints.line, condition: condition))
    }

    func reportParseError(_ error: ParseError, count: Int) {
        let pos = tree.source.position(ofOffset: error.offset)
        let more = count > 1 ? " (and \(count - 1) more problem\(count > 2 ? "s" : "") in this file)" : ""
        let prints = fingerprints(ruleID: MetaRules.parseError.id, lineNumber: pos.line)
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

    /// The bytes `fingerprint(ruleID:lineNumber:line:)` hashes after the rule id for one line — the trimmed
    /// nearest non-blank line above, the trimmed line, the trimmed nearest non-blank line below, each followed by
    /// a 0 byte — and the range of the line's own part (with its 0), which `lineFingerprint` hashes.
    private struct LineContext {
        var bytes: [UInt8]
        var own: Range<Int>
    }

    /// Per line (index = 1-based line), built on first use: reporting costs the hash of a few short lines, and
    /// lines are trimmed once however many findings they carry.
    private var contexts: [LineContext?] = []
    private var trimmed: [[UInt8]?] = []         // nil for blank lines
    private var trimmedDone: [Bool] = []
    private var nearestAbove: [Int32] = []       // 0: not yet known, -1: none, else the line
    private var nearestBelow: [Int32] = []
    /// Fingerprints of lines too long to hash per finding (a minified file), by rule and line.
    private var longLineFingerprints: [String: [Int: (String, String)]] = [:]

    /// `fingerprint(ruleID:lineNumber:line:)` and `lineFingerprint(ruleID:line:)` of a line of this file,
    /// computed on the bytes (the same hashes).
    private func fingerprints(ruleID: String, lineNumber: Int) -> (full: String, line: String) {
        let context = lineContext(lineNumber)
        let isLong = context.bytes.count > 4_096
        if isLong, let known = longLineFingerprints[ruleID]?[lineNumber] { return known }
        var hash = FNV1a64()
        hash.add(ruleID)
        var lineHash = hash
        hash.addRaw(context.bytes[...])
        lineHash.addRaw(context.bytes[context.own])
        let result = (hash.hex, lineHash.hex)
        if isLong { longLineFingerprints[ruleID, default: [:]][lineNumber] = result }
        return result
    }

    private func lineContext(_ n: Int) -> LineContext {
        let count = tree.source.lineCount
        if contexts.isEmpty {
            contexts = [LineContext?](repeating: nil, count: count + 2)
            trimmed = [[UInt8]?](repeating: nil, count: count + 2)
            trimmedDone = [Bool](repeating: false, count: count + 2)
            nearestAbove = [Int32](repeating: 0, count: count + 2)
            nearestBelow = [Int32](repeating: 0, count: count + 2)
        }
        if n >= 0 && n < contexts.count, let known = contexts[n] { return known }
        var bytes: [UInt8] = []
        if let above = nonBlankLine(from: n - 1, step: -1), let t = trimmedLine(above) { bytes += t }
        bytes.append(0)
        let ownStart = bytes.count
        if let t = trimmedLine(n) { bytes += t }
        bytes.append(0)
        let own = ownStart..<bytes.count
        if let below = nonBlankLine(from: n + 1, step: 1), let t = trimmedLine(below) { bytes += t }
        bytes.append(0)
        let context = LineContext(bytes: bytes, own: own)
        if n >= 0 && n < contexts.count { contexts[n] = context }
        return context
    }

    /// The nearest line from `start` in direction `step` whose trimmed text is not empty, or nil.
    private func nonBlankLine(from start: Int, step: Int) -> Int? {
        let count = tree.source.lineCount
        var n = start
        var passed: [Int] = []
        var found: Int?
        while n >= 1 && n <= count {
            let known = step < 0 ? nearestAbove[n] : nearestBelow[n]
            if known != 0 {
                found = known > 0 ? Int(known) : nil
                break
            }
            if trimmedLine(n) != nil { found = n; break }
            passed.append(n)
            n += step
        }
        for p in passed {
            if step < 0 { nearestAbove[p] = Int32(found ?? -1) } else { nearestBelow[p] = Int32(found ?? -1) }
        }
        return found
    }

    /// The UTF-8 of line `n` trimmed of whitespace as `fingerprint` trims it; nil when blank or when there is no
    /// such line. ASCII lines are trimmed on the bytes; other lines go through `Character`, as `fingerprint` does.
    private func trimmedLine(_ n: Int) -> [UInt8]? {
        let source = tree.source
        guard n >= 1 && n <= source.lineCount else { return nil }
        if trimmedDone[n] { return trimmed[n] }
        var end = n < source.lineCount ? source.lineStarts[n] : source.bytes.count
        // As `SourceText.lineText`: line 1 starts after a byte order mark.
        let start = n == 1 && source.hasByteOrderMark ? min(3, end) : source.lineStarts[n - 1]
        let result: [UInt8]? = source.bytes.withUnsafeBufferPointer { buf in
            while end > start && (buf[end - 1] == 0x0A || buf[end - 1] == 0x0D) { end -= 1 }
            var ascii = true
            for i in start..<end where buf[i] >= 0x80 { ascii = false; break }
            if ascii {
                // Character.isWhitespace on ASCII: U+0009…U+000D and U+0020.
                func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }
                var a = start
                var b = end
                while a < b && isSpace(buf[a]) { a += 1 }
                while b > a && isSpace(buf[b - 1]) { b -= 1 }
                return a < b ? Array(buf[a..<b]) : nil
            }
            let s = Substring(String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self))
            guard let first = s.firstIndex(where: { !$0.isWhitespace }),
                  let last = s.lastIndex(where: { !$0.isWhitespace }) else { return nil }
            return Array(s[first...last].utf8)
        }
        trimmed[n] = result
        trimmedDone[n] = true
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
