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

    /// Every escaped character is ASCII, so the UTF-8 is escaped byte by byte.
    private static func escape(_ s: String, isProperty: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "%"): out.append(contentsOf: "%25".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "%0D".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "%0A".utf8)
            case UInt8(ascii: ":") where isProperty: out.append(contentsOf: "%3A".utf8)
            case UInt8(ascii: ",") where isProperty: out.append(contentsOf: "%2C".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
