extension RuleRegistry {
    /// The rules in `Rules/Layout/`.
    static let layoutRules: [any Rule.Type] = [
    ]
}
