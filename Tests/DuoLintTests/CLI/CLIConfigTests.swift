import Foundation
import XCTest

/// `.duo-lint.json` (README.md, Configuration) and the rule-selection options, through the binary.
final class CLIConfigTests: CLITestCase {
    // MARK: Errors

    /// Each bad config: exit 2, one stderr line naming the file and the key (or what is wrong), no report.
    func testBadConfigsExitTwoWithOneLineNamingKeyAndFile() throws {
        try write("Screen.swift", Self.errorSource)
        let cases: [(config: String, mentions: [String])] = [
            (#"{"exlude": ["Generated"]}"#, ["exlude"]),
            (#"{"exclude": ["#, ["invalid JSON"]),
            (#"{"exclude": [],,}"#, ["invalid JSON"]),
            (#"{"exclude": [] /* open"#, ["invalid JSON", "unterminated /* comment"]),
            (#"{"exclude": []} {}"#, ["invalid JSON"]),
            ("", ["invalid JSON"]),
            ("[]", ["object"]),
            (#"{"disable": ["no-such-rule"]}"#, ["no-such-rule", "disable"]),
            (#"{"enable": ["no-such-rule"]}"#, ["no-such-rule", "enable"]),
            (#"{"severity": {"no-such-rule": "error"}}"#, ["no-such-rule", "severity"]),
            (#"{"options": {"no-such-rule": {"x": 1}}}"#, ["no-such-rule", "options"]),
            (#"{"disable": "custom-bar-instance"}"#, ["disable"]),
            (#"{"include": "App"}"#, ["include"]),
            (#"{"exclude": [1]}"#, ["exclude"]),
            (#"{"severity": {"custom-bar-instance": "fatal"}}"#, ["severity.custom-bar-instance"]),
            (#"{"severity": ["custom-bar-instance"]}"#, ["severity"]),
            (#"{"options": {"custom-bar-instance": 3}}"#, ["options.custom-bar-instance"]),
            (#"{"options": {"custom-bar-instance": {"x": [1]}}}"#, ["options.custom-bar-instance.x"]),
            (#"{"report-superfluous-suppressions": "yes"}"#, ["report-superfluous-suppressions"]),
            (#"{"disable": ["custom-bar-instance"], "disable": []}"#, ["disable"]),
            (#"{"disable": ["parse-error"]}"#, ["parse-error"]),
        ]
        for (config, mentions) in cases {
            try write(".duo-lint.json", config)
            let result = try lint([])
            XCTAssertEqual(result.status, 2, "config \(config): \(result.stderr)")
            XCTAssertEqual(result.stderrLines.count, 1, "config \(config): expected one line, got:\n\(result.stderr)")
            XCTAssertEqual(result.stdout, "", "config \(config)")
            XCTAssertTrue(result.stderr.contains(".duo-lint.json"), "config \(config) does not name the file: \(result.stderr)")
            for fragment in mentions {
                XCTAssertTrue(result.stderr.contains(fragment), "config \(config): stderr does not mention \(fragment): \(result.stderr)")
            }
        }
    }

    func testConfigThatIsNotUTF8OrADirectoryOrMissing() throws {
        try writeData(".duo-lint.json", Data([0x7B, 0xFF, 0x7D]))
        assertUsageError(try lint([]), mentions: [".duo-lint.json"])
        try FileManager.default.removeItem(atPath: root + "/.duo-lint.json")
        assertUsageError(try lint(["--config", "nope.json"]), mentions: ["nope.json"])
        try mkdir("dir.json")
        assertUsageError(try lint(["--config", "dir.json"]), mentions: ["dir.json"])
    }

    func testConfigMayStartWithAByteOrderMark() throws {
        try write("Bar.swift", Self.warningSource)
        try writeData(".duo-lint.json", Data([0xEF, 0xBB, 0xBF]) + Data(#"{"disable": ["custom-bar-instance"]}"#.utf8))
        let result = try lint([])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    /// A broken `.duo-lint.json` deep in the tree stops the run before any file is linted (README.md, Configuration): exit 2, one line
    /// naming that file and the key, no report, no summary — from a directory walk, `--staged` and `files` alike.
    func testBrokenNestedConfigStopsTheRunBeforeAnyFileIsLinted() throws {
        try write("A/Screen.swift", Self.errorSource)
        try write("A/Bar.swift", Self.warningSource)
        try write("Z/Deep/Screen.swift", Self.errorSource)
        try write("Z/Deep/.duo-lint.json", #"{"disable": ["custom-bar-instanse"]}"#)
        for args in [[], ["A", "Z"], ["--format", "json"], ["--format", "sarif", "--jobs", "1"], ["Z/Deep/Screen.swift"]] {
            let result = try lint(args)
            XCTAssertEqual(result.status, 2, "\(args): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(args): nothing is reported")
            XCTAssertEqual(result.stderrLines.count, 1, "\(args): one line, no summary: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("duo-lint: ") && result.stderr.contains(#"Z/Deep/.duo-lint.json: unknown rule id "custom-bar-instanse" in "disable"; did you mean "custom-bar-instance"?"#),
                          "\(args): \(result.stderr)")
        }
    }

    // MARK: Discovery

    func testNearestConfigUpwardFromTheCurrentDirectoryApplies() throws {
        try write(".duo-lint.json", #"{"disable": ["custom-bar-instance"]}"#)
        try write("App/Deep/Bar.swift", Self.warningSource)
        let fromDeep = try lint([], cwd: "App/Deep")
        XCTAssertEqual(fromDeep.status, 0, fromDeep.stderr)
        XCTAssertEqual(fromDeep.stdout, "")
        // A nearer config wins (configs do not merge unless one "extends" the other).
        try write("App/.duo-lint.json", "{}")
        let nearer = try lint([], cwd: "App/Deep")
        XCTAssertEqual(textLocations(nearer).map(\.description), ["Bar.swift:2:11: warning [custom-bar-instance]"])
        // The file's folder decides, not the current directory: a run from anywhere agrees.
        let fromRoot = try lint(["App/Deep"])
        XCTAssertEqual(textLocations(fromRoot).map(\.description), ["App/Deep/Bar.swift:2:11: warning [custom-bar-instance]"])
    }

    func testExplicitConfigReplacesDiscovery() throws {
        try write(".duo-lint.json", #"{"disable": ["custom-bar-instance"]}"#)
        try write("configs/strict.json", #"{"severity": {"custom-bar-instance": "error"}}"#)
        try write("Bar.swift", Self.warningSource)
        let result = try lint(["--config", "configs/strict.json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["Bar.swift:2:11: error [custom-bar-instance]"])
        // A bad explicit config names that file.
        try write("configs/bad.json", #"{"bogus": 1}"#)
        assertUsageError(try lint(["--config", "configs/bad.json"]), mentions: ["configs/bad.json", "bogus"])
    }

    // MARK: include / exclude

    private func makeTree() throws {
        try write("App/Main.swift", Self.warningSource)
        try write("App/Generated/Gen.swift", Self.warningSource)
        try write("App/Views/Thing.generated.swift", Self.warningSource)
        try write("App/Views/Thing.swift", Self.warningSource)
        try write("Tools/Tool.swift", Self.warningSource)
        try write("Packages/Kit/Sources/Kit.swift", Self.warningSource)
    }

    func testIncludeAndExcludeGlobsRelativeToTheConfigFile() throws {
        try makeTree()
        try write(".duo-lint.json", #"{"include": ["App", "Packages/*/Sources"], "exclude": ["**/Generated/**", "*.generated.swift"]}"#)
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.path), ["App/Main.swift", "App/Views/Thing.swift", "Packages/Kit/Sources/Kit.swift"])
        // Same files from a subdirectory: globs stay relative to the config's directory.
        let fromApp = try lint([], cwd: "App")
        XCTAssertEqual(textLocations(fromApp).map(\.path), ["Main.swift", "Views/Thing.swift"])
        let explicitConfig = try lint(["--config", "../.duo-lint.json", "."], cwd: "App")
        XCTAssertEqual(textLocations(explicitConfig).map(\.path), ["Main.swift", "Views/Thing.swift"])
    }

    /// Decision: a file named on the command line (as pre-commit passes them) is still subject to the
    /// config's include/exclude, so every entry point agrees on which files are linted.
    func testExcludedFilesNamedExplicitlyAreNotLinted() throws {
        try makeTree()
        try write(".duo-lint.json", #"{"exclude": ["**/Generated/**"]}"#)
        let result = try lint(["App/Generated/Gen.swift", "App/Main.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["App/Main.swift"])
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
    }

    // MARK: Rule selection and severities

    func testSeverityOverride() throws {
        try write("Bar.swift", Self.warningSource)
        try write("Screen.swift", Self.errorSource)
        try write(".duo-lint.json", #"{"severity": {"custom-bar-instance": "error", "arrangement-in-scroll-view": "warning"}}"#)
        let result = try lint(["--format", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(jsonLocations(result).map(\.description),
                       ["Bar.swift:2:11: error [custom-bar-instance]", "Screen.swift:5:13: warning [arrangement-in-scroll-view]"])
        try write(".duo-lint.json", #"{"severity": {"arrangement-in-scroll-view": "note"}}"#)
        let demoted = try lint(["--only", "arrangement-in-scroll-view", "--strict"])
        XCTAssertEqual(demoted.status, 0, demoted.stderr)
        XCTAssertEqual(textLocations(demoted).map(\.severity), ["note"])
    }

    func testEnableDisableOnly() throws {
        try write("Bar.swift", Self.warningSource)
        try write("Screen.swift", Self.errorSource)
        XCTAssertEqual(Set(textLocations(try lint([])).map(\.rule)), [Self.warningRule, Self.errorRule])
        let disabled = try lint(["--disable", Self.errorRule])
        XCTAssertEqual(disabled.status, 0, disabled.stderr)
        XCTAssertEqual(textLocations(disabled).map(\.rule), [Self.warningRule])
        let only = try lint(["--only", Self.warningRule])
        XCTAssertEqual(textLocations(only).map(\.rule), [Self.warningRule])
        let onlyBoth = try lint(["--only", "\(Self.warningRule),\(Self.errorRule)"])
        XCTAssertEqual(textLocations(onlyBoth).count, 2)
        // Config disables; --enable turns it back on for this run.
        try write(".duo-lint.json", #"{"disable": ["custom-bar-instance"]}"#)
        XCTAssertEqual(textLocations(try lint([])).map(\.rule), [Self.errorRule])
        XCTAssertEqual(Set(textLocations(try lint(["--enable", Self.warningRule])).map(\.rule)), [Self.warningRule, Self.errorRule])
        XCTAssertEqual(textLocations(try lint(["--only", Self.warningRule])).map(\.rule), [Self.warningRule])
        // Meta diagnostics are always on: not selectable.
        assertUsageError(try lint(["--disable", "parse-error"]), mentions: ["parse-error"])
        assertUsageError(try lint(["--only", "superfluous-suppression"]), mentions: ["superfluous-suppression"])
    }

    /// `options.fixed-width.threshold`.
    func testFixedWidthThresholdOption() throws {
        XCTAssertTrue(try catalogueIDs().contains("fixed-width"), "fixed-width is in the catalogue")
        try write("Wide.swift", """
        import SwiftUI
        struct Wide: View {
            var body: some View {
                Text("a").frame(width: 420)
            }
        }

        """)
        XCTAssertEqual(textLocations(try lint(["--only", "fixed-width"])).map(\.rule), ["fixed-width"])
        try write(".duo-lint.json", #"{"options": {"fixed-width": {"threshold": 420}}}"#)
        XCTAssertEqual(try lint(["--only", "fixed-width"]).stdout, "")
        try write(".duo-lint.json", #"{"options": {"fixed-width": {"threshold": 240}}}"#)
        XCTAssertEqual(textLocations(try lint(["--only", "fixed-width"])).map(\.rule), ["fixed-width"])
    }
}
