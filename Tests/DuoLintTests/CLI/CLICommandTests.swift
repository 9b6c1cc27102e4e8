import Foundation
import XCTest

/// `rules`, `explain`, `--version`, `--help`, `dump`.
final class CLICommandTests: CLITestCase {
    func testRulesAsJSONListsEveryRule() throws {
        let result = try lint(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        guard let rules = parseJSON(result.stdout) as? [[String: Any]] else { return XCTFail("not an array") }
        XCTAssertFalse(rules.isEmpty)
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, rules.count)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertTrue(ids.contains(Self.errorRule) && ids.contains(Self.warningRule))
        for rule in rules {
            let id = rule["id"] as? String ?? "?"
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), id)
            XCTAssertTrue([1, 2, 3].contains(rule["tier"] as? Int ?? 0), id)
            XCTAssertTrue(["error", "warning", "note"].contains(rule["severity"] as? String ?? ""), id)
            XCTAssertFalse((rule["summary"] as? String ?? "").isEmpty, id)
            XCTAssertNotNil(rule["category"] as? String, id)
            XCTAssertNotNil(rule["enabledByDefault"] as? Bool, id)
        }
        // The text listing has the same rules, one a line, id first.
        let text = try lint(["rules"])
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.stdoutLines.map { String($0.prefix { $0 != " " }) }, ids)
        XCTAssertEqual(try lint(["rules", "--format", "text"]).stdout, text.stdout)
    }

    func testEveryRuleCanBeExplained() throws {
        for id in try catalogueIDs() + ["parse-error", "superfluous-suppression"] {
            let result = try lint(["explain", id])
            XCTAssertEqual(result.status, 0, "\(id): \(result.stderr)")
            XCTAssertTrue(result.stdout.hasPrefix("# \(id)\n"), "\(id): \(result.stdout.prefix(200))")
        }
        let doc = try lint(["explain", Self.errorRule]).stdout
        for section in ["## What it finds", "## Why it matters", "## Triggers", "## Does not trigger", "## How to fix"] {
            XCTAssertTrue(doc.contains(section), section)
        }
    }

    func testExplainUnknownRuleExitsTwo() throws {
        assertUsageError(try lint(["explain", "no-such-rule"]), mentions: ["no-such-rule"])
    }

    func testVersionAndHelp() throws {
        let version = try lint(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertNotNil(version.stdout.range(of: #"^duo-lint \d+\.\d+\.\d+\S*\n$"#, options: .regularExpression), version.stdout)
        XCTAssertEqual(try lint(["-V"]).stdout, version.stdout)
        let help = try lint(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stderr, "")
        for word in ["lint", "rules", "explain", "install-hook", "dump", "--format", "--output", "--config", "--staged",
                     "--stdin-path", "--baseline", "--write-baseline", "--strict", "--enable", "--disable", "--only",
                     "--jobs", "--quiet", "--version"] {
            XCTAssertTrue(help.stdout.contains(word), "--help does not mention \(word)")
        }
        XCTAssertEqual(try lint(["-h"]).stdout, help.stdout)
        XCTAssertEqual(try lint(["lint", "--help"]).stdout, help.stdout)
    }

    func testDumpTokensIsLosslessJSONLines() throws {
        let source = "import UIKit\n// note\nlet s = \"é\\(x)\" /* c */\n"
        try write("T.swift", source)
        let result = try lint(["dump", "tokens", "T.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        var rebuilt = ""
        for line in result.stdoutLines {
            guard let object = parseJSON(line) as? [String: Any] else { return XCTFail("not a JSON object: \(line)") }
            XCTAssertNotNil(object["kind"] as? String, line)
            XCTAssertNotNil(object["line"] as? Int, line)
            XCTAssertNotNil(object["column"] as? Int, line)
            rebuilt += object["text"] as? String ?? ""
        }
        XCTAssertEqual(rebuilt, source, "tokens and trivia reproduce the file")
    }

    func testDumpTree() throws {
        try write("T.swift", Self.errorSource)
        let result = try lint(["dump", "tree", "T.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("sourceFile"), result.stdout)
        XCTAssertTrue(result.stdout.contains("ArrangementView"))
    }

    func testDumpOfAMissingFileExitsTwo() throws {
        assertUsageError(try lint(["dump", "tokens", "missing.swift"]), mentions: ["missing.swift"])
        let result = try lint(["dump", "tree", "missing.swift"])
        XCTAssertFalse(result.stderr.contains("Error Domain"), result.stderr)
        try mkdir("dir.swift")
        assertUsageError(try lint(["dump", "tree", "dir.swift"]), mentions: ["dir.swift"])
    }
}
