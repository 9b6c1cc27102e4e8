import Foundation
import XCTest
@testable import DuoLint

/// Sample findings and context shared by the reporter and SARIF schema tests.
enum ReportFixtures {
    static let rules = [
        RuleDescriptor(id: "fixed-width", tier: 1, severity: .warning, category: .layout,
                       summary: "A fixed width at or above the threshold."),
        RuleDescriptor(id: "arrangement-in-scroll-view", tier: 1, severity: .error, category: .arrangement,
                       summary: "An ArrangementView nested in a scroll container."),
        RuleDescriptor(id: "toolbar-text-only-item", tier: 1, severity: .note, category: .bars,
                       summary: "A text-only toolbar item.", enabledByDefault: false),
    ]

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    static let findings = [
        Finding(ruleID: "arrangement-in-scroll-view", severity: .error,
                message: "ArrangementView inside ScrollView", path: "App/My Views/Feed.swift",
                range: range(12, 9, 12, 23),
                related: [RelatedLocation(path: "App/Ünïcødé/Panel.swift", range: range(3, 5, 3, 20),
                                          message: "the ArrangementView")],
                fingerprint: "0123456789abcdef"),
        Finding(ruleID: "fixed-width", severity: .warning, message: "Fixed width 320: \"use\" %flexible%,\nlayout",
                path: "App/C:odd,name#1?.swift", range: range(4, 1, 4, 30), fingerprint: "fedcba9876543210"),
        Finding(ruleID: "toolbar-text-only-item", severity: .note, message: "Text-only item",
                path: "/abs/path/Other.swift", range: range(7, 2, 7, 2)),
        Finding(ruleID: "parse-error", severity: .warning, message: "unterminated string",
                path: "Broken.swift", range: range(0, 0, 0, 0), fingerprint: "00000000000000aa"),
    ]

    /// `docsURL`: the config's `"docs-url"` (nil: no help links).
    static func context(sourceRoot: String? = nil,
                        docsURL: String? = "https://github.com/example/duo-lint/blob/main/Rules") -> ReportContext {
        ReportContext(toolVersion: "1.2.3", rules: rules,
                      ruleHelp: { $0 == "fixed-width" ? "# fixed-width\n\nFinds fixed\nwidths.\n\n## Why\n\nBecause." : nil },
                      helpLinks: HelpLinks(docsURL: docsURL), sourceRoot: sourceRoot)
    }
}

