extension RuleRegistry {
    /// The rules in `Rules/Grids/`.
    static let gridRules: [any Rule.Type] = [
        OddGridColumns.self,
    ]
}
