import Foundation
import XCTest

/// `--write-baseline FILE` / `--baseline FILE` across edits (SPEC §2).
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
        XCTAssertEqual(baseline?["version"] as? Int, 1)
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
        try write("bad.json", #"{"version": 2, "findings": []}"#)
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
}
