/// `--format text`: one line a finding, `path:line:column: severity: message [rule-id]` — the
/// shape Xcode, VS Code problem matchers, vim/emacs compilation mode and GitHub's parsers read.
/// Related locations are left out so every line stays parseable; newlines in a message become spaces.
enum TextReporter {
    static func render(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            let start = finding.range.clampedForReport.start
            out += "\(finding.path):\(start.line):\(start.column): \(finding.severity.rawValue): "
            out += "\(finding.message.singleLine) [\(finding.ruleID)]\n"
        }
        return out
    }
}
