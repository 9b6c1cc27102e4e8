/// The category a rule belongs to; also the folder its source lives in under `Sources/DuoLint/Rules/`.
public enum RuleCategory: String, CaseIterable, Sendable {
    case layout = "Layout"
    case grids = "Grids"
    case bars = "Bars"
    case arrangement = "Arrangement"
    case hinge = "Hinge"
    case safeArea = "SafeArea"
    case platform = "Platform"
    case meta = "Meta"
}

/// A rule's identity and metadata: what `duo-lint rules`, `explain` and SARIF's `tool.driver.rules` show.
public struct RuleDescriptor: Hashable, Sendable {
    /// Fixed id from the catalogue (`fixed-width`). Tools, baselines and CI gates key on it.
    public let id: String
    /// 1 = the design card's core; 2 and 3 complete the HIG checklist. 0 for meta diagnostics.
    public let tier: Int
    public let defaultSeverity: Severity
    public let category: RuleCategory
    /// One sentence: what the rule finds.
    public let summary: String
    /// Rules that are off unless enabled (none in the catalogue so far).
    public let enabledByDefault: Bool
    /// The fingerprint hash state after the rule id (see `fingerprint(ruleID:lineNumber:line:)`), computed once.
    let fingerprintSeed: FNV1a64

    public init(id: String, tier: Int, severity: Severity, category: RuleCategory, summary: String,
                enabledByDefault: Bool = true) {
        self.id = id
        self.tier = tier
        self.defaultSeverity = severity
        self.category = category
        self.summary = summary
        self.enabledByDefault = enabledByDefault
        var seed = FNV1a64()
        seed.add(id)
        fingerprintSeed = seed
    }

    /// `fixed-width` → `FixedWidth` (SARIF's `rule.name`).
    public var name: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
