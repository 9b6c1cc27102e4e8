/// Every rule duo-lint knows, by category. Each category's list lives next to its rules
/// (`Sources/DuoLint/Rules/<Category>/<Category>Rules.swift`), so adding a rule touches its own folder only.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = {
        let rules = layoutRules + gridRules + barRules + arrangementRules + hingeRules + safeAreaRules + platformRules
        return rules.sorted { $0.descriptor.id < $1.descriptor.id }
    }()

    public static let descriptors: [RuleDescriptor] = all.map { $0.descriptor }

    /// Catalogue rules plus the meta diagnostics, sorted by id (what `rules` and SARIF list).
    public static let allDescriptorsIncludingMeta: [RuleDescriptor] =
        (descriptors + MetaRules.all).sorted { $0.id < $1.id }

    public static let knownIDs: Set<String> = Set(allDescriptorsIncludingMeta.map { $0.id })

    public static let defaultEnabledIDs: Set<String> = Set(descriptors.filter { $0.enabledByDefault }.map { $0.id })

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.descriptor.id == id } }

    public static func descriptor(id: String) -> RuleDescriptor? { allDescriptorsIncludingMeta.first { $0.id == id } }

    /// *One problem, one finding*: when rules report the same toolbar control, the first of this order is kept
    /// (structure and placement before labels, labels before priorities).
    public static let sameControlOrder = [
        "custom-bar-instance", "toolbar-custom-overflow-menu", "close-button-placement", "prominent-action-placement",
        "toolbar-fixed-spacer", "toolbar-item-switches-label", "toolbar-symbol-without-title", "toolbar-count-in-title",
        "toolbar-text-only-item", "frequent-action-priority",
    ]

    /// *One problem, one finding*: when rules report the same expression, the first of this order is kept.
    public static let sameExpressionOrder = [
        "hinge-as-half-width", "width-breakpoint", "fixed-width", "main-screen-bounds", "screen-size-literal",
    ]

    private static let problemRanks: [String: Int] = {
        var out: [String: Int] = [:]
        for (i, id) in sameControlOrder.enumerated() { out[id] = i }
        for (i, id) in sameExpressionOrder.enumerated() { out[id] = i }
        return out
    }()

    /// A rule's place in the order of the problems it shares (`Problem`), or nil when it shares none.
    public static func problemRank(_ id: String) -> Int? { problemRanks[id] }
}
