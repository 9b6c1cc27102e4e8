/// `frequent-action-priority`: a frequent creation action (compose/new/add) or a badged toolbar item without a
/// visibility priority, on a screen whose bars hold 4 or more items.
public final class FrequentActionPriority: Rule {
    public static let descriptor = RuleDescriptor(
        id: "frequent-action-priority", tier: 2, severity: .note, category: .bars,
        summary: "A frequent or badged toolbar action without a visibility priority; it may move to the overflow menu first on iPhone Duo.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a control in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryAndControlNames

    static let symbols: Set<String> = [
        "square.and.pencil", "plus", "plus.circle", "plus.circle.fill", "note.text.badge.plus",
    ]
    static let titles: [TitleEntry] = [TitleEntry("Compose"), TitleEntry("Add"), TitleEntry("New", startsWith: true)]
    static let systemItems: Set<String> = ["compose", "add"]
    /// Rules/frequent-action-priority.md: with at most 3 bar items nothing overflows before the item.
    static let minimumItems = 4

    public init() {}

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        var requirement = ToolbarRequirement()
        requirement.minimumItems = Self.minimumItems
        requirement.withoutVisibilityPriority = true
        requirement.largestBranches = true
        for item in toolbar.judgedItems(ctx) {
            let label = item.label
            let frequent = label.hasSymbol(in: Self.symbols) || Self.titleIsFrequent(label)
                || label.systemItems.contains { Self.systemItems.contains($0) }
            let badged = item.isUIKit ? item.configuredProperties.contains("badge") || item.node.argument("badge") != nil
                                      : item.modifiers.contains { $0.calleeIs("badge") } || labelHasBadge(label)
            guard frequent || badged else {
                if let member = label.title?.pendingMember, !item.hasModifierOrArgument(containing: "visibilityPriority"),
                   !labelHasPriority(label) {
                    let q = StaticTitleQuery(member: member, any: [TitleEntry("Compose"), TitleEntry("Add"), TitleEntry("New", startsWith: true)])
                    toolbar.reportIfDeclared(Self.descriptor, item, requirement, when: .staticTitle(q), in: ctx) { _ in
                        "Frequent creation action without a visibility priority may overflow first; add .visibilityPriority(.high)."
                    }
                }
                continue
            }
            if item.hasModifierOrArgument(containing: "visibilityPriority") { continue }
            if labelHasPriority(label) { continue }
            let what = badged && !frequent ? "Badged toolbar item" : "Frequent creation action"
            toolbar.report(Self.descriptor, item, requirement, in: ctx,
                           "\(what) without a visibility priority may overflow first; add .visibilityPriority(.high).")
        }
    }

    /// Compose or Add, or a title starting with "New " (`"New Note"`, `L10n.newNote`).
    static func titleIsFrequent(_ label: ItemLabel) -> Bool {
        guard label.hasTitle, let title = label.title else { return false }
        if title.matches(TitleEntry("Compose")) || title.matches(TitleEntry("Add")) { return true }
        // "starts with" New: the entry followed by more words.
        for t in title.texts where ToolbarTitle.normalized(t).hasPrefix("new ") { return true }
        for w in title.wordLists where w.count > 1 && w.first == "new" { return true }
        return title.alternatives.contains { a in a.texts.contains { ToolbarTitle.normalized($0).hasPrefix("new ") } }
    }

    private func labelHasBadge(_ label: ItemLabel) -> Bool { label.labelModifierNames.contains("badge") }

    private func labelHasPriority(_ label: ItemLabel) -> Bool {
        label.labelModifierNames.contains { $0.lowercased().contains("visibilitypriority") }
    }
}
