/// `--format markdown` (of `duo-lint report` and of `duo-lint lint`, which print the same text): the audit condensed
/// for a pull-request comment or `$GITHUB_STEP_SUMMARY` — the status table, new findings first (with a comparison),
/// the screens with the most findings, and every finding by audit item in a collapsed `<details>`. GitHub
/// Flavored Markdown; everything taken from the code is escaped, and the text stays under `maxLength` characters
/// (a GitHub comment holds 65,536) — counted in UTF-8 bytes, so in characters too —, cutting the finding lists first.
public enum MarkdownReport {
    public static let maxLength = 60_000

    /// `**3 findings** can be fixed by `duo-lint fix` (1 more with `--unsafe-fixes`).`
    static func fixableLine(_ f: ReadinessReport.Fixable) -> String {
        if f.safe == 0 { return "**\(plural(f.unsafe, "finding"))** can be fixed by `duo-lint fix --unsafe-fixes` (review the diff: `--diff`)." }
        return "**\(plural(f.safe, "finding"))** can be fixed by `duo-lint fix`"
            + (f.unsafe > 0 ? " (\(f.unsafe) more with `--unsafe-fixes`)." : ".")
    }

    public static func render(_ report: ReadinessReport) -> String {
        var lead = ""
        let c = report.counts
        lead += "## " + (report.displayTitle.isEmpty ? "" : text(report.displayTitle) + ": ") + "iPhone Duo readiness\n\n"
        let needs = report.items.filter { $0.status == .needsWork }.count
        lead += "**\(plural(c.total, "finding"))** (\(plural(c.errors, "error")), \(plural(c.warnings, "warning")), "
            + "\(plural(c.notes, "note"))) in \(plural(report.filesLinted, "file")) · \(plural(report.screens.count, "screen"))"
            + " · \(needs) of the \(report.items.count) checks of the guidance need work\n"
        if report.fixable.safe + report.fixable.unsafe > 0 {
            lead += "\n\(fixableLine(report.fixable))\n"
        }
        if let cmp = report.comparison {
            lead += "\n**\(plural(cmp.new, "new finding"))**, \(cmp.fixed.count) fixed since "
                + (cmp.previous == .baseline ? "the baseline " : "the previous report ") + code(cmp.file) + "\n"
        }
        lead += "\n| Status | Item of the guidance | Findings | What duo-lint saw |\n|:--|:--|--:|:--|\n"
        for r in report.items {
            let count = r.counts.total == 0 ? "0" : "**\(r.counts.total)**"
                + (r.new.map { $0 > 0 ? " (\($0) new)" : "" } ?? "")
            lead += "| \(icon(r.status)) \(r.status.label) | \(cell(r.item.title)) | \(count) | \(cell(r.reason)) |\n"
        }

        var sections: [String] = []
        // New findings first.
        if report.comparison != nil {
            let new = report.findings.indices.filter { report.findings[$0].isNew == true }
                .sorted { report.findings[$0].finding.severity > report.findings[$1].finding.severity || (report.findings[$0].finding.severity == report.findings[$1].finding.severity && $0 < $1) }
            var s = "\n### New findings\n\n"
            if new.isEmpty {
                s += "None.\n"
            } else {
                s += "| | Where | Finding | Screen |\n|:--|:--|:--|:--|\n"
                for i in new.prefix(50) {
                    let r = report.findings[i]
                    s += "| \(severityIcon(r.finding.severity)) | \(code("\(r.finding.path):\(r.finding.line):\(r.finding.column)", inTable: true)) | "
                        + "\(cell(r.finding.message)) \(code(r.finding.ruleID, inTable: true)) | \(cell(homeText(r))) |\n"
                }
                if new.count > 50 { s += "\n…and \(new.count - 50) more new findings (see the HTML or JSON report).\n" }
            }
            sections.append(s)
        }
        // Top screens.
        let topScreens = report.screens.filter { $0.counts.total > 0 }.prefix(10)
        if !topScreens.isEmpty {
            var s = "\n### Screens with the most findings\n\n| Screen | Errors | Warnings | Notes | Uses |\n|:--|--:|--:|--:|:--|\n"
            for sc in topScreens {
                s += "| \(cell(sc.screen.name)) (\(sc.screen.kindLabel)) | \(sc.counts.errors) | "
                    + "\(sc.counts.warnings) | \(sc.counts.notes) | \(cell(uses(sc.screen.uses))) |\n"
            }
            let more = report.screens.filter { $0.counts.total > 0 }.count - topScreens.count
            if more > 0 { s += "\n…and \(plural(more, "more screen")) with findings.\n" }
            sections.append(s)
        }
        if !report.matrices.isEmpty {
            sections.append("\n**Posture tests:** \(plural(report.matrices.count, "screen")) \(report.matrices.count == 1 ? "needs" : "need") the detailed posture checks of the guidance "
                + "(closed, book, fully open, tabletop, Split View left and right): "
                + report.matrices.prefix(12).map { cell($0.screen) }.joined(separator: ", ")
                + (report.matrices.count > 12 ? " and \(report.matrices.count - 12) more" : "")
                + ". The HTML report has the printable checklists, for every screen.\n")
        }
        let footer = "\n<sub>duo-lint \(cell(report.toolVersion)) · `duo-lint report --output readiness.html` for screens, "
            + "sources and the posture test matrix</sub>\n"

        // All findings by audit item, collapsed, within what is left of the length budget.
        var budget = maxLength - lead.utf8.count - footer.utf8.count - sections.reduce(0) { $0 + $1.utf8.count } - 200
        var details = ""
        if !report.findings.isEmpty {
            details += "\n<details><summary>All \(plural(c.total, "finding")) by item of the guidance</summary>\n\n"
            var cut = 0
            for r in report.items where !r.findings.isEmpty {
                let heading = "#### \(cell(r.item.title)) (\(r.counts.total))\n\n"
                guard budget - heading.utf8.count > 0 else { cut += r.findings.count; continue }
                details += heading
                budget -= heading.utf8.count
                for i in r.findings {
                    let f = report.findings[i]
                    let line = "- \(severityIcon(f.finding.severity)) \(code("\(f.finding.path):\(f.finding.line):\(f.finding.column)")) "
                        + "\(text(f.finding.message)) (\(code(f.finding.ruleID)))" + (f.isNew == true ? " **new**" : "") + "\n"
                    if budget - line.utf8.count < 0 { cut += 1; continue }
                    details += line
                    budget -= line.utf8.count
                }
                details += "\n"
            }
            if cut > 0 { details += "…and \(plural(cut, "more finding")) (cut to fit a comment; see the HTML or JSON report).\n\n" }
            details += "</details>\n"
        }
        return lead + sections.joined() + details + footer
    }

