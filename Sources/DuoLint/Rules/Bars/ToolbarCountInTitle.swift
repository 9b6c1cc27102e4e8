/// `toolbar-count-in-title`: a toolbar item with a symbol whose title interpolates a value (a count), or whose
/// label pairs an `Image` with an interpolated `Text`.
public final class ToolbarCountInTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-count-in-title", tier: 2, severity: .note, category: .bars,
        summary: "A count written into a toolbar item's title; on iPhone Duo put it in a badge so the item is symbol-only.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            let label = item.label
            guard label.hasSymbol, !label.interpolatedTitles.isEmpty else { continue }
            if !item.isUIKit && label.switchesImageAndText { continue }
            guard label.titleInterpolated || label.pairsImageWithInterpolatedText || isLabelTitle(label) else { continue }
            if label.interpolatedTitles.contains(where: Self.carriesAmount) { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Count in a toolbar item's title; move it to .badge(…) so the item is symbol-only and fits the vertical bar.")
        }
    }

    /// The interpolation is an amount (currency, price, total): it carries information and stays text.
    static func carriesAmount(_ literal: Node) -> Bool {
        let t = literal.text.lowercased()
        return t.contains("currency") || t.contains("price") || t.contains("total")
    }

    /// Interpolated titles of a `Label` inside the label closure count as the title.
    private func isLabelTitle(_ label: ItemLabel) -> Bool { label.hasSymbol && label.labelClosure != nil }
}
