/// `hinge-effect-not-reset`: in a hinge handler, an effect set while `.partiallyOpen` and never reset when the hinge
/// leaves that status, so it sticks at a stale angle.
public final class HingeEffectNotReset: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-effect-not-reset", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge handler sets an effect while .partiallyOpen with no else branch that resets it.")
    public static let interests: Set<NodeKind> = [.ifStmt, .guardStmt]
    /// Only files that use the hinge API (`HingeContext.usesHingeAPI`) have hinge handlers and hinge angles.
    public static let requiredNames: Set<String> = HingeContext.apiNames
    public static let requiredNamePrefixes: Set<String> = HingeContext.apiTypePrefixes

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard ctx.analysis(HingeContext.self).isInHingeHandler(node),
              let conditions = node.firstChild, conditions.kind == .conditionList,
              Self.mentionsPartiallyOpen(conditions) else { return }
        if node.kind == .ifStmt {
            guard !node.flags.contains(.hasElse), let body = node.child(1), Self.containsAssignment(body) else { return }
            // `else if` branches are judged with their chain: an `if` that is itself an else branch has a parent `if`.
            guard ctx.analysis(HingeContext.self).isInHingeHandler(node) else { return }
            ctx.report(Self.descriptor, at: node,
                       "Effect set while .partiallyOpen with no else branch; reset it in an else so it never sticks at a stale angle.")
        } else {
            // guard … partiallyOpen … else { return } followed by an assignment.
            guard let elseBlock = node.child(1), !Self.containsAssignment(elseBlock),
                  let block = node.parentSkippingIfConfig, block.kind == .codeBlock else { return }
            var after = false
            var assigns = false
            for s in block.statements {
                if s == node { after = true; continue }
                if after && Self.containsAssignment(s) { assigns = true; break }
            }
            guard assigns, ctx.analysis(HingeContext.self).isInHingeHandler(node) else { return }
            ctx.report(Self.descriptor, at: node,
                       "guard returns when not .partiallyOpen without resetting the effect; reset it before returning.")
        }
    }

    static func mentionsPartiallyOpen(_ n: Node) -> Bool {
        var found = false
        n.walk { c in
            if found { return false }
            if c.kind == .memberAccess && c.nameIs("partiallyOpen") { found = true }
            return !found
        }
        return found
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]

    /// An assignment anywhere in `n` (nested closures such as `withAnimation { … }` included).
    static func containsAssignment(_ n: Node) -> Bool {
        var found = false
        n.walk { c in
            if found { return false }
            if c.kind == .binary, isAssignment(c) { found = true }
            return !found
        }
        return found
    }

    static func isAssignment(_ c: Node) -> Bool {
        let t = c.tree
        let op = c.nameToken
        return t.token(op, is: "=") || t.token(op, is: "+=") || t.token(op, is: "-=") || t.token(op, is: "*=")
            || t.token(op, is: "/=")
    }
}
