/// The report formats of `--format` (README, *Report formats*).
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github
    case gitlab, sonarqube, checkstyle, junit   // for CI systems: GitLab Code Quality, SonarQube, Checkstyle and JUnit XML
    case markdown   // a summary for pull-request comments and job summaries (the readiness report's audit)
}

/// What reporters need besides the findings: tool identity and the rule catalogue (for SARIF).
public struct ReportContext: Sendable {
    /// `duo-lint --version`, e.g. `1.0.0`.
    public var toolVersion: String
    /// Every rule to describe in SARIF's `tool.driver.rules`, in catalogue order
    /// (meta diagnostics such as `parse-error` included).
    public var rules: [RuleDescriptor]
    /// The Markdown documentation of a rule id (`Rules/<id>.md`), or nil.
    public var ruleHelp: @Sendable (String) -> String?
    /// Where rule help links point (the config's `"docs-url"`); `.none`: no links, the help text only.
    public var helpLinks: HelpLinks
    /// Absolute directory that report paths are relative to; when set, SARIF records it as
    /// `originalUriBaseIds["%SRCROOT%"]`. Leave nil for output that does not depend on the machine.
    public var sourceRoot: String?

    public init(toolVersion: String, rules: [RuleDescriptor], ruleHelp: @escaping @Sendable (String) -> String? = { _ in nil },
                helpLinks: HelpLinks = .none, sourceRoot: String? = nil) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.ruleHelp = ruleHelp
        self.helpLinks = helpLinks
        self.sourceRoot = sourceRoot
    }
}

/// Renders already-sorted findings in `format`. Every non-empty report ends with a newline;
/// `text` and `github` with no findings are empty.
public func renderReport(_ findings: [Finding], format: OutputFormat, context: ReportContext) -> String {
    switch format {
    case .text: return TextReporter.render(findings)
    case .json: return JSONReporter.render(findings)
    case .sarif: return SARIFReporter.render(findings, context: context)
    case .github: return GitHubReporter.render(findings)
    case .gitlab: return GitLabReporter.render(findings, context: context)
    case .sonarqube: return SonarQubeReporter.render(findings, context: context)
    case .checkstyle: return CheckstyleReporter.render(findings)
    case .junit: return JUnitReporter.render(findings)
    case .markdown:
        // Without the screen inventory (the CLI collects it and renders `MarkdownReport` of the full report).
        let report = ReadinessReport.build(findings: findings, inventories: [], filesLinted: Set(findings.map(\.path)).count,
                                           inputs: [], toolVersion: context.toolVersion)
        return MarkdownReport.render(report)
    }
}

extension SourceRange {
    /// The range made valid for consumers that reject odd ranges (SARIF, GitHub): positions at
    /// least 1:1 and the end not before the start.
    var clampedForReport: SourceRange {
        let start = SourcePosition(line: max(1, self.start.line), column: max(1, self.start.column))
        var end = SourcePosition(line: max(1, self.end.line), column: max(1, self.end.column))
        if end < start { end = start }
        return SourceRange(start: start, end: end)
    }
}

extension String {
    /// The string on one line: CR, LF and CRLF become a space (text output stays one line a finding).
    var singleLine: String {
        guard mayContainNewline, contains(where: \.isNewline) else { return self }
        return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether the UTF-8 holds a newline character (LF, VT, FF, CR, NEL, LS, PS): a byte scan that spares most
    /// messages the walk over characters.
    private var mayContainNewline: Bool {
        var copy = self
        return copy.withUTF8 { b in
            var i = 0
            while i < b.count {
                let byte = b[i]
                if byte &- 0x0A < 4 { return true }                                                    // LF VT FF CR
                if byte == 0xC2 && i + 1 < b.count && b[i + 1] == 0x85 { return true }                // NEL
                if byte == 0xE2 && i + 2 < b.count && b[i + 1] == 0x80 && b[i + 2] & 0xFE == 0xA8 { return true }  // LS PS
                i += 1
            }
            return false
        }
    }
}
