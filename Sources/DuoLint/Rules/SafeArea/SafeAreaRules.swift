extension RuleRegistry {
    /// The rules in `Rules/SafeArea/`.
    static let safeAreaRules: [any Rule.Type] = [
        IgnoresSafeAreaInteractive.self,
        ScrollContentDisplaced.self,
        MirroredSafeAreaInset.self,
    ]
}
