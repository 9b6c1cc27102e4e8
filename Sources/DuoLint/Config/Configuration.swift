/// The settings read from `.duo-lint.json` (README, *Configuration*). `ConfigLoader` builds and validates it;
/// command-line `--enable`/`--disable`/`--only` are applied by the CLI on top of it.
public struct Configuration: Equatable, Sendable {
    /// Globs (see `Glob`) a file must match to be linted; empty means every file.
    /// Paths are relative to the config file's directory (`directory`).
    public var include: [String]
    /// Globs of files and directories never linted (checked before descending into a directory).
    public var exclude: [String]
    /// Rule ids switched off. Wins over `enable`.
    public var disable: Set<String>
    /// Rule ids switched on, including rules that are off by default.
    public var enable: Set<String>
    /// Severity overrides by rule id.
    public var severity: [String: Severity]
    /// Options by rule id, then option name, as validated against the rule's declared `RuleOption`s
    /// (numbers, and booleans as true/false).
    public var options: [String: [String: JSON]]
    /// Report `duo-lint:disable` comments that suppressed nothing (`superfluous-suppression`).
    public var reportSuperfluousSuppressions: Bool
    /// `"baseline"`: the baseline file every entry point uses (lint, `--staged`, the hooks, CI) unless
    /// `--baseline`/`--no-baseline` says otherwise; relative to `directory` (see `baselinePath`).
    public var baseline: String?
    /// `"allow-no-files"`: a run that judges no file exits 0 instead of 2.
    public var allowNoFiles: Bool
    /// `"show-baselined"`: the language server shows the findings the baseline knows too (it hides them by default,
    /// as `lint` does).
    public var showBaselined: Bool?
    /// `"tests"`: judge test code too. Read and validated here; scope decides what it means.
    public var tests: Bool?
    /// `"swift-version"` (`"6.0"`): the language version `#if swift(…)` is evaluated against. Validated here only.
    public var swiftVersion: String?
    /// `"defines"`: compilation conditions taken as set (`DEBUG`). Validated here only.
    public var defines: [String]
    /// `"extends"`: a parent config this one builds on. Validated here only (a path string).
    public var extends: String?
    /// `"docs-url"`: where help links point (`HelpLinks`); nil: no links.
    public var docsURL: String?
    /// The file this was loaded from; nil for the built-in default.
    public var path: String?

    public init(include: [String] = [], exclude: [String] = [], disable: Set<String> = [],
                enable: Set<String> = [], severity: [String: Severity] = [:],
                options: [String: [String: JSON]] = [:],
                reportSuperfluousSuppressions: Bool = false, path: String? = nil,
                baseline: String? = nil, allowNoFiles: Bool = false, tests: Bool? = nil,
                swiftVersion: String? = nil, defines: [String] = [], extends: String? = nil, docsURL: String? = nil) {
        self.include = include
        self.exclude = exclude
        self.disable = disable
        self.enable = enable
        self.severity = severity
        self.options = options
        self.reportSuperfluousSuppressions = reportSuperfluousSuppressions
        self.path = path
        self.baseline = baseline
        self.allowNoFiles = allowNoFiles
        self.tests = tests
        self.swiftVersion = swiftVersion
        self.defines = defines
        self.extends = extends
        self.docsURL = docsURL
    }

    /// The `baseline` file as a path usable from the current directory (relative to the config's directory), or nil.
    public var baselinePath: String? {
        guard let baseline, !baseline.isEmpty else { return nil }
        if baseline.hasPrefix("/") { return baseline }
        guard let dir = directory, dir != "." else { return baseline }
        return dir == "/" ? "/" + baseline : dir + "/" + baseline
    }

    /// No config file: every default-on rule at its default severity, every file.
    public static let `default` = Configuration()

    /// The directory `include`/`exclude` paths are relative to: the config file's directory,
    /// or nil for the default configuration (then: the current directory).
    public var directory: String? {
        guard let path else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether the rule runs: not disabled, and either enabled here or on by default.
    public func isEnabled(_ rule: RuleDescriptor) -> Bool {
        !disable.contains(rule.id) && (enable.contains(rule.id) || rule.enabledByDefault)
    }

    /// The rule's severity after overrides.
    public func severity(of rule: RuleDescriptor) -> Severity {
        severity[rule.id] ?? rule.defaultSeverity
    }
}
