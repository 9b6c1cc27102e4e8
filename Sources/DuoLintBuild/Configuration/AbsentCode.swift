import DuoLintSyntax

/// Absent code (RULES.md, *code that runs on an iPhone*): code of a file that a build does not compile, that an
/// app does not ship or that iPhone Duo never runs, which the rules, `Node.walk` and the cross-file index skip. It
/// is the build's judgement, made once per file right after parsing (`Parser.parse(_:configuration:)`), and handed
/// to the tree with `SyntaxTree.markingAbsent` before the tree is shared. From the file alone:
///
/// - a `#if` clause that is inactive for the build (the parser flagged it from `BuildConfiguration`'s conditions);
/// - a `#Preview { }` (with or without attributes before it);
/// - a type declaration conforming to `PreviewProvider` (`struct X_Previews: PreviewProvider`, or an extension
///   adding the conformance);
/// - the branches run-time checks never take on iPhone Duo (`RunTimeChecks`: `#available`, the idiom, Mac apps);
/// - declarations marked `@available(iOS, unavailable)` or `@available(*, unavailable)` (`UnavailableDeclarations`).
///
/// And from the rest of the linted sources (`ExternalAbsence`, the second stage, decided by the core from every
/// file's `ScopeFacts`): idiom properties declared in other files, and the declarations referenced only from
/// absent code.
///
/// Every descendant of an absent node is absent. A new kind of absent code is one more case in `roots` (and, to
/// keep files without absent code free, one more cheap test in `mayHaveAbsentCode`).
public enum AbsentCode {
    /// The absent-code map of `tree` for `configuration` (one entry per node), or nil when no node is absent.
    /// `words`: the file's words (`FileWords`); without them only `#if` clauses and previews are looked at.
    public static func compute(_ tree: SyntaxTree, configuration: BuildConfiguration, words: FileWords? = nil,
                               external: ExternalAbsence = .none) -> [Bool]? {
        let nodes = tree.nodes
        var out: [Bool]?
        if mayHaveAbsentCode(tree) {
            var map = [Bool](repeating: false, count: nodes.count)
            var any = false
            // One pass from the root down (parents are stored after their children).
            var i = nodes.count - 1
            while i >= 0 {
                let r = nodes[i]
                if (r.parent > Int32(i) && Int(r.parent) < nodes.count && map[Int(r.parent)]) || isRoot(Int32(i), r, tree) {
                    map[i] = true
                    any = true
                }
                i -= 1
            }
            if any { out = map }
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
        for id in external.declarations where id >= 0 && Int(id) < nodes.count { roots.append(id) }
        if roots.isEmpty { return out }
        var map = out ?? [Bool](repeating: false, count: nodes.count)
        for id in roots { map[Int(id)] = true }
        var i = nodes.count - 1
        while i >= 0 {
            let p = nodes[i].parent
            if p > Int32(i) && Int(p) < nodes.count && map[Int(p)] { map[i] = true }
            i -= 1
        }
        return map
    }

    /// `tree` with its absent code marked (the same tree when it has none).
    public static func mark(_ tree: SyntaxTree, configuration: BuildConfiguration, words: FileWords? = nil,
                            external: ExternalAbsence = .none) -> SyntaxTree {
        guard let absent = compute(tree, configuration: configuration, words: words, external: external) else { return tree }
        return tree.markingAbsent(absent)
    }

    /// Whether node `id` (stored as `r`) is absent whatever its ancestors are.
    private static func isRoot(_ id: Int32, _ r: RawNode, _ tree: SyntaxTree) -> Bool {
        switch r.kind {
        case .ifConfigClause:
            return r.flags.contains(.inactive)
        case .macroExpansion:
            return tree.token(r.nameToken, is: "#Preview")
        case .typeDecl:
            return conformsToPreviewProvider(r, tree)
        default:
            return false
        }
    }

    /// `struct X_Previews: PreviewProvider` (or an extension adding the conformance).
    private static func conformsToPreviewProvider(_ r: RawNode, _ tree: SyntaxTree) -> Bool {
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
            let c = tree.nodes[Int(tree.childIDs[k])]
            if c.kind == .typeRef && tree.token(c.nameToken, is: "PreviewProvider") { return true }
        }
        return false
    }

    /// False when no node can be absent, as in most files: no inactive clause, no `#Preview`, no type declaring
    /// a conformance to `PreviewProvider`. (Reads the clause flag, the `#name` tokens and the type declarations,
    /// not every node.)
    ///
    /// Kept as it decided before absent code moved out of the parser, for identical reports: only a conformance
    /// written in an inheritance clause (`X: PreviewProvider`) opens the pass, so an `extension PreviewProvider { }`
    /// (whose extended type is a `typeRef` named `PreviewProvider` too) is absent only in a file that has other
    /// absent code.
    private static func mayHaveAbsentCode(_ tree: SyntaxTree) -> Bool {
        if tree.hasInactiveClauses { return true }
        for t in tree.poundTokens where tree.token(t, is: "#Preview") { return true }
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
