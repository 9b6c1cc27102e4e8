/// `fold-animation-bounce` (Rules/fold-animation-bounce.md, Fix): a critically damped spring instead of the bouncy one.
///
/// Safe, where the guidance spells the result:
/// - `.bouncy`, `.snappy`, `.spring`, `.spring()`, and `.bouncy` / `.snappy` / `.smooth` calls with no `duration:` (only
///   `extraBounce:`) → `.smooth` (the same 0.5 s default pace), when the animation is written in place (not the value a
///   name is declared with);
/// - `.bouncy(duration: d…)`, `.snappy(duration: d…)`, `.smooth(duration: d, extraBounce: e)` →
///   `.spring(duration: d, bounce: 0)`;
/// - `.spring(duration: d, bounce: b)`, `UIView.animate(springDuration: d, bounce: b, …)` with `b` a literal: `b` → `0`.
///
/// Unsafe, where they do not: `b` a same-file constant → `0`; `.spring(response: r…)` and `.interactiveSpring…` →
/// `.spring(duration: r, bounce: 0)` (an `interactiveSpring` without a duration or response: 0.15); `.spring(.snappy)`
/// / `.spring(.bouncy)` → `.spring(duration: 0.5, bounce: 0)` (their default duration), or the preset's `duration:`;
/// `.interpolatingSpring(duration: d, bounce: b)`: `b` → `0`; `usingSpringWithDamping: x` → `1.0`. Never with a
/// `blendDuration:`, and only with literals. `interpolatingSpring(mass:stiffness:damping:)` gets no edit (its duration
/// would change).
enum FoldAnimationBounceFix: FixProvider {
    static let ruleID = "fold-animation-bounce"
    static let description = FixDescription(
        classes: [.safe, .unsafe],
        summary: ".bouncy/.snappy/.spring() → .smooth, .bouncy(duration: d) → .spring(duration: d, bounce: 0), a literal bounce → 0 "
            + "(safe); response, interactiveSpring, presets, interpolatingSpring, a constant bounce, spring damping (unsafe).")

