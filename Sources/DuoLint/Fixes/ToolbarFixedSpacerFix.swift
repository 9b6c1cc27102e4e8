/// `toolbar-fixed-spacer` (Rules/toolbar-fixed-spacer.md, Fix), safe (the edit writes nothing; the guidance says never to
/// add manual fixed spacing):
/// - `ToolbarSpacer(.fixed…)`, `Spacer().frame(width: …)`, `Spacer(minLength: N)` written as a statement of toolbar
///   content: the statement is deleted, with its line when it is alone on it. Not offered when it is the only
///   statement of its closure (the item would be left empty) or when it is bound to a name.
/// - `.fixedSpace(n)`, `UIBarButtonItem.fixedSpace(n)`, `UIBarButtonItem(barButtonSystemItem: .fixedSpace, …)` written
///   inline as an element of an array literal: the element is deleted with one adjacent comma (and its line when it
///   is alone on it). Not offered for the only element.
/// A fixed space bound to a name, configured or reused gets no edit: the edit would reach outside the node.
enum ToolbarFixedSpacerFix: FixProvider {
    static let ruleID = "toolbar-fixed-spacer"
    static let description = FixDescription(
        classes: [.safe],
        summary: "Deletes the fixed spacer: a statement of toolbar content (not the only one), or an inline element of an array of bar items.")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        // The whole expression: the spacer with its modifiers (`Spacer().frame(width: 8).padding()`).
        var top = node
        var steps = 0
        while steps < 1_000, let p = top.parent {
            steps += 1
            if p.kind == .memberAccess, p.firstChild == top, let call = p.parent, call.kind == .call, call.firstChild == p {
                top = call
            } else if p.kind == .call && p.firstChild == top && top.kind == .memberAccess {
                top = p
            } else {
                break
            }
        }
        guard let parent = top.parent else { return [] }
        if parent.kind == .arrayLiteral { return element(top, in: parent, file) }
        guard parent.kind == .codeBlock, let closure = parent.parent, closure.kind == .closure else { return [] }
        let statements = parent.children
        guard statements.count > 1, statements.contains(top) else { return [] }
        let range = file.span(top)
        if let lines = file.wholeLines(range) { return delete(lines, file) }
        let tokens = file.tree.tokens
        // Alone on its line but for a comment after it: the statement goes, the comment stays.
        var end = range.upperBound
        while end < file.bytes.count && (file.bytes[end] == 0x20 || file.bytes[end] == 0x09) { end += 1 }
        if file.isBlank(file.lineStart(range.lowerBound)..<range.lowerBound), end + 1 < file.bytes.count,
           file.bytes[end] == UInt8(ascii: "/"), file.bytes[end + 1] == UInt8(ascii: "/") {
            return delete(range.lowerBound..<end, file)
        }
        // On a line with other code: the statement and a `;` next to it.
        let next = top.lastToken + 1
        if Int(next) < tokens.count, tokens[Int(next)].kind == .semicolon {
            var end = tokens[Int(next)].end
            while end < file.bytes.count && (file.bytes[end] == 0x20 || file.bytes[end] == 0x09) { end += 1 }
            return delete(range.lowerBound..<end, file)
        }
        let previous = top.firstToken - 1
        if previous >= 0, tokens[Int(previous)].kind == .semicolon {
            return delete(Int(tokens[Int(previous)].offset)..<range.upperBound, file)
        }
        return []
    }

    /// An inline element and one comma next to it.
    private static func element(_ e: Node, in array: Node, _ file: FixContext) -> [Fix] {
        let elements = array.children
        guard elements.count > 1, let i = elements.firstIndex(of: e) else { return [] }
        let tokens = file.tree.tokens
        let after = e.lastToken + 1
        let hasCommaAfter = Int(after) < tokens.count && tokens[Int(after)].kind == .comma
        var range = file.span(e)
        if hasCommaAfter {
            range = range.lowerBound..<tokens[Int(after)].end
            if let lines = file.wholeLines(range) { return delete(lines, file) }
            var end = range.upperBound
            while end < file.bytes.count && (file.bytes[end] == 0x20 || file.bytes[end] == 0x09) { end += 1 }
            return delete(range.lowerBound..<end, file)
        }
        // The last element without a trailing comma: the comma before it goes.
        guard i > 0 else { return [] }
        let before = e.firstToken - 1
        guard before >= 0, tokens[Int(before)].kind == .comma else { return [] }
        let from = Int(tokens[Int(before)].offset)
        if let lines = file.wholeLines(file.span(e)), file.lineStart(from) != file.lineStart(range.lowerBound) {
            // Alone on its line: the line goes, and the comma that ended the line before it.
            return delete(from..<tokens[Int(before)].end, file, also: lines)
        }
        return delete(from..<range.upperBound, file)
    }

    private static func delete(_ range: Range<Int>, _ file: FixContext, also: Range<Int>? = nil) -> [Fix] {
        var edits = [file.edit(range, "")]
        if let also { edits.append(file.edit(also, "")) }
        let lo = min(range.lowerBound, also?.lowerBound ?? range.lowerBound)
        let hi = max(range.upperBound, also?.upperBound ?? range.upperBound)
        return file.fix("Delete the fixed spacer", .safe, within: lo..<hi, edits: edits).map { [$0] } ?? []
    }
}
