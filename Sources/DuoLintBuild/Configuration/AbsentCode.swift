import DuoLintSyntax

/// Absent code (VOCABULARY.md, *code that runs on an iPhone*): code of a file that a build does not compile, that an
/// app does not ship or that iPhone Duo never runs, which the rules, `Node.walk` and the cross-file index skip. It
/// is the build's judgement, made once per file right after parsing (`Parser.parse(_:configuration:)`), and handed
/// to the tree with `SyntaxTree.markingAbsent` before the tree is shared. From the file alone:
///
/// - a `#if` clause that is inactive for the build (the parser flagged it from `BuildConfiguration`'s conditions);
/// - a `#Preview { }` (with or without attributes before it);
/// - a type declaration conforming to `PreviewProvider` (`struct X_Previews: PreviewProvider`, or an extension
///   adding the conformance);
/// - the branches run-time checks never take on iPhone Duo (`RunTimeChecks`: `#available`, the idiom, Mac apps);
/// - declarations marked `@available(iOS, unavailable)` or `@available(*, unavailable)` (`UnavailableDeclarations`);
/// - locals of a body that only the absent code above reads (`AbsentLocals`).
///
/// And from the rest of the linted sources (`ExternalAbsence`, the second stage, decided by the core from every
/// file's `ScopeFacts`): idiom properties declared in other files, and the declarations referenced only from
/// absent code.
///
/// Every descendant of an absent node is absent. A new kind of absent code is one more source of roots in `compute`
/// and, to keep files without absent code free, one more cheap test before it is looked for.
public enum AbsentCode {
    /// The absent-code map of `tree` for `configuration` (one entry per node), or nil when no node is absent.
    ///
    /// The roots of absent code are found from the tree's lists of inactive clauses, macro expansions and type
    /// declarations, and only their subtrees are visited (iteratively): no pass over every node of the file.
    ///
    /// `words`: the file's words (`FileWords`); without them only `#if` clauses and previews are looked at.
    /// `external`: what the other files say (`ExternalAbsence`).
    public static func compute(_ tree: SyntaxTree, configuration: BuildConfiguration, words: FileWords? = nil,
                               external: ExternalAbsence = .none) -> [Bool]? {
        var out: [Bool]?
        if mayHaveAbsentCode(tree) {
            var roots: [Int32] = tree.inactiveClauses
            for id in tree.macroExpansions where isPreview(tree.nodes[Int(id)], tree) { roots.append(id) }
            for id in tree.typeDeclarations where conformsToPreviewProvider(tree.nodes[Int(id)], tree) { roots.append(id) }
            if !roots.isEmpty { out = marking(roots, in: tree, over: nil) }
        }
        // The run-time checks, unavailable declarations and what other files say, outside the code absent already.
        var roots: [Int32] = []
        let isAbsent: (Int32) -> Bool = { id in out?[Int(id)] ?? false }
        if let words {
            if RunTimeChecks.mayHaveChecks(tree, words, idiomProperties: external.idiomProperties) {
                RunTimeChecks(tree: tree, words: words, idiomProperties: external.idiomProperties)
                    .findAbsentBranches(into: &roots, isAbsent: isAbsent)
            }
            if words.contains(UnavailableDeclarations.word) {
                UnavailableDeclarations.find(in: tree, into: &roots, isAbsent: isAbsent)
            }
        }
        for id in external.declarations where id >= 0 && Int(id) < tree.nodes.count { roots.append(id) }
        if !roots.isEmpty { out = marking(roots, in: tree, over: out) }
        // The locals only absent code reads (`AbsentLocals`), around the absent code inside bodies.
        guard let marked = out else { return nil }
        let bodyRoots = tree.inactiveClauses + roots
        let locals = AbsentLocals.find(in: tree, roots: bodyRoots, absent: marked)
        return locals.isEmpty ? marked : marking(locals, in: tree, over: marked)
    }

    /// The words `compute` asks of a file's `FileWords`, with `external`: all it needs of them
    /// (`FileWords(probing:for:)`), since what it finds where they occur is read from the tree.
    public static func askedWords(_ external: ExternalAbsence) -> [String] {
        ["userInterfaceIdiom", "isMacCatalystApp", "isiOSAppOnMac", "unavailable"] + external.idiomProperties.keys
    }

    /// `over` (or no absent code) with the subtrees of `roots` marked absent, visiting only those subtrees.
    private static func marking(_ roots: [Int32], in tree: SyntaxTree, over: [Bool]?) -> [Bool] {
        var out = over ?? [Bool](repeating: false, count: tree.nodes.count)
        let nodes = tree.nodes
        let childIDs = tree.childIDs
        var stack: [Int32] = []
        out.withUnsafeMutableBufferPointer { out in
            for root in roots where !out[Int(root)] {
                stack.append(root)
                while let id = stack.popLast() {
                    out[Int(id)] = true
                    let r = nodes[Int(id)]
                    for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) where !out[Int(childIDs[k])] {
                        stack.append(childIDs[k])
                    }
                }
            }
        }
        return out
    }

    /// `tree` with its absent code marked (the same tree when it has none).
    public static func mark(_ tree: SyntaxTree, configuration: BuildConfiguration, words: FileWords? = nil,
                            external: ExternalAbsence = .none) -> SyntaxTree {
        guard let absent = compute(tree, configuration: configuration, words: words, external: external) else { return tree }
        return tree.markingAbsent(absent)
    }

    /// `#Preview { … }` (its attributes, if any, are its children).
    private static func isPreview(_ r: RawNode, _ tree: SyntaxTree) -> Bool {
        tree.token(r.nameToken, is: "#Preview")
    }

    /// `struct X_Previews: PreviewProvider` (or an extension adding the conformance; see `mayHaveAbsentCode` for
    /// `extension PreviewProvider`).
    private static func conformsToPreviewProvider(_ r: RawNode, _ tree: SyntaxTree) -> Bool {
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
            let c = tree.nodes[Int(tree.childIDs[k])]
            if c.kind == .typeRef && tree.token(c.nameToken, is: "PreviewProvider") { return true }
        }
        return false
    }

    /// False when no node can be absent, as in most files: no inactive clause, no `#Preview`, no type declaring
    /// a conformance to `PreviewProvider`. (Reads the tree's lists, not every node.)
    ///
    /// Kept as it decided before absent code moved out of the parser, for identical reports: only a conformance
    /// written in an inheritance clause (`X: PreviewProvider`) opens the way, so an `extension PreviewProvider { }`
    /// (whose extended type is a `typeRef` named `PreviewProvider` too) is absent only in a file that has other
    /// absent code.
    private static func mayHaveAbsentCode(_ tree: SyntaxTree) -> Bool {
        if !tree.inactiveClauses.isEmpty { return true }
        for id in tree.macroExpansions where isPreview(tree.nodes[Int(id)], tree) { return true }
        for id in tree.typeDeclarations {
            let r = tree.nodes[Int(id)]
            for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
                let c = tree.nodes[Int(tree.childIDs[k])]
                // An inherited type (not an extension's extended type, which starts at the declaration's name).
                if c.kind == .typeRef && c.firstToken != r.nameToken && tree.token(c.firstToken, is: "PreviewProvider") {
                    return true
                }
            }
        }
        return false
    }
}
