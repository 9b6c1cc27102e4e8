/// The fixes of one rule (the Fix sections of Rules/<id>.md), kept out of the rule's own file: one provider a rule,
/// in `Sources/DuoLint/Fixes/`, listed in `FixRegistry`. When the rule reports a finding at a node
/// (`FileContext.report(_:at:_:)`), the engine asks the rule's provider for that finding's fixes while the file's tree
/// is alive; the fixes travel with the finding as data (`Finding.fixes`).
///
/// A provider re-derives from the node what its row needs (the form of the finding, when the edit is offered) and
/// builds each fix with `FixContext.fix(_:_:within:edits:)`, which keeps it to the finding's own node.
public protocol FixProvider: RuleMetatypeSendable {
    /// The rule whose findings this provider fixes.
    static var ruleID: String { get }
    /// The classes of the fixes and what they do, for `duo-lint rules` and the docs.
    static var description: FixDescription { get }
    /// The fixes for a finding reported at `node` (empty: none for this finding).
    static func fixes(for node: Node, in file: FixContext) -> [Fix]
}

/// What a fix provider sees of the file, and the helpers that make edits (byte offsets in the file's UTF-8 text).
public struct FixContext {
    let context: FileContext

    init(_ context: FileContext) {
        self.context = context
    }

    public var tree: SyntaxTree { context.tree }
    public var source: SourceText { context.tree.source }
    public var bytes: [UInt8] { context.tree.source.bytes }
    public var options: LintOptions { context.options }
    /// The file's *deployment target* (VOCABULARY.md): nil when unknown.
    public var deploymentTarget: OSVersion? { context.deploymentTarget }

    /// A shared analysis of the file (as rules get them).
    public func analysis<A: FileAnalysis>(_ type: A.Type) -> A { context.analysis(type) }

    // MARK: Text

    /// The file's line break: that of its first line (`\r\n`, `\n` or `\r`), `\n` when it has one line.
    public var lineBreak: String { context.lineBreak }

    /// The byte range of a node (its first token's start to its last token's end).
    public func span(_ node: Node) -> Range<Int> { node.startOffset..<max(node.startOffset, node.endOffset) }

    /// The byte range of a token.
    public func span(token t: Int32) -> Range<Int> {
        let tok = tree.tokens[Int(t)]
        return Int(tok.offset)..<tok.end
    }

    /// The text of a byte range.
    public func text(_ range: Range<Int>) -> String { source.text(range.lowerBound, range.upperBound) }

    /// The offset where the line holding `offset` starts.
    public func lineStart(_ offset: Int) -> Int {
        var i = min(max(0, offset), bytes.count)
        while i > 0 && bytes[i - 1] != 0x0A && bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }

    /// The offset where the line holding `offset` ends (before its line break).
    public func lineEnd(_ offset: Int) -> Int {
        var i = min(max(0, offset), bytes.count)
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        return i
    }

    /// The offset after the line break at `offset` (`\r\n`, `\n` or `\r`), or `offset` at the end of the file.
    public func afterLineBreak(_ offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == 0x0D { return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? offset + 2 : offset + 1 }
        return bytes[offset] == 0x0A ? offset + 1 : offset
    }

    /// The spaces and tabs that start the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(offset)
        var i = start
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        return source.text(start, i)
    }

    /// Whether `bytes[range]` is only spaces and tabs.
    public func isBlank(_ range: Range<Int>) -> Bool {
        let r = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        return bytes[r].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The range to delete so that `range` goes away with its line: the whole line and its line break when only
    /// spaces and tabs stand around `range` on its line(s); nil otherwise.
    public func wholeLines(_ range: Range<Int>) -> Range<Int>? {
        let start = lineStart(range.lowerBound)
        let end = lineEnd(range.upperBound)
        guard isBlank(start..<range.lowerBound), isBlank(range.upperBound..<end) else { return nil }
        let after = afterLineBreak(end)
        if after > end { return start..<after }
        // The last line of the file, without a line break: take the break before it instead.
        var before = start
        if before > 0 && bytes[before - 1] == 0x0A { before -= 1 }
        if before > 0 && bytes[before - 1] == 0x0D { before -= 1 }
        return before..<end
    }

    // MARK: Making fixes

    /// A replacement of `range` by `text`.
    public func edit(_ range: Range<Int>, _ text: String) -> (Range<Int>, String) { (range, text) }

    /// A fix of the finding, or nil when its edits break the contract (VOCABULARY.md, fix contract 3): every edit
    /// must lie within `own` (the finding's own node, as the rule's row names it), edits may not overlap each other,
    /// a comment or absent code (inactive `#if` clauses, previews), and must change something.
    public func fix(_ title: String, _ safety: FixSafety, within own: Range<Int>, edits: [(Range<Int>, String)]) -> Fix? {
        let sorted = edits.sorted { $0.0.lowerBound != $1.0.lowerBound ? $0.0.lowerBound < $1.0.lowerBound : $0.0.upperBound < $1.0.upperBound }
        var out: [TextEdit] = []
        var changes = false
        for (range, replacement) in sorted {
            guard range.lowerBound >= own.lowerBound, range.upperBound <= own.upperBound,
                  range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            if let previous = out.last {
                // Touching edits are fine; overlapping ones, or two insertions at one place, are not.
                if range.lowerBound < previous.end { return nil }
                if range.isEmpty && previous.start == previous.end && previous.end == range.lowerBound { return nil }
            }
            if context.touchesCommentOrAbsentCode(range) { return nil }
            if source.text(range.lowerBound, range.upperBound) != replacement { changes = true }
            out.append(TextEdit(start: range.lowerBound, end: range.upperBound, replacement: replacement,
                                range: SourceRange(start: source.position(ofOffset: range.lowerBound),
                                                   end: source.position(ofOffset: range.upperBound))))
        }
        guard changes, !out.isEmpty else { return nil }
        return Fix(title: title, safety: safety, edits: out)
    }

    /// A fix with no edit: advice the tool shows (a `suggestion:` line) but cannot apply.
    public func suggestion(_ title: String) -> Fix {
        Fix(title: title, safety: .unsafe, edits: [])
    }
}
