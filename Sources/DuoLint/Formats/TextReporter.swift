/// `--format text`: one line a finding, `path:line:column: severity: message [rule-id]` — the
/// shape Xcode, VS Code problem matchers, vim/emacs compilation mode and GitHub's parsers read.
/// Related locations are left out so every line stays parseable; newlines in a message become spaces.
///
/// A finding's unsafe fixes and suggestions (VOCABULARY.md, fix contract 1) follow its line, indented (so no parser
/// takes them for a finding): `    suggestion: Set `placement: .cancellationAction` (unsafe: duo-lint fix
/// --unsafe-fixes)`; a fix that `duo-lint fix` dropped adds `    note: fix not applied: …`. Safe fixes are counted
/// in the summary line instead.
enum TextReporter {
    static func render(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            let start = finding.range.clampedForReport.start
            out += "\(finding.path):\(start.line):\(start.column): \(finding.severity.rawValue): "
            out += "\(finding.message.singleLine) [\(finding.ruleID)]\n"
            out += fixLines(finding)
        }
        return out
    }

    /// The indented `suggestion:` and `note:` lines of a finding ("" for most).
    static func fixLines(_ finding: Finding) -> String {
        var out = ""
        for fix in finding.fixes where fix.safety == .unsafe {
            out += "    suggestion: \(fix.title.singleLine)"
            out += fix.isApplicable ? " (unsafe fix: duo-lint fix --unsafe-fixes)\n" : "\n"
        }
        if let note = finding.fixNote { out += "    note: \(note.singleLine)\n" }
        return out
    }
}
