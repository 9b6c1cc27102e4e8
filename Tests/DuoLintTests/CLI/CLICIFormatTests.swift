import Foundation
import XCTest

/// `--format gitlab|sonarqube|checkstyle|junit` through the binary, each fed to a real reader of its format
/// (`Tests/DuoLintTests/Consumers/check_report.py`: jsonschema with schemas written from GitLab's and SonarSource's
/// documentation plus the checks their importers make, lxml/xmllint with a Checkstyle XSD, junitparser), and each
/// compared with the text format. Installed by `.ci/install-test-deps.sh`; a test runs what it can without them and
/// then skips, in one line naming what is missing (`requireTools`), when a consumer's tool is not there.
final class CLICIFormatTests: CLITestCase {
    static let ciFormats = ["gitlab", "sonarqube", "checkstyle", "junit"]

    /// Errors, warnings, notes, related locations, parse errors, suppressions, identical findings, CRLF and CR line
    /// ends, columns after astral characters, and paths with spaces, `%`, `&`, quotes and non-ASCII letters.
    private func makeCorpus() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bars.swift", Self.warningSource + "let second = UIToolbar(); let third = UINavigationBar()\n")
        try write("App/Same.swift", "import UIKit\nlet a = UIToolbar()\n\nlet a = UIToolbar()\n\nlet a = UIToolbar()\n")
        try write("App/My Views/Feed 100% & \"more\".swift", "let 🙂🙂 = UIToolbar()\nlet é = UITabBar()\r\nlet x = UIToolbar()\r")
        try write("App/Ünï/Côde,x:y'.swift", Self.warningSource)
        try write("App/Broken.swift", "let a = \"unterminated\nlet b = UIToolbar()\nstruct X { func f() {\n")
        try write("App/Suppressed.swift", """
        import UIKit
        let a = UIToolbar() // duo-lint:disable:this custom-bar-instance
        let b = UIToolbar() // duo-lint:disable:this no-such-rule

        """)
        try write("App/Clean.swift", Self.cleanSource)
        try write(".duo-lint.json", #"{"severity": {"parse-error": "note"}}"#)
        let examples = Self.packageRoot + "/Examples/DuoNotes"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? [] where name.hasSuffix(".swift") {
            try write("Examples/\(name)", try String(contentsOfFile: examples + "/" + name, encoding: .utf8))
        }
    }

    // MARK: Consumers

    /// What every consumer needs: `try requireTools(.jsonschema, .junitparser, oneOf: [.lxml, .xmllint])` (gitlab and
    /// sonarqube: jsonschema; junit: junitparser; checkstyle: lxml or xmllint).
    ///
    /// Runs the consumer of `format` on `report` (paths relative to `root`). Never skips (it is called inside
    /// assertions): the test has required the consumer's tool, and a consumer that still finds it missing is an error.
    private func consume(_ format: String, _ report: String, file: StaticString = #filePath, line: UInt = #line) throws -> CLIRun {
        let reportPath = root + "/.report-\(format)"
        try Data(report.utf8).write(to: URL(fileURLWithPath: reportPath))
        let script = Self.packageRoot + "/Tests/DuoLintTests/Consumers/check_report.py"
        let result = try run("/usr/bin/env", ["python3", script, format, reportPath, root])
        if result.status == 3 || result.status == 127 {
            throw TestTool.Missing(description: "the \(format) consumer cannot run (\(result.stdout)\(result.stderr)): "
                                   + "the test must requireTools what it needs")
        }
        return result
    }

    private func assertAccepted(_ format: String, _ report: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try consume(format, report, file: file, line: line)
        XCTAssertEqual(result.status, 0, "the \(format) consumer rejects the report:\n\(result.stdout)\(result.stderr)\n\(report.prefix(3000))",
                       file: file, line: line)
    }

