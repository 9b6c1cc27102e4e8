import Foundation
import XCTest
@testable import DuoLint
@testable import DuoLintReadiness

/// The report model and its three renderings: every finding once, counts that agree, stable JSON keys, escaped
/// untrusted text, no external resource, HTML that a real parser accepts, Markdown that renders as GitHub's does.
final class ReportRenderingTests: XCTestCase {
    static let evilPath = "App/<script>alert('x')</script> & \"q\".swift"
    static let files: [String: String] = {
        var files = ScreenInventoryTests.app
        files[evilPath] = """
        import SwiftUI
        struct Evil: View {
            var body: some View {
                Text("</pre><script>alert(1)</script> & ]]> --> \u{1}").frame(width: 300) /* <img src=x onerror=alert(1)> */
            }
        }
        """
        return files
    }()

    func report(previous: PreviousRun? = nil) -> ReadinessReport { ReportHarness.report(Self.files, previous: previous) }

    // MARK: The model

    func testEveryFindingHasOneHomeAndTheCountsAgree() {
        let r = report()
        let run = ReportHarness.run(Self.files)
        XCTAssertEqual(r.findings.map(\.finding), run.findings, "the report holds the run's findings, in report order")
        var homes = [Int](repeating: 0, count: r.findings.count)
        for s in r.screens { for i in s.findings { homes[i] += 1 } }
        for v in r.sharedViews { for i in v.findings { homes[i] += 1 } }
        for f in r.otherFiles { for i in f.findings { homes[i] += 1 } }
        XCTAssertEqual(homes, [Int](repeating: 1, count: r.findings.count), "each finding is in exactly one screen, shared view or file")
        var items = [Int](repeating: 0, count: r.findings.count)
        for item in r.items { for i in item.findings { items[i] += 1 } }
        XCTAssertEqual(items, [Int](repeating: 1, count: r.findings.count), "each finding is in exactly one audit item")
        XCTAssertEqual(r.items.reduce(0) { $0 + $1.counts.total }, r.counts.total)
        XCTAssertEqual(r.counts.errors, run.findings.filter { $0.severity == .error }.count)
    }

    func testStatuses() {
        let r = report()
        func status(_ id: String) -> ReadinessReport.Status? { r.items.first { $0.item.id == id }?.status }
        XCTAssertEqual(status("latest-sdk"), .manual)
        XCTAssertEqual(status("centred-layouts"), .needsWork)
        XCTAssertEqual(status("hinge-effects"), .needsWork, "a hinge handler without Reduce Motion")
        XCTAssertEqual(status("hardware"), .notApplicable)
        // The untrusted file holds a raw control character, which Swift rejects: a parse-error the scan item reports.
        XCTAssertEqual(status("scan"), .needsWork)

        let clean = ReportHarness.report(["A.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"])
        func cleanStatus(_ id: String) -> ReadinessReport.Status? { clean.items.first { $0.item.id == id }?.status }
        XCTAssertEqual(cleanStatus("bars"), .notApplicable)
        XCTAssertEqual(cleanStatus("overflow-priority"), .notApplicable)
        XCTAssertEqual(cleanStatus("centred-layouts"), .done)
        XCTAssertEqual(cleanStatus("reserved-regions"), .manual, "no reserved-region reads: a person checks hand-placed controls")
        XCTAssertEqual(cleanStatus("hinge-effects"), .notApplicable)
    }

    func testComparisonCountsNewAndFixed() throws {
        let base = report()
        // The previous run had every finding but the first, and one finding that is gone now.
        var entries = base.findings.dropFirst().map {
            Baseline.Entry(path: $0.finding.path, rule: $0.finding.ruleID, fingerprint: $0.finding.fingerprint,
                           message: $0.finding.message, lineFingerprint: $0.finding.lineFingerprint)
        }
        entries.append(Baseline.Entry(path: "Gone.swift", rule: "odd-grid-columns", fingerprint: "0", message: "gone"))
        let r = report(previous: PreviousRun(kind: .report, file: "previous.json", entries: entries))
        let c = try XCTUnwrap(r.comparison)
        XCTAssertEqual(c.new, 1)
        XCTAssertEqual(c.known, base.findings.count - 1)
        XCTAssertEqual(c.fixed.map(\.path), ["Gone.swift"])
        XCTAssertEqual(r.findings.first?.isNew, true)
        XCTAssertEqual(r.items.first { $0.item.id == "centred-layouts" }?.fixed, 1)
        XCTAssertEqual(r.items.reduce(0) { $0 + ($1.new ?? 0) }, 1)
    }

