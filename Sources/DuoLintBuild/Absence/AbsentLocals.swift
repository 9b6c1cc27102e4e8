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
    /// A block larger than this many nodes is not looked at (its locals stay): one walk a block keeps the cost linear
    /// in the block; the bound only stops a pathological file.
    static let maxNodesPerBlock = 10_000_000

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
        /// Per name hash (`FileWords.hash`): the last token where it is read in present code, read in absent code,
        /// and bound again (-1: nowhere). One entry a name, a value: no allocation per read.
        struct Last { var present: Int32 = -1, absent: Int32 = -1, rebind: Int32 = -1 }
        for block in blocks where !absent[Int(block)] {
            let b = nodes[Int(block)]
            // The block's present local declarations with simple names, in order: their names' hashes.
            var decls: [(id: Int32, hashes: [UInt32], end: Int32)] = []
            var last: [UInt32: Last] = [:]
            for k in Int(b.childStart)..<(Int(b.childStart) + Int(b.childCount)) {
                let s = childIDs[k]
                guard nodes[Int(s)].kind == .varDecl, !absent[Int(s)] else { continue }
                let tokens = boundNameTokens(of: s, in: tree)
                let hashes = tokens.compactMap { FileWords.hash(token: $0, in: tree) }
                guard !tokens.isEmpty, hashes.count == tokens.count else { continue }
                decls.append((s, hashes, nodes[Int(s)].lastToken))
                for h in hashes { last[h] = Last() }
            }
            if decls.isEmpty { continue }
            // One walk of the block: where each name is read (present or absent) or bound again, by token.
            var stack: [Int32] = [block]
            var visited = 0
            var complete = true
            while let id = stack.popLast() {
                visited += 1
                if visited > AbsentLocals.maxNodesPerBlock { complete = false; break }
                let r = nodes[Int(id)]
                if (r.kind == .identifier || r.kind == .patternBinding), r.nameToken >= 0,
                   let h = FileWords.hash(token: r.nameToken, in: tree), var entry = last[h] {
                    let t = r.nameToken
                    if r.kind == .patternBinding {
                        entry.rebind = max(entry.rebind, t)
                    } else if absent[Int(id)] {
                        entry.absent = max(entry.absent, t)
                    } else {
                        entry.present = max(entry.present, t)
                    }
                    last[h] = entry
                }
                // A string's interpolations are not parsed into nodes: their words are present reads at the string.
                if r.kind == .stringLiteral, r.flags.contains(.interpolated), !absent[Int(id)], r.firstToken >= 0,
                   r.lastToken >= r.firstToken {
                    let start = Int(tree.tokens[Int(r.firstToken)].offset), end = tree.tokens[Int(r.lastToken)].end
                    tree.source.bytes.withUnsafeBufferPointer { buf in
                        FileWords.forEachInterpolatedWord(buf, start, end) { h in
                            if var entry = last[h] {
                                entry.present = max(entry.present, r.firstToken)
                                last[h] = entry
                            }
                        }
                    }
                }
                for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) { stack.append(childIDs[k]) }
            }
            guard complete else { continue }
            for d in decls {
                // Kept: read in present code after the declaration, or bound again after it (a new binding of the
                // name shadows it from there: given up rather than following scopes); absent: read after it only in
                // absent code.
                var kept = false
                var readInAbsentCode = false
                for h in d.hashes {
                    guard let e = last[h] else { continue }
                    if e.present > d.end || e.rebind > d.end { kept = true; break }
                    if e.absent > d.end { readInAbsentCode = true }
                }
                if !kept && readInAbsentCode { out.append(d.id) }
            }
        }
        return out
    }

    /// The name tokens a declaration binds, when each of its bindings is a simple name (else none).
    private static func boundNameTokens(of decl: Int32, in tree: SyntaxTree) -> [Int32] {
        let r = tree.nodes[Int(decl)]
        var tokens: [Int32] = []
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
            let c = tree.nodes[Int(tree.childIDs[k])]
            guard c.kind == .patternBinding else { continue }
            guard c.nameToken >= 0 else { return [] }
            tokens.append(c.nameToken)
        }
        return tokens
    }
}
