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

    /// The syntax tree, one node per line, indented by depth: `kind name [line:column] text`.
    public static func tree(_ tree: SyntaxTree) -> String {
        var out = ""
        var stack: [(Int32, Int)] = [(tree.root.id, 0)]
        while let (id, depth) = stack.popLast() {
            let node = Node(tree: tree, id: id)
            let pos = node.position
            var line = String(repeating: "  ", count: depth) + "\(node.kind)"
            if let name = node.name { line += " \(name)" }
            line += " [\(pos.line):\(pos.column)]"
            if node.childCount == 0 {
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

    static func jsonString(_ s: String) -> String { JSONValue.string(s).rendered() }
}

private extension String {
    func replacingNewlines() -> String {
        var out = ""
        for c in self { out.append(c == "\n" || c == "\r\n" || c == "\r" ? "⏎" : c) }
        return out
    }
}
