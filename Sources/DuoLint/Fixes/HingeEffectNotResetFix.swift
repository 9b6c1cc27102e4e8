/// `hinge-effect-not-reset` (Rules/hinge-effect-not-reset.md, Fix), unsafe: a SwiftUI `if … partiallyOpen … { p = … }` with
/// no `else` gets `else { p = v }`, where `v` is `p`'s literal initialiser (the resting value is a choice: the guidance's
/// normaliser starts at 1, their bend example resets to 0). Offered in an `onHingeChange` closure only (UIKit's
/// `.unknown` must keep the value), when every assignment of the `if` body is a plain `p = …` or `self.p = …` of a
/// property of the enclosing type declared with a literal (`@State private var bend = 0.0`).
enum HingeEffectNotResetFix: FixProvider {
    static let ruleID = "hinge-effect-not-reset"
    static let description = FixDescription(
        classes: [.unsafe],
        summary: "Adds else { p = v } to an if … partiallyOpen … in onHingeChange, v being each assigned property's literal initialiser.")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        guard node.kind == .ifStmt, !node.flags.contains(.hasElse), let body = node.child(1), body.kind == .codeBlock else {
            return []
        }
        let hinge = file.analysis(HingeContext.self)
        guard !hinge.isInUIKitHingeHandler(node), let handler = hinge.handler(containing: node), handler.kind == .closure,
              let argument = handler.parent, argument.kind == .argument, let call = argument.parent, call.kind == .call,
              call.calleeIs("onHingeChange") else { return [] }
        // The properties assigned, in order, each with how it is written (`bend`, `self.bend`).
        var assigned: [(name: String, written: String)] = []
        var ok = true
        body.walk { n in
            guard ok else { return false }
            guard n.kind == .binary, HingeEffectNotReset.isAssignment(n) else { return true }
            guard n.nameIs("="), let lhs = n.child(0), let name = propertyName(lhs) else { ok = false; return false }
            if !assigned.contains(where: { $0.name == name }) { assigned.append((name, file.text(file.span(lhs)))) }
            return true
        }
        guard ok, !assigned.isEmpty, let type = enclosingType(node) else { return [] }
        var resets: [String] = []
        for (name, written) in assigned {
            guard let value = literalInitializer(of: name, in: type, file) else { return [] }
            resets.append("\(written) = \(value)")
        }
        // Written like the `if` body: on one line, or one assignment a line at the body's indentation.
        let open = Int(file.tree.tokens[Int(body.firstToken)].offset)
        let close = body.endOffset
        let text: String
        if file.lineStart(open) == file.lineStart(close) {
            text = " else { " + resets.joined(separator: "; ") + " }"
        } else {
            let ifIndent = file.indentation(ofLineAt: close)
            let inner = body.statements.first.map { file.indentation(ofLineAt: $0.startOffset) }
            let indent = inner.flatMap { $0.count > ifIndent.count ? $0 : nil } ?? ifIndent + "    "
            text = " else {" + resets.map { file.lineBreak + indent + $0 }.joined() + file.lineBreak + ifIndent + "}"
        }
        let title = "Reset in an else: " + resets.joined(separator: "; ")
        return file.fix(title, .unsafe, within: file.span(node), edits: [file.edit(close..<close, text)]).map { [$0] } ?? []
    }

    /// `p` for `p` and `self.p`.
    private static func propertyName(_ lhs: Node) -> String? {
        if lhs.kind == .identifier, let name = lhs.name, name != "self", name != "_" { return name }
        if lhs.kind == .memberAccess, let base = lhs.firstChild, base.kind == .identifier, base.nameIs("self") { return lhs.name }
        return nil
    }

    private static func enclosingType(_ node: Node) -> Node? {
        let id = node.tree.enclosingTypeDeclID(node.id)
        return id >= 0 ? Node(tree: node.tree, id: id) : nil
    }

    /// The literal a stored property of `type` is declared with (`var bend = 0.0`, `@State private var on = false`).
    private static func literalInitializer(of name: String, in type: Node, _ file: FixContext) -> String? {
        guard let members = type.child(ofKind: .codeBlock) else { return nil }
        for decl in members.children where decl.kind == .varDecl && !decl.flags.contains(.isStatic) {
            for binding in decl.children(ofKind: .patternBinding) where binding.name == name {
                guard let value = binding.initializerValue?.unparenthesized else { return nil }
                switch value.kind {
                case .integerLiteral, .floatLiteral, .booleanLiteral:
                    return file.text(file.span(value))
                case .prefix where value.nameIs("-") && value.firstChild.map { $0.kind == .integerLiteral || $0.kind == .floatLiteral } == true:
                    return file.text(file.span(value))
                case .stringLiteral where !value.flags.contains(.interpolated):
                    return file.text(file.span(value))
                default:
                    return nil
                }
            }
        }
        return nil
    }
}
