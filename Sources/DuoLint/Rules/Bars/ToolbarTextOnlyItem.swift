/// `toolbar-text-only-item`: a toolbar `Button`/`Menu` with a plain text title and no symbol, or a UIKit
/// `UIBarButtonItem(title:style:target:action:)` without an image.
public final class ToolbarTextOnlyItem: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-text-only-item", tier: 1, severity: .note, category: .bars,
        summary: "A text-only toolbar item; it cannot move to the iPhone Duo vertical bar and stays horizontal.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a control in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryAndButtonNames

    static let exemptPlacements: Set<String> = ["confirmationAction", "cancellationAction", "keyboard"]

    public init() {}

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        for item in toolbar.judgedItems(ctx) {
            let label = item.label
            if item.isUIKit {
                // A title that is any String expression is a text title (RULES.md *title match*).
                guard item.control == "UIBarButtonItem", label.hasTitle, !label.titleInterpolated,
                      !(label.titleText?.trimmingCharacters(in: .whitespaces).isEmpty ?? false),
                      !label.hasSymbol, label.systemItem == nil, item.node.argument("customView") == nil else { continue }
                ctx.report(Self.descriptor, at: item.node,
                           "Text-only bar button item stays in the horizontal bar; give it an image too: UIBarButtonItem(title:image:…).")
                continue
            }
            guard item.control == "Button" || item.control == "Menu" else { continue }
            // A title that is any String expression (a name, a call) is a text title too: named as written.
            guard label.hasTitle, !label.switchesImageAndText, !label.hasSymbol, !label.titleInterpolated,
                  label.interpolatedTitles.isEmpty, label.formattedTexts.isEmpty,
                  let title = label.titleForMessage, !title.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            // A label built from more than text (custom views) is not known to be text-only.
            if label.labelClosure != nil && !label.labelIsTextOnly { continue }
            toolbar.report(Self.descriptor, item, ToolbarRequirement(placement: .noneOf(Self.exemptPlacements)), in: ctx,
                       "Text-only toolbar \(item.control) \"\(title)\" stays in the horizontal bar; add a symbol with systemImage:.")
        }
    }
}