    func testCompareReadsReportJSONLintJSONAndBaselines() throws {
        let r = report()
        let fromReport = try PreviousRun.parse(r.renderedJSON(), file: "r.json")
        XCTAssertEqual(fromReport.kind, .report)
        XCTAssertEqual(fromReport.entries.count, r.findings.count)
        XCTAssertEqual(fromReport.match(r.findings.map(\.finding), path: { $0.path }).isNew, [Bool](repeating: false, count: r.findings.count))
        let lint = renderReport(r.findings.map(\.finding), format: .json,
                                context: ReportContext(toolVersion: "t", rules: []))
        XCTAssertEqual(try PreviousRun.parse(lint, file: "l.json").kind, .findings)
        let baseline = Baseline(findings: r.findings.map(\.finding)).rendered()
        XCTAssertEqual(try PreviousRun.parse(baseline, file: "b.json").kind, .baseline)
        XCTAssertThrowsError(try PreviousRun.parse("{\"x\": 1}", file: "bad.json")) { error in
            XCTAssertTrue("\(error)".contains("bad.json"))
        }
    }

    // MARK: JSON

    func testJSONKeysAreStable() throws {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report().renderedJSON().utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["version", "tool", "inputs", "title", "summary", "audit", "screens", "sharedViews", "otherFiles",
                                        "postureMatrix", "comparison", "findings"])
        XCTAssertEqual(json["version"] as? Int, 1)
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(Set(summary.keys), ["files", "screens", "findings", "errors", "warnings", "notes", "fixable", "unsafeFixable"])
        let audit = try XCTUnwrap(json["audit"] as? [[String: Any]])
        XCTAssertEqual(Set(audit[0].keys), ["id", "title", "asks", "source", "status", "reason", "rules", "findings", "errors",
                                            "warnings", "notes", "findingIndices", "new", "fixed"])
        let screen = try XCTUnwrap((json["screens"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(screen.keys), ["name", "kind", "reasons", "declarations", "reachedBy", "presents", "panes", "views",
                                          "uses", "findings", "errors", "warnings", "notes", "new", "findingIndices", "postureMatrix"])
        XCTAssertEqual(Set((screen["uses"] as? [String: Any] ?? [:]).keys),
                       ["navigationContainers", "customBars", "toolbarItems", "grids", "arrangements", "splitViews",
                        "reservedRegionReads", "hingeHandlers", "fixedWidths", "paywall", "verticalBarOptOut"])
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(finding.keys), ["path", "line", "column", "endLine", "endColumn", "severity", "rule", "message",
                                           "fingerprint", "related", "lineFingerprint", "item", "home", "type", "new", "fixes"])
        let matrix = try XCTUnwrap(json["postureMatrix"] as? [String: Any])
        XCTAssertEqual(Set(matrix.keys), ["columns", "screens"])
        XCTAssertEqual(Set(((matrix["screens"] as? [[String: Any]])?.first ?? [:]).keys), ["screen", "reasons", "nilHingeRun", "checks"])
    }

    /// The page, the markdown and the JSON cite the guidance by its public titles, never by the seed files behind
    /// it (which no reader has).
    func testTheReportCitesTheGuidanceByItsPublicTitles() {
        let r = report()
        XCTAssertFalse(r.matrices.isEmpty)
        let page = html(r)
        for (name, text) in [("html", page), ("markdown", MarkdownReport.render(r)), ("json", r.renderedJSON())] {
            XCTAssertFalse(text.contains("seed 0") || text.contains("seed-0"), name)
            XCTAssertFalse(text.contains("就緒審計") || text.contains("檢視清單"), name)
        }
        XCTAssertTrue(page.contains("Raise the bar with iPhone Duo (tech talk, 2:19"))
        XCTAssertTrue(page.contains("<cite>Dual-pane patterns, sizes and hinge callbacks</cite>"))
    }

    // MARK: HTML

    func html(_ r: ReadinessReport) -> String { HTMLReport.render(r, ruleDocs: RuleDocs.byID, files: Self.files) }

