/// `fold-animation-bounce`: a bouncy spring on a fold relayout. Fold relayouts use a critically damped spring;
/// overshoot at the fold looks like a glitch.
public final class FoldAnimationBounce: Rule {
    public static let descriptor = RuleDescriptor(
        id: "fold-animation-bounce", tier: 3, severity: .warning, category: .hinge,
        summary: "A spring that is not critically damped (bouncy, snappy, spring(), bounce > 0, dampingFraction < 1) animating a fold change.")
    public static let interests: Set<NodeKind> = [.call, .memberAccess]
    /// The bouncy animations.
    public static let requiredNames: Set<String> = ["bouncy", "interpolatingSpring", "interactiveSpring", "spring", "snappy", "smooth", "animate"]

    /// Words of an `.animation(_, value:)` value that make it a fold animation.
    static let foldWords: Set<String> = ["hinge", "hinges", "fold", "folds", "folded", "folding", "region", "regions"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let what = bounce(node, ctx) else { return }
        let hinge = ctx.analysis(HingeContext.self)
        guard hinge.isInHingeHandler(node) || isFoldAnimationArgument(node) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(what) animates a fold change; use a critically damped spring such as .smooth or .spring(duration:bounce: 0).")
    }

    /// Rules/fold-animation-bounce.md: any spring that is not critically damped. Defaults from Apple's SwiftUI reference: `.snappy`
    /// has a base bounce of 0.15, `.bouncy` 0.3; `spring(response:dampingFraction:)` defaults to a damping fraction of
    /// 0.825 and so does a bare `.spring` / `.spring()` (see `Rules/fold-animation-bounce.md`);
    /// `interactiveSpring` to 0.86; `spring(duration:bounce:)`, `interpolatingSpring(duration:bounce:)` and
    /// `UIView.animate(springDuration:bounce:)` to bounce 0. A spring with a non-literal parameter is not judged
    /// (`.bouncy` always is).

    /// An argument's value: absent, a literal (or same-file constant), or something else.
    private enum Value {
        case absent
        case literal(Double)
        case other
    }

    /// The bouncy animation `node` is, if any (a description for the message).
    private func bounce(_ node: Node, _ ctx: FileContext) -> String? {
        // Cheap name checks first: most calls and members are none of these.
        let named = node.kind == .memberAccess ? node : (node.firstChild?.kind == .memberAccess ? node.firstChild! : nil)
        guard let m = named, m.nameIs("bouncy") || m.nameIs("spring") || m.nameIs("snappy") || m.nameIs("smooth")
            || m.nameIs("interactiveSpring") || m.nameIs("interpolatingSpring") || m.nameIs("animate") else { return nil }
        let constants = ctx.analysis(FileConstants.self)
        if node.kind == .memberAccess {
            // `.bouncy` / `Animation.snappy` / `.spring` used as a value (calls are judged at the call).
            if let p = node.parent, p.kind == .call, p.firstChild == node { return nil }
            guard isAnimationBase(node) else { return nil }
            // `.spring(.snappy)`: judged at the `spring` call.
            if Self.isSpringArgument(node) { return nil }
            switch node.name {
            case "bouncy": return ".bouncy"
            case "snappy": return ".snappy (bounce 0.15)"
            case "spring": return ".spring (damping 0.825)"
            case "interactiveSpring": return ".interactiveSpring (damping 0.86)"
            default: return nil   // `.smooth`, `.interpolatingSpring`: critically damped by default
            }
        }
        guard let callee = node.firstChild, callee.kind == .memberAccess, let name = callee.name else { return nil }
        func value(_ label: StaticString) -> Value {
            guard let v = node.argumentValue(label) else { return .absent }
            return constants.literalValue(v).map(Value.literal) ?? .other
        }
        /// Every argument but closures is a literal (or same-file constant).
        func allLiteral() -> Bool {
            for a in node.arguments where !a.isTrailingClosure {
                guard let v = a.firstChild else { return false }
                if v.kind == .closure { continue }
                if constants.literalValue(v) == nil { return false }
            }
            return true
        }
        if name == "animate" {
            // UIKit: `UIView.animate(springDuration:bounce:…)`, `animate(withDuration:…usingSpringWithDamping:…)`.
            if node.argument("springDuration") != nil, case .literal(let b) = value("bounce"), b > 0 {
                return "UIView.animate with bounce"
            }
            if case .literal(let d) = value("usingSpringWithDamping"), d < 1 { return "UIView.animate with spring damping below 1" }
            return nil
        }
        guard isAnimationBase(callee) else { return nil }
        if Self.isSpringArgument(node) { return nil }
        switch name {
        case "bouncy":
            return ".bouncy"
        case "snappy":
            guard allLiteral() else { return nil }
            if case .literal(let e) = value("extraBounce"), e <= -0.15 { return nil }
            return ".snappy (bounce 0.15)"
        case "smooth":
            guard allLiteral(), case .literal(let e) = value("extraBounce"), e > 0 else { return nil }
            return ".smooth with extraBounce"
        case "spring":
            if let first = node.arguments.first, first.nameToken < 0, let preset = first.firstChild {
                // `.spring(.snappy)`, `.spring(.bouncy)`, `.spring(Spring.snappy(duration: 0.3))`
                let p = preset.kind == .call ? preset.firstChild : preset
                guard let member = p, member.kind == .memberAccess else { return nil }
                if member.nameIs("bouncy") { return ".spring(.bouncy)" }
                if member.nameIs("snappy") {
                    if preset.kind == .call {
                        guard let e = preset.argumentValue("extraBounce") else { return ".spring(.snappy)" }
                        guard let x = constants.literalValue(e) else { return nil }
                        return x <= -0.15 ? nil : ".spring(.snappy)"
                    }
                    return ".spring(.snappy)"
                }
                return nil
            }
            guard allLiteral() else { return nil }
            if node.argument("response") != nil || node.argument("dampingFraction") != nil {
                switch value("dampingFraction") {
                case .absent: return ".spring(response:) (damping 0.825)"
                case .literal(let d): return d < 1 ? ".spring with dampingFraction below 1" : nil
                case .other: return nil
                }
            }
            if node.argument("duration") != nil || node.argument("bounce") != nil {
                if case .literal(let b) = value("bounce"), b > 0 { return ".spring with bounce" }
                return nil
            }
            return node.arguments.isEmpty ? ".spring() (damping 0.825)" : nil
        case "interactiveSpring":
            guard allLiteral() else { return nil }
            if case .literal(let d) = value("dampingFraction"), d >= 1 { return nil }
            return ".interactiveSpring"
        case "interpolatingSpring":
            guard allLiteral() else { return nil }
            if node.argument("stiffness") != nil || node.argument("damping") != nil {
                guard case .literal(let k) = value("stiffness"), case .literal(let c) = value("damping"), k > 0 else { return nil }
                var mass = 1.0
                if case .literal(let m) = value("mass") { mass = m }
                guard mass > 0 else { return nil }
                return c / (2 * (k * mass).squareRoot()) < 1 ? ".interpolatingSpring with a damping ratio below 1" : nil
            }
            if case .literal(let b) = value("bounce"), b > 0 { return ".interpolatingSpring with bounce" }
            return nil
        default:
            return nil
        }
    }

    /// The preset argument of `.spring(_:)` (`.spring(.snappy)`), judged with that call.
    static func isSpringArgument(_ node: Node) -> Bool {
        guard let arg = node.parent, arg.kind == .argument, arg.nameToken < 0, let call = arg.parent, call.kind == .call,
              call.calleeIs("spring"), call.firstChild != arg else { return false }
        return true
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
