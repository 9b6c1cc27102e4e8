/// `custom-swiftui-bar`: a hand-made tab bar or toolbar — an `HStack` of two or more buttons placed at the top or
/// bottom edge with `.safeAreaInset(edge:)` or `.overlay(alignment:)`.
public final class CustomSwiftUIBar: Rule {
    public static let descriptor = RuleDescriptor(
        id: "custom-swiftui-bar", tier: 1, severity: .warning, category: .bars,
        summary: "A hand-made bar (an HStack of buttons in a top/bottom safe-area inset or overlay); it is not moved to the iPhone Duo side bar.")
    public static let interests: Set<NodeKind> = [.call]
    /// The modifiers that hold a hand-made bar.
    public static let requiredNames: Set<String> = ["safeAreaInset", "overlay"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        // (What a hand-made bar is lives in `HandMadeBars`, shared with `system-bar-hidden-custom-bar`.)
        guard let (_, content) = HandMadeBars.edgeContent(ofModifier: node), let top = content,
              HandMadeBars.isBarHStack(top) else { return }
        ctx.report(Self.descriptor, at: node,
                   "Hand-made bar (an HStack of buttons at the edge) is not moved to the side bar; use TabView or .toolbar { }.")
    }
}
