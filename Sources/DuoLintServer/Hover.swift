import DuoLint

/// Hover text for a finding: the rule's summary, why it matters (the guidance it cites) and how to fix it, taken
/// from the rule's documentation (`Rules/<id>.md`, embedded as `RuleDocs`) by the same `RuleExplanation` that gives
/// `--format text --verbose` its why and fix lines.
public enum RuleHover {
    /// The hover text of the findings at a position (several findings are separated by a rule).
    public static func text(for findings: [Finding], markdown: Bool, links: HelpLinks = .none) -> String {
        findings.map { text(for: $0, markdown: markdown, links: links) }.joined(separator: markdown ? "\n\n---\n\n" : "\n\n")
    }

    public static func text(for finding: Finding, markdown: Bool, links: HelpLinks = .none) -> String {
        let id = finding.ruleID
        let doc = RuleDocs.byID[id]
        let summary = doc.flatMap(RuleExplanation.summary) ?? RuleRegistry.descriptor(id: id)?.summary
        let why = doc.flatMap(RuleExplanation.why)
        let fix = doc.flatMap(RuleExplanation.fix)
        let severity = finding.severity.rawValue
        var parts: [String] = []
        if markdown {
            parts.append("**duo-lint** `\(id)` (\(severity))")
            parts.append(finding.message)
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
            if let summary { parts.append(summary) }
            if let why { parts.append("Why it matters: " + why) }
            if let fix { parts.append("How to fix: " + fix) }
        }
        return parts.joined(separator: "\n\n")
    }
}
