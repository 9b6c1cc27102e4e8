/// `hinge-driven-layout`: a hinge handler that changes layout state. Angles are for play, not for layout: regions
/// and arrangements already follow the hinge.
public final class HingeDrivenLayout: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-driven-layout", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge handler assigns layout state (columns, axis, split, posture, frame, width, …); the hinge drives effects, never layout.")
    public static let interests: Set<NodeKind> = [.binary]
    /// Only files that use the hinge API (`HingeContext.usesHingeAPI`) have hinge handlers and hinge angles.
    public static let requiredNames: Set<String> = HingeContext.apiNames
    public static let requiredNamePrefixes: Set<String> = HingeContext.apiTypePrefixes

    static let layoutWords: Set<String> = [
        "layout", "column", "columns", "axis", "split", "stack", "tabletop", "book", "posture", "frame", "width",
        "height", "padding", "spacing", "alignment",
    ]
    /// Effect state, never layout (`revealHeight` is an effect).
    static let effectWords: Set<String> = ["bend", "progress", "reveal", "angle", "parallax"]

    private var hinge: HingeContext?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard HingeEffectNotReset.isAssignment(node), let lhs = node.firstChild else { return }
        let hinge = self.hinge ?? ctx.analysis(HingeContext.self)
        self.hinge = hinge
        guard hinge.isInHingeHandler(node) else { return }
        let target = lhs.unparenthesized
        guard target.kind == .identifier || target.kind == .memberAccess, let name = target.name else { return }
        let words = NameWords.split(name)
        guard words.contains(where: { Self.layoutWords.contains($0) }),
              !words.contains(where: { Self.effectWords.contains($0) }) else { return }
        ctx.report(Self.descriptor, at: node,
                   "Hinge handler changes layout (\(name)); use the hinge for effects and let regions and size classes drive layout.")
    }
}
