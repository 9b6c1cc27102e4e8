/// `left-items-supplement-back-button`: `navigationItem.leftItemsSupplementBackButton = true` in a type (its
/// declaration and extensions, in any file) that also sets left items on the same `navigationItem`.
public final class LeftItemsSupplementBackButton: Rule {
    public static let descriptor = RuleDescriptor(
        id: "left-items-supplement-back-button", tier: 1, severity: .warning, category: .bars,
        summary: "leftItemsSupplementBackButton set to true; on iPhone Duo a custom Back/Close must replace the back button to lead the vertical bar.")
    public static let interests: Set<NodeKind> = [.binary]
    /// The property, in either spelling.
    public static let requiredNames: Set<String> = ["leftItemsSupplementBackButton", "leftItemSupplementsBackButton"]

    private var settings: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard ctx.tree.token(node.nameToken, is: "="), let lhs = node.firstChild, lhs.kind == .memberAccess,
              lhs.nameIs("leftItemsSupplementBackButton") || lhs.nameIs("leftItemSupplementsBackButton"),
              let rhs = node.child(1)?.unparenthesized, rhs.kind == .booleanLiteral,
              ctx.tree.token(rhs.firstToken, is: "true") else { return }
        settings.append(node)
    }

    public func finish(_ ctx: FileContext) {
        guard !settings.isEmpty else { return }
        let toolbar = ctx.analysis(ToolbarContent.self)
        for node in settings {
            // Nothing to supplement without left items: only a type that sets some on the same navigation item.
            guard let type = node.enclosingTypeDecl?.name, let lhs = node.firstChild else { continue }
            let receiver = ToolbarContent.receiverKey(lhs.firstChild)
            let message = "leftItemsSupplementBackButton = true keeps the system back button; leave it false so your Back/Close leads the bar."
            // Reported once the project is known: a controller that every instantiation makes a navigation root
            // shows no back button (Rules/left-items-supplement-back-button.md).
            let here = toolbar.leftItemSetters[type]?.contains(receiver) == true
            // Left items set only to bar-item methods' results (`decorator?.getLeftBarButtonItems()`): the query
            // asks their implementations, in any file.
            let calls = here ? [] : (toolbar.leftItemCalls[type] ?? []).filter { $0.receiver == receiver }
                .sorted { ($0.calleeType, $0.method) < ($1.calleeType, $1.method) }
            ctx.report(Self.descriptor, at: node,
                       when: .supplementsBackButton(type: type, receiver: receiver, setsLeftItemsHere: here, callsHere: calls),
                       message)
        }
    }
}