    func testEveryCIFormatIsAcceptedByItsConsumer() throws {
        try makeCorpus()
        let text = try lint(["--format", "text"])
        XCTAssertEqual(text.status, 1)
        var reports: [(format: String, report: String)] = []
        for format in Self.ciFormats {
            let report = try lint(["--format", format])
            XCTAssertEqual(report.status, text.status, format)
            XCTAssertEqual(report.stderr, text.stderr, format)
            XCTAssertTrue(report.stdout.hasSuffix("\n"), format)
            reports.append((format, report.stdout))
            // --output writes the same report.
            let output = try lint(["--format", format, "--output", "report.out", "--quiet"])
            XCTAssertEqual(output.stdout, "")
            XCTAssertEqual(try read("report.out"), report.stdout, format)
        }
        try requireTools(.jsonschema, .junitparser, oneOf: [.lxml, .xmllint])
        for (format, report) in reports { try assertAccepted(format, report) }
    }

    func testReportsWithoutFindingsAreAccepted() throws {
        try write("App/Clean.swift", Self.cleanSource)
        let junit = try lint(["--format", "junit"]).stdout
        XCTAssertTrue(junit.contains(#"<testcase name="no findings" classname="duo-lint" time="0"/>"#), junit)
        XCTAssertEqual(try lint(["--format", "gitlab"]).stdout, "[]\n")
        XCTAssertTrue(try lint(["--format", "checkstyle"]).stdout.hasSuffix("<checkstyle version=\"4.3\">\n</checkstyle>\n"))
        var reports: [(format: String, report: String)] = []
        for format in Self.ciFormats {
            let report = try lint(["--format", format])
            XCTAssertEqual(report.status, 0, format)
            reports.append((format, report.stdout))
        }
        try requireTools(.jsonschema, .junitparser, oneOf: [.lxml, .xmllint])
        for (format, report) in reports { try assertAccepted(format, report) }
    }

    /// The consumers are not vacuous: each rejects what its CI system would reject.
    func testConsumersRejectBrokenReports() throws {
        try requireTools(.jsonschema, .junitparser, oneOf: [.lxml, .xmllint])
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bars.swift", Self.warningSource)
        let gitlab = try lint(["--format", "gitlab"]).stdout
        let fingerprint = try XCTUnwrap(gitlab.range(of: #""fingerprint": "[0-9a-f]+""#, options: .regularExpression))
        let first = String(gitlab[fingerprint])
        let duplicated = gitlab.replacingOccurrences(of: #""fingerprint": "[0-9a-f]+""#, with: first, options: .regularExpression)
        XCTAssertEqual(try consume("gitlab", duplicated).status, 1, "duplicate fingerprints")
        XCTAssertEqual(try consume("gitlab", gitlab.replacingOccurrences(of: "\"minor\"", with: "\"warning\"")).status, 1)
        XCTAssertEqual(try consume("gitlab", gitlab.replacingOccurrences(of: "\"App/", with: "\"./App/")).status, 1)

        let sonar = try lint(["--format", "sonarqube"]).stdout
        XCTAssertEqual(try consume("sonarqube", sonar.replacingOccurrences(of: "\"ruleId\"", with: "\"severity\": \"MAJOR\", \"ruleId\"")).status, 1,
                       "deprecated issue severity")
        XCTAssertEqual(try consume("sonarqube", sonar.replacingOccurrences(of: "\"endColumn\": 19", with: "\"endColumn\": 10")).status, 1,
                       "an end before the start")
        XCTAssertEqual(try consume("sonarqube", sonar.replacingOccurrences(of: "\"endColumn\": 19", with: "\"endColumn\": 99")).status, 1,
                       "an offset past the end of the line")
        XCTAssertEqual(try consume("sonarqube", sonar.replacingOccurrences(of: "\"id\": \"custom-bar-instance\"", with: "\"id\": \"other\"")).status, 1,
                       "an issue whose rule is not in rules")

        let checkstyle = try lint(["--format", "checkstyle"]).stdout
        XCTAssertEqual(try consume("checkstyle", checkstyle.replacingOccurrences(of: "severity=\"warning\"", with: "severity=\"note\"")).status, 1)
        XCTAssertEqual(try consume("checkstyle", checkstyle.replacingOccurrences(of: " line=\"2\"", with: "")).status, 1)

        let junit = try lint(["--format", "junit"]).stdout
        XCTAssertEqual(try consume("junit", junit.replacingOccurrences(of: "tests=\"2\" failures=\"2\"", with: "tests=\"3\" failures=\"2\"")).status, 1)
        XCTAssertEqual(try consume("junit", junit.replacingOccurrences(of: "</testsuites>", with: "")).status, 1, "not well-formed")
    }

    // MARK: The shipped CI snippets

    /// Every `duo-lint lint --format F --output FILE .` line of `Examples/Integrations/{gitlab-ci.yml,Jenkinsfile,
    /// sonar-project.properties}` runs as written (with its `|| [ $? -eq 1 ]` where it has one), writes FILE, and FILE
    /// is what the snippet hands to its CI system and what that system's consumer accepts.
    func testCISnippetsWriteReportsTheirConsumersAccept() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bars.swift", Self.warningSource)
        let integrations = Self.packageRoot + "/Examples/Integrations"
        let binDirectory = (Self.binary as NSString).deletingLastPathComponent
        let path = binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let command = try NSRegularExpression(pattern: #"duo-lint lint --format ([a-z]+) --output (\S+) \.( \|\| \[ \$\? -eq 1 \])?"#)
        var formats: [String: Set<String>] = [:]
        var written: [(format: String, report: String)] = []
        for (name, consumerReference) in [("gitlab-ci.yml", ["codequality: ", "junit: "]),
                                          ("Jenkinsfile", ["pattern: '", "testResults: '"]),
                                          ("sonar-project.properties", ["sonar.externalIssuesReportPaths="])] {
            let text = try String(contentsOfFile: integrations + "/" + name, encoding: .utf8)
            let ns = text as NSString
            let matches = command.matches(in: text, range: NSRange(location: 0, length: ns.length))
            XCTAssertFalse(matches.isEmpty, "\(name) has no duo-lint lint --format … --output … line")
            for match in matches {
                let line = ns.substring(with: match.range)
                let format = ns.substring(with: match.range(at: 1))
                let output = ns.substring(with: match.range(at: 2))
                let tolerant = match.range(at: 3).location != NSNotFound
                try? FileManager.default.removeItem(atPath: root + "/" + output)
                let result = try run("/bin/sh", ["-c", line], env: ["PATH": path])
                XCTAssertEqual(result.status, tolerant ? 0 : 1, "\(name): \(line): \(result.stderr)")
                XCTAssertTrue(exists(output), "\(name): \(line) wrote no \(output)")
                written.append((format, (try? read(output)) ?? ""))
                XCTAssertTrue(consumerReference.contains { text.contains($0 + output) },
                              "\(name) does not hand \(output) to its CI system")
                formats[name, default: []].insert(format)
            }
        }
        XCTAssertEqual(formats["gitlab-ci.yml"], ["gitlab", "junit"])
        XCTAssertEqual(formats["Jenkinsfile"], ["checkstyle", "junit"])
        XCTAssertEqual(formats["sonar-project.properties"], ["sonarqube"])
        try requireTools(.jsonschema, .junitparser, oneOf: [.lxml, .xmllint])
        for (format, report) in written { try assertAccepted(format, report) }
    }

    // MARK: Same findings as the text format

    func testCIFormatsReportTheFindingsOfTheTextFormat() throws {
        try makeCorpus()
        let expected = textLocations(try lint(["--format", "text"]))
        XCTAssertGreaterThan(expected.count, 20)
        func normalized(_ locations: [Location]) -> [String] {
            locations.map { "\($0.path):\($0.line): \($0.severity) [\($0.rule)]" }
        }

        // GitLab: path, line, rule, severity (mapped).
        let gitlab = try XCTUnwrap(parseJSON(try lint(["--format", "gitlab"]).stdout) as? [[String: Any]])
        let gitlabSeverity = ["critical": "error", "major": "error", "minor": "warning", "info": "note"]
        XCTAssertEqual(normalized(gitlab.map { issue in
            let location = issue["location"] as? [String: Any] ?? [:]
            return Location(path: location["path"] as? String ?? "?",
                            line: (location["lines"] as? [String: Any])?["begin"] as? Int ?? -1, column: 0,
                            rule: issue["check_name"] as? String ?? "?",
                            severity: gitlabSeverity[issue["severity"] as? String ?? ""] ?? "?")
        }), normalized(expected))
        XCTAssertEqual(Set(gitlab.compactMap { $0["fingerprint"] as? String }).count, gitlab.count, "fingerprints are unique")

        // SonarQube: path, line, column (0-based), rule; the severity is the rule's impact.
        let sonar = try XCTUnwrap(parseJSON(try lint(["--format", "sonarqube"]).stdout) as? [String: Any])
        let rules = sonar["rules"] as? [[String: Any]] ?? []
        var impact: [String: String] = [:]
        for rule in rules {
            impact[rule["id"] as? String ?? "?"] = ((rule["impacts"] as? [[String: Any]])?.first?["severity"] as? String)
        }
        let sonarSeverity = ["HIGH": "error", "MEDIUM": "warning", "LOW": "note"]
        let issues = sonar["issues"] as? [[String: Any]] ?? []
        let fromSonar = issues.map { issue -> Location in
            let primary = issue["primaryLocation"] as? [String: Any] ?? [:]
            let range = primary["textRange"] as? [String: Any] ?? [:]
            let rule = issue["ruleId"] as? String ?? "?"
            return Location(path: primary["filePath"] as? String ?? "?", line: range["startLine"] as? Int ?? -1,
                            column: (range["startColumn"] as? Int).map { $0 + 1 } ?? 1, rule: rule,
                            severity: sonarSeverity[impact[rule] ?? ""] ?? "?")
        }
        XCTAssertEqual(normalized(fromSonar), normalized(expected))
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }), Set(expected.map(\.rule)), "rules lists the rules used")
        XCTAssertTrue(issues.contains { ($0["secondaryLocations"] as? [Any])?.isEmpty == false },
                      "the ArrangementView is a secondary location")

        // Checkstyle: path, line, column, rule, severity (info for notes).
        let checkstyle = try lint(["--format", "checkstyle"]).stdout
        XCTAssertEqual(xmlLocations(checkstyle, format: "checkstyle"), expected.map(\.description))

        // JUnit: one test case a finding, in a suite a file.
        let junit = try lint(["--format", "junit"]).stdout
        XCTAssertEqual(xmlLocations(junit, format: "junit"), expected.map(\.description))
        XCTAssertEqual(junit.components(separatedBy: "<testsuite ").count - 1, Set(expected.map(\.path)).count)
    }

    /// `path:line:column: severity [rule]` of each finding of a Checkstyle or JUnit report. (A regular expression over
    /// the elements duo-lint writes, one a line: Foundation's XMLParser needs libxml2 at run time, which the test
    /// bundle should not; the consumers above are the real XML parsers.)
    private func xmlLocations(_ xml: String, format: String) -> [String] {
        func attributes(_ line: String) -> [String: String] {
            var result: [String: String] = [:]
            let regex = try! NSRegularExpression(pattern: #"([a-z]+)="([^"]*)""#)
            let ns = line as NSString
            for m in regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                result[ns.substring(with: m.range(at: 1))] = unescape(ns.substring(with: m.range(at: 2)))
            }
            return result
        }
        func unescape(_ s: String) -> String {
            s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&#13;", with: "\r")
                .replacingOccurrences(of: "&#9;", with: "\t").replacingOccurrences(of: "&amp;", with: "&")
        }
        var locations: [String] = []
        var path = ""
        var testcase: [String: String] = [:]
        for raw in xml.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if format == "checkstyle" && line.hasPrefix("<file ") {
                path = attributes(line)["name"] ?? "?"
            } else if format == "checkstyle" && line.hasPrefix("<error ") {
                let a = attributes(line)
                let severity = a["severity"] == "info" ? "note" : a["severity"] ?? "?"
                let rule = (a["source"] ?? "").replacingOccurrences(of: "duo-lint.rules.", with: "")
                locations.append("\(path):\(a["line"] ?? "?"):\(a["column"] ?? "?"): \(severity) [\(rule)]")
            } else if format == "junit" && line.hasPrefix("<testcase ") {
                testcase = attributes(line)
            } else if format == "junit" && line.hasPrefix("<failure ") {
                let type = attributes(String(line.prefix { $0 != ">" }))["type"] ?? "?"
                let parts = (testcase["name"] ?? "").components(separatedBy: " at ")   // "rule at L:C"
                let position = parts.last?.components(separatedBy: " ").first ?? "?"
                locations.append("\(testcase["file"] ?? "?"):\(position): \(type) [\(parts.first ?? "?")]")
            }
        }
        return locations
    }

    // MARK: Details

    func testSeverityMappings() throws {
        try write("App/Screen.swift", Self.errorSource)                      // tier 1 error
        try write("App/Bars.swift", Self.warningSource)                      // warning
        try write("App/Hinge.swift", "import UIKit\nlet h = window.windowScene!.hinge!\n")   // tier 2 error (hinge-force-unwrap)
        try write("App/Toolbar.swift", """
        import SwiftUI
        struct S: View {
            var body: some View {
                Text("x").toolbar { ToolbarItem(placement: .primaryAction) { Button("Sort") {} } }
            }
        }

        """)                                                                 // note (toolbar-text-only-item)
        let gitlab = try XCTUnwrap(parseJSON(try lint(["--format", "gitlab"]).stdout) as? [[String: Any]])
        var bySeverity: [String: String] = [:]
        for issue in gitlab { bySeverity[issue["check_name"] as? String ?? "?"] = issue["severity"] as? String }
        XCTAssertEqual(bySeverity[Self.errorRule], "critical")
        XCTAssertEqual(bySeverity[Self.warningRule], "minor")
        XCTAssertEqual(bySeverity["toolbar-text-only-item"], "info")
        if bySeverity["hinge-force-unwrap"] != nil { XCTAssertEqual(bySeverity["hinge-force-unwrap"], "major") }

        let sonar = try XCTUnwrap(parseJSON(try lint(["--format", "sonarqube"]).stdout) as? [String: Any])
        var impacts: [String: [String: Any]] = [:]
        for rule in sonar["rules"] as? [[String: Any]] ?? [] {
            impacts[rule["id"] as? String ?? "?"] = (rule["impacts"] as? [[String: Any]])?.first
            XCTAssertEqual(rule["engineId"] as? String, "duo-lint")
            XCTAssertEqual(rule["cleanCodeAttribute"] as? String, "COMPLETE")
            XCTAssertFalse((rule["description"] as? String ?? "").isEmpty)
        }
        XCTAssertEqual(impacts[Self.errorRule]?["severity"] as? String, "HIGH")
        XCTAssertEqual(impacts[Self.errorRule]?["softwareQuality"] as? String, "RELIABILITY")
        XCTAssertEqual(impacts[Self.warningRule]?["severity"] as? String, "MEDIUM")
        XCTAssertEqual(impacts["toolbar-text-only-item"]?["severity"] as? String, "LOW")

        // A config severity override is what the reports carry.
        try write(".duo-lint.json", #"{"severity": {"custom-bar-instance": "error"}}"#)
        let overridden = try XCTUnwrap(parseJSON(try lint(["--format", "gitlab"]).stdout) as? [[String: Any]])
        XCTAssertEqual(overridden.first { $0["check_name"] as? String == Self.warningRule }?["severity"] as? String, "critical")
        XCTAssertTrue(try lint(["--format", "checkstyle"]).stdout.contains(#"severity="error" message="UIToolbar"#))
    }

    /// GitLab compares fingerprints between the merge request's base and head: they stay when lines are added above a
    /// finding, and identical findings in one file still get distinct ones.
    func testGitLabFingerprintsAreUniqueAndSurviveEditsElsewhere() throws {
        try write("App/Same.swift", "import UIKit\nlet a = UIToolbar()\n\nlet a = UIToolbar()\n")
        try write("App/Copy.swift", "import UIKit\nlet a = UIToolbar()\n\nlet a = UIToolbar()\n")
        func fingerprints() throws -> [String] {
            let issues = try XCTUnwrap(parseJSON(try lint(["--format", "gitlab"]).stdout) as? [[String: Any]])
            return issues.map { "\(($0["location"] as? [String: Any])?["path"] ?? "?") \($0["fingerprint"] ?? "?")" }
        }
        let before = try fingerprints()
        XCTAssertEqual(before.count, 4)
        XCTAssertEqual(Set(before.map { $0.split(separator: " ")[1] }).count, 4)
        // Lines added above the findings' neighbours (the fingerprint of a finding covers its line and the nearest
        // non-blank lines around it).
        try write("App/Same.swift", "// a comment\nfunc f() {}\n\nimport UIKit\nlet a = UIToolbar()\n\nlet a = UIToolbar()\n")
        XCTAssertEqual(try fingerprints(), before)
    }

    func testSonarQubeRangesAreZeroBasedAndNeverEmpty() throws {
        try write("App/U.swift", "import UIKit\nlet 🙂 = UIToolbar()\n")
        let sonar = try XCTUnwrap(parseJSON(try lint(["--format", "sonarqube"]).stdout) as? [String: Any])
        let issue = try XCTUnwrap((sonar["issues"] as? [[String: Any]])?.first)
        let range = (issue["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int]
        XCTAssertEqual(range, ["startLine": 2, "startColumn": 8, "endLine": 2, "endColumn": 17])
        // An empty range (a parse error at the end of a file) becomes the whole line.
        try write("App/Broken.swift", "struct X {")
        let broken = try XCTUnwrap(parseJSON(try lint(["--format", "sonarqube", "App/Broken.swift"]).stdout) as? [String: Any])
        let brokenIssues = broken["issues"] as? [[String: Any]] ?? []
        XCTAssertEqual(brokenIssues.map { $0["ruleId"] as? String }, ["parse-error"])
        let brokenRange = (brokenIssues.first?["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int]
        XCTAssertEqual(brokenRange, ["startLine": 1], "the whole line: no columns")
        let report = try lint(["--format", "sonarqube"]).stdout
        try requireTools(.jsonschema)
        try assertAccepted("sonarqube", report)
    }

    func testJUnitTestCaseNamesAreUniqueInASuite() throws {
        try write("App/Bars.swift", "import UIKit\nlet a = UIToolbar(); let b = UIToolbar()\n")
        let junit = try lint(["--format", "junit"]).stdout
        XCTAssertTrue(junit.contains(#"name="custom-bar-instance at 2:9" classname="App/Bars" file="App/Bars.swift" line="2""#), junit)
        XCTAssertTrue(junit.contains(#"name="custom-bar-instance at 2:30""#), junit)
        try requireTools(.junitparser)
        try assertAccepted("junit", junit)
    }

    func testUnknownFormatNamesTheFormats() throws {
        let result = try lint(["--format", "codeclimate"])
        assertUsageError(result, mentions: ["gitlab", "sonarqube", "checkstyle", "junit", "codeclimate"])
    }
}
