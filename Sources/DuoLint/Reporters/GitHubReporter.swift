/// `--format github`: GitHub Actions workflow commands, one line a finding:
/// `::warning file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=RULE-ID::MESSAGE`
/// (`error` for errors, `notice` for notes). Property values escape `%`, CR, LF, `:` and `,`;
/// the message escapes `%`, CR and LF, so multi-line messages survive.
enum GitHubReporter {
    static func render(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            let r = finding.range.clampedForReport
            let properties = [
                "file=" + escapeProperty(finding.path),
                "line=\(r.start.line)",
                "col=\(r.start.column)",
                "endLine=\(r.end.line)",
                "endColumn=\(r.end.column)",
                "title=" + escapeProperty(finding.ruleID),
            ]
            out += "::\(command(for: finding.severity)) \(properties.joined(separator: ","))::"
            out += escapeData(finding.message) + "\n"
        }
        return out
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// Escaping for the message (GitHub's `escapeData`).
    static func escapeData(_ s: String) -> String { escape(s, isProperty: false) }

    /// Escaping for property values (GitHub's `escapeProperty`).
    static func escapeProperty(_ s: String) -> String { escape(s, isProperty: true) }

    private static func escape(_ s: String, isProperty: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where isProperty: out += "%3A"
            case "," where isProperty: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
