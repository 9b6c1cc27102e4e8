/// Debugging views of what the lexer and parser saw (`duo-lint dump tokens|tree FILE`).
public enum SyntaxDump {
    /// One JSON object per token, trivia included, in source order:
    /// `{"kind":…,"offset":…,"length":…,"line":…,"column":…,"text":…}`.
    public static func tokens(_ source: SourceText) -> String {
        let lexed = source.bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        var out = ""
        var a = 0
        var b = 0
        let sig = lexed.tokens
        let triv = lexed.trivia
        while a < sig.count || b < triv.count {
            let t: Token
            if b < triv.count && (a >= sig.count || triv[b].offset < sig[a].offset || sig[a].kind == .endOfFile) {
                t = triv[b]
                b += 1
            } else {
                t = sig[a]
                a += 1
            }
            let pos = source.position(ofOffset: Int(t.offset))
            out += "{\"kind\":\"\(t.kind.name)\",\"offset\":\(t.offset),\"length\":\(t.length),\"line\":\(pos.line),\"column\":\(pos.column),\"text\":\(jsonString(source.text(Int(t.offset), t.end)))}\n"
        }
        return out
    }

    /// The syntax tree, one node per line, indented by depth: `kind name [line:column] text`. An `#if` clause
    /// shows its condition and what it is for an iPhone build (`active`, `unknown`, `inactive`); the root of other
    /// absent code (a preview) is marked `absent`.
    public static func tree(_ tree: SyntaxTree) -> String {
        var out = ""
        var stack: [(Int32, Int)] = [(tree.root.id, 0)]
        while let (id, depth) = stack.popLast() {
            let node = Node(tree: tree, id: id)
            let pos = node.position
            var line = String(repeating: "  ", count: depth) + "\(node.kind)"
            if let name = node.name { line += " \(name)" }
            line += " [\(pos.line):\(pos.column)]"
            if let activity = node.clauseActivity {
                let condition = clauseCondition(node)
                if !condition.isEmpty { line += " " + condition }
                line += " (\(activity))"
            } else if tree.isAbsent(id), node.parent.map({ !tree.isAbsent($0.id) }) ?? true {
                line += " (absent)"
            }
            if node.childCount == 0 && node.kind != .ifConfigClause {
                var text = node.text
                if text.utf8.count > 60 { text = String(text.prefix(57)) + "..." }
                line += " " + text.replacingNewlines()
            }
            out += line + "\n"
            for child in node.children.reversed() { stack.append((child.id, depth + 1)) }
        }
        for e in tree.errors {
            let pos = tree.source.position(ofOffset: e.offset)
            out += "error [\(pos.line):\(pos.column)] \(e.message)\n"
        }
        return out
    }

    /// The text of a clause's condition: the tokens of its directive line after `#if` / `#elseif`.
    private static func clauseCondition(_ clause: Node) -> String {
        let tree = clause.tree
        let name = Int(clause.nameToken)
        guard name >= 0 else { return "" }
        let end = tree.tokens.withUnsafeBufferPointer { toks in
            tree.source.bytes.withUnsafeBufferPointer { bytes in
                tree.token(Int32(name), is: "#else") ? name + 1 : DirectiveCondition.end(of: toks, bytes: bytes, from: name + 1)
            }
        }
        guard end > name + 1 else { return "" }
        return tree.source.text(Int(tree.tokens[name + 1].offset), tree.tokens[end - 1].end).replacingNewlines()
    }

    static func jsonString(_ s: String) -> String { JSON.string(s).rendered() }
}

private extension String {
    func replacingNewlines() -> String {
        var out = ""
        for c in self { out.append(c == "\n" || c == "\r\n" || c == "\r" ? "⏎" : c) }
        return out
    }
}
