/// The parts of a rule's documentation (`Rules/<id>.md`, embedded as `RuleDocs`, read by `RuleDoc`) that the reports show beside the
/// one-sentence finding message: the summary paragraph (SARIF `fullDescription`), and the first paragraphs of
/// "Why it matters" and "How to fix" (the long form of `--format text --verbose`).
public enum RuleExplanation {
    /// A rule page's summary, why and how-to-fix paragraphs, from one read of the page.
    public struct Parts: Sendable {
        /// The paragraph after the title and the `*Tier · severity · Category*` line: what the rule finds.
        public var summary: String?
        /// The first paragraph of the "## Why it matters" section.
        public var why: String?
        /// The first paragraph of the "## How to fix" section.
        public var fix: String?
    }

    public static func parts(_ markdown: String) -> Parts {
        let doc = RuleDoc(markdown: markdown)
        return Parts(summary: RuleDoc.prose(doc.intro).first,
                     why: doc.section(startingWith: "Why").flatMap { RuleDoc.prose($0).first },
                     fix: doc.section(startingWith: "How to fix").flatMap { RuleDoc.prose($0).first })
    }

    public static func summary(_ markdown: String) -> String? { parts(markdown).summary }
    public static func why(_ markdown: String) -> String? { parts(markdown).why }
    public static func fix(_ markdown: String) -> String? { parts(markdown).fix }

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
            let parts = doc.map(RuleExplanation.parts)
            cache[finding.ruleID] = (parts?.why, parts?.fix)
        }
        let parts = cache[finding.ruleID]!
        if let why = parts.why { out += "    why  " + RuleExplanation.wrap(why, width: 118, indent: 9) + "\n" }
        if let fix = parts.fix { out += "    fix  " + RuleExplanation.wrap(fix, width: 118, indent: 9) + "\n" }
        out += "    more duo-lint explain \(finding.ruleID)\n\n"
    }
    return out
}
