extension RuleRegistry {
    /// The rules in `Rules/Arrangement/`.
    static let arrangementRules: [any Rule.Type] = [
        ArrangementInScrollView.self,
        NavigationInArrangement.self,
        OverlayZIndexInRoot.self,
        PreferArrangement.self,
    ]
}
