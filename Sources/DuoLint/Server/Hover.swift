import Foundation

/// Hover text for a finding: the rule's summary, why it matters (the guidance it cites) and how to fix it, taken
/// from the rule's documentation (`Rules/<id>.md`, embedded as `RuleDocs`).
public enum RuleHover {
    /// The sections of a rule's Markdown by heading (`## Why it matters` → "Why it matters").
    static func sections(of markdown: String) -> [String: String] {
        var result: [String: String] = [:]
        var heading: String?
        var body: [Substring] = []
        var inFence = false
        func flush() {
            if let heading { result[heading] = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence && line.hasPrefix("## ") {
                flush()
                heading = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                body = []
            } else if heading != nil {
                body.append(line)
            }
        }
        flush()
        return result
    }

    /// The hover text of the findings at a position (several findings are separated by a rule).
    public static func text(for findings: [Finding], markdown: Bool) -> String {
        findings.map { text(for: $0, markdown: markdown) }.joined(separator: markdown ? "\n\n---\n\n" : "\n\n")
    }

    public static func text(for finding: Finding, markdown: Bool) -> String {
        let id = finding.ruleID
        let descriptor = RuleRegistry.descriptor(id: id)
        let docs = RuleDocs.byID[id].map(sections(of:)) ?? [:]
        var parts: [String] = []
        let severity = finding.severity.rawValue
        if markdown {
            parts.append("**duo-lint** `\(id)` (\(severity))")
            parts.append(finding.message)
            if let summary = descriptor?.summary { parts.append("*\(summary)*") }
            if let why = docs["Why it matters"] { parts.append("**Why it matters.** " + why) }
            if let fix = docs["How to fix"] { parts.append("**How to fix.** " + fix) }
            if let href = LSPDiagnostics.documentationURL(id) {
                parts.append("[Rule documentation](\(href)) · suppress with `// duo-lint:disable:next \(id)`")
            }
        } else {
            parts.append("duo-lint \(id) (\(severity))")
            parts.append(finding.message)
            if let summary = descriptor?.summary { parts.append(summary) }
            if let why = docs["Why it matters"] { parts.append("Why it matters: " + why) }
            if let fix = docs["How to fix"] { parts.append("How to fix: " + fix) }
        }
        return parts.joined(separator: "\n\n")
    }
}
