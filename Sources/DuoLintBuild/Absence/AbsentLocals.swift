import DuoLintSyntax

/// VOCABULARY.md scope 5 for locals: a local `let` / `var` of a function or closure body that is read only from
/// absent code is absent with it (Delta's `let statusBarHeight = …` read only in the `else` of `if #available(iOS 26,
/// *)`; Mammoth's `var fullWidth = …` reassigned and read only under `#if targetEnvironment(macCatalyst)`). A local
/// with no reads at all, or with one read in code that runs, stays.
///
/// Only the code blocks that hold an absent root are looked at (and the blocks around them, up to the enclosing type),
/// and each block's statements once: linear in the code around the absent code, iterative, bounded.
enum AbsentLocals {
    /// At most this many ancestors of an absent root are climbed looking for the blocks around it.
    static let maxClimb = 64

    /// The local declarations of the blocks around `roots` that only absent code reads, given the absent map so far.
    static func find(in tree: SyntaxTree, roots: [Int32], absent: [Bool]) -> [Int32] {
        let nodes = tree.nodes
        var blocks: [Int32] = []
        var seenBlocks: Set<Int32> = []
        for root in roots {
            var id = nodes[Int(root)].parent
            var steps = 0
            while id >= 0 && steps < maxClimb {
                let kind = nodes[Int(id)].kind
                if kind == .typeDecl || kind == .sourceFile { break }
                if kind == .codeBlock, seenBlocks.insert(id).inserted { blocks.append(id) }
                id = nodes[Int(id)].parent
                steps += 1
            }
        }
        var out: [Int32] = []
        let childIDs = tree.childIDs
        for block in blocks where !absent[Int(block)] {
            let b = nodes[Int(block)]
            let statements = (Int(b.childStart)..<(Int(b.childStart) + Int(b.childCount))).map { childIDs[$0] }
            for (k, s) in statements.enumerated() where nodes[Int(s)].kind == .varDecl && !absent[Int(s)] {
                let names = boundNames(of: s, in: tree)
                guard !names.isEmpty, k + 1 < statements.count else { continue }
                if readsOnlyInAbsentCode(names, in: Array(statements[(k + 1)...]), tree, absent) { out.append(s) }
            }
        }
        return out
    }

    /// The names a declaration binds, when each of its bindings is a simple name (else none).
    private static func boundNames(of decl: Int32, in tree: SyntaxTree) -> [String] {
        let r = tree.nodes[Int(decl)]
        var names: [String] = []
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
            let c = tree.nodes[Int(tree.childIDs[k])]
            guard c.kind == .patternBinding else { continue }
            guard c.nameToken >= 0 else { return [] }
            names.append(tree.tokenText(c.nameToken))
        }
        return names
    }

    /// Every identifier of `names` in `statements` (their subtrees) is absent, and there is at least one.
    private static func readsOnlyInAbsentCode(_ names: [String], in statements: [Int32], _ tree: SyntaxTree,
                                              _ absent: [Bool]) -> Bool {
        let nodes = tree.nodes
        let childIDs = tree.childIDs
        var absentReads = 0
        var stack = statements
        var visited = 0
        while let id = stack.popLast() {
            visited += 1
            if visited > 200_000 { return false }
            let r = nodes[Int(id)]
            if r.kind == .identifier || r.kind == .patternBinding, r.nameToken >= 0 {
                let text = tree.tokenText(r.nameToken)
                if names.contains(text) {
                    // A new binding of the name shadows it from here on: give up rather than follow scopes.
                    if r.kind == .patternBinding { return false }
                    if absent[Int(id)] { absentReads += 1 } else { return false }
                }
            }
            // A string's interpolations are not parsed into nodes: a present one that may name the local keeps it.
            if r.kind == .stringLiteral, !absent[Int(id)], r.firstToken >= 0, r.lastToken >= r.firstToken {
                let first = tree.tokens[Int(r.firstToken)], last = tree.tokens[Int(r.lastToken)]
                let text = tree.source.text(Int(first.offset), last.end)
                if text.contains("\\("), names.contains(where: { text.contains($0) }) { return false }
            }
            for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) { stack.append(childIDs[k]) }
        }
        return absentReads > 0
    }
}
