/// The rules that offer fixes (the Fix sections of Rules/<id>.md): one `FixProvider` a rule, in
/// `Sources/DuoLint/Fixes/`. The engine asks this table for a finding's fixes; it names no rule itself.
public enum FixRegistry {
    public static let all: [any FixProvider.Type] = [
        CloseButtonPlacementFix.self,
        FoldAnimationBounceFix.self,
        HingeEffectNotResetFix.self,
        HingeForceUnwrapFix.self,
        HingeOldValueUsedFix.self,
        MirroredSafeAreaInsetFix.self,
        ProminentActionPlacementFix.self,
        ToolbarFixedSpacerFix.self,
        ToolbarSymbolWithoutTitleFix.self,
        UIKitHingeUnknownStatusFix.self,
    ]

    private static let byRuleID: [String: any FixProvider.Type] = {
        var out: [String: any FixProvider.Type] = [:]
        for provider in all {
            precondition(out[provider.ruleID] == nil, "two fix providers for \(provider.ruleID)")
            out[provider.ruleID] = provider
        }
        return out
    }()

    /// The provider of a rule's fixes, or nil when the rule offers none.
    public static func provider(for ruleID: String) -> (any FixProvider.Type)? { byRuleID[ruleID] }

    /// What a rule's fixes are, or nil when it offers none.
    public static func description(for ruleID: String) -> FixDescription? { byRuleID[ruleID]?.description }
}
