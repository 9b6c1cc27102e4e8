/// `hinge-effect-not-reset`: in a hinge handler, an effect set while `.partiallyOpen` and never reset when the hinge
/// leaves that status, so it sticks at a stale angle.
public final class HingeEffectNotReset: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-effect-not-reset", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge handler sets an effect while .partiallyOpen and never resets it (or, in UIKit, also resets it on .unknown).")
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
            if node.flags.contains(.hasElse) {
                judgeUIKitElse(node, ctx)
                return
            }
            guard let body = node.child(1), Self.containsAssignment(body) else { return }
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

    /// Rules/hinge-effect-not-reset.md: in a UIKit handler, an `if … partiallyOpen …` whose `else` resets, when neither a branch of its
    /// chain nor an earlier `guard` / `if … { return }` of the handler tests `.unknown`: the reset runs on `.unknown`.
    private func judgeUIKitElse(_ node: Node, _ ctx: FileContext) {
        let hinge = ctx.analysis(HingeContext.self)
        guard hinge.isInUIKitHingeHandler(node), let body = node.child(1), Self.containsAssignment(body),
              let other = node.child(2), Self.containsAssignment(other) else { return }
        // The whole `if / else if / else` chain: from its first `if` down.
        var top = node
        while let p = top.parent, p.kind == .ifStmt, p.child(2) == top { top = p }
        var branch: Node? = top
        while let b = branch, b.kind == .ifStmt {
            if let conditions = b.firstChild, Self.mentionsUnknown(conditions) { return }
            branch = b.child(2)
        }
        if let handler = hinge.handler(containing: node), Self.handlesUnknownEarlier(in: handler, before: top) { return }
        ctx.report(Self.descriptor, at: node,
                   "The else branch also resets on .unknown; handle .unknown first (keep the value), reset on .closed and .fullyOpen.")
    }

    /// A `guard … .unknown … else { … }` or an `if … .unknown … { return }` before `node` in the handler.
    static func handlesUnknownEarlier(in handler: Node, before node: Node) -> Bool {
        var found = false
        handler.walk { n in
            if found || n.firstToken >= node.firstToken { return false }
            if n.kind == .guardStmt, let c = n.firstChild, mentionsUnknown(c) { found = true }
            if n.kind == .ifStmt, let c = n.firstChild, mentionsUnknown(c), let then = n.child(1),
               ReservedRegionForceUnwrap.exits(then) { found = true }
            return !found
        }
        return found
    }

    static func mentionsUnknown(_ n: Node) -> Bool {
        var found = false
        n.walk { c in
            if found { return false }
            if c.kind == .memberAccess && c.nameIs("unknown") { found = true }
            return !found
        }
        return found
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
