import Foundation
import XCTest

/// `--write-baseline FILE` / `--baseline FILE` across edits (README.md, Baselines).
final class CLIBaselineTests: CLITestCase {
    private let view = """
    import UIKit
    final class Editor: UIViewController {
        let bar = UIToolbar()
        override func viewDidLoad() {
            super.viewDidLoad()
        }
    }

    """

    private func setUpProject() throws {
        try write("App/Editor.swift", view)
        try write("App/Screen.swift", Self.errorSource)
        let written = try lint(["--write-baseline", "baseline.json"])
        XCTAssertEqual(written.status, 0, "writing a baseline succeeds even with failing findings: \(written.stderr)")
        XCTAssertEqual(written.stdout, "")
        XCTAssertTrue(exists("baseline.json"))
    }

    func testBaselineDropsRecordedFindings() throws {
        try setUpProject()
        let result = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        for format in ["json", "sarif", "github"] {
            let other = try lint(["--baseline", "baseline.json", "--format", format])
            XCTAssertEqual(other.status, 0)
            XCTAssertEqual(format == "json" ? jsonLocations(other) : format == "sarif" ? sarifLocations(other) : githubLocations(other), [])
        }
        // The file is JSON with version and findings.
        let baseline = parseJSON(try read("baseline.json")) as? [String: Any]
        XCTAssertEqual(baseline?["version"] as? Int, 2)
        XCTAssertEqual((baseline?["findings"] as? [Any])?.count, 2)
    }

