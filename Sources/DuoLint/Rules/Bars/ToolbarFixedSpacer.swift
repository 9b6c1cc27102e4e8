/// `toolbar-fixed-spacer`: manual fixed spacing in toolbar content — `ToolbarSpacer(.fixed)`,
/// `Spacer().frame(width:)`, `Spacer(minLength: N > 0)`, UIKit fixed-space bar items.
public final class ToolbarFixedSpacer: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toolbar-fixed-spacer", tier: 1, severity: .warning, category: .bars,
        summary: "Manual fixed spacing between toolbar items; it keeps its size in the iPhone Duo vertical bar.")
    public static let interests: Set<NodeKind> = []
    /// Only toolbar content is judged: it starts at one of these names, or is a `Spacer` in a custom view.
    public static let requiredNames: Set<String> = ToolbarContent.entryNames.union(["Spacer"])

    public init() {}

    public func finish(_ ctx: FileContext) {
        let toolbar = ctx.analysis(ToolbarContent.self)
        let constants = ctx.analysis(FileConstants.self)
        for spacer in toolbar.judgedSpacers(ctx) {
            if let at = fixedSpacing(spacer, constants) {
                // A `ToolbarSpacer(.fixed)` between toolbar items of its placement separates two glass groups: it
                // is how iOS 26 groups items (seed 001 asks for groups, not spacing), not padding (found on Element X
                // and Yattee).
                if at.constructedTypeName == "ToolbarSpacer", separatesGroups(at, owner: toolbar.owner(ofSpacer: spacer), toolbar) { continue }
                toolbar.report(Self.descriptor, at: at, owner: toolbar.owner(ofSpacer: spacer), ToolbarRequirement(), in: ctx,
                           "Fixed spacing in a toolbar keeps its size in the vertical bar; group items with ToolbarItemGroup instead.")
            }
        }
    }

    /// Whether a `ToolbarSpacer(.fixed, placement: P)` has toolbar items placed at `P` (or custom toolbar content,
    /// whose placements the type decides) before it and items at `P` after it, in the same owner's toolbar content.
    private func separatesGroups(_ spacer: Node, owner: ToolbarContent.Owner, _ toolbar: ToolbarContent) -> Bool {
        guard let p = spacer.argumentValue("placement")?.memberChain?.last else { return false }
        var before = false
        var after = false
        for item in toolbar.items where item.owner == owner {
            let placed = item.placement.isNamed([p])
            // Where the item is written in this toolbar content: its `ToolbarItem`, or the control itself when it sits
            // in a view helper (a helper used in two toolbars keeps the `ToolbarItem` of the first).
            for at in [item.group, item.node].compactMap({ $0 }) {
                if at.lastToken < spacer.firstToken {
                    if placed || (item.isCustomView && item.group == nil) { before = true }
                } else if at.firstToken > spacer.lastToken, placed {
                    after = true
                }
            }
        }
        return before && after
    }

    /// The node to report when the spacer is a fixed one.
    private func fixedSpacing(_ spacer: Node, _ constants: FileConstants) -> Node? {
        if spacer.calleeIs("fixedSpace") { return spacer }
        let core = spacer.strippingModifiers
        guard core.kind == .call else { return nil }
        switch core.constructedTypeName {
        case "UIBarButtonItem":
            let sys = (core.argumentValue("barButtonSystemItem") ?? core.argumentValue("systemItem"))?.memberChain?.last
            return sys == "fixedSpace" ? core : nil
        case "ToolbarSpacer":
            if let first = core.arguments.first, first.label == nil, let v = first.firstChild,
               let chain = v.memberChain, chain.count >= 2, chain[chain.count - 1].hasPrefix("fixed") || chain.last == "fixed" {
                return core
            }
            return nil
        case "Spacer":
            // `Spacer().frame(width: 12)`
            var n = core
            var steps = 0
            while steps < 1000, let parent = n.parent, parent.kind == .memberAccess, let call = parent.parent,
                  call.kind == .call, call.firstChild == parent {
                steps += 1
                if call.calleeIs("frame"), call.argument("width") != nil || call.argument("minWidth") != nil {
                    return call
                }
                n = call
            }
            if let v = core.argumentValue("minLength"), let value = constants.literalValue(v), value > 0 {
                return core
            }
            return nil
        default:
            return nil
        }
    }
}
