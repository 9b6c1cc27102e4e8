/// What the engine needs from the configuration and the command line for one run.
public struct LintOptions: Sendable, Hashable {
    /// Rule ids that run. Rules not listed do not run at all.
    public var enabledRules: Set<String>
    /// Severity overrides by rule id.
    public var severities: [String: Severity]
    /// Numeric rule options by rule id and key (`fixed-width` → `threshold` → 240).
    public var ruleOptions: [String: [String: Double]]
    /// Report `duo-lint:disable` comments that silenced nothing.
    public var reportSuperfluousSuppressions: Bool
    /// Worker threads (at least 1).
    public var jobs: Int
    /// The build `#if` conditions are evaluated for (config `"swift-version"`, `"defines"`).
    public var buildConfiguration: BuildConfiguration = .iPhone
    /// Test code is judged (config `"tests": true`): without it a file that imports `XCTest` or `Testing` is left
    /// out (VOCABULARY.md scope 2).
    public var judgesTests = false
    /// Skip the rules and work that the names a file or the project mentions rule out (`RuleGate`,
    /// `ProjectVocabulary`). Always on; off only in the tests that prove it changes no finding.
    var skipsByVocabulary = true
    /// Also collect each file's screen inventory (`FileInventory`, in `LintResult.inventories`) for the readiness
    /// report. Off by default: a plain lint does none of that work.
    public var collectsInventory = false

    public init(enabledRules: Set<String> = RuleRegistry.defaultEnabledIDs, severities: [String: Severity] = [:],
                ruleOptions: [String: [String: Double]] = [:], reportSuperfluousSuppressions: Bool = false,
                jobs: Int = LintOptions.defaultJobs) {
        self.enabledRules = enabledRules
        self.severities = severities
        self.ruleOptions = ruleOptions
        self.reportSuperfluousSuppressions = reportSuperfluousSuppressions
        self.jobs = max(1, jobs)
    }

    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

import Foundation
