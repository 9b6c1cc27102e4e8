/// `left-items-supplement-back-button`: `navigationItem.leftItemsSupplementBackButton = true`.
public final class LeftItemsSupplementBackButton: Rule {
    public static let descriptor = RuleDescriptor(
        id: "left-items-supplement-back-button", tier: 1, severity: .warning, category: .bars,
        summary: "leftItemsSupplementBackButton set to true; on iPhone Duo a custom Back/Close must replace the back button to lead the vertical bar.")
    public static let interests: Set<NodeKind> = [.binary]
    /// The property, in either spelling.
    public static let requiredNames: Set<String> = ["leftItemsSupplementBackButton", "leftItemSupplementsBackButton"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard ctx.tree.token(node.nameToken, is: "="), let lhs = node.firstChild, lhs.kind == .memberAccess,
              lhs.nameIs("leftItemsSupplementBackButton") || lhs.nameIs("leftItemSupplementsBackButton"),
              let rhs = node.child(1)?.unparenthesized, rhs.kind == .booleanLiteral,
              ctx.tree.token(rhs.firstToken, is: "true") else { return }
        ctx.report(Self.descriptor, at: node,
                   "leftItemsSupplementBackButton = true keeps the system back button; leave it false so your Back/Close leads the bar.")
    }
}
