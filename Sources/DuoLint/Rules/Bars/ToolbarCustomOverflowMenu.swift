/// `toolbar-custom-overflow-menu`: a toolbar `Menu` (or `UIBarButtonItem(…menu:)`) shown as an ellipsis.
public final class ToolbarCustomOverflowMenu: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-custom-overflow-menu", tier: 1, severity: .warning, category: .bars,
        summary: "A hand-made ellipsis menu in a toolbar; on iPhone Duo it competes with the system overflow menu.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    public init() {}

    static func isEllipsis(_ s: String) -> Bool { s == "ellipsis" || s.hasPrefix("ellipsis.") }

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            let label = item.label
            guard label.symbols.contains(where: Self.isEllipsis) else { continue }
            if item.isUIKit {
                guard label.hasMenu else { continue }
            } else {
                guard item.control == "Menu" else { continue }
            }
            ctx.report(Self.descriptor, at: item.node,
                       "Ellipsis menu in a toolbar competes with the system overflow; use ToolbarOverflowMenu or additionalOverflowItems.")
        }
    }
}
