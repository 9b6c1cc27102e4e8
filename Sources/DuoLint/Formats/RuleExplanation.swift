/// The parts of a rule's documentation (`Rules/<id>.md`, embedded as `RuleDocs`) that the reports show beside the
/// one-sentence finding message: the summary paragraph (SARIF `fullDescription`), and the first paragraphs of
/// "Why it matters" and "How to fix" (the long form of `--format text --verbose`).
public enum RuleExplanation {
    /// The paragraph after the title and the `*Tier · severity · Category*` line: what the rule finds.
    public static func summary(_ markdown: String) -> String? {
        paragraphs(markdown, section: nil).first
    }

    /// The first paragraph of the "## Why it matters" section.
    public static func why(_ markdown: String) -> String? {
        paragraphs(markdown, section: "## Why").first
    }

    /// The first paragraph of the "## How to fix" section.
    public static func fix(_ markdown: String) -> String? {
        paragraphs(markdown, section: "## How to fix").first
    }

    /// Prose paragraphs (joined onto one line) of the section whose heading starts with `section`, or of the text
    /// before the first `##` heading when nil. Headings, fenced code, tables, lists, HTML and lines that are only
    /// emphasis (the metadata line) are skipped.
    static func paragraphs(_ markdown: String, section: String?) -> [String] {
        var inSection = section == nil
        var inFence = false
        var out: [String] = []
        var current: [Substring] = []
        func flush() {
            if !current.isEmpty { out.append(current.joined(separator: " ")) }
            current = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                flush()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if line.hasPrefix("## ") {
                flush()
                if section == nil { break }
                if inSection { break }
                inSection = line.hasPrefix(section!)
                continue
            }
            guard inSection else { continue }
            let isMetadata = line.count > 2 && line.hasPrefix("*") && line.hasSuffix("*") && !line.hasPrefix("**")
            let isProse = !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix("|") && !line.hasPrefix("<")
                && !line.hasPrefix("- ") && !line.hasPrefix("* ") && !isMetadata
            if isProse { current.append(line) } else { flush() }
        }
        flush()
        return out
    }

    /// `text` wrapped so that no line is wider than `width` columns once indented by `indent` spaces (the first
    /// line follows a label of that width); every line after the first is indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width - indent {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}

/// `--format text --verbose`: each finding's line as `--format text` prints it, followed by indented lines (which
/// problem matchers and `path:line:col:` parsers skip) with its related locations, why it matters and how to fix it
/// (the first paragraphs of those sections of the rule's documentation) and where to read more.
public func renderVerboseText(_ findings: [Finding], ruleHelp: (String) -> String? = { RuleDocs.byID[$0] }) -> String {
    var out = ""
    var cache: [String: (why: String?, fix: String?)] = [:]
    for finding in findings {
        out += renderReport([finding], format: .text, context: ReportContext(toolVersion: "", rules: []))
        for related in finding.related {
            let r = related.range.clampedForReport.start
            out += "    see  \(related.path):\(r.line):\(r.column) \(related.message.singleLine)\n"
        }
        if cache[finding.ruleID] == nil {
            let doc = ruleHelp(finding.ruleID)
            cache[finding.ruleID] = (doc.flatMap(RuleExplanation.why), doc.flatMap(RuleExplanation.fix))
        }
        let parts = cache[finding.ruleID]!
        if let why = parts.why { out += "    why  " + RuleExplanation.wrap(why, width: 118, indent: 9) + "\n" }
        if let fix = parts.fix { out += "    fix  " + RuleExplanation.wrap(fix, width: 118, indent: 9) + "\n" }
        out += "    more duo-lint explain \(finding.ruleID)\n\n"
    }
    return out
}