    private static let smooth = "Use `.smooth` (critically damped, same pace)"

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        if node.kind == .memberAccess {
            // `.bouncy`, `Animation.snappy` used as a value.
            guard node.nameToken >= 0, !isDeclaredValue(node) else { return [] }
            let name = file.span(token: node.nameToken)
            if node.nameIs("bouncy") || node.nameIs("snappy") || node.nameIs("spring") {
                return one(file.fix(smooth, .safe, within: file.span(node), edits: [file.edit(name, "smooth")]))
            }
            if node.nameIs("interactiveSpring") {
                return one(file.fix("Use `.spring(duration: 0.15, bounce: 0)`", .unsafe, within: file.span(node),
                                    edits: [file.edit(name, "spring(duration: 0.15, bounce: 0)")]))
            }
            return []
        }
        guard node.kind == .call, let callee = node.firstChild, callee.kind == .memberAccess, callee.nameToken >= 0,
              let name = callee.name else { return [] }
        let own = file.span(node)
        // From the member's name to the end of the call: what a rewrite of the call replaces.
        let call = Int(file.tree.tokens[Int(callee.nameToken)].offset)..<node.endOffset
        let labels = Set(node.arguments.map { $0.name ?? "" })
        let constants = file.analysis(FileConstants.self)
        func literal(_ n: Node?) -> Bool { n.map { $0.unparenthesized.numericValue != nil } ?? false }
        func text(_ label: StaticString) -> String? { node.argumentValue(label).map { file.text(file.span($0)) } }
        /// `b` → `0`: safe for a literal, unsafe for a same-file constant.
        func zero(_ label: StaticString, _ to: String, literalSafety: FixSafety) -> [Fix] {
            guard let v = node.argumentValue(label) else { return [] }
            if literal(v) {
                return one(file.fix("Set \(label): \(to)", literalSafety, within: own, edits: [file.edit(file.span(v), to)]))
            }
            if constants.literalValue(v) != nil {
                return one(file.fix("Set \(label): \(to) (instead of the constant)", .unsafe, within: own,
                                    edits: [file.edit(file.span(v), to)]))
            }
            return []
        }
        func spring(_ duration: String, _ safety: FixSafety) -> [Fix] {
            one(file.fix("Use `.spring(duration: \(duration), bounce: 0)`", safety, within: own,
                         edits: [file.edit(call, "spring(duration: \(duration), bounce: 0)")]))
        }
        switch name {
        case "animate":
            if node.argument("springDuration") != nil { return zero("bounce", "0", literalSafety: .safe) }
            if let x = node.argumentValue("usingSpringWithDamping"), literal(x) {
                return one(file.fix("Set usingSpringWithDamping: 1.0", .unsafe, within: own, edits: [file.edit(file.span(x), "1.0")]))
            }
            return []
        case "bouncy", "snappy", "smooth":
            if let d = text("duration") {
                guard labels.isSubset(of: ["duration", "extraBounce"]) else { return [] }
                return spring(d, .safe)
            }
            guard labels.isSubset(of: ["extraBounce"]), !isDeclaredValue(node) else { return [] }
            return one(file.fix(smooth, .safe, within: own, edits: [file.edit(call, "smooth")]))
        case "spring":
            if node.arguments.isEmpty {
                guard !isDeclaredValue(node) else { return [] }
                return one(file.fix(smooth, .safe, within: own, edits: [file.edit(call, "smooth")]))
            }
            if node.arguments.count == 1, let preset = node.arguments[0].firstChild, node.arguments[0].nameToken < 0 {
                // `.spring(.snappy)`, `.spring(.bouncy(duration: 0.3))`
                if preset.kind == .memberAccess, preset.nameIs("snappy") || preset.nameIs("bouncy") {
                    return spring("0.5", .unsafe)
                }
                if preset.kind == .call, let member = preset.firstChild, member.kind == .memberAccess,
                   member.nameIs("snappy") || member.nameIs("bouncy"),
                   Set(preset.arguments.map { $0.name ?? "" }).isSubset(of: ["duration", "extraBounce"]) {
                    guard let d = preset.argumentValue("duration") else { return spring("0.5", .unsafe) }
                    return literal(d) ? spring(file.text(file.span(d)), .unsafe) : []
                }
                return []
            }
            if labels.contains("response") {
                guard labels.isSubset(of: ["response", "dampingFraction"]), let r = node.argumentValue("response"), literal(r),
                      node.argumentValue("dampingFraction").map(literal) ?? true else { return [] }
                return spring(file.text(file.span(r)), .unsafe)
            }
            if labels.contains("bounce") { return zero("bounce", "0", literalSafety: .safe) }
            return []
        case "interactiveSpring":
            guard labels.isSubset(of: ["response", "dampingFraction", "duration", "extraBounce"]),
                  node.arguments.allSatisfy({ literal($0.firstChild) }) else { return [] }
            let d = node.argumentValue("duration") ?? node.argumentValue("response")
            return spring(d.map { file.text(file.span($0)) } ?? "0.15", .unsafe)
        case "interpolatingSpring":
            guard labels.isSubset(of: ["duration", "bounce", "initialVelocity"]) else { return [] }
            return zero("bounce", "0", literalSafety: .unsafe)
        default:
            return []
        }
    }

    private static func one(_ fix: Fix?) -> [Fix] { fix.map { [$0] } ?? [] }

    /// The value a name is declared with (`let bounce = Animation.bouncy`): the animation goes through the name.
    private static func isDeclaredValue(_ node: Node) -> Bool {
        var n = node
        for _ in 0..<4 {
            guard let p = n.parent else { return false }
            if p.kind == .initializer { return true }
            if p.kind == .binary, p.nameIs("="), p.child(1) == n { return true }
            if p.kind != .tuple && p.kind != .argument { return false }
            n = p
        }
        return false
    }
}
