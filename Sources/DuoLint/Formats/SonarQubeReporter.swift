/// `--format sonarqube`: SonarQube's generic external issues report, the format of SonarQube Server 10.3 and later,
/// SonarQube Cloud and the Community Build (`sonar.externalIssuesReportPaths`):
/// https://docs.sonarsource.com/sonarqube-server/latest/analyzing-source-code/importing-external-issues/generic-issue-import-format/
///
///     {
///       "rules": [                      // the rules the issues use, sorted by id
///         { "id": String, "name": String, "description": String, "engineId": "duo-lint",
///           "cleanCodeAttribute": String, "impacts": [ { "softwareQuality": String, "severity": String } ] }
///       ],
///       "issues": [                     // one a finding, in report order
///         { "ruleId": String,
///           "primaryLocation": { "message": String, "filePath": String, "textRange": TextRange },
///           "secondaryLocations": [ { "message": String, "filePath": String, "textRange": TextRange } ] }
///       ]
///     }
///
/// Issues carry no `type` or `severity` (the scanner rejects those deprecated fields in a report that has `rules`);
/// the rule's impact says how serious its findings are. Mapping (see the README):
///
/// - `impacts[0].severity`: error → `HIGH`, warning → `MEDIUM`, note → `LOW`, from the severity the rule's findings
///   have in this report (the highest, if configs differ between files). Only the three values every version of the
///   format accepts are used (`INFO` and `BLOCKER` exist from SonarQube Server 10.8 on).
/// - `softwareQuality`: `RELIABILITY` for the catalogue's rules (a layout that breaks on the foldable is a defect
///   users see), `MAINTAINABILITY` for the meta diagnostics (`parse-error`, `superfluous-suppression`).
/// - `cleanCodeAttribute`: `COMPLETE` for the catalogue's rules (the code does not handle every screen and posture the
///   device has), `CONVENTIONAL` for the meta diagnostics.
///
/// Text ranges: SonarQube's lines are 1-based and its columns are 0-based offsets in the line, so `startColumn` is
/// the column minus one, and `endColumn` (exclusive, like duo-lint's) too. SonarQube rejects a range whose end is not
/// after its start, so a finding with an empty range gets a range of the whole line (`startLine` only).
enum SonarQubeReporter {
    static let engineID = "duo-lint"

    static func render(_ findings: [Finding], context: ReportContext) -> String {
        var descriptors: [String: RuleDescriptor] = [:]
        for rule in context.rules where descriptors[rule.id] == nil { descriptors[rule.id] = rule }
        var severities: [String: Severity] = [:]
        for finding in findings {
            severities[finding.ruleID] = max(severities[finding.ruleID] ?? finding.severity, finding.severity)
        }
        let rules: [JSON] = severities.keys.sorted().map { id in
            let descriptor = descriptors[id]
            let isMeta = descriptor.map { $0.category == .meta } ?? MetaRules.all.contains { $0.id == id }
            let summary = descriptor?.summary ?? "Diagnostic \(id)."
            let explanation = context.ruleHelp(id).flatMap(RuleExplanation.summary)
            var description = summary
            if let explanation, explanation != summary { description += "\n\n" + explanation }
            if !isMeta, let url = context.helpLinks.url(for: id) { description += "\n\nDocumentation: " + url }
            return .object([
                "id": .string(id),
                "name": .string(id),
                "description": .string(description),
                "engineId": .string(engineID),
                "cleanCodeAttribute": .string(isMeta ? "CONVENTIONAL" : "COMPLETE"),
                "impacts": .array([.object([
                    "softwareQuality": .string(isMeta ? "MAINTAINABILITY" : "RELIABILITY"),
                    "severity": .string(impactSeverity(severities[id] ?? .warning)),
                ])]),
            ])
        }
        let issues: [JSON] = findings.map { finding in
            var issue: [String: JSON] = [
                "ruleId": .string(finding.ruleID),
                "primaryLocation": location(finding.path, finding.range, message: finding.message),
            ]
            if !finding.related.isEmpty {
                issue["secondaryLocations"] = .array(finding.related.map { location($0.path, $0.range, message: $0.message) })
            }
            return .object(issue)
        }
        return JSON.object(["rules": .array(rules), "issues": .array(issues)]).rendered() + "\n"
    }

    static func impactSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "HIGH"
        case .warning: return "MEDIUM"
        case .note: return "LOW"
        }
    }

    private static func location(_ path: String, _ range: SourceRange, message: String) -> JSON {
        .object([
            "message": .string(message),
            "filePath": .string(GitLabReporter.reportedPath(path)),
            "textRange": textRange(range),
        ])
    }

    static func textRange(_ range: SourceRange) -> JSON {
        let r = range.clampedForReport
        guard r.start < r.end else { return .object(["startLine": .int(r.start.line)]) }
        return .object([
            "startLine": .int(r.start.line),
            "startColumn": .int(r.start.column - 1),
            "endLine": .int(r.end.line),
            "endColumn": .int(r.end.column - 1),
        ])
    }
}
