/// `--format checkstyle`: Checkstyle's XML report, which Jenkins (Warnings NG `checkStyle`), Bitbucket/Danger,
/// reviewdog and most CI report parsers read:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="App/Screen.swift">
///         <error line="5" column="13" severity="error" message="…" source="duo-lint.rules.arrangement-in-scroll-view"/>
///       </file>
///     </checkstyle>
///
/// One `file` element a file with findings (in report order, so each file once), one `error` element a finding.
/// `severity` is Checkstyle's `error`, `warning` or `info` (for notes). `source` is `duo-lint.rules.<rule-id>`:
/// parsers take the part after the last dot as the check's name, and rule ids have no dots. Related locations have no
/// place in the format and are left out, as in the text format. The document validates against
/// `Tests/DuoLintTests/Resources/checkstyle.xsd`.
enum CheckstyleReporter {
    static func render(_ findings: [Finding]) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for (path, group) in XMLText.groupedByPath(findings) {
            out += "  <file name=\"\(XMLText.attribute(path))\">\n"
            for finding in group {
                let start = finding.range.clampedForReport.start
                out += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(severity(finding.severity))\""
                out += " message=\"\(XMLText.attribute(finding.message))\""
                out += " source=\"duo-lint.rules.\(XMLText.attribute(finding.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
