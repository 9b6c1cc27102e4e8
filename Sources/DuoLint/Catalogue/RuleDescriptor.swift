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
    /// False for opt-in rules: they run only when enabled (config `enable`, `--enable`, `--only`).
    public let enabledByDefault: Bool
    /// The options the rule reads from the config's `options.<id>` (anything else there is an error).
    public let options: [RuleOption]
    /// The fingerprint hash state after the rule id (see `fingerprint(ruleID:lineNumber:line:)`), computed once.
    let fingerprintSeed: FNV1a64

    public init(id: String, tier: Int, severity: Severity, category: RuleCategory, summary: String,
                enabledByDefault: Bool = true, options: [RuleOption] = []) {
        self.id = id
        self.tier = tier
        self.defaultSeverity = severity
        self.category = category
        self.summary = summary
        self.enabledByDefault = enabledByDefault
        self.options = options
        var seed = FNV1a64()
        seed.add(id)
        fingerprintSeed = seed
    }

    /// `fixed-width` → `FixedWidth` (SARIF's `rule.name`).
    public var name: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// An option a rule declares (`fixed-width.threshold`): the config's `options` are checked against these, so a
/// misspelt key, a value of the wrong type or one out of range is an error (exit 2) instead of being ignored.
public struct RuleOption: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A number in `minimum...maximum` (whole numbers only when `integer`).
        case number(minimum: Double, maximum: Double, integer: Bool)
        case boolean
    }

    public let name: String
    public let kind: Kind
    /// The value used when the config sets none (a number, or 1/0 for a boolean).
    public let defaultValue: Double
    /// One sentence, for `duo-lint rules --format json` and error messages.
    public let summary: String

    public init(name: String, kind: Kind, defaultValue: Double, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// A number option.
    public static func number(_ name: String, default value: Double, in range: ClosedRange<Double>,
                              integer: Bool = false, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .number(minimum: range.lowerBound, maximum: range.upperBound, integer: integer),
                   defaultValue: value, summary: summary)
    }

    /// A boolean option (handed to the rule as 1 or 0).
    public static func boolean(_ name: String, default value: Bool, _ summary: String) -> RuleOption {
        RuleOption(name: name, kind: .boolean, defaultValue: value ? 1 : 0, summary: summary)
    }

    /// What a valid value looks like, for error messages: `a number from 1 to 5000`.
    public var expected: String {
        switch kind {
        case .boolean: return "true or false"
        case .number(let lo, let hi, let integer):
            return "\(integer ? "a whole number" : "a number") from \(Self.format(lo)) to \(Self.format(hi))"
        }
    }

    static func format(_ d: Double) -> String {
        d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
