/// `toolbar-text-only-item`: a toolbar `Button`/`Menu` with a plain text title and no symbol, or a UIKit
/// `UIBarButtonItem(title:style:target:action:)` without an image.
public final class ToolbarTextOnlyItem: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-text-only-item", tier: 1, severity: .note, category: .bars,
        summary: "A text-only toolbar item; it cannot move to the iPhone Duo vertical bar and stays horizontal.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    static let exemptPlacements: Set<String> = ["confirmationAction", "cancellationAction", "keyboard"]

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            let label = item.label
            if item.isUIKit {
                guard item.control == "UIBarButtonItem", label.titleText != nil, !label.titleInterpolated,
                      !label.hasSymbol, label.systemItem == nil, item.node.argument("customView") == nil else { continue }
                ctx.report(Self.descriptor, at: item.node,
                           "Text-only bar button item stays in the horizontal bar; give it an image too: UIBarButtonItem(title:image:…).")
                continue
            }
            guard item.control == "Button" || item.control == "Menu" else { continue }
            if item.placement == .unknown || item.placement.isNamed(Self.exemptPlacements) { continue }
            guard !label.switchesImageAndText, !label.hasSymbol, !label.titleInterpolated,
                  label.interpolatedTitles.isEmpty, label.formattedTexts.isEmpty,
                  let title = label.titleText, !title.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            // A label built from more than text (custom views) is not known to be text-only.
            if label.labelClosure != nil && !label.labelIsTextOnly { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Text-only toolbar \(item.control) \"\(title)\" stays in the horizontal bar; add a symbol with systemImage:.")
        }
    }
}
