/// `hinge-force-unwrap`: `….hinge!`. The hinge is nil on every device without one (and, in UIKit, whenever the view
/// leaves the hierarchy), so force-unwrapping it crashes most phones.
public final class HingeForceUnwrap: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-force-unwrap", tier: 2, severity: .error, category: .hinge,
        summary: "A hinge force-unwrapped (.hinge!); it is nil on every device without a hinge.")
    public static let interests: Set<NodeKind> = [.forceUnwrap]
    /// `.hinge!`
    public static let requiredNames: Set<String> = ["hinge"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let operand = node.firstChild, operand.kind == .memberAccess, operand.nameIs("hinge"),
              operand.firstChild != nil else { return }
        ctx.report(Self.descriptor, at: operand,
                   "Hinge force-unwrapped, but it is nil on devices without a hinge; unwrap it with if let or guard let.")
    }
}
