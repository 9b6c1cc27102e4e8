/// Escaping for the XML reports (`checkstyle`, `junit`).
enum XMLText {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `s` as an attribute value between double quotes: `&`, `<`, `>`, `"` and `'` become entities, and tab, LF
    /// and CR character references (so attribute-value normalisation keeps them).
    static func attribute(_ s: String) -> String { escape(s, inAttribute: true) }

    /// `s` as character data: `&`, `<` and `>` become entities.
    static func text(_ s: String) -> String { escape(s, inAttribute: false) }

    /// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF and CR, U+FFFE, U+FFFF) become
    /// U+FFFD, so a message or file name with such bytes still gives a well-formed document.
    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"   // in text too: a raw CR would be read as a line end
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension XMLText {
    /// The findings by path, paths in the order they first appear (report order: sorted), findings in their order.
    static func groupedByPath(_ findings: [Finding]) -> [(path: String, findings: [Finding])] {
        var groups: [(path: String, findings: [Finding])] = []
        var index: [String: Int] = [:]
        for finding in findings {
            if let i = index[finding.path] {
                groups[i].findings.append(finding)
            } else {
                index[finding.path] = groups.count
                groups.append((finding.path, [finding]))
            }
        }
        return groups
    }
}
