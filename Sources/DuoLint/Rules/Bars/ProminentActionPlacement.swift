/// `prominent-action-placement`: a prominent toolbar action (Done/Save/Send/Post/Add/Create, a label-less
/// `Button(role: .confirm)`, or `.borderedProminent`) at a plain trailing placement instead of
/// `.topBarPinnedTrailing` / `pinnedTrailingGroup`, or a Done/Save at a leading or destructive placement.
public final class ProminentActionPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "prominent-action-placement", tier: 2, severity: .note, category: .bars,
        summary: "A prominent toolbar action placed at a plain trailing position instead of topBarPinnedTrailing / pinnedTrailingGroup.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a `Button` in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames.union(["Button"])

    static let titles: [TitleEntry] = ["Done", "Save", "Send", "Post", "Add", "Create"].map { TitleEntry($0) }
    static let doneOrSave: [TitleEntry] = [TitleEntry("Done"), TitleEntry("Save")]
    static let trailingPlacements: Set<String> = ["topBarTrailing", "navigationBarTrailing", "primaryAction"]
    static let leadingPlacements: Set<String> = ["topBarLeading", "navigationBarLeading", "destructiveAction"]
    static let prominentStyles: Set<String> = [
        "borderedProminent", "glassProminent", "BorderedProminentButtonStyle", "GlassProminentButtonStyle",
    ]

    public init() {}

    static let uiKitMessage = "Prominent action in rightBarButtonItems; put it in navigationItem.pinnedTrailingGroup to keep it pinned."
    static let leadingMessage = "Done/Save at a leading or destructive placement; use .confirmationAction or .topBarPinnedTrailing."

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        for item in toolbar.judgedItems(ctx) {
            let label = item.label
            if item.isUIKit {
                guard item.control == "UIBarButtonItem",
                      item.destinations.contains("rightBarButtonItem") || item.destinations.contains("rightBarButtonItems"),
                      !item.destinations.contains("pinnedTrailingGroup") else { continue }
                guard label.titleMatches(Self.titles) || label.systemItems.contains("done") || label.systemItems.contains("save")
                else {
                    if let member = label.title?.pendingMember {
                        var requirement = ToolbarRequirement()
                        requirement.minimumItems = 2
                        let any = toolbar.leavesEditing(item) ? Self.titles.filter { $0.words != ["done"] } : Self.titles
                        toolbar.reportIfDeclared(Self.descriptor, item, requirement,
                                                 when: .staticTitle(StaticTitleQuery(member: member, any: any)), in: ctx) { _ in Self.uiKitMessage }
                    }
                    continue
                }
                if toolbar.isEditModeControl(item) { continue }
                var requirement = ToolbarRequirement()
                requirement.minimumItems = 2   // the only item of its bar: nothing to pin it against
                toolbar.report(Self.descriptor, item, requirement, in: ctx, Self.uiKitMessage)
                continue
            }
            guard item.control == "Button" else { continue }
            let titled = label.titleMatches(Self.titles) || (label.isRoleOnly && label.role == "confirm")
            let doneOrSave = label.titleMatches(Self.doneOrSave) || (label.isRoleOnly && label.role == "confirm")
            // A button that does nothing (a badge styled for its tint), or the Done that ends editing.
            if Self.hasEmptyAction(item, toolbar) || (doneOrSave && toolbar.isEditModeControl(item)) { continue }
            var requirement = ToolbarRequirement(placement: .oneOf(Self.trailingPlacements, orNone: true))
            requirement.minimumItems = 2
            // A Done in a custom view (`struct DoneButton: View`) is the Done of an edit-mode control where a use
            // leaves editing: those uses do not count (found on Aidoku).
            requirement.notLeavingEditing = doneOrSave
            var message = "Prominent action at a plain trailing placement; use .topBarPinnedTrailing (or .confirmationAction in a sheet)."
            if doneOrSave, item.placement.isNamed(Self.leadingPlacements) {
                requirement.placement = .oneOf(Self.leadingPlacements, orNone: false)
                message = Self.leadingMessage
            } else if !(titled || isProminentStyled(item)), let member = label.title?.pendingMember, item.control == "Button" {
                // A title declared in another file: prominent if its value is Done, Save, Send, Post, Add or Create (and
                // Done or Save at a leading placement).
                let leading = item.placement.isNamed(Self.leadingPlacements)
                var any = leading ? Self.doneOrSave : Self.titles
                if toolbar.leavesEditing(item) { any = any.filter { $0.words != ["done"] } }
                if leading { requirement.placement = .oneOf(Self.leadingPlacements, orNone: false) }
                let m = leading ? Self.leadingMessage : message
                toolbar.reportIfDeclared(Self.descriptor, item, requirement,
                                         when: .staticTitle(StaticTitleQuery(member: member, any: any)), in: ctx) { _ in m }
                continue
            } else if !(titled || isProminentStyled(item)) {
                // In a custom view, the style may be set where the view is used as a toolbar item.
                guard case .customView = item.owner else { continue }
                requirement.prominentStyleAtUse = true
            }
            toolbar.report(Self.descriptor, item, requirement, in: ctx, message)
        }
    }

    /// `Button { } label: { … }`, `Button("x") { }`: the action closure holds no statement.
    static func hasEmptyAction(_ item: ToolbarContent.Item, _ toolbar: ToolbarContent) -> Bool {
        guard let action = toolbar.actionBody(of: item), action.kind == .closure else { return false }
        guard let block = action.child(ofKind: .codeBlock) else { return true }
        return block.statements.isEmpty
    }

    private func isProminentStyled(_ item: ToolbarContent.Item) -> Bool {
        var mods = item.modifiers
        if let g = item.group { mods += ToolbarContent.modifierChain(of: g) }
        for m in mods where m.calleeIs("buttonStyle") {
            guard let v = m.arguments.first?.firstChild else { continue }
            if let last = v.memberChain?.last, Self.prominentStyles.contains(last) { return true }
        }
        return false
    }
}
