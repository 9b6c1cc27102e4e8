/// `close-button-placement`: a SwiftUI toolbar Close/Cancel/Back/Dismiss button (by title, role or symbol) that is
/// not placed at `.cancellationAction`.
public final class CloseButtonPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "close-button-placement", tier: 1, severity: .warning, category: .bars,
        summary: "A custom Close/Cancel/Back button in a toolbar that is not placed at .cancellationAction; iPhone Duo keeps the top of the vertical bar for it.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a `Button` in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames.union(["Button"])

    static let titles: [TitleEntry] = ["Close", "Cancel", "Back", "Dismiss"].map { TitleEntry($0) }
    static let closeSymbols: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill"]
    static let backSymbols: Set<String> = ["chevron.left", "chevron.backward", "arrow.left"]
    static let forwardSymbols: Set<String> = ["chevron.right", "chevron.forward", "arrow.right"]
    static let doneOrSave: [TitleEntry] = [TitleEntry("Done"), TitleEntry("Save")]
    /// The titles a Back symbol next to a Forward may not have (a Close drawn as a chevron is still a Close).
    static let closeTitles: [TitleEntry] = ["Close", "Cancel", "Dismiss"].map { TitleEntry($0) }

    public init() {}

    static let message = "Close/Back button outside .cancellationAction; place it in ToolbarItem(placement: .cancellationAction)."

    /// A Close, Cancel, Back or Dismiss by title, role or symbol.
    static func isCloseLike(_ item: ToolbarContent.Item) -> Bool {
        let label = item.label
        return label.titleMatches(titles) || (label.isRoleOnly && (label.role == "close" || label.role == "cancel"))
            || label.hasSymbol(in: closeSymbols) || label.hasSymbol(in: backSymbols)
    }

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        let judged = toolbar.judgedItems(ctx)
        // The screens (and custom types) whose toolbar content holds a Forward: their Back symbol is in-page history.
        var forwardOwners: Set<ToolbarContent.Owner> = []
        for item in judged where !item.isUIKit {
            let label = item.label
            if label.hasSymbol(in: Self.forwardSymbols) || label.titleMatches([TitleEntry("Forward")]) {
                forwardOwners.insert(item.owner)
            }
        }
        for item in judged where !item.isUIKit {
            guard item.control == "Button" else { continue }
            let label = item.label
            let titled = label.titleMatches(Self.titles)
            let roleOnly = label.isRoleOnly && (label.role == "close" || label.role == "cancel")
            let closeSymbol = label.hasSymbol(in: Self.closeSymbols)
            let backSymbol = label.hasSymbol(in: Self.backSymbols)
            guard titled || roleOnly || closeSymbol || backSymbol else {
                // A title declared in another file (`UserText.closeButton`).
                if let member = label.title?.pendingMember {
                    let taskCancel = toolbar.otherBranchItems(of: item).contains { !Self.isCloseLike($0) }
                    let any = toolbar.leavesEditing(item) || taskCancel ? Self.titles.filter { $0.words != ["cancel"] } : Self.titles
                    toolbar.reportIfDeclared(Self.descriptor, item,
                                             ToolbarRequirement(placement: .noneOf(["cancellationAction", "keyboard"])),
                                             when: .staticTitle(StaticTitleQuery(member: member, any: any)), in: ctx) { _ in Self.message }
                }
                continue
            }
            // Done or Save with an `xmark` at `.confirmationAction`: a confirmation drawn as a close.
            if closeSymbol, !titled, label.titleMatches(Self.doneOrSave), item.placement.isNamed(["confirmationAction"]) {
                continue
            }
            // A Back symbol next to a Forward: in-page history (a web view), not the screen's Back.
            if backSymbol, !closeSymbol, !roleOnly, !label.titleMatches(Self.closeTitles), forwardOwners.contains(item.owner) {
                continue
            }
            if toolbar.isEditModeControl(item) { continue }
            // A Cancel that stops what the same place otherwise offers (`if isFetching { Cancel } else { Menu … }`): it
            // cancels a task or a mode, not the screen (found on NetNewsWire, Kiwix).
            if label.titleMatches([TitleEntry("Cancel")]) || (roleOnly && label.role == "cancel") {
                let others = toolbar.otherBranchItems(of: item)
                if others.contains(where: { !Self.isCloseLike($0) }) { continue }
            }
            // `.keyboard` items belong to the keyboard's bar (it stays attached to the keyboard): a Dismiss there hides
            // the keyboard, not the screen.
            toolbar.report(Self.descriptor, item, ToolbarRequirement(placement: .noneOf(["cancellationAction", "keyboard"])), in: ctx,
                           Self.message)
        }
    }
}
