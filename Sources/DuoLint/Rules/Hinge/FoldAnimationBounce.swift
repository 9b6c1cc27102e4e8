/// `fold-animation-bounce`: a bouncy spring on a fold relayout. Fold relayouts use a critically damped spring;
/// overshoot at the fold looks like a glitch.
public final class FoldAnimationBounce: Rule {
    public static let descriptor = RuleDescriptor(
        id: "fold-animation-bounce", tier: 3, severity: .warning, category: .hinge,
        summary: "A bouncy spring (bouncy, bounce > 0, dampingFraction < 1, interpolatingSpring) animating a fold change; use a critically damped spring.")
    public static let interests: Set<NodeKind> = [.call, .memberAccess]
    /// The bouncy animations.
    public static let requiredNames: Set<String> = ["bouncy", "interpolatingSpring", "spring", "snappy", "animate"]

    /// Words of an `.animation(_, value:)` value that make it a fold animation.
    static let foldWords: Set<String> = ["hinge", "hinges", "fold", "folds", "folded", "folding", "region", "regions"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let what = bounce(node, ctx) else { return }
        let hinge = ctx.analysis(HingeContext.self)
        guard hinge.isInHingeHandler(node) || isFoldAnimationArgument(node) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(what) animates a fold change; use a critically damped spring such as .smooth or .spring(bounce: 0).")
    }

    /// The bouncy animation `node` is, if any.
    private func bounce(_ node: Node, _ ctx: FileContext) -> String? {
        // Cheap name checks first: most calls and members are none of these.
        let named = node.kind == .memberAccess ? node : (node.firstChild?.kind == .memberAccess ? node.firstChild! : nil)
        guard let m = named, m.nameIs("bouncy") || m.nameIs("interpolatingSpring") || m.nameIs("spring")
            || m.nameIs("snappy") || m.nameIs("animate") else { return nil }
        let constants = ctx.analysis(FileConstants.self)
        func positive(_ label: StaticString) -> Bool {
            guard let v = node.argumentValue(label), let x = constants.literalValue(v) else { return false }
            return x > 0
        }
        func belowOne(_ label: StaticString) -> Bool {
            guard let v = node.argumentValue(label), let x = constants.literalValue(v) else { return false }
            return x < 1
        }
        if node.kind == .memberAccess {
            // `.bouncy` / `Animation.bouncy` / `.interpolatingSpring` used as a value (calls are judged at the call).
            guard node.nameIs("bouncy") || node.nameIs("interpolatingSpring") else { return nil }
            if let p = node.parent, p.kind == .call, p.firstChild == node { return nil }
            if let base = node.firstChild, !(base.kind == .identifier && (base.nameIs("Animation") || base.nameIs("Self"))) {
                return nil
            }
            return "." + (node.name ?? "bouncy")
        }
        guard let callee = node.firstChild, callee.kind == .memberAccess else { return nil }
        if callee.nameIs("bouncy") || callee.nameIs("interpolatingSpring") {
            guard isAnimationBase(callee) else { return nil }
            return "." + (callee.name ?? "bouncy")
        }
        if callee.nameIs("spring") {
            guard isAnimationBase(callee) else { return nil }
            if positive("bounce") { return ".spring with bounce" }
            if node.argument("response") != nil || node.argument("dampingFraction") != nil, belowOne("dampingFraction") {
                return ".spring with dampingFraction below 1"
            }
            return nil
        }
        if callee.nameIs("snappy") {
            guard isAnimationBase(callee) else { return nil }
            return positive("extraBounce") ? ".snappy with extraBounce" : nil
        }
        if callee.nameIs("animate") {
            if node.argument("springDuration") != nil, positive("bounce") { return "UIView.animate with bounce" }
            if belowOne("usingSpringWithDamping") { return "UIView.animate with spring damping below 1" }
        }
        return nil
    }

    /// `.spring(…)` or `Animation.spring(…)` (not `someView.spring(…)`).
    private func isAnimationBase(_ callee: Node) -> Bool {
        guard let base = callee.firstChild else { return true }
        return base.kind == .identifier && (base.nameIs("Animation") || base.nameIs("Self"))
    }

    /// Inside the animation argument of an `.animation(_, value:)` whose value mentions hinge, fold or region.
    private func isFoldAnimationArgument(_ node: Node) -> Bool {
        var child = node
        for a in node.ancestors {
            if a.kind == .call {
                if a.calleeIs("animation"), let arg = child.kind == .argument ? child : nil, arg.name == nil,
                   let value = a.argumentValue("value") {
                    return Self.mentionsFoldWord(value)
                }
            }
            if a.kind == .closure || a.kind == .codeBlock { return false }
            child = a
        }
        return false
    }

    static func mentionsFoldWord(_ value: Node) -> Bool {
        var found = false
        value.walk { n in
            if found { return false }
            if n.kind == .identifier || n.kind == .memberAccess, let name = n.name,
               NameWords.split(name).contains(where: { foldWords.contains($0) }) {
                found = true
            }
            return !found
        }
        return found
    }
}
