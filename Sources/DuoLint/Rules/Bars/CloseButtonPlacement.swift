/// `close-button-placement`: a SwiftUI toolbar Close/Cancel/Back/Dismiss button (by title or symbol) that is not
/// placed at `.cancellationAction`.
public final class CloseButtonPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "close-button-placement", tier: 1, severity: .warning, category: .bars,
        summary: "A custom Close/Cancel/Back button in a toolbar that is not placed at .cancellationAction; iPhone Duo keeps the top of the vertical bar for it.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a `Button` in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames.union(["Button"])

    static let titles: Set<String> = ["close", "cancel", "back", "dismiss"]
    static let symbols: Set<String> = [
        "xmark", "xmark.circle", "xmark.circle.fill", "chevron.left", "chevron.backward", "arrow.left",
    ]

    public init() {}

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        for item in toolbar.judgedItems(ctx) where !item.isUIKit {
            guard item.control == "Button" else { continue }
            let label = item.label
            guard label.titleMatches(Self.titles) || label.hasSymbol(in: Self.symbols) else { continue }
            toolbar.report(Self.descriptor, item, ToolbarRequirement(placement: .noneOf(["cancellationAction"])), in: ctx,
                       "Close/Back button outside .cancellationAction; place it in ToolbarItem(placement: .cancellationAction).")
        }
    }
}