    func testInsertingLinesAboveDoesNotResurrectFindings() throws {
        try setUpProject()
        try write("App/Editor.swift", "// Copyright header\n//\n\nimport Foundation\n" + view)
        XCTAssertEqual(try lint(["--baseline", "baseline.json"]).stdout, "")
        // Right above the finding, changing its neighbour line, and re-indenting it.
        let edited = view.replacingOccurrences(of: "    let bar = UIToolbar()\n", with: "    let title = \"Editor\"\n    var count = 0\n\n        let bar = UIToolbar()\n")
        try write("App/Editor.swift", edited)
        try write("App/Screen.swift", "// header\n" + Self.errorSource)
        let result = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testNewFindingOfTheSameRuleInTheSameFileIsReported() throws {
        try setUpProject()
        let edited = view.replacingOccurrences(of: "        super.viewDidLoad()\n",
                                               with: "        super.viewDidLoad()\n        let extra = UIToolbar()\n")
        try write("App/Editor.swift", "// header\n" + edited)
        let result = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(textLocations(result).map(\.description), ["App/Editor.swift:7:21: warning [custom-bar-instance]"])
    }

    func testACopyOfARecordedLineIsStillNew() throws {
        try setUpProject()
        let edited = view.replacingOccurrences(of: "        super.viewDidLoad()\n",
                                               with: "        super.viewDidLoad()\n        let bar = UIToolbar()\n")
        try write("App/Editor.swift", edited)
        let result = try lint(["--baseline", "baseline.json", "--strict"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(textLocations(result).map(\.rule), [Self.warningRule])
        XCTAssertEqual(textLocations(result).map(\.line), [6])
        // A new error in another file fails the gate.
        try write("App/New.swift", Self.errorSource)
        let gate = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(gate.status, 1)
        XCTAssertEqual(textLocations(gate).map(\.path), ["App/Editor.swift", "App/New.swift"])
    }

    /// Baseline paths are relative to the baseline file, so it works from any directory.
    func testBaselineWorksFromAnotherDirectory() throws {
        try setUpProject()
        XCTAssertEqual(try lint(["--baseline", "../baseline.json", "."], cwd: "App").stdout, "")
        XCTAssertEqual(try lint(["--baseline", root + "/baseline.json", ".."], cwd: "App").stdout, "")
        XCTAssertEqual(try lint(["--baseline", "baseline.json", "--stdin-path", "App/Screen.swift"], stdin: Self.errorSource).stdout, "")
        // Written from a subdirectory, used from the root.
        let written = try lint(["--write-baseline", "../sub.json", "."], cwd: "App")
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(try lint(["--baseline", "sub.json"]).stdout, "")
    }

    func testMissingOrMalformedBaselineExitsTwo() throws {
        try write("App/Editor.swift", view)
        assertUsageError(try lint(["--baseline", "nope.json"]), mentions: ["nope.json"])
        try write("bad.json", "{")
        assertUsageError(try lint(["--baseline", "bad.json"]), mentions: ["bad.json"])
        try write("bad.json", #"{"version": 3, "findings": []}"#)
        assertUsageError(try lint(["--baseline", "bad.json"]), mentions: ["bad.json"])
        try write("bad.json", #"{"version": 1, "findings": [{"path": 1}]}"#)
        assertUsageError(try lint(["--baseline", "bad.json"]), mentions: ["bad.json"])
        assertUsageError(try lint(["--write-baseline", "no/such/dir/b.json"]), mentions: ["no/such/dir/b.json"])
    }

    func testRewritingTheBaselineIsStable() throws {
        try setUpProject()
        let first = try read("baseline.json")
        XCTAssertEqual(try lint(["--write-baseline", "baseline.json", "--jobs", "1"]).status, 0)
        XCTAssertEqual(try read("baseline.json"), first)
    }

    /// The summary counts what the baseline dropped.
    func testSummarySaysHowManyFindingsTheBaselineKnows() throws {
        try setUpProject()
        let result = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(result.stderrLines.last, "0 findings (0 errors, 0 warnings, 0 notes) in 2 files — 2 known findings in the baseline")
        try write("App/New.swift", Self.warningSource)
        XCTAssertEqual(try lint(["--baseline", "baseline.json"]).stderrLines.last,
                       "1 finding (0 errors, 1 warning, 0 notes) in 3 files — 2 known findings in the baseline")
        XCTAssertEqual(try lint([]).stderrLines.last, "3 findings (1 error, 2 warnings, 0 notes) in 3 files", "no baseline, no suffix")
    }

    /// `"baseline"` in the config is used by every entry point: lint, --staged, --stdin-path; --no-baseline and
    /// --baseline override it; a baseline the config names that does not exist is an error saying how to create it.
    func testConfigBaselineIsUsedByEveryEntryPoint() throws {
        try setUpProject()
        try mkdir("ci")
        try FileManager.default.moveItem(atPath: root + "/baseline.json", toPath: root + "/ci/baseline.json")
        // Entry paths are relative to the baseline file: rewrite from the new place.
        XCTAssertEqual(try lint(["--write-baseline", "ci/baseline.json"]).status, 0)
        try write(".duo-lint.json", #"{"baseline": "ci/baseline.json"}"#)
        let plain = try lint([])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, "")
        XCTAssertEqual(try lint(["."], cwd: "App").stdout, "", "from a subdirectory: found through the config")
        XCTAssertEqual(try lint(["--stdin-path", "App/Screen.swift"], stdin: Self.errorSource).stdout, "")
        XCTAssertEqual(textLocations(try lint(["--no-baseline"])).count, 2)
        try write("empty.json", #"{"version": 2, "findings": []}"#)
        XCTAssertEqual(textLocations(try lint(["--baseline", "empty.json"])).count, 2, "--baseline wins over the config")
        try gitInit()
        try git(["add", "App/Screen.swift"])
        let staged = try lint(["--staged"])
        XCTAssertEqual(staged.status, 0, staged.stderr)
        XCTAssertEqual(staged.stdout, "")
        try FileManager.default.removeItem(atPath: root + "/ci/baseline.json")
        assertUsageError(try lint([]), mentions: ["ci/baseline.json", "does not exist", "duo-lint lint --write-baseline ci/baseline.json"])
        assertUsageError(try lint(["--baseline", "x.json", "--no-baseline"]), mentions: ["--no-baseline"])
    }

    /// A formatter run (whitespace inside lines, indentation, spacing between lines) resurrects nothing.
    func testWhitespaceOnlyChangesDoNotResurrectFindings() throws {
        try setUpProject()
        let formatted = view
            .replacingOccurrences(of: "    let bar = UIToolbar()", with: "  let bar=UIToolbar( )")
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad( )")
            .replacingOccurrences(of: "final class Editor: UIViewController {", with: "final class Editor : UIViewController {")
        try write("App/Editor.swift", formatted)
        try write("App/Screen.swift", Self.errorSource.replacingOccurrences(of: "    ", with: "\t")
            .replacingOccurrences(of: "} secondary: {", with: "}   secondary:   {"))
        let result = try lint(["--baseline", "baseline.json"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "")
        // A real change to the line is still new.
        try write("App/Editor.swift", view.replacingOccurrences(of: "let bar = UIToolbar()", with: "let bar = UIToolbar(frame: .zero)"))
        XCTAssertEqual(textLocations(try lint(["--baseline", "baseline.json"])).map(\.rule), [Self.warningRule])
    }

    /// Two findings of one rule on one line are two entries; fixing one leaves the other known.
    func testTwoFindingsOnOneLineAreTwoEntries() throws {
        try write("A.swift", "import UIKit\nlet bars = [UIToolbar(), UIToolbar()]\n")
        XCTAssertEqual(try lint(["--write-baseline", "b.json"]).status, 0)
        let entries = (parseJSON(try read("b.json")) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        let prints = entries.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(prints.count, 2)
        XCTAssertEqual(Set(prints).count, 2, "distinct fingerprints: \(prints)")
        let json = jsonFindings(try lint(["--format", "json"])).compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(json), Set(prints))
        XCTAssertEqual(try lint(["--baseline", "b.json"]).stdout, "")
        // A copy of the line is new; both of its findings are.
        try write("A.swift", "import UIKit\nlet bars = [UIToolbar(), UIToolbar()]\nlet bars = [UIToolbar(), UIToolbar()]\n")
        XCTAssertEqual(textLocations(try lint(["--baseline", "b.json"])).map(\.line), [3, 3])
    }

    /// `--write-baseline` over an existing baseline says how many entries went stale and how many are new.
    func testRewritingABaselineReportsNewAndFixed() throws {
        try setUpProject()
        try write("App/Screen.swift", Self.cleanSource)
        try write("App/New.swift", Self.warningSource)
        try write("App/Newer.swift", Self.warningSource.replacingOccurrences(of: "let bar", with: "let other"))
        let rewritten = try lint(["--write-baseline", "baseline.json"])
        XCTAssertEqual(rewritten.status, 0, rewritten.stderr)
        XCTAssertEqual(rewritten.stderrLines, ["duo-lint: recorded 3 findings in baseline.json (2 new, 1 fixed or gone since the previous baseline)"])
        XCTAssertEqual(try lint(["--write-baseline", "fresh.json"]).stderrLines, ["duo-lint: recorded 3 findings in fresh.json"])
        // With the config naming it, rewriting is not filtered by it.
        try write(".duo-lint.json", #"{"baseline": "baseline.json"}"#)
        XCTAssertEqual(try lint(["--write-baseline", "baseline.json"]).stderrLines,
                       ["duo-lint: recorded 3 findings in baseline.json (0 new, 0 fixed or gone since the previous baseline)"])
    }

    /// Baselines written by earlier versions (version 1: line fingerprints of the trimmed line) keep working.
    func testVersionOneBaselinesStillMatch() throws {
        try write("App/Editor.swift", view)
        let line = "    let bar = UIToolbar()"
        let legacy = legacyLineFingerprintForTest(rule: Self.warningRule, line: line)
        // The finding's neighbours changed since (so its fingerprint does not match): the version 1 line fingerprint does.
        try write("old.json", #"{"version": 1, "findings": [{"path": "App/Editor.swift", "rule": "custom-bar-instance", "fingerprint": "0000000000000000", "lineFingerprint": "\#(legacy)"}]}"#)
        let result = try lint(["--baseline", "old.json"])
        XCTAssertEqual(result.stdout, "", result.stderr)
        XCTAssertTrue(result.stderrLines.last?.hasSuffix("— 1 known finding in the baseline") ?? false, result.stderr)
    }

    /// The version 1 line fingerprint: FNV-1a 64 of the rule id, a 0 byte, the trimmed line, a 0 byte.
    private func legacyLineFingerprintForTest(rule: String, line: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for byte in Array(rule.utf8) + [0] + Array(trimmed.utf8) + [0] {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return String(format: "%016llx", h)
    }
}
