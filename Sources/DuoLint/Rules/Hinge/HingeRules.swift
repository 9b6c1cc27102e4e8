extension RuleRegistry {
    /// The rules in `Rules/Hinge/`.
    static let hingeRules: [any Rule.Type] = [
    ]
}
