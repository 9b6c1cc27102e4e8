import DuoLint
import Foundation

/// Escaping for HTML text and attribute values: `&`, `<`, `>`, `"` and `'`, and control characters (which no HTML
/// parser accepts) shown as U+FFFD. File paths, messages and code are untrusted text: all of it goes through here.
enum HTMLText {
    static func escape(_ s: String) -> String {
        var needs = false
        for b in s.utf8 where b < 0x20 || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27 || b == 0x7F {
            if b == 0x0A || b == 0x09 { continue }
            needs = true
            break
        }
        if !needs { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// An id or class fragment made of `[a-z0-9-]` only.
    static func slug(_ s: String) -> String {
        var out = ""
        for c in s.lowercased().unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "-" { out.unicodeScalars.append(c) } else { out += "-" }
        }
        return out
    }
}

/// The source lines a report quotes: the files as the run read them (`read`), else read from disk, at most once a
/// file, and clipped: a finding in a 50 MB one-line file quotes a window around its column.
final class SourceLines {
    private let base: String
    private let read: (String) -> [UInt8]?
    private var cache: [String: [Substring]?] = [:]
    private var budget: Int

    /// `base`: the directory report paths are relative to. `budget`: bytes of source to quote from at most.
    init(base: String, budget: Int = 512 << 20, read: @escaping (String) -> [UInt8]? = { _ in nil }) {
        self.base = base
        self.budget = budget
        self.read = read
    }

    /// Lines of a file in memory (tests).
    init(files: [String: String]) {
        base = "/"
        budget = 0
        read = { _ in nil }
        for (path, text) in files { cache[path] = Self.split(text) }
    }

    func lines(_ path: String) -> [Substring]? {
        if let known = cache[path] { return known }
        let absolute = path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
        var result: [Substring]?
        if budget > 0, let bytes = read(path) ?? FileManager.default.contents(atPath: absolute).map(Array.init),
           bytes.count <= budget {
            budget -= bytes.count
            result = Self.split(String(decoding: bytes, as: UTF8.self))
        }
        cache[path] = result
        return result
    }

    private static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var i = text.startIndex
        let utf8 = text.utf8
        var u = utf8.startIndex
        while u != utf8.endIndex {
            let b = utf8[u]
            if b == 0x0A || b == 0x0D {
                i = u
                lines.append(text[start..<i])
                var next = utf8.index(after: u)
                if b == 0x0D && next != utf8.endIndex && utf8[next] == 0x0A { next = utf8.index(after: next) }
                u = next
                start = u
                continue
            }
            u = utf8.index(after: u)
        }
        lines.append(text[start..<text.endIndex])
        return lines
    }
}

/// A few lines around a finding, dedented and clipped, with the finding's span marked: HTML of a `<pre>`.
enum SourceSnippet {
    static let maxColumns = 110

    static func html(lines: [Substring], range: SourceRange, context: Int = 1) -> String? {
        let line = range.start.line
        guard line >= 1 && line <= lines.count else { return nil }
        let first = max(1, line - context), last = min(lines.count, line + context)
        // Common indentation of the quoted non-blank lines.
        var indent = Int.max
        for n in first...last {
            let l = lines[n - 1]
            if l.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            indent = min(indent, l.prefix { $0 == " " || $0 == "\t" }.count)
        }
        if indent == Int.max { indent = 0 }
        let width = String(last).count
        var out = "<pre class=\"src\">"
        for n in first...last {
            let view = lines[n - 1].unicodeScalars
            let number = String(n)
            out += "<span class=\"ln\">" + String(repeating: " ", count: width - number.count) + number + "</span> "
            if n == line {
                let startCol = max(1, range.start.column)
                // A window of the line around the span, when the line is long (never the whole of a huge line).
                var lo = indent
                if hasMore(view, indent + maxColumns) && startCol - 1 > indent + maxColumns - 40 { lo = max(indent, startCol - 1 - 30) }
                let scalars = window(view, lo, lo + maxColumns)
                let count = scalars.count
                let endCol = range.end.line == line ? max(startCol + 1, range.end.column) : Int.max
                let a = min(max(startCol - 1 - lo, 0), count), b = min(max(endCol == Int.max ? count : endCol - 1 - lo, a), count)
                if lo > indent { out += "…" }
                out += text(scalars, 0, a) + "<mark>" + text(scalars, a, b) + "</mark>" + text(scalars, b, count)
                if hasMore(view, lo + maxColumns) { out += "…" }
            } else {
                let scalars = window(view, indent, indent + maxColumns)
                out += text(scalars, 0, scalars.count) + (hasMore(view, indent + maxColumns) ? "…" : "")
            }
            out += "\n"
        }
        return out + "</pre>"
    }

    /// Scalars `lo..<hi` of a line (walking at most `hi` scalars).
    private static func window(_ view: Substring.UnicodeScalarView, _ lo: Int, _ hi: Int) -> [Unicode.Scalar] {
        guard let a = view.index(view.startIndex, offsetBy: lo, limitedBy: view.endIndex) else { return [] }
        let b = view.index(a, offsetBy: hi - lo, limitedBy: view.endIndex) ?? view.endIndex
        return Array(view[a..<b])
    }

    private static func hasMore(_ view: Substring.UnicodeScalarView, _ n: Int) -> Bool {
        view.index(view.startIndex, offsetBy: n, limitedBy: view.endIndex).map { $0 != view.endIndex } ?? false
    }

    private static func text(_ s: [Unicode.Scalar], _ a: Int, _ b: Int) -> String {
        guard a < b else { return "" }
        var str = ""
        str.unicodeScalars.append(contentsOf: s[a..<b])
        return HTMLText.escape(str)
    }
}
