/// `hinge-old-value-used` (Rules/hinge-old-value-used.md, Fix), safe: the closure is given what it meant to read.
/// - `{ a, b in … }` (b `_` or unused): the two parameter names swap, type annotations staying where they are
///   (`{ context, _ in` → `{ _, context in`).
/// - `{ … $0 … }`: every `$0` of this closure (not of closures nested in it) becomes `$1`. Not offered when `$0` also
///   appears inside a string interpolation, which the edit could not reach.
enum HingeOldValueUsedFix: FixProvider {
    static let ruleID = "hinge-old-value-used"
    static let description = FixDescription(
        classes: [.safe],
        summary: "Swaps the closure's two parameter names ({ context, _ in → { _, context in), or turns its $0 into $1.")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        if node.kind == .parameter {
            // The first parameter of the closure's signature.
            guard let signature = node.parent, signature.kind == .closureSignature, let closure = signature.parent,
                  closure.kind == .closure else { return [] }
            let params = signature.children(ofKind: .parameter)
            guard params.count == 2, params[0] == node, params[0].nameToken >= 0, params[1].nameToken >= 0 else { return [] }
            let a = file.span(token: params[0].nameToken), b = file.span(token: params[1].nameToken)
            return file.fix("Swap the parameters: the second one is the new value", .safe, within: file.span(closure),
                            edits: [file.edit(a, file.text(b)), file.edit(b, file.text(a))]).map { [$0] } ?? []
        }
        guard node.kind == .identifier, node.nameIs("$0") else { return [] }
        var closure: Node?
        var steps = 0
        for ancestor in node.ancestors {
            steps += 1
            if steps > 10_000 { return [] }
            if ancestor.kind == .closure { closure = ancestor; break }
        }
        guard let closure, let body = closure.child(ofKind: .codeBlock) else { return [] }
        var uses: [Node] = []
        var unreachable = false
        let tokens = file.tree.tokens
        body.walk { n in
            if n.kind == .closure { return false }
            if n.kind == .identifier, n.nameIs("$0") { uses.append(n) }
            if n.kind == .stringLiteral {
                for t in n.firstToken...max(n.firstToken, n.lastToken) where tokens[Int(t)].flags.contains(.interpolated)
                    && file.text(file.span(token: t)).contains("$0") {
                    unreachable = true
                }
            }
            return true
        }
        guard !unreachable, !uses.isEmpty else { return [] }
        return file.fix("Read $1, the new value", .safe, within: file.span(closure),
                        edits: uses.map { file.edit(file.span(token: $0.nameToken), "$1") }).map { [$0] } ?? []
    }
}
