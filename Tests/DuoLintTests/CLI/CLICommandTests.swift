import Foundation
import XCTest

/// `rules`, `explain`, `--version`, `--help`, `dump`.
final class CLICommandTests: CLITestCase {
    func testRulesAsJSONListsEveryRuleThenTheMetaDiagnostics() throws {
        let result = try lint(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        guard let all = parseJSON(result.stdout) as? [[String: Any]] else { return XCTFail("not an array") }
        let rules = all.filter { $0["kind"] as? String == "rule" }
        let meta = all.filter { $0["kind"] as? String == "meta" }
        XCTAssertEqual(rules.count + meta.count, all.count)
        XCTAssertEqual(meta.compactMap { $0["id"] as? String }, ["parse-error", "superfluous-suppression"])
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
            XCTAssertNotNil(rule["options"] as? [Any], id)
        }
        let offByDefault = rules.filter { $0["enabledByDefault"] as? Bool == false }.compactMap { $0["id"] as? String }
        XCTAssertEqual(offByDefault, ["odd-grid-columns", "prefer-arrangement", "screen-size-literal", "vertical-bar-opt-out"])
        let fixedWidth = rules.first { $0["id"] as? String == "fixed-width" }?["options"] as? [[String: Any]]
        XCTAssertEqual(fixedWidth?.first?["name"] as? String, "threshold")
        XCTAssertEqual(fixedWidth?.first?["default"] as? Int, 382)
        XCTAssertEqual(fixedWidth?.first?["minimum"] as? Int, 1)
        // The text listing has the same entries, one a line, id first, and says which are off by default.
        let text = try lint(["rules"])
        XCTAssertEqual(text.status, 0)
        // (after the line saying where the settings come from and the column heads)
        XCTAssertEqual(text.stdoutLines.first, "No .duo-lint.json here or above: the defaults.")
        XCTAssertTrue(text.stdoutLines.dropFirst().first?.hasPrefix("RULE ") ?? false, text.stdout)
        let entries = text.stdoutLines.dropFirst(2).prefix(all.count)
        XCTAssertEqual(entries.map { String($0.prefix { $0 != " " }) }, ids + ["parse-error", "superfluous-suppression"])
        XCTAssertTrue(entries.first { $0.hasPrefix("vertical-bar-opt-out ") }?.contains("(off by default)") ?? false)
        XCTAssertTrue(entries.first { $0.hasPrefix("parse-error ") }?.contains("(always on)") ?? false)
        XCTAssertTrue(text.stdout.contains("Off by default: odd-grid-columns, prefer-arrangement, screen-size-literal, vertical-bar-opt-out"), text.stdout)
        XCTAssertEqual(try lint(["rules", "--format", "text"]).stdout, text.stdout)
    }

