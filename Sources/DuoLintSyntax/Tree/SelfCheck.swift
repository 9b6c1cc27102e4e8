/// The invariants the lexer and parser keep on *any* input, checked from the outside.
/// The robustness tests and the fuzzer (`Scripts/fuzz.sh`) call this on random, mutated and adversarial bytes.
public enum SelfCheck {
    /// Lexes and parses `bytes`; returns a description of the first broken invariant, or nil when all hold:
    ///
    /// - lossless: significant tokens and trivia, merged by offset, cover every byte exactly once in order
    ///   (concatenated they reproduce the input byte for byte); only `.endOfFile` is empty, and it is last;
    /// - trivia kinds only in `trivia`, significant kinds only in `tokens`;
    /// - the tree is well formed: the root `.sourceFile` is the last node, every other node is the child of
    ///   exactly one node finished after it, parent links agree, token ranges and name tokens are in bounds;
    /// - parse errors point into the file.
    ///
    /// `conditions` gives the values of the file's `#if` conditions (`DuoLintBuild`'s `SelfCheck.syntax(_:path:)`
    /// checks the file as the linter parses it, for the iPhone build).
    public static func syntax(_ bytes: [UInt8], path: String = "SelfCheck.swift",
                              conditions: (SourceText, LexedSource) -> DirectiveConditions) -> String? {
        let lexed = Lexer.lex(bytes)
        if let problem = lexing(bytes, lexed) { return problem }
        let source = SourceText(path: path, bytes: bytes)
        let tree = Parser.parse(source, lexed: lexed, conditions: conditions(source, lexed))
        return self.tree(tree)
    }

    /// The lexer invariants (see `syntax`).
    public static func lexing(_ bytes: [UInt8], _ lexed: LexedSource) -> String? {
        let toks = lexed.tokens
        let triv = lexed.trivia
        guard let eof = toks.last, eof.kind == .endOfFile, Int(eof.offset) == bytes.count, eof.length == 0 else {
            return "the last token is not an empty end-of-file token at offset \(bytes.count)"
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var j = 0
        var pos = 0
        let significant = toks.count - 1
        while i < significant || j < triv.count {
            let fromTrivia = j < triv.count && (i >= significant || triv[j].offset < toks[i].offset)
            let t = fromTrivia ? triv[j] : toks[i]
            if fromTrivia { j += 1 } else { i += 1 }
            if t.kind == .endOfFile { return "an end-of-file token before the end, at offset \(t.offset)" }
            if fromTrivia != t.kind.isTrivia {
                return "a \(t.kind.name) token in the \(fromTrivia ? "trivia" : "token") list at offset \(t.offset)"
            }
            if Int(t.offset) != pos {
                return "tokens do not tile the input: \(t.kind.name) at offset \(t.offset), expected \(pos)"
            }
            let len = Int(t.length)
            if len == 0 { return "an empty \(t.kind.name) token at offset \(pos)" }
            if pos + len > bytes.count { return "a \(t.kind.name) token runs past the end of the input" }
            out.append(contentsOf: bytes[pos..<(pos + len)])
            pos += len
        }
        if pos != bytes.count { return "tokens cover \(pos) of \(bytes.count) bytes" }
        if out != bytes { return "tokens and trivia concatenated differ from the input" }
        return nil
    }

    /// The tree invariants (see `syntax`).
    public static func tree(_ tree: SyntaxTree) -> String? {
        let nodes = tree.nodes
        let tokenCount = Int32(tree.tokens.count)
        guard let root = nodes.last, root.kind == .sourceFile, root.parent == -1 else {
            return "the last node is not a parentless source file"
        }
        var seenAsChild = [Bool](repeating: false, count: nodes.count)
        var childTotal = 0
        for (index, node) in nodes.enumerated() {
            let id = Int32(index)
            if node.childStart < 0 || node.childCount < 0 || Int(node.childStart) + Int(node.childCount) > tree.childIDs.count {
                return "node \(id) has children outside the child list"
            }
            for k in Int(node.childStart)..<(Int(node.childStart) + Int(node.childCount)) {
                let c = tree.childIDs[k]
                if c < 0 || c >= id { return "node \(id) has child \(c), not finished before it" }
                if seenAsChild[Int(c)] { return "node \(c) is the child of two nodes" }
                seenAsChild[Int(c)] = true
                if nodes[Int(c)].parent != id { return "node \(c) is a child of \(id) but its parent is \(nodes[Int(c)].parent)" }
            }
            childTotal += Int(node.childCount)
            if node.lastToken >= node.firstToken {
                if node.firstToken < 0 || node.lastToken >= tokenCount {
                    return "node \(id) (\(node.kind)) has tokens \(node.firstToken)...\(node.lastToken) of \(tokenCount)"
                }
            } else if node.firstToken < 0 || node.firstToken > tokenCount {
                return "empty node \(id) (\(node.kind)) starts at token \(node.firstToken) of \(tokenCount)"
            }
            if node.nameToken < -1 || node.nameToken >= tokenCount {
                return "node \(id) (\(node.kind)) names token \(node.nameToken) of \(tokenCount)"
            }
        }
        if childTotal != nodes.count - 1 { return "\(nodes.count - 1 - childTotal) nodes are not reachable from the root" }
        let size = tree.source.bytes.count
        for e in tree.errors where e.offset < 0 || e.offset > size {
            return "a parse error at offset \(e.offset) outside the file (\(size) bytes)"
        }
        return nil
    }
}
