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
}
