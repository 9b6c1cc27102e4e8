import Foundation
import XCTest

/// The hook, the editor and a full run give the same answer (issue: everyday use, points 1 and 7): `--stdin-path`
/// and `--staged` report on their files with the whole project as cross-file context, and each file is judged with
/// the nearest `.duo-lint.json` above it (with what it `extends`), wherever the run starts.
final class CLIContextTests: CLITestCase {
    /// A screen that puts a custom view in a ScrollView; whether that is an error depends on the other file.
    static let screen = """
    struct Screen: View {
        var body: some View {
            ScrollView {
                Panes()
            }
        }
    }
    """
    static let panesWithArrangement = """
    struct Panes: View {
        var body: some View { ArrangementView { A() } secondary: { B() } }
    }
    """
    static let panesPlain = """
    struct Panes: View {
        var body: some View { HStack { A(); B() } }
    }
    """

    // MARK: --stdin-path

    func testStdinBufferIsJudgedWithTheRestOfTheProject() throws {
        try write(".duo-lint.json", "{}")
        try write("App/Panes.swift", Self.panesWithArrangement)
        try write("App/Screen.swift", "// not saved yet\n")
        let result = try lint(["--stdin-path", "App/Screen.swift"], stdin: Self.screen)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["App/Screen.swift:4:13: error [arrangement-in-scroll-view]"])
        XCTAssertTrue(result.stderr.contains("in 1 file"), "the summary counts the buffer, not the context: \(result.stderr)")
        // The same answer as a run over the folder, once the file is saved.
        try write("App/Screen.swift", Self.screen)
        XCTAssertEqual(textLocations(try lint(["App"])).map(\.description), ["App/Screen.swift:4:13: error [arrangement-in-scroll-view]"])
        // And from another folder.
        XCTAssertEqual(textLocations(try lint(["--stdin-path", root + "/App/Screen.swift"], cwd: "/", stdin: Self.screen))
            .map { FileCollector_lastComponent($0.path) + ":\($0.line)" }, ["Screen.swift:4"])
    }

    func testStdinReportsOnlyTheBuffer() throws {
        try write("App/Other.swift", "let bar = UIToolbar()\n")
        let result = try lint(["--stdin-path", "App/Screen.swift"], stdin: "let x = 1\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    // MARK: --staged

    func testStagedFileIsJudgedWithTheRestOfTheRepository() throws {
        try gitInit()
        try write("App/Panes.swift", Self.panesWithArrangement)
        try write("App/Screen.swift", Self.panesPlain.replacingOccurrences(of: "Panes", with: "Screen"))
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", "init"])
        // Only Screen.swift is staged; the view it uses is in a file that is not.
        try write("App/Screen.swift", Self.screen)
        try git(["add", "App/Screen.swift"])
        let result = try lint(["--staged"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["App/Screen.swift:4:13: error [arrangement-in-scroll-view]"])
    }

    /// A staged change to a custom view that breaks the screen using it is reported on that screen.
    func testAStagedChangeThatBreaksAnotherFileIsReportedThere() throws {
        try gitInit()
        try write("App/Panes.swift", Self.panesPlain)
        try write("App/Screen.swift", Self.screen)
        try write("App/Unrelated.swift", "let bar = UIToolbar()\n")
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", "init"])
        XCTAssertEqual(try lint(["--staged"]).stdout, "")
        try write("App/Panes.swift", Self.panesWithArrangement)
        try git(["add", "App/Panes.swift"])
        let result = try lint(["--staged", "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let findings = jsonFindings(result)
        XCTAssertEqual(findings.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!)" }, ["App/Screen.swift:4 arrangement-in-scroll-view"])
        let related = findings.first?["related"] as? [[String: Any]]
        XCTAssertEqual(related?.first?["path"] as? String, "App/Panes.swift")
    }

    // MARK: Config per file

    func testEachFileIsJudgedWithTheNearestConfigWhereverTheRunStarts() throws {
        try write(".duo-lint.json", #"{"disable": ["custom-bar-instance"]}"#)
        try write("Legacy/.duo-lint.json", #"{"disable": ["main-screen-bounds"]}"#)
        let source = "let bar = UIToolbar()\nlet w = UIScreen.main.bounds.width\n"
        try write("App/A.swift", source)
        try write("Legacy/B.swift", source)
        let expected = ["App/A.swift:2:9: warning [main-screen-bounds]", "Legacy/B.swift:1:11: warning [custom-bar-instance]"]
        XCTAssertEqual(textLocations(try lint([])).map(\.description), expected)
        let fromElsewhere = try lint([root], cwd: "/")
        XCTAssertEqual(textLocations(fromElsewhere).map { $0.description.replacingOccurrences(of: root.dropFirst() + "/", with: "") },
                       expected)
        XCTAssertEqual(textLocations(try lint(["../App", "../Legacy"], cwd: "Legacy")).map(\.description),
                       [root + "/App/A.swift:2:9: warning [main-screen-bounds]", "B.swift:1:11: warning [custom-bar-instance]"])
        // --config wins for every file.
        let explicit = try lint(["--config", "Legacy/.duo-lint.json"])
        XCTAssertEqual(textLocations(explicit).map(\.description),
                       ["App/A.swift:1:11: warning [custom-bar-instance]", "Legacy/B.swift:1:11: warning [custom-bar-instance]"])
    }

    func testExtendsRefinesAParentInPrecedenceOrder() throws {
        try write(".duo-lint.json", #"""
        {"disable": ["custom-bar-instance"], "severity": {"main-screen-bounds": "error"}, "exclude": ["**/Generated/**"],
         "options": {"fixed-width": {"threshold": 300}}}
        """#)
        try write("Feature/.duo-lint.json", #"""
        {"extends": "../.duo-lint.json", "enable": ["custom-bar-instance"], "disable": ["fixed-width"],
         "exclude": ["Old*.swift"]}
        """#)
        let source = "let bar = UIToolbar()\nlet w = UIScreen.main.bounds.width\nlet v = Text(\"a\").frame(width: 250)\n"
        try write("App/A.swift", source)
        try write("Feature/B.swift", source)
        try write("Feature/OldB.swift", source)
        try write("Feature/Generated/C.swift", source)
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.description), [
            "App/A.swift:2:9: error [main-screen-bounds]",           // 250 < the parent's threshold 300
            "Feature/B.swift:1:11: warning [custom-bar-instance]",   // the child enables what the parent disabled
            "Feature/B.swift:2:9: error [main-screen-bounds]",       // the parent's severity still applies
        ])
    }

    func testExtendsMistakesAreErrors() throws {
        try write("A/.duo-lint.json", #"{"extends": "../B/.duo-lint.json"}"#)
        try write("B/.duo-lint.json", #"{"extends": "../A/.duo-lint.json"}"#)
        try write("A/X.swift", "let x = 1\n")
        assertUsageError(try lint(["A"]), mentions: ["\"extends\" makes a cycle"])
        try write("A/.duo-lint.json", #"{"extends": "../Missing/.duo-lint.json"}"#)
        assertUsageError(try lint(["A"]), mentions: ["\"extends\": no config file at ../Missing/.duo-lint.json"])
        try write("A/.duo-lint.json", #"{"disable": ["no-such-rule"]}"#)
        assertUsageError(try lint([]), mentions: ["A/.duo-lint.json", "unknown rule id \"no-such-rule\""])
    }

    /// The run's own settings come from the config of what is linted, not of the current directory.
    func testTheBaselineOfTheLintedProjectAppliesFromAnywhere() throws {
        try write("App/Bar.swift", "let bar = UIToolbar()\n")
        try write(".duo-lint.json", #"{"baseline": "baseline.json"}"#)
        XCTAssertEqual(try lint(["--write-baseline", "baseline.json"]).status, 0)
        let fromElsewhere = try lint([root], cwd: "/")
        XCTAssertEqual(fromElsewhere.status, 0, fromElsewhere.stderr)
        XCTAssertEqual(fromElsewhere.stdout, "")
        XCTAssertTrue(fromElsewhere.stderr.contains("1 known finding in the baseline"), fromElsewhere.stderr)
    }
}

private func FileCollector_lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
