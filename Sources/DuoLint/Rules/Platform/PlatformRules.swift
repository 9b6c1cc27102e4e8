extension RuleRegistry {
    /// The rules in `Rules/Platform/`.
    static let platformRules: [any Rule.Type] = [
        FaceIDAssumption.self,
        LidarWithoutFallback.self,
        GameLetterbox.self,
    ]
}
