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
                toolbar.report(Self.descriptor, at: at, owner: toolbar.owner(ofSpacer: spacer), ToolbarRequirement(), in: ctx,
                               Self.message(at))
            }
        }
    }

    /// A `ToolbarSpacer(.fixed…)` separates the bar's groups: `.flexible` separates them too, and its height is zero
    /// in the vertical bar (Rules/toolbar-fixed-spacer.md). Other fixed spacing is replaced by grouping.
    static func message(_ at: Node) -> String {
        if at.kind == .call, at.constructedTypeName == "ToolbarSpacer" {
            return "A fixed ToolbarSpacer keeps its size in the vertical bar; use ToolbarSpacer(.flexible) to keep the groups apart."
        }
        return "Fixed spacing in a toolbar keeps its size in the vertical bar; group items with ToolbarItemGroup instead."
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
