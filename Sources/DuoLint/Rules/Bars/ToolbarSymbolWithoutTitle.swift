/// `toolbar-symbol-without-title`: a toolbar `Button`/`Menu`/`Toggle` whose label is only an `Image`, or a UIKit
/// `UIBarButtonItem(image:…)` without a title.
public final class ToolbarSymbolWithoutTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-symbol-without-title", tier: 1, severity: .warning, category: .bars,
        summary: "A toolbar item that shows a symbol without a title; the system needs the title in the overflow menu and expanded bars.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            let label = item.label
            if item.isUIKit {
                guard item.control == "UIBarButtonItem", item.node.argument("image") != nil,
                      item.node.argument("title") == nil, !item.configuredProperties.contains("title"),
                      item.node.argument("customView") == nil else { continue }
                if let action = item.node.argumentValue("primaryAction"), action.kind == .call,
                   action.argument("title") != nil { continue }
                ctx.report(Self.descriptor, at: item.node,
                           "Bar button item has an image but no title; pass title: too, for the overflow menu and the expanded bar.")
                continue
            }
            guard ["Button", "Menu", "Toggle"].contains(item.control) else { continue }
            guard !label.switchesImageAndText, label.labelIsImageOnly, !label.hasTitle else { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Toolbar \(item.control) shows only an Image; give it a title with \(item.control)(\"Title\", systemImage:) or a Label.")
        }
    }
}
