import XCTest
@testable import DuoLint
@testable import DuoLintReadiness

/// A finding's fixes in the reports (VOCABULARY.md, fix contract 1): SARIF `fixes` that validate against the OASIS
/// schema, JSON `fixes` with their safety, text `suggestion:` lines for unsafe fixes only.
final class FixReportTests: XCTestCase {
    static let finding: Finding = {
        let edit = TextEdit(start: 120, end: 121, replacement: "?", range: ReportFixtures.range(8, 29, 8, 30))
        let insertion = TextEdit(start: 300, end: 300, replacement: "    case .unknown: break\n", range: ReportFixtures.range(14, 1, 14, 1))
        return Finding(ruleID: "fixed-width", severity: .warning, message: "m", path: "App/My Views/Feed.swift",
                       range: ReportFixtures.range(8, 20, 8, 26), fingerprint: "abc",
                       fixes: [Fix(title: "Replace `!` with `?`", safety: .safe, edits: [edit, insertion]),
                               Fix(title: "Set `placement: .cancellationAction`", safety: .unsafe, edits: [edit]),
                               Fix(title: "Unwrap it first", safety: .unsafe, edits: [])])
    }()

    func testSARIFFixesValidate() throws {
        let sarif = renderReport([Self.finding] + ReportFixtures.findings, format: .sarif, context: ReportFixtures.context())
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]])?[0])
        let fixes = try XCTUnwrap(result["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.count, 2, "the suggestion without an edit is not a SARIF fix")
        let change = try XCTUnwrap((fixes[0]["artifactChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((change["artifactLocation"] as? [String: Any])?["uri"] as? String, "App/My%20Views/Feed.swift")
        let replacements = try XCTUnwrap(change["replacements"] as? [[String: Any]])
        XCTAssertEqual(replacements.count, 2)
        XCTAssertEqual((replacements[0]["insertedContent"] as? [String: Any])?["text"] as? String, "?")
        XCTAssertEqual((replacements[0]["deletedRegion"] as? [String: Any])?["startColumn"] as? Int, 29)
        XCTAssertEqual((fixes[1]["properties"] as? [String: Any])?["safety"] as? String, "unsafe")
        try SARIFSchemaValidator.assertValid(sarif)
    }

    func testTextShowsUnsafeFixesAndNotesIndented() {
        var finding = Self.finding
        finding.fixNote = "fix not applied: the finding is still reported after the fix"
        let text = renderReport([finding], format: .text, context: ReportFixtures.context())
        XCTAssertEqual(text, """
            App/My Views/Feed.swift:8:20: warning: m [fixed-width]
                suggestion: Set `placement: .cancellationAction` (unsafe fix: duo-lint fix --unsafe-fixes)
                suggestion: Unwrap it first
                note: fix not applied: the finding is still reported after the fix

            """)
    }

    func testJSONCarriesFixesWithSafetyAndOffsets() throws {
        let json = renderReport([Self.finding], format: .json, context: ReportFixtures.context())
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let fixes = try XCTUnwrap(array[0]["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.map { $0["safety"] as? String }, ["safe", "unsafe", "unsafe"])
        let edit = try XCTUnwrap((fixes[0]["edits"] as? [[String: Any]])?.last)
        XCTAssertEqual(edit["offset"] as? Int, 300)
        XCTAssertEqual(edit["endOffset"] as? Int, 300)
        XCTAssertEqual(edit["newText"] as? String, "    case .unknown: break\n")
        XCTAssertNil(array[0]["fixNote"])
    }

    func testTheReadinessReportCountsWhatFixWouldClear() throws {
        var unsafeOnly = Self.finding
        unsafeOnly.fixes = [Self.finding.fixes[1]]
        var suggestionOnly = Self.finding
        suggestionOnly.fixes = [Self.finding.fixes[2]]
        let report = ReadinessReport.build(findings: [Self.finding, unsafeOnly, suggestionOnly] + ReportFixtures.findings,
                                           inventories: [], filesLinted: 3, inputs: ["."], toolVersion: "1")
        XCTAssertEqual(report.fixable.safe, 1)
        XCTAssertEqual(report.fixable.unsafe, 1)
        XCTAssertTrue(MarkdownReport.render(report).contains("**1 finding** can be fixed by `duo-lint fix` (1 more with `--unsafe-fixes`)."))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.renderedJSON().utf8)) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["fixable"] as? Int, 1)
        XCTAssertEqual(summary["unsafeFixable"] as? Int, 1)
        XCTAssertTrue(HTMLReport.render(report, ruleDocs: [:], files: [:]).contains("cleared by duo-lint fix"))
    }
}
