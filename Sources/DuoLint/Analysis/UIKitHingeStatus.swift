/// VOCABULARY.md *UIKit hinge status*: `status` read on a `UIHinge`. The `UIHinge` is the `hinge` of a
/// `UIHingeInteraction` handler's second parameter (`update.hinge?.status`), a name bound from it
/// (`guard let hinge = update.hinge`), or a parameter or property declared `UIHinge`, `UIHinge?` or
/// `UIHingeInteraction.Update` (then its `hinge`). A value declared `UIHinge.Status` counts too, and so does a name
/// bound from a UIKit hinge status. A SwiftUI `DeviceHinge.Status` (an `onHingeChange` closure's parameters,
/// `DeviceHinge` values) never counts.
enum UIKitHingeStatus {
    /// Calls through names and bindings are followed this deep, never looping.
    static let maxDepth = 6

    /// Whether `expr` is a UIKit hinge status.
    static func isStatus(_ expr: Node, depth: Int = 0) -> Bool {
        guard depth < maxDepth else { return false }
        var n = expr.unparenthesized
        while n.kind == .tryExpr || n.kind == .awaitExpr, let c = n.firstChild { n = c.unparenthesized }
        switch n.kind {
        case .memberAccess:
            guard let base = n.firstChild else { return false }
            if n.nameIs("status") { return isHinge(base, depth: depth + 1) }
            if let name = n.name, isSelf(base) { return declaresStatus(property(name, at: n), depth: depth) }
            return false
        case .identifier:
            guard let name = n.name else { return false }
            return declaresStatus(LocalDeclaration.of(name, at: n), depth: depth)
        case .binary:
            // `update.hinge?.status ?? .closed`
            guard n.tree.token(n.nameToken, is: "??"), let lhs = n.firstChild else { return false }
            return isStatus(lhs, depth: depth + 1)
        default:
            return false
        }
    }

    private static func declaresStatus(_ decl: LocalDeclaration?, depth: Int) -> Bool {
        switch decl {
        case .binding(let value, let type, _):
            if isType(type, "UIHinge.Status") { return true }
            if let v = value { return isStatus(v, depth: depth + 1) }
            return false
        case .parameter(_, let type), .property(_, let type):
            return isType(type, "UIHinge.Status")
        default:
            return false
        }
    }

    /// Whether `expr` is a `UIHinge` (optional or not).
    static func isHinge(_ expr: Node, depth: Int) -> Bool {
        guard depth < maxDepth else { return false }
        var n = expr.unparenthesized
        while n.kind == .optionalChain || n.kind == .forceUnwrap, let c = n.firstChild { n = c.unparenthesized }
        switch n.kind {
        case .memberAccess:
            guard let base = n.firstChild else { return false }
            if n.nameIs("hinge") {
                if isUpdate(base, depth: depth + 1) { return true }
                if let name = n.name, isSelf(base) { return declaresHinge(property(name, at: n), depth: depth) }
                return false
            }
            if let name = n.name, isSelf(base) { return declaresHinge(property(name, at: n), depth: depth) }
            return false
        case .identifier:
            guard let name = n.name else { return false }
            return declaresHinge(LocalDeclaration.of(name, at: n), depth: depth)
        default:
            return false
        }
    }

    private static func declaresHinge(_ decl: LocalDeclaration?, depth: Int) -> Bool {
        switch decl {
        case .binding(let value, let type, let site):
            if isType(type, "UIHinge") { return true }
            if let v = value { return isHinge(v, depth: depth + 1) }
            // `if let hinge { … }`: the outer `hinge` at the binding.
            if let name = site.name { return declaresHinge(LocalDeclaration.of(name, at: site), depth: depth + 1) }
            return false
        case .parameter(_, let type), .property(_, let type):
            return isType(type, "UIHinge")
        default:
            return false
        }
    }

    /// Whether `expr` is a `UIHingeInteraction.Update`: the second parameter of a `UIHingeInteraction` handler
    /// closure, or a parameter, property or binding declared with that type.
    static func isUpdate(_ expr: Node, depth: Int) -> Bool {
        guard depth < maxDepth else { return false }
        let n = expr.unparenthesized
        guard n.kind == .identifier, let name = n.name else { return false }
        switch LocalDeclaration.of(name, at: n) {
        case .closureParameter(let closure, let index):
            return index == 1 && isInteractionHandler(closure)
        case .parameter(_, let type), .property(_, let type), .binding(_, let type, _):
            return isType(type, "UIHingeInteraction.Update")
        default:
            return false
        }
    }

    /// A closure given to `UIHingeInteraction(…)` (trailing or `updateHandler:`) or assigned to `….updateHandler`.
    static func isInteractionHandler(_ closure: Node) -> Bool {
        guard let p = closure.parent else { return false }
        if p.kind == .argument, let call = p.parent, call.kind == .call {
            return call.constructedTypeName == "UIHingeInteraction"
        }
        if p.kind == .binary, p.tree.token(p.nameToken, is: "="), p.child(1) == closure, let lhs = p.firstChild,
           lhs.kind == .memberAccess, lhs.nameIs("updateHandler") {
            return true
        }
        return false
    }

    /// A type annotation that is `name`, `name?` or `name!`.
    static func isType(_ type: Node?, _ name: String) -> Bool {
        guard var text = LocalDeclaration.typeText(type) else { return false }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text == name
    }

    private static func isSelf(_ base: Node) -> Bool {
        let b = base.unparenthesized
        return b.kind == .identifier && b.nameIs("self")
    }

    /// The property `name` of the type around `node`.
    private static func property(_ name: String, at node: Node) -> LocalDeclaration? {
        guard let type = node.enclosingTypeDecl, let block = type.memberBlock else { return nil }
        for m in block.statements where m.kind == .varDecl {
            for b in m.bindings where b.name == name { return .property(b, type: b.typeAnnotation) }
        }
        return nil
    }
}
