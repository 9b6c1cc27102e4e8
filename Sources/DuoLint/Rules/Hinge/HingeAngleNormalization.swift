/// `hinge-angle-normalization`: a hinge angle divided by 180° (or π). The angle range is undocumented; fully open is
/// not guaranteed to be 180°, so progress is normalised by the largest angle seen at `.fullyOpen`.
public final class HingeAngleNormalization: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-angle-normalization", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge angle divided by 180 or .pi; the range is undocumented, normalise by the largest angle seen at .fullyOpen.")
    public static let interests: Set<NodeKind> = [.binary]
    /// Only files that use the hinge API (`HingeContext.usesHingeAPI`) have hinge handlers and hinge angles.
    public static let requiredNames: Set<String> = HingeContext.apiNames
    public static let requiredNamePrefixes: Set<String> = HingeContext.apiTypePrefixes

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let t = node.tree
        let isDivide = t.token(node.nameToken, is: "/")
        guard isDivide || t.token(node.nameToken, is: "/=") else { return }
        guard let lhs = node.firstChild, let rhs = node.child(1), Self.isHalfTurn(rhs, ctx) else { return }
        guard ctx.analysis(HingeContext.self).usesHingeAPI, ctx.analysis(HingeAngleFlow.self).isHingeAngle(lhs) else { return }
        ctx.report(Self.descriptor, at: node,
                   "Hinge angle divided by 180°, an undocumented range; divide by the largest angle seen at .fullyOpen.")
    }

    /// `180`, `180.0` (or a same-file constant of 180), `.pi`, `Double.pi`, `CGFloat.pi`.
    static func isHalfTurn(_ e: Node, _ ctx: FileContext) -> Bool {
        let n = e.unparenthesized
        if let v = ctx.analysis(FileConstants.self).literalValue(n) { return v == 180 }
        return HingeAngleFlow.isPi(n)
    }
}
