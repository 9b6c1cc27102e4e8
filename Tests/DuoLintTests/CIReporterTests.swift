import Foundation
import XCTest
@testable import DuoLint

/// The CI reporters (`gitlab`, `sonarqube`, `checkstyle`, `junit`) on hand-made findings: escaping, paths, ranges and
/// mappings. `CLICIFormatTests` feeds whole reports to the consumers of each format.
final class CIReporterTests: XCTestCase {
    private func render(_ format: OutputFormat, _ findings: [Finding] = ReportFixtures.findings) -> String {
        renderReport(findings, format: format, context: ReportFixtures.context())
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testEveryFormatHasARawValueAndEndsWithANewline() {
        XCTAssertEqual(OutputFormat(rawValue: "gitlab"), .gitlab)
        XCTAssertEqual(OutputFormat(rawValue: "sonarqube"), .sonarqube)
        XCTAssertEqual(OutputFormat(rawValue: "checkstyle"), .checkstyle)
        XCTAssertEqual(OutputFormat(rawValue: "junit"), .junit)
        for format in [OutputFormat.gitlab, .sonarqube, .checkstyle, .junit] {
            XCTAssertTrue(render(format).hasSuffix("\n"), "\(format)")
            XCTAssertTrue(render(format, []).hasSuffix("\n"), "\(format)")
        }
    }

    // MARK: GitLab

    func testGitLabIssues() throws {
        let issues = try XCTUnwrap(try json(render(.gitlab)) as? [[String: Any]])
        XCTAssertEqual(issues.count, ReportFixtures.findings.count)
        let first = issues[0]
        XCTAssertEqual(first["check_name"] as? String, "arrangement-in-scroll-view")
        XCTAssertEqual(first["description"] as? String, "ArrangementView inside ScrollView")
        XCTAssertEqual(first["severity"] as? String, "critical")   // tier-1 error
        XCTAssertEqual(first["type"] as? String, "issue")
        let location = try XCTUnwrap(first["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "App/My Views/Feed.swift")
        XCTAssertEqual(location["lines"] as? [String: Int], ["begin": 12, "end": 12])
        XCTAssertEqual(((first["other_locations"] as? [[String: Any]])?.first?["path"]) as? String, "App/Ünïcødé/Panel.swift")
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["critical", "minor", "info", "minor"])
        // A range of 0:0 is reported at line 1, as in every format.
        XCTAssertEqual((issues[3]["location"] as? [String: Any])?["lines"] as? [String: Int], ["begin": 1, "end": 1])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count)
    }

    func testGitLabFingerprintsOfIdenticalFindingsDiffer() throws {
        var a = ReportFixtures.findings[1]
        a.path = "./App/A.swift"
        let findings = [a, a, a]
        let issues = try XCTUnwrap(try json(render(.gitlab, findings)) as? [[String: Any]])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 3)
        XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, "App/A.swift")
        // The same findings give the same fingerprints (GitLab compares runs); other paths give others.
        XCTAssertEqual(render(.gitlab, findings), render(.gitlab, findings))
        var b = a
        b.path = "App/B.swift"
        let other = try XCTUnwrap(try json(render(.gitlab, [b])) as? [[String: Any]])
        XCTAssertNotEqual(other[0]["fingerprint"] as? String, issues[0]["fingerprint"] as? String)
    }

    func testGitLabSeverities() {
        XCTAssertEqual(GitLabReporter.severity(of: .error, tier: 1), "critical")
        XCTAssertEqual(GitLabReporter.severity(of: .error, tier: 2), "major")
        XCTAssertEqual(GitLabReporter.severity(of: .error, tier: 0), "major")
        XCTAssertEqual(GitLabReporter.severity(of: .warning, tier: 1), "minor")
        XCTAssertEqual(GitLabReporter.severity(of: .note, tier: 3), "info")
    }

    // MARK: SonarQube

    func testSonarQubeRulesAndIssues() throws {
        let report = try XCTUnwrap(try json(render(.sonarqube)) as? [String: Any])
        let rules = try XCTUnwrap(report["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String },
                       ["arrangement-in-scroll-view", "fixed-width", "parse-error", "toolbar-text-only-item"])
        let byID = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "?", $0) })
        let fixed = try XCTUnwrap(byID["fixed-width"])
        XCTAssertEqual(fixed["engineId"] as? String, "duo-lint")
        XCTAssertEqual(fixed["name"] as? String, "fixed-width")
        XCTAssertEqual(fixed["cleanCodeAttribute"] as? String, "COMPLETE")
        XCTAssertEqual(fixed["impacts"] as? [[String: String]], [["softwareQuality": "RELIABILITY", "severity": "MEDIUM"]])
        let description = fixed["description"] as? String ?? ""
        XCTAssertTrue(description.hasPrefix("A fixed width at or above the threshold.\n\nFinds fixed widths."), description)
        XCTAssertTrue(description.hasSuffix("https://github.com/example/duo-lint/blob/main/Rules/fixed-width.md"), description)
        XCTAssertEqual(byID["arrangement-in-scroll-view"]?["impacts"] as? [[String: String]],
                       [["softwareQuality": "RELIABILITY", "severity": "HIGH"]])
        XCTAssertEqual(byID["toolbar-text-only-item"]?["impacts"] as? [[String: String]],
                       [["softwareQuality": "RELIABILITY", "severity": "LOW"]])
        // parse-error is not in the fixtures' catalogue: it is still described, as a meta diagnostic.
        XCTAssertEqual(byID["parse-error"]?["impacts"] as? [[String: String]],
                       [["softwareQuality": "MAINTAINABILITY", "severity": "MEDIUM"]])
        XCTAssertEqual(byID["parse-error"]?["cleanCodeAttribute"] as? String, "CONVENTIONAL")

        let issues = try XCTUnwrap(report["issues"] as? [[String: Any]])
        XCTAssertEqual(issues.count, 4)
        for issue in issues {
            XCTAssertNil(issue["severity"], "no deprecated severity on issues")
            XCTAssertNil(issue["type"], "no deprecated type on issues")
        }
        let primary = try XCTUnwrap(issues[0]["primaryLocation"] as? [String: Any])
        XCTAssertEqual(primary["filePath"] as? String, "App/My Views/Feed.swift")
        XCTAssertEqual(primary["message"] as? String, "ArrangementView inside ScrollView")
        XCTAssertEqual(primary["textRange"] as? [String: Int], ["startLine": 12, "startColumn": 8, "endLine": 12, "endColumn": 22])
        let secondary = try XCTUnwrap((issues[0]["secondaryLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(secondary["filePath"] as? String, "App/Ünïcødé/Panel.swift")
        XCTAssertEqual(secondary["message"] as? String, "the ArrangementView")
        XCTAssertEqual(secondary["textRange"] as? [String: Int], ["startLine": 3, "startColumn": 4, "endLine": 3, "endColumn": 19])
        // Empty ranges (7:2–7:2, 0:0–0:0) become whole lines.
        XCTAssertEqual((issues[2]["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int], ["startLine": 7])
        XCTAssertEqual((issues[3]["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int], ["startLine": 1])
    }

    func testSonarQubeRuleImpactIsTheHighestSeverityOfItsFindings() throws {
        var warning = ReportFixtures.findings[1]
        var error = warning
        error.severity = .error
        warning.path = "A.swift"
        error.path = "B.swift"
        let report = try XCTUnwrap(try json(render(.sonarqube, [warning, error])) as? [String: Any])
        let rules = report["rules"] as? [[String: Any]] ?? []
        XCTAssertEqual(rules.count, 1)
        XCTAssertEqual(rules.first?["impacts"] as? [[String: String]], [["softwareQuality": "RELIABILITY", "severity": "HIGH"]])
    }

    func testSonarQubeWithoutFindings() throws {
        XCTAssertEqual(try json(render(.sonarqube, [])) as? [String: [String]], ["rules": [], "issues": []])
    }

    // MARK: XML

    func testXMLEscapingKeepsDocumentsWellFormed() {
        XCTAssertEqual(XMLText.attribute(#"a<b>&"c"'d'"#), "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        XCTAssertEqual(XMLText.attribute("tab\there\nline\r"), "tab&#9;here&#10;line&#13;")
        XCTAssertEqual(XMLText.text("a<b>&\"c\"\nd\re"), "a&lt;b&gt;&amp;\"c\"\nd&#13;e")
        // Characters XML 1.0 forbids become U+FFFD; others (non-ASCII, emoji) stay.
        XCTAssertEqual(XMLText.attribute("nul\u{0}bell\u{7}esc\u{1B}\u{FFFE}ü🙂"), "nul\u{FFFD}bell\u{FFFD}esc\u{FFFD}\u{FFFD}ü🙂")
    }

    func testCheckstyle() {
        let out = render(.checkstyle)
        XCTAssertEqual(out, """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="App/My Views/Feed.swift">
            <error line="12" column="9" severity="error" message="ArrangementView inside ScrollView" source="duo-lint.rules.arrangement-in-scroll-view"/>
          </file>
          <file name="App/C:odd,name#1?.swift">
            <error line="4" column="1" severity="warning" message="Fixed width 320: &quot;use&quot; %flexible%,&#10;layout" source="duo-lint.rules.fixed-width"/>
          </file>
          <file name="/abs/path/Other.swift">
            <error line="7" column="2" severity="info" message="Text-only item" source="duo-lint.rules.toolbar-text-only-item"/>
          </file>
          <file name="Broken.swift">
            <error line="1" column="1" severity="warning" message="unterminated string" source="duo-lint.rules.parse-error"/>
          </file>
        </checkstyle>

        """)
    }

    func testCheckstyleGroupsAFileOnceEvenOutOfOrder() {
        let a = ReportFixtures.findings[0], b = ReportFixtures.findings[1]
        let out = render(.checkstyle, [a, b, a])
        XCTAssertEqual(out.components(separatedBy: "<file ").count - 1, 2)
        XCTAssertEqual(out.components(separatedBy: "<error ").count - 1, 3)
    }

    func testJUnit() {
        let out = render(.junit, Array(ReportFixtures.findings.prefix(2)))
        XCTAssertEqual(out, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="duo-lint" tests="2" failures="2" errors="0" skipped="0" time="0">
          <testsuite name="App/My Views/Feed.swift" tests="1" failures="1" errors="0" skipped="0" time="0">
            <testcase name="arrangement-in-scroll-view at 12:9" classname="App/My Views/Feed" file="App/My Views/Feed.swift" line="12" time="0">
              <failure message="ArrangementView inside ScrollView" type="error">App/My Views/Feed.swift:12:9: error: ArrangementView inside ScrollView [arrangement-in-scroll-view]
          related: App/Ünïcødé/Panel.swift:3:5: the ArrangementView</failure>
            </testcase>
          </testsuite>
          <testsuite name="App/C:odd,name#1?.swift" tests="1" failures="1" errors="0" skipped="0" time="0">
            <testcase name="fixed-width at 4:1" classname="App/C:odd,name#1?" file="App/C:odd,name#1?.swift" line="4" time="0">
              <failure message="Fixed width 320: &quot;use&quot; %flexible%,&#10;layout" type="warning">App/C:odd,name#1?.swift:4:1: warning: Fixed width 320: "use" %flexible%, layout [fixed-width]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    }

    func testJUnitNamesAreUniqueAndACleanRunIsOnePassingTest() {
        let a = ReportFixtures.findings[1]
        let out = render(.junit, [a, a])
        XCTAssertTrue(out.contains(#"name="fixed-width at 4:1" "#))
        XCTAssertTrue(out.contains(#"name="fixed-width at 4:1 (2)" "#))
        XCTAssertEqual(render(.junit, []), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="duo-lint" tests="1" failures="0" errors="0" skipped="0" time="0">
          <testsuite name="duo-lint" tests="1" failures="0" errors="0" skipped="0" time="0">
            <testcase name="no findings" classname="duo-lint" time="0"/>
          </testsuite>
        </testsuites>

        """)
        XCTAssertEqual(JUnitReporter.className("A/B.swift"), "A/B")
        XCTAssertEqual(JUnitReporter.className(".swift"), ".swift")
        XCTAssertEqual(JUnitReporter.className("stdin"), "stdin")
    }
}
