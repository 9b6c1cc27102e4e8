/// `overlay-zindex-in-root`: a view type that reads `@Environment(\.overlayArrangementZIndex)` used directly as
/// the root of an `ArrangementView` pane, where the value always reads 0.
public final class OverlayZIndexInRoot: Rule {
    public static let descriptor = RuleDescriptor(
        id: "overlay-zindex-in-root", tier: 2, severity: .warning, category: .arrangement,
        summary: "A view that reads overlayArrangementZIndex used as the root of an ArrangementView pane, where it always reads 0.")
    public static let interests: Set<NodeKind> = [.call]
    /// The arrangement whose pane roots are judged.
    public static let requiredNames: Set<String> = ["ArrangementView"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.calleeIs("ArrangementView"), !node.isModifierCall, node.constructedTypeName == "ArrangementView" else { return }
        for pane in ArrangementPanes.panes(of: node) {
            for root in ArrangementPanes.roots(of: pane) {
                let view = root.strippingModifiers
                guard view.kind == .call, let name = view.constructedTypeName, isCustomView(name) else { continue }
                ctx.report(Self.descriptor, at: view, when: .viewReadsOverlayZIndex(name),
                           "\(name) reads overlayArrangementZIndex as a pane's root, where it is always 0; read it in a child view of the pane.")
            }
        }
    }
}