    /// The README's and SPEC's config example (`"enable": ["vertical-bar-opt-out"]`) switches an opt-in rule on.
    func testEnablingAnOptInRuleMakesItRun() throws {
        try write("Sheet.swift", """
        import SwiftUI
        struct Sheet: View {
            var body: some View {
                NavigationStack {
                    Text("x")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { } }
                        }
                        .toolbarVerticalBehavior(.disabled)
                }
            }
        }

        """)
        XCTAssertEqual(textLocations(try lint([])).map(\.rule), [])
        try write(".duo-lint.json", #"{"enable": ["vertical-bar-opt-out"]}"#)
        XCTAssertEqual(textLocations(try lint([])).map(\.rule), ["vertical-bar-opt-out"])
        try FileManager.default.removeItem(atPath: root + "/.duo-lint.json")
        XCTAssertEqual(textLocations(try lint(["--enable", "vertical-bar-opt-out"])).map(\.rule), ["vertical-bar-opt-out"])
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
        assertUsageError(try lint(["explain", "fixed-widht"]), mentions: ["unknown rule id 'fixed-widht'; did you mean 'fixed-width'?"])
    }

    func testExplainSeveralRules() throws {
        let both = try lint(["explain", "fixed-width", "parse-error"])
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertTrue(both.stdout.hasPrefix("# fixed-width\n"))
        XCTAssertTrue(both.stdout.contains("\n# parse-error\n"))
        XCTAssertEqual(try lint(["explain", "fixed-width,parse-error"]).stdout, both.stdout)
        assertUsageError(try lint(["explain", "fixed-width", "nope"]), mentions: ["nope"])
    }

    func testVersionAndHelp() throws {
        let version = try lint(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertNotNil(version.stdout.range(of: #"^duo-lint \d+\.\d+\.\d+\S*\n$"#, options: .regularExpression), version.stdout)
        XCTAssertEqual(try lint(["-V"]).stdout, version.stdout)
        XCTAssertEqual(try lint(["version"]).stdout, version.stdout)
        let help = try lint(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stderr, "")
        for word in ["lint", "rules", "explain", "install-hook", "completions", "dump", "version", "help", "--format",
                     "--output", "--config", "--staged", "--stdin-path", "--baseline", "--no-baseline", "--write-baseline",
                     "--strict", "--enable", "--disable", "--only", "--jobs", "--quiet", "--verbose"] {
            XCTAssertTrue(help.stdout.contains(word), "--help does not mention \(word)")
        }
        // The config keys are named.
        for key in ["include", "exclude", "enable", "disable", "severity", "options", "baseline", "allow-no-files",
                    "report-superfluous-suppressions", "tests", "swift-version", "defines", "extends"] {
            XCTAssertTrue(help.stdout.contains(key), "--help does not name the config key \(key)")
        }
        XCTAssertEqual(try lint(["-h"]).stdout, help.stdout)
        XCTAssertEqual(try lint(["help"]).stdout, help.stdout)
        XCTAssertEqual(try lint(["--strict", "--help"]).stdout, help.stdout, "--help wins")
        // Every command has its own --help, the same as `help COMMAND`.
        for command in ["lint", "rules", "explain", "install-hook", "completions", "dump", "version", "help"] {
            let own = try lint([command, "--help"])
            XCTAssertEqual(own.status, 0, command)
            XCTAssertTrue(own.stdout.hasPrefix("usage: duo-lint \(command)") || command == "lint" || command == "help",
                          "\(command): \(own.stdout.prefix(80))")
            if command != "help" { XCTAssertEqual(try lint(["help", command]).stdout, own.stdout, command) }
        }
        XCTAssertTrue(try lint(["lint", "--help"]).stdout.hasPrefix("usage: duo-lint [lint] [PATH ...]"))
        XCTAssertTrue(try lint(["install-hook", "--help"]).stdout.contains("--strict"))
        assertUsageError(try lint(["help", "lnt"]), mentions: ["unknown command 'lnt'", "did you mean 'lint'?"])
    }

    /// Misspellings get a suggestion, in one line.
    func testDidYouMean() throws {
        try write("A.swift", Self.cleanSource)
        assertUsageError(try lint(["lnt"]), mentions: ["unknown command 'lnt'; did you mean 'lint'?"])
        assertUsageError(try lint(["--stirct"]), mentions: ["unknown option '--stirct' for lint; did you mean '--strict'?"])
        assertUsageError(try lint(["--disable", "fixed-widht"]), mentions: ["unknown rule id 'fixed-widht'; did you mean 'fixed-width'?"])
        assertUsageError(try lint(["--only", "fixedwidth"]), mentions: ["did you mean 'fixed-width'?"])
        assertUsageError(try lint(["--format", "sarf"]), mentions: ["did you mean 'sarif'?"])
        // An existing file or directory whose name looks like a command is linted, not corrected.
        try write("lnt", Self.warningSource)
        XCTAssertEqual(try lint(["lnt"]).status, 0)
    }

    /// `--only X --disable X` and `--enable X --disable X` follow one precedence: --disable wins.
    func testRuleSelectionPrecedence() throws {
        try write("Bar.swift", Self.warningSource)
        try write("Screen.swift", Self.errorSource)
        XCTAssertEqual(Set(textLocations(try lint(["--enable", Self.warningRule, "--disable", Self.warningRule])).map(\.rule)),
                       [Self.errorRule])
        XCTAssertEqual(textLocations(try lint(["--only", "\(Self.warningRule),\(Self.errorRule)", "--disable", Self.errorRule])).map(\.rule),
                       [Self.warningRule])
        XCTAssertEqual(textLocations(try lint(["--disable", Self.errorRule, "--only", "\(Self.warningRule),\(Self.errorRule)"])).map(\.rule),
                       [Self.warningRule], "the order of the options does not matter")
        assertUsageError(try lint(["--only", Self.warningRule, "--disable", Self.warningRule]), mentions: ["no rule left to run"])
        try write(".duo-lint.json", "{\"disable\": [\"\(Self.warningRule)\"]}")
        XCTAssertEqual(textLocations(try lint(["--only", Self.warningRule])).map(\.rule), [Self.warningRule], "--only overrides the config")
        XCTAssertEqual(Set(textLocations(try lint(["--enable", Self.warningRule])).map(\.rule)), [Self.warningRule, Self.errorRule])
    }

    /// `--format text --verbose`: the finding's line unchanged, then indented why / fix / more lines.
    func testVerboseTextAddsWhyAndFix() throws {
        try write("Screen.swift", Self.errorSource)
        let plain = try lint(["--quiet"])
        let verbose = try lint(["--quiet", "--verbose"])
        XCTAssertEqual(verbose.status, 1)
        let lines = verbose.stdoutLines
        XCTAssertEqual(lines.first, plain.stdoutLines.first)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    why  ") }, verbose.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    fix  ") }, verbose.stdout)
        XCTAssertTrue(lines.contains("    more duo-lint explain \(Self.errorRule)"), verbose.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    see  Screen.swift:5:13") }, "related location: \(verbose.stdout)")
        XCTAssertFalse(verbose.stdout.contains("seed 0"), verbose.stdout)
        // Problem matchers still see exactly one problem.
        XCTAssertEqual(lines.filter { Self.textLine.firstMatch(in: $0, range: NSRange(location: 0, length: ($0 as NSString).length)) != nil }.count, 1)
        assertUsageError(try lint(["--verbose", "--format", "json"]), mentions: ["--verbose"])
    }

    /// The default message is one short sentence.
    func testMessagesAreOneShortSentence() throws {
        let examples = Self.packageRoot + "/Examples/DuoNotes"
        let result = try lint(["--quiet", "--format", "json", "--enable", "prefer-arrangement,vertical-bar-opt-out", examples])
        let messages = jsonFindings(result).compactMap { $0["message"] as? String }
        XCTAssertGreaterThan(messages.count, 40)
        for message in messages {
            XCTAssertLessThanOrEqual(message.count, 130, message)
            XCTAssertTrue(message.hasSuffix("."), message)
            XCTAssertFalse(message.dropLast().contains(". "), "one sentence: \(message)")
        }
    }

    /// `duo-lint completions SHELL` prints a script for that shell, with the commands, options and rule ids.
    func testCompletionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try lint(["completions", shell])
            XCTAssertEqual(script.status, 0, script.stderr)
            for word in ["install-hook", "completions", "strict", "fixed-width", "sarif"] {
                XCTAssertTrue(script.stdout.contains(word), "\(shell) completions lack \(word)")
            }
        }
        assertUsageError(try lint(["completions", "tcsh"]), mentions: ["tcsh"])
        assertUsageError(try lint(["completions"]), mentions: ["completions"])
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
