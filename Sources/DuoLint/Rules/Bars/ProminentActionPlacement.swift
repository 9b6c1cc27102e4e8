/// `prominent-action-placement`: a prominent toolbar action (Done/Save/Send/Post/Add/Create, or
/// `.borderedProminent`) at a plain trailing placement instead of `.topBarPinnedTrailing` / `pinnedTrailingGroup`.
public final class ProminentActionPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "prominent-action-placement", tier: 2, severity: .note, category: .bars,
        summary: "A prominent toolbar action placed at a plain trailing position instead of topBarPinnedTrailing / pinnedTrailingGroup.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged, and it starts at one of these names.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames

    static let titles: Set<String> = ["done", "save", "send", "post", "add", "create"]
    static let trailingPlacements: Set<String> = ["topBarTrailing", "navigationBarTrailing", "primaryAction"]
    static let prominentStyles: Set<String> = [
        "borderedProminent", "glassProminent", "BorderedProminentButtonStyle", "GlassProminentButtonStyle",
    ]

    public init() {}

    public func finish(_ ctx: FileContext) {
        for item in ctx.analysis(ToolbarContent.self).items {
            if item.isUIKit {
                guard item.control == "UIBarButtonItem",
                      item.destinations.contains("rightBarButtonItem") || item.destinations.contains("rightBarButtonItems"),
                      !item.destinations.contains("pinnedTrailingGroup") else { continue }
                let label = item.label
                guard label.titleMatches(Self.titles) || label.systemItem == "done" || label.systemItem == "save" else { continue }
                ctx.report(Self.descriptor, at: item.node,
                           "Prominent action in rightBarButtonItems; put it in navigationItem.pinnedTrailingGroup to keep it pinned.")
                continue
            }
            guard item.control == "Button" else { continue }
            switch item.placement {
            case .none: break
            case .named(let p) where Self.trailingPlacements.contains(p): break
            default: continue
            }
            guard item.label.titleMatches(Self.titles) || isProminentStyled(item) else { continue }
            ctx.report(Self.descriptor, at: item.node,
                       "Prominent action at a plain trailing placement; use .topBarPinnedTrailing (or .confirmationAction in a sheet).")
        }
    }

    private func isProminentStyled(_ item: ToolbarContent.Item) -> Bool {
        var mods = item.modifiers
        if let g = item.group { mods += g.appliedModifiers }
        for m in mods where m.calleeIs("buttonStyle") {
            guard let v = m.arguments.first?.firstChild else { continue }
            if let last = v.memberChain?.last, Self.prominentStyles.contains(last) { return true }
        }
        return false
    }
}
