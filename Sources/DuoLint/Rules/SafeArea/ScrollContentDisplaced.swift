/// `scroll-content-displaced`: a scrolling container moved by a reserved region. Continuous scrolling content is
/// never displaced around the fold; only interactive elements move.
public final class ScrollContentDisplaced: Rule {
    public static let descriptor = RuleDescriptor(
        id: "scroll-content-displaced", tier: 2, severity: .warning, category: .safeArea,
        summary: "A ScrollView, List, Form or TextEditor offset, padded or positioned by a reserved region; scrolling content is never displaced, only controls move.")
    public static let interests: Set<NodeKind> = [.call]
    /// The displacement mentions a reserved region read in this file.
    public static let requiredNames: Set<String> = ["reservedRegions"]

    static let scrollingViews: Set<String> = ["ScrollView", "List", "Form", "TextEditor"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.calleeIs("offset") || node.calleeIs("padding") || node.calleeIs("position"),
              let base = node.modifierBase else { return }
        let flow = ctx.analysis(ReservedRegionFlow.self)
        guard flow.mentionsReservedRegions else { return }
        let root = base.strippingModifiers
        guard root.kind == .call, let name = root.constructedTypeName, Self.scrollingViews.contains(name) else { return }
        guard node.arguments.contains(where: { a in a.firstChild.map { flow.mentionsReservedRegion($0) } ?? false }) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(name) moved by a reserved region; scrolling content stays in place, move only the controls on the fold.")
    }
}
