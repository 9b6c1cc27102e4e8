/// `toolbar-item-switches-label`: a toolbar `Button`/`Menu` whose label switches between an `Image` and a `Text`
/// without a horizontal-only axis behaviour.
public final class ToolbarItemSwitchesLabel: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-item-switches-label", tier: 2, severity: .warning, category: .bars,
        summary: "A toolbar item that switches between a symbol and text without an axis behaviour; it jumps between the iPhone Duo bars.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items where !item.isUIKit {
            guard item.control == "Button" || item.control == "Menu", item.label.switchesImageAndText else { continue }
            if item.hasModifierOrArgument(containing: "axisBehavior") { continue }
            if item.label.labelModifierNames.contains(where: { $0.lowercased().contains("axisbehavior") }) { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Toolbar \(item.control) switches between an Image and a Text; give it a horizontal-only axis behaviour.")
        }
    }
}