    static func homeText(_ r: ReadinessReport.ReportedFinding) -> String {
        switch r.homeKind {
        case .screen: return r.home
        case .sharedView: return r.home + " (shared)"
        case .file: return "–"
        }
    }

    static func uses(_ u: ScreenUses) -> String {
        var parts: [String] = u.navigationContainers
        if !u.customBars.isEmpty { parts.append("custom bars") }
        if u.toolbarItems > 0 { parts.append(plural(u.toolbarItems, "toolbar item")) }
        for g in u.grids.prefix(2) { parts.append(g.kind + (g.columns.map { " \($0)" } ?? "")) }
        if u.arrangements > 0 { parts.append("ArrangementView") }
        parts += u.splitViews
        if u.reservedRegionReads > 0 { parts.append("reserved regions") }
        if u.hingeHandlers > 0 { parts.append("hinge") }
        if !u.fixedWidths.isEmpty { parts.append("fixed widths") }
        if !u.paywall.isEmpty { parts.append("paywall") }
        return parts.joined(separator: ", ")
    }

    static func icon(_ s: ReadinessReport.Status) -> String {
        switch s {
        case .needsWork: return "❌"
        case .manual: return "🔍"
        case .done: return "✅"
        case .notApplicable: return "➖"
        }
    }

    static func severityIcon(_ s: Severity) -> String {
        switch s {
        case .error: return "⛔"
        case .warning: return "⚠️"
        case .note: return "ℹ️"
        }
    }

    static func plural(_ n: Int, _ one: String) -> String { "\(n) \(n == 1 ? one : one + "s")" }

    /// Text with Markdown and HTML punctuation escaped, on one line.
    static func text(_ s: String) -> String {
        var out = ""
        for ch in s.singleLine.unicodeScalars {
            switch ch {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&", "{", "}", "(", ")":
                out += "\\"
                out.unicodeScalars.append(ch)
            default:
                if ch.value < 0x20 || ch.value == 0x7F { out += "\u{FFFD}" } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }

    /// Text for a table cell (the same escapes; `|` escaped keeps the cell whole).
    static func cell(_ s: String) -> String { text(s) }

    /// A code span that holds any text: fenced with more backticks than it contains, pipes escaped in tables.
    static func code(_ s: String, inTable: Bool = false) -> String {
        var t = ""
        for ch in s.singleLine.unicodeScalars {
            if ch.value < 0x20 || ch.value == 0x7F { t += "\u{FFFD}" } else { t.unicodeScalars.append(ch) }
        }
        if inTable { t = t.replacingOccurrences(of: "|", with: "\\|") }
        var longest = 0, run = 0
        for ch in t { if ch == "`" { run += 1; longest = max(longest, run) } else { run = 0 } }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = t.hasPrefix("`") || t.hasSuffix("`") ? " " : ""
        return fence + pad + t + pad + fence
    }
}

import Foundation
