/// `toolbar-symbol-without-title`: a toolbar `Button`/`Menu`/`Toggle` whose label is only an image (VOCABULARY.md *symbol*:
/// also `Image.member` and `Label("", systemImage:)`), or a UIKit `UIBarButtonItem(image:…)` without a title.
public final class ToolbarSymbolWithoutTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-symbol-without-title", tier: 1, severity: .warning, category: .bars,
        summary: "A toolbar item that shows a symbol without a title; the system needs the title in the overflow menu and expanded bars.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a control in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryAndButtonNames.union(["Toggle"])

    static let controls: Set<String> = ["Button", "Menu", "Toggle"]

    public init() {}


    /// The item shows an image: `UIBarButtonItem(image:…)` with a non-nil image, a helper initialiser's symbol
    /// parameter, or — recall on real apps (Aidoku) — an item made with no image (`UIBarButtonItem(title: nil, …)`)
    /// and given one by `.image =` on the same variable.
    static func hasUIKitSymbol(_ item: ToolbarContent.Item) -> Bool {
        if let image = item.node.argumentValue("image") { return image.unparenthesized.kind != .nilLiteral }
        // Helpers' symbol parameters (*symbol*: a convenience `UIBarButtonItem(icon:target:action:)` of the app's own).
        let n = item.node
        if n.argument("icon") != nil || n.argument("systemImage") != nil || n.argument("systemName") != nil
            || n.argument("symbol") != nil { return true }
        return item.configuredProperties.contains("image")
    }

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        for item in toolbar.judgedItems(ctx) {
            let label = item.label
            if item.isUIKit {
                guard item.control == "UIBarButtonItem", Self.hasUIKitSymbol(item), !label.hasTitle,
                      !item.configuredProperties.contains("title"),
                      item.node.argument("customView") == nil else { continue }
                toolbar.report(Self.descriptor, item, ToolbarRequirement(), in: ctx,
                               "Bar button item has an image but no title; pass title: too, for the overflow menu and the expanded bar.")
                continue
            }
            guard Self.controls.contains(item.control), !label.isRoleOnly else { continue }
            guard !label.switchesImageAndText, label.labelIsImageOnly, !label.hasTitle else { continue }
            // `.keyboard` items stay on the keyboard's bar: they never move to the side bar or its overflow.
            toolbar.report(Self.descriptor, item, ToolbarRequirement(placement: .noneOfKnown(["keyboard"])), in: ctx,
                           "Toolbar \(item.control) shows only an Image; give it a title with \(item.control)(\"Title\", systemImage:) or a Label.")
        }
    }
}
