import DuoLint
import Foundation

/// Markdown (the subset of `Rules/*.md`) → HTML, escaped.
enum MarkdownHTML {
    static func render(_ markdown: String) -> String {
        var out = ""
        var paragraph: [String] = []
        var list: (ordered: Bool, items: [String])?
        var fence: [Substring]?
        func flushParagraph() {
            if !paragraph.isEmpty {
                out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
                paragraph = []
            }
        }
        func flushList() {
            if let l = list {
                let tag = l.ordered ? "ol" : "ul"
                out += "<\(tag)>" + l.items.map { "<li>" + inline($0) + "</li>" }.joined() + "</\(tag)>\n"
                list = nil
            }
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var f = fence {
                if raw.hasPrefix("```") {
                    out += "<pre class=\"doc\"><code>" + HTMLText.escape(f.joined(separator: "\n")) + "</code></pre>\n"
                    fence = nil
                } else {
                    f.append(raw)
                    fence = f
                }
                continue
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if raw.hasPrefix("```") {
                flushParagraph()
                flushList()
                fence = []
                continue
            }
            if line.isEmpty {
                flushParagraph()
                flushList()
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("* ") {
                flushParagraph()
                if list == nil || list!.ordered { flushList(); list = (false, []) }
                list!.items.append(String(line.dropFirst(2)))
                continue
            }
            if let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber), !line[..<dot].isEmpty,
               line[line.index(after: dot)...].hasPrefix(" ") {
                flushParagraph()
                if list == nil || !list!.ordered { flushList(); list = (true, []) }
                list!.items.append(String(line[line.index(dot, offsetBy: 2)...]))
                continue
            }
            if list != nil && raw.hasPrefix("  ") {
                list!.items[list!.items.count - 1] += " " + line
                continue
            }
            if line.hasPrefix("#") {
                flushParagraph()
                flushList()
                let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                out += "<p><strong>" + inline(text) + "</strong></p>\n"
                continue
            }
            flushList()
            paragraph.append(line)
        }
        if let f = fence { out += "<pre class=\"doc\"><code>" + HTMLText.escape(f.joined(separator: "\n")) + "</code></pre>\n" }
        flushParagraph()
        flushList()
        return out
    }

    /// Inline code, **strong**, *emphasis*, [links](http…); everything else escaped.
    static func inline(_ text: String) -> String {
        var out = ""
        let chars = Array(text)
        var i = 0
        var strong = false
        var em = false
        while i < chars.count {
            let c = chars[i]
            if c == "`" {
                var j = i + 1
                while j < chars.count && chars[j] != "`" { j += 1 }
                if j < chars.count {
                    out += "<code>" + HTMLText.escape(String(chars[(i + 1)..<j])) + "</code>"
                    i = j + 1
                    continue
                }
            }
            if c == "*" && i + 1 < chars.count && chars[i + 1] == "*" {
                out += strong ? "</strong>" : "<strong>"
                strong.toggle()
                i += 2
                continue
            }
            if (c == "*" || c == "_") && (c == "*" || (i == 0 || !chars[i - 1].isLetter)) {
                let closes = em
                let opens = !em && i + 1 < chars.count && !chars[i + 1].isWhitespace
                    && chars[(i + 1)...].contains(c)
                if closes || opens {
                    out += em ? "</em>" : "<em>"
                    em.toggle()
                    i += 1
                    continue
                }
            }
            if c == "[", let close = chars[i...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let end = chars[(close + 1)...].firstIndex(of: ")") {
                let label = String(chars[(i + 1)..<close])
                let url = String(chars[(close + 2)..<end])
                if url.hasPrefix("https://") || url.hasPrefix("http://") {
                    out += "<a href=\"" + HTMLText.escape(url) + "\">" + inline(label) + "</a>"
                } else {
                    out += inline(label)
                }
                i = end + 1
                continue
            }
            out += HTMLText.escape(String(c))
            i += 1
        }
        if em { out += "</em>" }
        if strong { out += "</strong>" }
        return out
    }
}
