/// `custom-swiftui-bar`: a hand-made tab bar or toolbar — an `HStack` of two or more buttons placed at the top or
/// bottom edge with `.safeAreaInset(edge:)` or `.overlay(alignment:)`, written in place or as the body root of a
/// custom view declared anywhere in the linted sources (`HandMadeBars`).
public final class CustomSwiftUIBar: Rule {
    public static let descriptor = RuleDescriptor(
        id: "custom-swiftui-bar", tier: 1, severity: .warning, category: .bars,
        summary: "A hand-made bar (an HStack of buttons in a top/bottom safe-area inset or overlay); it is not moved to the iPhone Duo side bar.")
    public static let interests: Set<NodeKind> = [.call]
    /// The modifiers that hold a hand-made bar.
    public static let requiredNames: Set<String> = ["safeAreaInset", "overlay"]

    static let insetEdges: Set<String> = ["top", "bottom"]
    static let overlayAlignments: Set<String> = ["top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    public init() {}

    static let message = "Hand-made bar (an HStack of buttons at the edge) is not moved to the side bar; use TabView or .toolbar { }."

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.isModifierCall else { return }
        let isInset = node.calleeIs("safeAreaInset")
        guard isInset || node.calleeIs("overlay") else { return }
        let placementArg = isInset ? node.argumentValue("edge") : node.argumentValue("alignment")
        guard let p = placementArg, p.kind == .memberAccess, let edge = p.memberChain?.last,
              (isInset ? Self.insetEdges : Self.overlayAlignments).contains(edge) else { return }
        var content: Node?
        for a in node.arguments {
            guard let v = a.firstChild else { continue }
            if v.kind == .closure, a.isTrailingClosure || a.nameIs("content") {
                content = HandMadeBars.contentRoot(ofClosure: v)
            } else if !isInset, a.label == nil, v.kind != .closure {
                content = v
            }
        }
        guard let content else { return }
        switch HandMadeBars.root(of: content) {
        case .bar:
            ctx.report(Self.descriptor, at: node, Self.message)
        case .customView(let name, _):
            // Its body root, in any file, to any depth (the index follows views whose root is another view).
            ctx.report(Self.descriptor, at: node, when: .viewIsHandMadeBar(name), Self.message)
        case .none:
            break
        }
    }
}
