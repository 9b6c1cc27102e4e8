/// `hinge-angle-threshold`: a hinge angle compared with a fixed number. The system decides the hinge status from
/// the angle and the orientation; an app that re-derives it from a threshold disagrees with the system.
public final class HingeAngleThreshold: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-angle-threshold", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge angle compared with a literal or .pi; the system decides the hinge status, read hinge.status instead.")
    public static let interests: Set<NodeKind> = [.binary]
    /// Only files that use the hinge API (`HingeContext.usesHingeAPI`) have hinge handlers and hinge angles.
    public static let requiredNames: Set<String> = HingeContext.apiNames
    public static let requiredNamePrefixes: Set<String> = HingeContext.apiTypePrefixes

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let t = node.tree
        let op = node.nameToken
        guard t.token(op, is: "<") || t.token(op, is: ">") || t.token(op, is: "<=") || t.token(op, is: ">=")
            || t.token(op, is: "==") || t.token(op, is: "!=") else { return }
        guard let lhs = node.firstChild, let rhs = node.child(1) else { return }
        guard ctx.analysis(HingeContext.self).usesHingeAPI else { return }
        let constants = ctx.analysis(FileConstants.self)
        let angles = ctx.analysis(HingeAngleFlow.self)
        let hit = (Self.isThreshold(rhs, constants) && angles.isHingeAngle(lhs))
            || (Self.isThreshold(lhs, constants) && angles.isHingeAngle(rhs))
        guard hit else { return }
        ctx.report(Self.descriptor, at: node,
                   "Hinge angle compared with a fixed threshold; read hinge.status (.closed, .partiallyOpen, .fullyOpen) instead.")
    }

    /// A literal (or same-file constant), a `.pi` expression, or an angle made from literals (`.degrees(90)`).
    static func isThreshold(_ e: Node, _ constants: FileConstants) -> Bool {
        let n = e.unparenthesized
        if constants.literalValue(n) != nil { return true }
        if HingeAngleFlow.isConstantExpression(n) { return true }
        if n.kind == .call, let name = n.calleeName, name == "degrees" || name == "radians" || name == "Angle",
           let arg = n.child(1)?.firstChild, constants.literalValue(arg) != nil || HingeAngleFlow.isConstantExpression(arg) {
            return true
        }
        return false
    }
}
