extension RuleRegistry {
    /// The rules in `Rules/Bars/`.
    static let barRules: [any Rule.Type] = [
        CustomBarInstance.self,
    ]
}
