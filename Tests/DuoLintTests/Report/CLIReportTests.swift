import Foundation
import XCTest
@testable import DuoLint

/// `duo-lint report` and `duo-lint lint --format markdown`, run as CI and a team would.
final class CLIReportTests: CLITestCase {
    func writeApp() throws {
        for (path, text) in ScreenInventoryTests.app { try write("App/" + path, text) }
        try write("App/.duo-lint.json", #"{ "enable": ["odd-grid-columns"] }"#)
    }

    func testReportOfTheExamplesAgreesWithLintJSON() throws {
        let examples = Self.packageRoot + "/Examples"
        let plain = try lint(["lint", "--format", "json", examples])
        XCTAssertEqual(plain.status, 1)
        let findings = jsonFindings(plain)
        XCTAssertGreaterThan(findings.count, 10)

        let json = try lint(["report", "--format", "json", "--quiet", examples])
        XCTAssertEqual(json.status, 0, "a report is not a gate: \(json.stderr)")
        let report = try XCTUnwrap(parseJSON(json.stdout) as? [String: Any])
        let reported = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(reported.count, findings.count)
        for (a, b) in zip(reported, findings) {
            for key in ["path", "line", "column", "rule", "severity", "message", "fingerprint"] {
                XCTAssertEqual("\(a[key] ?? "")", "\(b[key] ?? "")", key)
            }
        }
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["findings"] as? Int, findings.count)
        XCTAssertEqual(summary["errors"] as? Int, findings.filter { $0["severity"] as? String == "error" }.count)
        let audit = try XCTUnwrap(report["audit"] as? [[String: Any]])
        XCTAssertEqual(audit.reduce(0) { $0 + ($1["findings"] as? Int ?? 0) }, findings.count)

        try lint(["report", "--output", "readiness.html", "--quiet", examples])
        let page = try read("readiness.html")
        XCTAssertEqual(page.components(separatedBy: "<li class=\"f ").count - 1, findings.count)
        for i in findings.indices { XCTAssertTrue(page.contains("id=\"f\(i)\""), "finding \(i)") }
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
    }

    func testLintAndReportPrintTheSameMarkdown() throws {
        try writeApp()
        let fromLint = try lint(["lint", "--format", "markdown", "--quiet", "App"])
        let fromReport = try lint(["report", "--format", "markdown", "--quiet", "App"])
        XCTAssertEqual(fromLint.status, 0, fromLint.stderr)
        XCTAssertEqual(fromReport.status, 0, fromReport.stderr)
        XCTAssertEqual(fromLint.stdout, fromReport.stdout)
        XCTAssertTrue(fromLint.stdout.hasPrefix("## iPhone Duo readiness"))
        XCTAssertTrue(fromLint.stdout.contains("NoteList"), "screens come from the inventory in both")

        // Exit statuses: lint gates on errors, report does not.
        try write("App/Bad.swift", Self.errorSource)
        XCTAssertEqual(try self.lint(["lint", "--format", "markdown", "--quiet", "App"]).status, 1)
        XCTAssertEqual(try self.lint(["report", "--format", "markdown", "--quiet", "App"]).status, 0)
    }

    func testBaselineAndCompareMarkNewAndFixedFindings() throws {
        try writeApp()
        try lint(["lint", "--write-baseline", "base.json", "--quiet", "App"])
        try lint(["report", "--format", "json", "--output", "previous.json", "--quiet", "App"])
        // Fix one finding, add one.
        let list = try read("App/NoteList.swift").replacingOccurrences(of: "GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())",
                                                                       with: "GridItem(.flexible()), GridItem(.flexible())")
        try write("App/NoteList.swift", list)
        try write("App/Bad.swift", Self.warningSource)

        for args in [["--baseline", "base.json"], ["--compare", "previous.json"]] {
            let run = try lint(["report", "--format", "json", "--quiet"] + args + ["App"])
            XCTAssertEqual(run.status, 0, run.stderr)
            let report = try XCTUnwrap(parseJSON(run.stdout) as? [String: Any])
            let comparison = try XCTUnwrap(report["comparison"] as? [String: Any], "\(args)")
            XCTAssertEqual(comparison["new"] as? Int, 1, "\(args)")
            XCTAssertEqual(comparison["fixed"] as? Int, 1, "\(args)")
            let fixed = try XCTUnwrap((comparison["fixedFindings"] as? [[String: Any]])?.first)
            XCTAssertEqual(fixed["rule"] as? String, "odd-grid-columns")
            let new = (report["findings"] as? [[String: Any]] ?? []).filter { $0["new"] as? Bool == true }
            XCTAssertEqual(new.map { $0["rule"] as? String }, [Self.warningRule])
        }
        let page = try lint(["report", "--compare", "previous.json", "--quiet", "App"]).stdout
        XCTAssertTrue(page.contains("Fixed and new findings by audit item"))
        let md = try lint(["lint", "--format", "markdown", "--baseline", "base.json", "--quiet", "App"])
        XCTAssertEqual(md.status, 0, "the new finding is a warning")
        XCTAssertTrue(md.stdout.contains("**1 new finding**"))
    }

