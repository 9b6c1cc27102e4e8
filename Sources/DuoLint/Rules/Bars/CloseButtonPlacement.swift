/// `close-button-placement`: a SwiftUI toolbar Close/Cancel/Back/Dismiss button (by title or symbol) that is not
/// placed at `.cancellationAction`.
public final class CloseButtonPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "close-button-placement", tier: 1, severity: .warning, category: .bars,
        summary: "A custom Close/Cancel/Back button in a toolbar that is not placed at .cancellationAction; iPhone Duo keeps the top of the vertical bar for it.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    static let titles: Set<String> = ["close", "cancel", "back", "dismiss"]
    static let symbols: Set<String> = [
        "xmark", "xmark.circle", "xmark.circle.fill", "chevron.left", "chevron.backward", "arrow.left",
    ]

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items where !item.isUIKit {
            guard item.control == "Button" else { continue }
            if item.placement == .unknown || item.placement == .named("cancellationAction") { continue }
            let label = item.label
            guard label.titleMatches(Self.titles) || label.hasSymbol(in: Self.symbols) else { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Close/Back button outside .cancellationAction; place it in ToolbarItem(placement: .cancellationAction).")
        }
    }
}
