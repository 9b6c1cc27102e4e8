/// `frequent-action-priority`: a frequent creation action (compose/new/add) or a badged toolbar item without a
/// visibility priority.
public final class FrequentActionPriority: Rule {
    public static let descriptor = RuleDescriptor(
        id: "frequent-action-priority", tier: 2, severity: .note, category: .bars,
        summary: "A frequent or badged toolbar action without a visibility priority; it may move to the overflow menu first on iPhone Duo.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    static let symbols: Set<String> = [
        "square.and.pencil", "plus", "plus.circle", "plus.circle.fill", "note.text.badge.plus",
    ]
    static let titles: Set<String> = ["compose", "add"]
    static let systemItems: Set<String> = ["compose", "add"]

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            let label = item.label
            let frequent = label.hasSymbol(in: Self.symbols) || label.titleMatches(Self.titles)
                || label.titleStarts(with: "New ") || (label.systemItem.map { Self.systemItems.contains($0) } ?? false)
            let badged = item.isUIKit ? item.configuredProperties.contains("badge") || item.node.argument("badge") != nil
                                      : item.modifiers.contains { $0.calleeIs("badge") } || labelHasBadge(label)
            guard frequent || badged else { continue }
            if item.hasModifierOrArgument(containing: "visibilityPriority") { continue }
            if labelHasPriority(label) { continue }
            let what = badged && !frequent ? "Badged toolbar item" : "Frequent creation action"
            ctx.report(Self.descriptor, at: item.node,
                       "\(what) without a visibility priority may overflow first; add .visibilityPriority(.high).")
        }
    }

    private func labelHasBadge(_ label: ItemLabel) -> Bool { label.labelModifierNames.contains("badge") }

    private func labelHasPriority(_ label: ItemLabel) -> Bool {
        label.labelModifierNames.contains { $0.lowercased().contains("visibilitypriority") }
    }
}