final class ReporterTests: XCTestCase {
    private func jsonObject(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testTextFormatIsOneParseableLinePerFinding() {
        let out = renderReport(ReportFixtures.findings, format: .text, context: ReportFixtures.context())
        XCTAssertEqual(out, """
        App/My Views/Feed.swift:12:9: error: ArrangementView inside ScrollView [arrangement-in-scroll-view]
        App/C:odd,name#1?.swift:4:1: warning: Fixed width 320: "use" %flexible%, layout [fixed-width]
        /abs/path/Other.swift:7:2: note: Text-only item [toolbar-text-only-item]
        Broken.swift:1:1: warning: unterminated string [parse-error]

        """)
    }

    func testEmptyReports() {
        let ctx = ReportFixtures.context()
        XCTAssertEqual(renderReport([], format: .text, context: ctx), "")
        XCTAssertEqual(renderReport([], format: .github, context: ctx), "")
        XCTAssertEqual(renderReport([], format: .json, context: ctx), "[]\n")
        let sarif = renderReport([], format: .sarif, context: ctx)
        XCTAssertTrue(sarif.contains("\"results\": []"))
    }

    func testJSONFormatHasStableSortedKeys() {
        let finding = ReportFixtures.findings[0]
        XCTAssertEqual(renderReport([finding], format: .json, context: ReportFixtures.context()), """
        [
          {
            "column": 9,
            "endColumn": 23,
            "endLine": 12,
            "fingerprint": "0123456789abcdef",
            "fixes": [],
            "line": 12,
            "message": "ArrangementView inside ScrollView",
            "path": "App/My Views/Feed.swift",
            "related": [
              {
                "column": 5,
                "endColumn": 20,
                "endLine": 3,
                "line": 3,
                "message": "the ArrangementView",
                "path": "App/Ünïcødé/Panel.swift"
              }
            ],
            "rule": "arrangement-in-scroll-view",
            "severity": "error"
          }
        ]

        """)
    }

    func testJSONFormatEscapesAndRoundTrips() throws {
        var finding = ReportFixtures.findings[1]
        finding.message = "quote \" backslash \\ tab \t nul \u{0} bell \u{7} emoji 🧭 slash /"
        let out = renderReport([finding], format: .json, context: ReportFixtures.context())
        XCTAssertTrue(out.contains(#""quote \" backslash \\ tab \t nul \u0000 bell \u0007 emoji 🧭 slash /""#))
        let array = try XCTUnwrap(jsonObject(out) as? [[String: Any]])
        XCTAssertEqual(array.first?["message"] as? String, finding.message)
        XCTAssertEqual((array.first?["related"] as? [Any])?.count, 0)
    }

    func testGitHubFormatEscapesPropertiesAndData() {
        let out = renderReport(ReportFixtures.findings, format: .github, context: ReportFixtures.context())
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[0], "::error file=App/My Views/Feed.swift,line=12,col=9,endLine=12,endColumn=23,"
            + "title=arrangement-in-scroll-view::ArrangementView inside ScrollView")
        XCTAssertEqual(lines[1], "::warning file=App/C%3Aodd%2Cname#1?.swift,line=4,col=1,endLine=4,endColumn=30,"
            + "title=fixed-width::Fixed width 320: \"use\" %25flexible%25,%0Alayout")
        XCTAssertTrue(lines[2].hasPrefix("::notice file=/abs/path/Other.swift,line=7,col=2,"))
        XCTAssertEqual(lines[3], "::warning file=Broken.swift,line=1,col=1,endLine=1,endColumn=1,title=parse-error::unterminated string")
        XCTAssertEqual(lines[4], "")
        XCTAssertEqual(GitHubReporter.escapeData("a\r\nb%"), "a%0D%0Ab%25")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c\n"), "a%3Ab%2Cc%0A")
    }

    func testSARIFStructure() throws {
        let out = renderReport(ReportFixtures.findings, format: .sarif, context: ReportFixtures.context())
        let log = try XCTUnwrap(jsonObject(out) as? [String: Any])
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        XCTAssertNil(run["originalUriBaseIds"])

        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "duo-lint")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/example/duo-lint/blob/main/Rules", "the docs-url")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String },
                       ["fixed-width", "arrangement-in-scroll-view", "toolbar-text-only-item", "parse-error"])

        let fixedWidth = rules[0]
        XCTAssertEqual(fixedWidth["name"] as? String, "FixedWidth")
        XCTAssertEqual((fixedWidth["shortDescription"] as? [String: Any])?["text"] as? String,
                       "A fixed width at or above the threshold.")
        XCTAssertEqual((fixedWidth["fullDescription"] as? [String: Any])?["text"] as? String, "Finds fixed widths.")
        XCTAssertEqual((fixedWidth["help"] as? [String: Any])?["markdown"] as? String,
                       "# fixed-width\n\nFinds fixed\nwidths.\n\n## Why\n\nBecause.")
        XCTAssertEqual(fixedWidth["helpUri"] as? String, "https://github.com/example/duo-lint/blob/main/Rules/fixed-width.md")
        XCTAssertEqual((fixedWidth["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        let properties = try XCTUnwrap(fixedWidth["properties"] as? [String: Any])
        XCTAssertEqual(properties["tier"] as? Int, 1)
        XCTAssertEqual(properties["tags"] as? [String], ["duo-lint", "Layout", "tier-1"])

        let textOnly = rules[2]
        XCTAssertEqual((textOnly["help"] as? [String: Any])?["text"] as? String, "A text-only toolbar item.")
        XCTAssertEqual((textOnly["fullDescription"] as? [String: Any])?["text"] as? String, "A text-only toolbar item.")
        XCTAssertEqual((textOnly["defaultConfiguration"] as? [String: Any])?["level"] as? String, "note")
        XCTAssertEqual((textOnly["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)
        XCTAssertEqual((rules[3]["properties"] as? [String: Any])?["tags"] as? [String], ["duo-lint", "Meta", "tier-0"])

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [1, 0, 2, 3])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note", "warning"])

        let first = results[0]
        XCTAssertEqual(first["ruleId"] as? String, "arrangement-in-scroll-view")
        XCTAssertEqual((first["message"] as? [String: Any])?["text"] as? String, "ArrangementView inside ScrollView")
        XCTAssertEqual(first["partialFingerprints"] as? [String: String], ["duoLintFingerprint/v1": "0123456789abcdef"])
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(location["artifactLocation"] as? [String: String],
                       ["uri": "App/My%20Views/Feed.swift", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(location["region"] as? [String: Int],
                       ["startLine": 12, "startColumn": 9, "endLine": 12, "endColumn": 23])
        let related = try XCTUnwrap(first["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related[0]["id"] as? Int, 0)
        XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "the ArrangementView")
        XCTAssertEqual(((related[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"],
                       "App/%C3%9Cn%C3%AFc%C3%B8d%C3%A9/Panel.swift")

        XCTAssertEqual(((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: String] }?["uri"], "App/C%3Aodd%2Cname%231%3F.swift")
        XCTAssertNil(results[1]["relatedLocations"])
        let absolute = (results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual(absolute?["artifactLocation"] as? [String: String], ["uri": "file:///abs/path/Other.swift"])
        XCTAssertNil(results[2]["partialFingerprints"], "an empty fingerprint is left out")
        let clamped = (results[3]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual(clamped?["region"] as? [String: Int], ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1])
    }

    /// No "docs-url": no link anywhere (no `helpUri`, no `informationUri`), the whole document in `help`.
    func testSARIFWithoutDocsURLHasNoLinksAndTheWholeHelp() throws {
        let out = renderReport(ReportFixtures.findings, format: .sarif, context: ReportFixtures.context(docsURL: nil))
        let log = try XCTUnwrap(jsonObject(out) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertFalse(rules.isEmpty)
        for rule in rules { XCTAssertNil(rule["helpUri"], "\(rule["id"] ?? "?")") }
        let help = try XCTUnwrap(rules.first { $0["id"] as? String == "fixed-width" }?["help"] as? [String: String])
        XCTAssertEqual(help["markdown"], "# fixed-width\n\nFinds fixed\nwidths.\n\n## Why\n\nBecause.")
        XCTAssertEqual(help["text"], help["markdown"])
        // The only addresses left are the schema's.
        let addresses = out.matches(#"(https?://[^"]*)"#)
        XCTAssertEqual(Set(addresses), ["https://json.schemastore.org/sarif-2.1.0.json"])
        // SonarQube's descriptions name no documentation either.
        let sonar = renderReport(ReportFixtures.findings, format: .sonarqube, context: ReportFixtures.context(docsURL: nil))
        XCTAssertFalse(sonar.contains("Documentation:"), sonar)
    }

    func testHelpLinksFromDocsURL() {
        XCTAssertNil(HelpLinks.none.url(for: "fixed-width"))
        XCTAssertEqual(HelpLinks(docsURL: "https://docs.example.com/rules/").url(for: "fixed-width"),
                       "https://docs.example.com/rules/fixed-width.md")
        XCTAssertEqual(HelpLinks(docsURL: "https://docs.example.com/r/{rule}.html").url(for: "fixed-width"),
                       "https://docs.example.com/r/fixed-width.html")
        XCTAssertNil(HelpLinks(docsURL: "https://docs.example.com/r").url(for: "parse-error"), "meta diagnostics have no page")
        XCTAssertNil(HelpLinks(docsURL: "").docsURL)
        XCTAssertTrue(HelpLinks.isValid("file:///srv/duo-lint/Rules"))
        XCTAssertFalse(HelpLinks.isValid("docs/rules"))
        XCTAssertFalse(HelpLinks.isValid("https://a b"))
    }

    func testSARIFSourceRoot() throws {
        let out = renderReport([], format: .sarif, context: ReportFixtures.context(sourceRoot: "/home/me/My Project"))
        let log = try XCTUnwrap(jsonObject(out) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["originalUriBaseIds"] as? [String: [String: String]],
                       ["%SRCROOT%": ["uri": "file:///home/me/My%20Project/"]])
    }

    func testSARIFHelpers() {
        XCTAssertEqual(SARIFReporter.percentEncode("a b/ü~x-y_z.swift"), "a%20b/%C3%BC~x-y_z.swift")
        XCTAssertEqual(SARIFReporter.percentEncode("100%[x]"), "100%25%5Bx%5D")
        XCTAssertEqual(SARIFReporter.artifactLocation("./././A.swift"), .object(["uri": .string("A.swift"), "uriBaseId": .string("%SRCROOT%")]))
        XCTAssertEqual(RuleExplanation.summary("# T\n\n```swift\nlet x = 1\n```\n\nProse one\n  two.\n\nMore."), "Prose one two.")
        XCTAssertNil(RuleExplanation.summary("# Only a heading\n"))
    }

    func testOutputFormatNames() {
        XCTAssertEqual(OutputFormat(rawValue: "sarif"), .sarif)
        XCTAssertNil(OutputFormat(rawValue: "xml"))
        XCTAssertEqual(OutputFormat.allCases.map(\.rawValue), ["text", "json", "sarif", "github", "gitlab", "sonarqube", "checkstyle", "junit", "markdown"])
    }
}