    func testHTMLHasEveryFindingOnceAndEscapesUntrustedText() {
        let r = report()
        let page = html(r)
        XCTAssertEqual(page.components(separatedBy: "<li class=\"f ").count - 1, r.findings.count)
        for i in r.findings.indices {
            XCTAssertEqual(page.components(separatedBy: "id=\"f\(i)\"").count - 1, 1, "finding \(i) appears once")
        }
        XCTAssertFalse(page.contains("<script>alert"), "code and paths are escaped")
        XCTAssertFalse(page.contains("<img src=x"))
        XCTAssertTrue(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"), "the path is shown, escaped")
        XCTAssertFalse(page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "no control character")
        XCTAssertEqual(page.components(separatedBy: "<script>").count - 1, 1, "one inline script: ours")
        XCTAssertTrue(page.contains("<mark>"), "the finding's span is marked in the quoted source")
        XCTAssertTrue(page.contains("prefers-color-scheme:dark"))
        XCTAssertTrue(page.contains("@media print"))
    }

    func testHTMLLoadsNoExternalResource() {
        let page = html(report(previous: PreviousRun(kind: .baseline, file: "b.json", entries: [])))
        // Within tags (code quoted in the page is escaped text, never a tag).
        let tags = page.matches(#"(<[a-zA-Z][^>]*>)"#)
        XCTAssertGreaterThan(tags.count, 100)
        for tag in tags {
            for p in [#"\ssrc\s*="#, #"\ssrcset\s*="#, #"^<link\b"#, #"^<iframe"#, #"^<object"#, #"^<embed"#, #"^<img"#,
                      #"xlink:href"#, #"^<script\s+src"#] {
                XCTAssertNil(tag.range(of: p, options: [.regularExpression, .caseInsensitive]), "the page must not load \(tag)")
            }
        }
        let style = page.matches(#"<style>([\s\S]*?)</style>"#).joined()
        XCTAssertFalse(style.isEmpty)
        XCTAssertFalse(style.contains("url("), "no CSS resource")
        XCTAssertFalse(style.contains("@import"))
        // Links are plain anchors, in the page: without a "docs-url" nothing points outside it.
        let hrefs = page.matches(#"href="([^"]*)""#)
        XCTAssertFalse(hrefs.isEmpty)
        for href in hrefs {
            XCTAssertTrue(href.hasPrefix("#"), "unexpected link \(href)")
        }
    }

    static let htmlCheck = """
    import sys, json, html5lib
    data = open(sys.argv[1], encoding="utf-8").read()
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    doc = parser.parse(data)
    loads = []
    ids = {}
    findings = 0
    for el in doc.iter():
        tag = el.tag if isinstance(el.tag, str) else ""
        tag = tag.split("}")[-1]
        for k, v in el.attrib.items():
            name = k.split("}")[-1]
            if name in ("src", "srcset", "data", "poster", "background", "action", "formaction"):
                loads.append((tag, name, v))
            if name == "href" and tag != "a":
                loads.append((tag, name, v))
            if name == "id":
                ids[v] = ids.get(v, 0) + 1
        if tag == "li" and "f" in el.get("class", "").split():
            findings += 1
    print(json.dumps({"loads": loads, "duplicateIds": [k for k, n in ids.items() if n > 1], "findings": findings,
                      "title": doc.find(".//title").text, "h2": [h.text for h in doc.iter("h2")]}))
    """

    func testHTMLParsesWithARealParser() throws {
        try requireTools(.html5lib)
        let r = report()
        let run = try ReportHarness.python(script: Self.htmlCheck, input: html(r))
        XCTAssertEqual(run.status, 0, "html5lib (strict) rejected the page:\n\(run.stderr.suffix(3000))")
        let out = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((out["loads"] as? [Any])?.count, 0, "resources loaded: \(out["loads"] ?? "")")
        XCTAssertEqual((out["duplicateIds"] as? [Any])?.count, 0, "duplicate ids: \(out["duplicateIds"] ?? "")")
        XCTAssertEqual(out["findings"] as? Int, r.findings.count)
        XCTAssertEqual(out["h2"] as? [String], ["Fix first", "The guidance, item by item", "Findings by audit item", "Screens",
                                                "Shared views", "Other code", "Posture tests", "Appendix: the rules"])
    }

    /// A message with `": "`, `(`, `<`, `&`, a quote and a newline, as a rule could write it.
    static let trickyMessage = "Place Cancel in ToolbarItem(placement: .cancellationAction): <Close> & \"Done\" move too.\nSecond line: (see the guidance)."

    static let messageCheck = """
    import sys, json, html5lib
    from html.parser import HTMLParser
    import markdown_it
    page, md = open(sys.argv[1], encoding="utf-8").read().split("\\u0000")
    doc = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(page)
    html_messages = ["".join(el.itertext()) for el in doc.iter() if "msg" in (el.get("class") or "").split()]
    class Text(HTMLParser):
        def __init__(self):
            super().__init__(); self.items = []; self.depth = 0
        def handle_starttag(self, tag, attrs):
            if tag == "li": self.items.append("")
        def handle_data(self, data):
            if self.items: self.items[-1] += data
    t = Text(); t.feed(markdown_it.MarkdownIt("commonmark", {"html": True}).enable("table").render(md))
    print(json.dumps({"html": html_messages, "markdown": t.items}))
    """

    /// Item 1 of issue 26: a message is shown whole in every format — never cut at its first ": " into a title and a
    /// stray paragraph, nothing of it read as markup.
    func testMessagesRoundTripWholeInHTMLAndMarkdown() throws {
        let message = Self.trickyMessage
        let finding = Finding(ruleID: "fixed-width", severity: .warning, message: message, path: "App/A.swift",
                              range: SourceRange(start: SourcePosition(line: 2, column: 5), end: SourcePosition(line: 2, column: 9)),
                              fingerprint: "00000000000000ab")
        var r = ReadinessReport.build(findings: [finding], inventories: [], filesLinted: 1, inputs: ["App"], toolVersion: "test")
        r.title = "Notes <&> \"App\""
        let page = HTMLReport.render(r, ruleDocs: RuleDocs.byID, files: ["App/A.swift": "import SwiftUI\nlet a = 1\n"])
        let markdown = MarkdownReport.render(r)
        // Checks that need no parser: the text is escaped whole, once per finding line.
        XCTAssertTrue(page.contains(HTMLText.escape(message)), "the HTML holds the whole message")
        XCTAssertTrue(page.contains("<title>Notes &lt;&amp;&gt; &quot;App&quot; — iPhone Duo readiness</title>"))
        try requireTools(.html5lib, .markdownIt)
        let run = try ReportHarness.python(script: Self.messageCheck, input: page + "\u{0}" + markdown)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String]])
        XCTAssertEqual(out["html"], [message], "one finding, its message whole, the newline kept")
        // Markdown keeps a finding on one line: the newline becomes a space, nothing else changes.
        let oneLine = message.replacingOccurrences(of: "\n", with: " ")
        let items = try XCTUnwrap(out["markdown"])
        XCTAssertEqual(items.filter { $0.contains(oneLine) }.count, 1, "the whole message in one list item: \(items)")
    }

    /// 10,000 findings in 500 screens: still one page of a few MB, written quickly.
    func testTenThousandFindingsMakeAPageOfAFewMegabytes() throws {
        var files: [String: String] = [:]
        var findings: [Finding] = []
        var inventories: [FileInventory] = []
        let rules = RuleRegistry.descriptors
        for f in 0..<500 {
            let path = "Sources/Feature\(f / 50)/Screen\(f).swift"
            var lines = ["import SwiftUI", "struct Screen\(f): View {", "    var body: some View {"]
            for k in 0..<60 { lines.append("        Text(\"row \(k)\").frame(width: \(200 + k)).padding(.horizontal, 12) // \(k)") }
            lines += ["    }", "}"]
            files[path] = lines.joined(separator: "\n")
            // Four rules a screen, five findings each (what real apps look like: a screen repeats its problems).
            for k in 0..<20 {
                let d = rules[(f * 7 + k / 5) % rules.count]
                let line = 4 + (k * 3) % 60
                findings.append(Finding(ruleID: d.id, severity: d.defaultSeverity,
                                        message: "synthetic finding \(k) of \(d.id): " + d.summary, path: path,
                                        range: SourceRange(start: SourcePosition(line: line, column: 22),
                                                           end: SourcePosition(line: line, column: 28)),
                                        fingerprint: String(f * 100 + k, radix: 16), lineFingerprint: "l\(k)"))
            }
            var t = InventoryType(name: "Screen\(f)", keyword: .struct, inherited: ["View"], line: 2, endLine: 65)
            t.configuresNavigationBar = true
            t.uses.toolbarItems = f % 4
            inventories.append(FileInventory(path: path, types: [t]))
        }
        findings.sort(by: Finding.reportOrder)
        let started = Date()
        let r = ReadinessReport.build(findings: findings, inventories: inventories, filesLinted: 500, inputs: ["Sources"],
                                      toolVersion: "test")
        let page = HTMLReport.render(r, ruleDocs: RuleDocs.byID, files: files)
        let markdown = MarkdownReport.render(r)
        let json = r.renderedJSON()
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(findings.count, 10_000)
        XCTAssertEqual(page.components(separatedBy: "<li class=\"f ").count - 1, 10_000)
        if let dump = ProcessInfo.processInfo.environment["DUO_LINT_DUMP_REPORT"] { try page.write(toFile: dump, atomically: true, encoding: .utf8) }
        // Every message whole (issue 26) and a posture row for every screen: 5.4 MB here (the bound was 5 MB while
        // messages were cut at their first ": ").
        XCTAssertLessThan(page.utf8.count, 6_000_000, "the page is \(page.utf8.count) bytes")
        XCTAssertLessThanOrEqual(markdown.utf8.count, MarkdownReport.maxLength, "the README: at most 60,000 (bytes, so characters too)")
        XCTAssertEqual(MarkdownReport.maxLength, 60_000, "the number the README states")
        XCTAssertLessThan(seconds, 30, "the report of 10,000 findings took \(seconds) s")
        XCTAssertTrue(json.hasSuffix("}\n"))
        print("10,000 findings: HTML \(page.utf8.count) bytes, Markdown \(markdown.count) characters, JSON \(json.utf8.count) bytes, \(String(format: "%.2f", seconds)) s")
    }

    // MARK: Markdown

    func testMarkdownStructureAndEscapes() {
        let r = report(previous: PreviousRun(kind: .baseline, file: ".duo-lint-baseline.json", entries: []))
        let md = MarkdownReport.render(r)
        XCTAssertTrue(md.hasPrefix("## App: iPhone Duo readiness\n"), "titled with the app's name (here the input's)")
        XCTAssertTrue(md.contains("| Status | Item of the guidance | Findings | What duo-lint saw |"))
        XCTAssertTrue(md.contains("### New findings"))
        let newAt = md.range(of: "### New findings")!.lowerBound
        let screensAt = md.range(of: "### Screens with the most findings")!.lowerBound
        XCTAssertLessThan(newAt, screensAt, "new findings come first")
        XCTAssertTrue(md.contains("<details><summary>"))
        XCTAssertTrue(md.contains("`App/<script>alert('x')</script> & \"q\".swift:"), "a path is a code span: shown as written")
        XCTAssertFalse(md.replacingOccurrences(of: "`App/<script>alert('x')</script>", with: "").contains("<script>"),
                       "no raw HTML from the code outside code spans")
        for item in AuditCatalogue.items { XCTAssertTrue(md.contains(MarkdownReport.cell(item.title)), item.id) }
    }

    func testMarkdownStaysUnderACommentsLength() {
        var files: [String: String] = [:]
        for f in 0..<80 {
            files["F\(f).swift"] = "import SwiftUI\n" + (0..<40).map { "let w\($0) = Text(\"x\").frame(width: \(400 + $0))" }.joined(separator: "\n")
        }
        let r = ReportHarness.report(files)
        XCTAssertGreaterThan(r.findings.count, 3_000)
        let md = MarkdownReport.render(r)
        XCTAssertLessThanOrEqual(md.utf8.count, MarkdownReport.maxLength)
        XCTAssertTrue(md.contains("more findings (cut to fit a comment"))
        XCTAssertTrue(md.hasSuffix("</sub>\n"))
    }

    static let markdownCheck = """
    import sys, json
    from markdown_it import MarkdownIt
    text = open(sys.argv[1], encoding="utf-8").read()
    md = MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")
    tokens = md.parse(text)
    tables = []
    current = None
    for t in tokens:
        if t.type == "table_open":
            current = {"rows": 0, "cells": []}
        elif t.type == "tr_open" and current is not None:
            current["rows"] += 1
            current["cells"].append(0)
        elif t.type in ("td_open", "th_open") and current is not None:
            current["cells"][-1] += 1
        elif t.type == "table_close":
            tables.append(current)
            current = None
    html = md.render(text)
    print(json.dumps({"tables": tables, "details": html.count("<details>"), "script": "<script" in html,
                      "h2": [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h2"]}))
    """

    func testMarkdownRendersAsGitHubFlavoredMarkdown() throws {
        try requireTools(.markdownIt)
        let r = report(previous: PreviousRun(kind: .baseline, file: "b|`x`.json", entries: []))
        let run = try ReportHarness.python(script: Self.markdownCheck, input: MarkdownReport.render(r))
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let tables = try XCTUnwrap(out["tables"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(tables.count, 2, "status table, new findings, screens")
        // The status table: a header and one row per audit item, four cells in every row.
        XCTAssertEqual(tables[0]["rows"] as? Int, AuditCatalogue.items.count + 1)
        XCTAssertEqual(Set(tables[0]["cells"] as? [Int] ?? []), [4])
        for t in tables {
            let cells = t["cells"] as? [Int] ?? []
            XCTAssertEqual(Set(cells).count, 1, "every row of a table has the header's cell count (no stray |): \(cells)")
        }
        XCTAssertEqual(out["details"] as? Int, 1)
        XCTAssertEqual(out["script"] as? Bool, false)
        XCTAssertEqual(out["h2"] as? [String], ["App: iPhone Duo readiness"])
    }
}

extension String {
    /// The first capture group of every match.
    func matches(_ pattern: String) -> [String] {
        guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = self as NSString
        return re.matches(in: self, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }
}
