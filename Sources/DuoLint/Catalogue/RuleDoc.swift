/// A rule's documentation page (`Rules/<id>.md`, embedded as `RuleDocs`) read once into its parts: the title, the
/// lines before the first section (the tier/severity line and the summary), and its `## ` sections. The one reader
/// of rule pages: the reports' summaries and help (`RuleExplanation`), the editor's hover, and the readiness report's
/// rule sections all read them through it. A fence (a line starting with three backticks or tildes, indented or
/// not) hides headings until it closes.
public struct RuleDoc: Sendable {
    public var title: String
    /// The lines between the title and the first section (tier, severity, a one-paragraph summary).
    public var intro: String
    public var sections: [(heading: String, body: String)]

    public init(markdown: String) {
        var title = ""
        var intro: [Substring] = []
        var sections: [(String, [Substring])] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if RuleDoc.isFence(line) { inFence.toggle() }
            if !inFence && line.hasPrefix("# ") && title.isEmpty && sections.isEmpty {
                title = String(line.dropFirst(2))
            } else if !inFence && line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), []))
            } else if sections.isEmpty {
                intro.append(line)
            } else {
                sections[sections.count - 1].1.append(line)
            }
        }
        self.title = title
        self.intro = intro.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        self.sections = sections.map { ($0.0, $0.1.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    static func isFence(_ line: Substring) -> Bool {
        let stripped = line.drop(while: { $0 == " " || $0 == "\t" })
        return stripped.hasPrefix("```") || stripped.hasPrefix("~~~")
    }

    /// The section whose heading is `heading` (case-insensitive).
    public func section(_ heading: String) -> String? {
        sections.first { $0.heading.lowercased() == heading.lowercased() }?.body
    }

    /// The body of the first section whose heading starts with `prefix`.
    public func section(startingWith prefix: String) -> String? {
        sections.first { $0.heading.hasPrefix(prefix) }?.body
    }

    /// The first paragraph of a section as written (its lines kept), up to a blank line or a fence: the short "why"
    /// and "how to fix" beside a screen's findings in the readiness report.
    public func firstParagraph(_ heading: String) -> String? {
        guard let body = section(heading) else { return nil }
        var lines: [Substring] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if lines.isEmpty { continue }
                break
            }
            if line.hasPrefix("```") { break }
            lines.append(line)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The prose paragraphs of `text` (a section's body or the intro), each joined onto one line. Fenced code,
    /// headings, tables, lists, HTML and lines that are only emphasis (the metadata line) are skipped.
    public static func prose(_ text: String) -> [String] {
        var inFence = false
        var out: [String] = []
        var current: [Substring] = []
        func flush() {
            if !current.isEmpty { out.append(current.joined(separator: " ")) }
            current = []
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            if isFence(line) {
                flush()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            let isMetadata = line.count > 2 && line.hasPrefix("*") && line.hasSuffix("*") && !line.hasPrefix("**")
            let isProse = !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix("|") && !line.hasPrefix("<")
                && !line.hasPrefix("- ") && !line.hasPrefix("* ") && !isMetadata
            if isProse { current.append(line) } else { flush() }
        }
        flush()
        return out
    }

    /// The fenced code blocks of `text` whose info string starts with the word `language` (```` ```swift ````), each without its fences:
    /// a section's examples, which the tests run.
    public static func codeBlocks(_ text: String, language: String) -> [String] {
        var blocks: [String] = []
        var block: [Substring]?
        var inOtherFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if isFence(line) {
                if let b = block {
                    blocks.append(b.joined(separator: "\n"))
                    block = nil
                } else if inOtherFence {
                    inOtherFence = false
                } else if line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(3)
                            .split(separator: " ").first.map(String.init) == language {
                    block = []
                } else {
                    inOtherFence = true
                }
                continue
            }
            block?.append(line)
        }
        return blocks
    }
}
