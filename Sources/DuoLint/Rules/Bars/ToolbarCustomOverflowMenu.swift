/// `toolbar-custom-overflow-menu`: a toolbar control whose symbol is an ellipsis (Rules/toolbar-custom-overflow-menu.md): a
/// `Menu`, a `Button` whatever it presents, a UIKit bar item with a menu, an image or a primary action.
public final class ToolbarCustomOverflowMenu: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-custom-overflow-menu", tier: 1, severity: .warning, category: .bars,
        summary: "A hand-made ellipsis menu in a toolbar; on iPhone Duo it competes with the system overflow menu.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a `Menu`/`Button` in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryAndButtonNames

    public init() {}

    static let message = "Ellipsis menu in a toolbar competes with the system overflow; use ToolbarOverflowMenu or additionalOverflowItems."

    static func isEllipsis(_ s: String) -> Bool { s == "ellipsis" || s.hasPrefix("ellipsis.") }

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        for item in toolbar.judgedItems(ctx) {
            if item.isUIKit {
                guard item.control == "UIBarButtonItem" else { continue }
            } else {
                guard item.control == "Menu" || item.control == "Button" else { continue }
            }
            guard item.label.symbols.contains(where: Self.isEllipsis) else {
                // A symbol name given by a static member declared in another file (`.ellipsisNavigation()`).
                if let key = item.label.pendingSymbols.first {
                    toolbar.reportIfDeclared(Self.descriptor, item, ToolbarRequirement(),
                                             when: .staticSymbol(StaticSymbolQuery(member: key, prefixes: ["ellipsis"])),
                                             in: ctx) { _ in Self.message }
                }
                continue
            }
            toolbar.report(Self.descriptor, item, ToolbarRequirement(), in: ctx, Self.message)
        }
    }
}
