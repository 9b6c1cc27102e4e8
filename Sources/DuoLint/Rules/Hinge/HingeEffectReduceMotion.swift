/// `hinge-effect-reduce-motion`: a file with hinge-driven effects that never reads the Reduce Motion setting.
/// File-level: reported once, at the first `onHingeChange` / `UIHingeInteraction`.
public final class HingeEffectReduceMotion: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-effect-reduce-motion", tier: 3, severity: .note, category: .hinge,
        summary: "A file with onHingeChange or UIHingeInteraction that never reads accessibilityReduceMotion / UIAccessibility.isReduceMotionEnabled.")
    public static let interests: Set<NodeKind> = []
    /// The file-level finding is at an `onHingeChange` / `UIHingeInteraction` mention.
    public static let requiredNames: Set<String> = HingeContext.apiNames

    public init() {}

    public func finish(_ ctx: FileContext) {
        let hinge = ctx.analysis(HingeContext.self)
        guard !hinge.readsReduceMotion, let token = hinge.firstHingeEffectAPIToken else { return }
        ctx.report(Self.descriptor, fromToken: token, toToken: token,
                   "Hinge-driven effects without a Reduce Motion check; use a cross-fade when accessibilityReduceMotion is on.")
    }
}
