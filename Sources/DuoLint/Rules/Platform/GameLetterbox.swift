/// `game-letterbox`: a SpriteKit scene letterboxed with `scaleMode = .aspectFit` (or `scaleMode: .aspectFit`).
public final class GameLetterbox: Rule {
    public static let descriptor = RuleDescriptor(
        id: "game-letterbox", tier: 3, severity: .warning, category: .platform,
        summary: "A SpriteKit scene letterboxed with scaleMode .aspectFit; games should fill both iPhone Duo screens.")
    public static let interests: Set<NodeKind> = [.binary, .argument]
    /// `.aspectFit`
    public static let requiredNames: Set<String> = ["aspectFit"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .binary {
            guard node.tree.token(node.nameToken, is: "="), let lhs = node.child(0), let rhs = node.child(1),
                  Self.isAspectFit(rhs), lhs.memberChain?.last == "scaleMode" else { return }
            ctx.report(Self.descriptor, at: node, Self.message)
        } else {
            guard node.nameIs("scaleMode"), let v = node.firstChild, Self.isAspectFit(v) else { return }
            ctx.report(Self.descriptor, at: node, Self.message)
        }
    }

    static let message = "scaleMode .aspectFit letterboxes the game on iPhone Duo's two screen shapes; use .resizeFill and adapt the scene."

    /// `.aspectFit`, `SKSceneScaleMode.aspectFit`.
    static func isAspectFit(_ expr: Node) -> Bool {
        let e = expr.unparenthesized
        guard e.kind == .memberAccess, e.nameIs("aspectFit") else { return false }
        guard let base = e.firstChild else { return true }
        return base.kind == .identifier && base.nameIs("SKSceneScaleMode")
    }
}
