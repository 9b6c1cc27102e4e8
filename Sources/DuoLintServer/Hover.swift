import DuoLint

/// Hover text for a finding: the rule's summary, why it matters (the guidance it cites) and how to fix it, taken
/// from the rule's documentation (`Rules/<id>.md`, embedded as `RuleDocs`) by the same `RuleExplanation` that gives
/// `--format text --verbose` its why and fix lines.
public enum RuleHover {
    /// Whether the baseline (its path) knows a finding, and so whether it is a diagnostic.
    public enum Baselined {
        /// Known and not published (the default, as `lint` and `--stdin-path` report).
        case hidden(String)
        /// Known and published all the same (`showBaselined`, `"show-baselined"`).
        case shown(String)
    }

    /// The hover text of the findings at a position (several findings are separated by a rule).
    public static func text(for findings: [Finding], markdown: Bool, links: HelpLinks = .none,
                            baselined: (Finding) -> Baselined? = { _ in nil }) -> String {
        findings.map { text(for: $0, markdown: markdown, links: links, baselined: baselined($0)) }
            .joined(separator: markdown ? "\n\n---\n\n" : "\n\n")
    }

    /// The line that says the baseline knows a finding.
    static func baselineNote(_ baselined: Baselined, markdown: Bool) -> String {
        let code = { (s: String) in markdown ? "`\(s)`" : s }
        switch baselined {
        case .hidden(let file):
            return "Known: recorded in the baseline \(code(file)), so not shown as a problem (as `duo-lint lint` does not"
                + " report it); \(code("\"show-baselined\": true")) in .duo-lint.json shows such findings."
        case .shown(let file):
            return "Known: recorded in the baseline \(code(file)); `duo-lint lint` does not report it."
        }
    }

    public static func text(for finding: Finding, markdown: Bool, links: HelpLinks = .none,
                            baselined: Baselined? = nil) -> String {
        let id = finding.ruleID
        let doc = RuleDocs.byID[id]
        let explanation = doc.map(RuleExplanation.parts)
        let summary = explanation?.summary ?? RuleRegistry.descriptor(id: id)?.summary
        let why = explanation?.why
        let fix = explanation?.fix
        let severity = finding.severity.rawValue
        var parts: [String] = []
        if markdown {
            parts.append("**duo-lint** `\(id)` (\(severity))")
            parts.append(finding.message)
            if let baselined { parts.append("*" + baselineNote(baselined, markdown: true) + "*") }
            if let summary { parts.append("*\(summary)*") }
            if let why { parts.append("**Why it matters.** " + why) }
            if let fix { parts.append("**How to fix.** " + fix) }
            if let href = LSPDiagnostics.documentationURL(id, links: links) {
                parts.append("[Rule documentation](\(href)) · suppress with `// duo-lint:disable:next \(id)`")
            } else {
                parts.append("`duo-lint explain \(id)` for the rule in full · suppress with `// duo-lint:disable:next \(id)`")
            }
        } else {
            parts.append("duo-lint \(id) (\(severity))")
            parts.append(finding.message)
            if let baselined { parts.append(baselineNote(baselined, markdown: false)) }
            if let summary { parts.append(summary) }
            if let why { parts.append("Why it matters: " + why) }
            if let fix { parts.append("How to fix: " + fix) }
        }
        return parts.joined(separator: "\n\n")
    }
}
