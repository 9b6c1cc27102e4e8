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

    public init() {}

    static let message = "Hand-made bar (an HStack of buttons at the edge) is not moved to the side bar; use TabView or .toolbar { }."

    public func visit(_ node: Node, _ ctx: FileContext) {
        // (Which edges and what content: `HandMadeBars`, shared with `system-bar-hidden-custom-bar`.)
        guard let (_, c) = HandMadeBars.edgeContent(ofModifier: node), let content = c else { return }
        // Controls floating over a `Map` are map controls, not a replacement for the system's bars.
        if HandMadeBars.isOnMap(node) { return }
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
