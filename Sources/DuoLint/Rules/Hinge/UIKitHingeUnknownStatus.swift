/// `uikit-hinge-unknown-status`: a `switch` over a UIKit hinge status whose `default:` assigns and that has no
/// `case .unknown`. `UIHinge.Status` has a fourth value, `.unknown`, which then falls into the default and moves
/// the effect; the guidance asks for a `case .unknown:` that keeps the previous value.
public final class UIKitHingeUnknownStatus: Rule {
    public static let descriptor = RuleDescriptor(
        id: "uikit-hinge-unknown-status", tier: 2, severity: .warning, category: .hinge,
        summary: "A switch over a UIKit hinge status whose default assigns and that has no case .unknown, so .unknown moves the effect.")
    public static let interests: Set<NodeKind> = [.switchStmt]
    /// `UIHinge…` / `UIHingeInteraction…` must be mentioned for a status to be a UIKit one.
    public static let requiredNamePrefixes: Set<String> = ["UIHinge"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let subject = node.firstChild, subject.kind != .switchCase else { return }
        var defaultCase: Node?
        for c in node.switchCases {
            guard let label = c.firstChild, label.kind == .caseLabel else { continue }
            if label.childCount == 0 {
                if Self.isDefaultLabel(label) { defaultCase = c }
                continue
            }
            if Self.namesUnknown(label) { return }
        }
        guard let d = defaultCase, let body = d.child(ofKind: .codeBlock), HingeEffectNotReset.containsAssignment(body),
              UIKitHingeStatus.isStatus(subject) else { return }
        ctx.report(Self.descriptor, at: node,
                   "UIKit hinge status switched with an assigning default but no case .unknown; add case .unknown: break to keep the value.",
                   related: [(d, "the default clause that .unknown falls into")])
    }

    /// `default:` or `@unknown default:`.
    static func isDefaultLabel(_ label: Node) -> Bool {
        let t = label.tree
        var k = label.firstToken
        while k >= 0 && k <= label.lastToken {
            if t.token(k, is: "default") { return true }
            k += 1
        }
        return false
    }

    /// A pattern naming `.unknown` (`case .unknown`, `case .partiallyOpen, .unknown`, `case UIHinge.Status.unknown`).
    static func namesUnknown(_ label: Node) -> Bool {
        var found = false
        label.walk { n in
            if found { return false }
            if n.kind == .memberAccess, n.nameIs("unknown") { found = true }
            return !found
        }
        return found
    }
}
