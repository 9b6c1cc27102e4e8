import DuoLint
import Foundation

/// Colour in the text format (`--color auto|always|never`): the severity and the rule id of each finding line.
///
/// `auto` (the default) colours only when stdout is a terminal, and not when `NO_COLOR` is set (https://no-color.org)
/// or `TERM` is `dumb`; `FORCE_COLOR` or `CLICOLOR_FORCE` (set, not `0`) colour a pipe too, as many tools read them
/// (a CI log that renders ANSI). `NO_COLOR` wins over them; `--color always|never` wins over every variable.
/// A report written with `--output` and every other format are never coloured.
enum Colour {
    static func enabled(_ mode: String, environment env: [String: String], isTerminal: Bool) -> Bool {
        switch mode {
        case "always": return true
        case "never": return false
        default:
            if let v = env["NO_COLOR"], !v.isEmpty { return false }
            for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
                if let v = env[name], !v.isEmpty, v != "0" { return true }
            }
            if env["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    static let reset = "\u{1B}[0m"

    static func code(_ severity: String) -> String? {
        switch severity {
        case "error": return "\u{1B}[1;31m"
        case "warning": return "\u{1B}[1;33m"
        case "note": return "\u{1B}[1;36m"
        default: return nil
        }
    }

    /// Colours each `path:line:column: severity: message [rule-id]` line; other lines are left as they are.
    static func paint(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !out.isEmpty || line.startIndex != text.startIndex { out += "\n" }
            out += paintLine(String(line))
        }
        return out
    }

    static func paintLine(_ line: String) -> String {
        guard !line.hasPrefix(" ") else { return line }
        for severity in ["error", "warning", "note"] {
            guard let r = line.range(of: ": \(severity): "), let colour = code(severity) else { continue }
            var rest = String(line[r.upperBound...])
            if rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) {
                let id = rest[rest.index(open.lowerBound, offsetBy: 2)..<rest.index(before: rest.endIndex)]
                rest = String(rest[..<open.lowerBound]) + " [" + colour + id + reset + "]"
            }
            return String(line[..<r.lowerBound]) + ": " + colour + severity + reset + ": " + rest
        }
        return line
    }
}
