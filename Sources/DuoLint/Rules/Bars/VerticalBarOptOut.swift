/// `vertical-bar-opt-out`: opting out of the vertical bar (`toolbarVerticalBehavior(…)`,
/// `preferredVerticalBarBehavior =`) in a type whose toolbar has two or more items.
public final class VerticalBarOptOut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "vertical-bar-opt-out", tier: 3, severity: .note, category: .bars,
        summary: "The vertical bar is turned off in a screen with several toolbar items; the opt-out is for single-page layouts or a lone Close.",
        enabledByDefault: false)
    public static let interests: Set<NodeKind> = [.call, .binary]
    /// The opt-outs themselves.
    public static let requiredNames: Set<String> = ["toolbarVerticalBehavior", "preferredVerticalBarBehavior"]

    private var optOuts: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .call {
            guard node.calleeIs("toolbarVerticalBehavior"), node.firstChild?.kind == .memberAccess else { return }
            if let v = node.arguments.first?.firstChild, v.memberChain?.last == "automatic" { return }
            optOuts.append(node)
        } else {
            guard ctx.tree.token(node.nameToken, is: "="), let lhs = node.firstChild,
                  lhs.kind == .memberAccess || lhs.kind == .identifier,
                  lhs.nameIs("preferredVerticalBarBehavior") else { return }
            if let v = node.child(1), v.memberChain?.last == "automatic" { return }
            optOuts.append(node)
        }
    }

    public func finish(_ ctx: FileContext) {
        guard !optOuts.isEmpty else { return }
        let toolbar = ctx.analysis(ToolbarContent.self)
        for node in optOuts {
            guard let type = node.enclosingTypeDecl?.name else { continue }
            let count = toolbar.items(inType: type).reduce(0) { $0 + ($1.repeated ? 2 : 1) }
            guard count >= 2 else { continue }
            ctx.report(Self.descriptor, at: node,
                       "Vertical bar turned off in a screen with \(count) toolbar items; keep the opt-out for a lone Close or a single page.")
        }
    }
}