    func testReportUsageErrors() throws {
        try writeApp()
        assertUsageError(try lint(["report", "--format", "sarif", "App"]), mentions: ["report --format", "html, markdown or json"])
        assertUsageError(try lint(["report", "--staged"]), mentions: ["report does not take --staged"])
        assertUsageError(try lint(["report", "--baseline", "a.json", "--compare", "b.json", "App"]), mentions: ["--compare"])
        assertUsageError(try lint(["lint", "--compare", "b.json", "App"]), mentions: ["--compare", "report"])
        let missing = try lint(["report", "--compare", "nope.json", "App"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.json"))
    }

    func testItemsWhoseRulesDidNotRunAreNotDone() throws {
        try writeApp()
        let run = try lint(["report", "--format", "json", "--only", "fixed-width", "--quiet", "App"])
        let audit = (parseJSON(run.stdout) as? [String: Any])?["audit"] as? [[String: Any]] ?? []
        let bars = try XCTUnwrap(audit.first { $0["id"] as? String == "bars" })
        XCTAssertEqual(bars["status"] as? String, "manual")
        XCTAssertTrue((bars["reason"] as? String ?? "").contains("switched off"))
        let layouts = try XCTUnwrap(audit.first { $0["id"] as? String == "centred-layouts" })
        let count = AuditCatalogue.byID["centred-layouts"]?.rules.count ?? 0
        XCTAssertTrue((layouts["reason"] as? String ?? "").contains("(1 of its \(count) rules ran)"), "\(layouts["reason"] ?? "")")
    }

    func testHelpListsTheReport() throws {
        let help = try lint(["--help"])
        XCTAssertTrue(help.stdout.contains("duo-lint report [PATH ...]"))
        XCTAssertTrue(help.stdout.contains("markdown"))
    }
}

extension CLIReportTests {
    /// The readiness workflow's commands write the job summary and the page.
    func testReadinessWorkflowCommandsRun() throws {
        try writeApp()
        let file = Self.packageRoot + "/Examples/Integrations/github-actions-readiness.yml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let commands = text.split(separator: "\n").compactMap { raw -> String? in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("run: duo-lint ") else { return nil }
            return String(line.dropFirst("run: ".count))
        }
        XCTAssertEqual(commands.count, 2)
        let path = (Self.binary as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for command in commands {
            let result = try run("/bin/sh", ["-c", command], env: ["PATH": path, "GITHUB_STEP_SUMMARY": root + "/summary.md"])
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
        }
        XCTAssertTrue(try read("summary.md").hasPrefix("## iPhone Duo readiness"))
        XCTAssertTrue(try read("duo-lint-readiness.html").contains("Posture test matrix"))
    }
}

extension CLIReportTests {
    /// The same report whatever `--jobs` is and from run to run (dictionaries iterate in a different order each run).
    func testReportIsDeterministic() throws {
        try writeApp()
        for format in ["json", "html", "markdown"] {
            let a = try lint(["report", "--format", format, "--jobs", "1", "--quiet", "App"]).stdout
            let b = try lint(["report", "--format", format, "--jobs", "2", "--quiet", "App"]).stdout
            let c = try lint(["report", "--format", format, "--quiet", "App"]).stdout
            XCTAssertFalse(a.isEmpty)
            XCTAssertEqual(a, b, format)
            XCTAssertEqual(a, c, format)
        }
    }
}
