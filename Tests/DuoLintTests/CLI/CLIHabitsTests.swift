import Foundation
import XCTest

/// What a SwiftLint or Ruff user types in the first hour: getopt's attached values (`-j2`, `-oFILE`), `--opt=value`,
/// `--disable all`, the other tools' spellings (a hint to ours), colour, and `--staged` by hand.
final class CLIHabitsTests: CLITestCase {
    func testShortOptionsTakeAttachedValuesAndLongOnesAnEqualsSign() throws {
        try write("Bar.swift", Self.warningSource)
        let expected = try lint(["--format", "json", "Bar.swift"]).stdout
        XCTAssertFalse(expected.isEmpty)
        for spelling in [["-j2"], ["-j", "2"], ["--jobs=2"], ["--jobs", "2"]] {
            let result = try lint(spelling + ["--format=json", "Bar.swift"])
            XCTAssertEqual(result.status, 0, "\(spelling): \(result.stderr)")
            XCTAssertEqual(result.stdout, expected, "\(spelling)")
        }
        for (i, spelling) in [["-oout0.json"], ["-o", "out1.json"], ["--output=out2.json"], ["--output", "out3.json"]].enumerated() {
            let result = try lint(spelling + ["--format", "json", "Bar.swift"])
            XCTAssertEqual(result.status, 0, "\(spelling): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(try String(contentsOfFile: root + "/out\(i).json", encoding: .utf8), expected, "\(spelling)")
        }
        assertUsageError(try lint(["-jx", "Bar.swift"]), mentions: ["--jobs", "'x'"])
        assertUsageError(try lint(["-qx", "Bar.swift"]), mentions: ["-qx"])
        assertUsageError(try lint(["--quiet=yes", "Bar.swift"]), mentions: ["--quiet takes no value"])
    }

    func testDisableAllThenEnable() throws {
        try write("Bar.swift", Self.warningSource)
        try write("Bad.swift", Self.errorSource)
        let all = try lint(["--format", "json", "."])
        let allRules = Set((parseJSON(all.stdout) as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
        XCTAssertEqual(allRules, [Self.warningRule, Self.errorRule])
        let one = try lint(["--disable", "all", "--enable", Self.warningRule, "--format", "json", "."])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(Set((parseJSON(one.stdout) as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }), [Self.warningRule])
        // The order on the command line does not matter (one precedence), and --disable of an id still wins.
        let reversed = try lint(["--enable", Self.warningRule, "--disable=all", "--format", "json", "."])
        XCTAssertEqual(reversed.stdout, one.stdout)
        assertUsageError(try lint(["--disable", "all", "."]), mentions: ["no rule left to run", "--disable all"])
        assertUsageError(try lint(["--disable", "all", "--enable", Self.warningRule, "--disable", Self.warningRule, "."]),
                         mentions: ["no rule left to run"])
        // --enable all: every rule, the opt-in ones too.
        let rules = try lint(["rules", "--enable", "all", "--format", "json"])
        let entries = parseJSON(rules.stdout) as? [[String: Any]] ?? []
        XCTAssertFalse(entries.isEmpty)
        XCTAssertTrue(entries.allSatisfy { $0["enabled"] as? Bool == true }, rules.stdout)
    }

    /// SwiftLint's and Ruff's spellings get a hint to ours (their docs: `ruff check --help`, `swiftlint help lint`).
    func testTheOtherToolsSpellingsGetAHint() throws {
        try write("A.swift", Self.cleanSource)
        let hints: [(String, [String]) ] = [
            ("--select", ["--only"]), ("--extend-select", ["--enable"]), ("--ignore", ["--disable"]),
            ("--extend-ignore", ["--disable"]), ("--only-rule", ["--only"]), ("--enable-all-rules", ["--enable all"]),
            ("--reporter", ["--format"]), ("--output-format", ["--format"]), ("--output-file", ["--output"]),
            ("--config-file", ["--config"]), ("--fix-only", ["duo-lint fix"]), ("--autocorrect", ["duo-lint fix"]),
            ("--use-stdin", ["--stdin-path"]), ("--stdin-filename", ["--stdin-path"]), ("--path", ["PATH"]),
            ("--show-files", ["duo-lint files"]), ("--no-color", ["--color never"]), ("--no-cache", ["no cache"]),
            ("--target-version", ["swift-version"]), ("--lenient", ["severity"]), ("--threads", ["--jobs"]),
        ]
        for (flag, fragments) in hints {
            assertUsageError(try lint([flag, "x", "A.swift"]), mentions: ["unknown option '\(flag)'"] + fragments)
            assertUsageError(try lint(["\(flag)=x", "A.swift"]), mentions: [flag] + fragments)
        }
        // What exists under the same name works: --fix, --strict, --config, --quiet, --baseline, --diff, --unsafe-fixes.
        XCTAssertEqual(try lint(["--strict", "--quiet", "A.swift"]).status, 0)
        XCTAssertEqual(try lint(["--fix", "A.swift"]).status, 0)
        // A typo of our own options still gets the nearest one.
        assertUsageError(try lint(["--stirct", "A.swift"]), mentions: ["did you mean '--strict'"])
    }

    func testColourOnATerminalOnlyAndAsAsked() throws {
        try write("Bar.swift", Self.warningSource)
        let esc = "\u{1B}["
        let piped = try lint(["Bar.swift"])
        XCTAssertTrue(piped.stdout.contains(": warning: "), piped.stdout)
        XCTAssertFalse(piped.stdout.contains(esc), "never when piped")
        let always = try lint(["--color", "always", "Bar.swift"])
        XCTAssertTrue(always.stdout.contains(": \(esc)1;33mwarning\(esc)0m: "), always.stdout)
        XCTAssertTrue(always.stdout.contains("[\(esc)1;33m\(Self.warningRule)\(esc)0m]"), always.stdout)
        // Without the escapes, the line is the plain one.
        XCTAssertEqual(always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), piped.stdout)
        // (NO_COLOR set to "" counts as unset, as no-color.org says: the runner's own NO_COLOR must not decide.)
        XCTAssertFalse(try lint(["--color=never", "Bar.swift"], env: ["FORCE_COLOR": "1"]).stdout.contains(esc))
        XCTAssertTrue(try lint(["--color", "always", "Bar.swift"], env: ["NO_COLOR": "1"]).stdout.contains(esc))
        XCTAssertTrue(try lint(["Bar.swift"], env: ["FORCE_COLOR": "1", "NO_COLOR": ""]).stdout.contains(esc))
        XCTAssertTrue(try lint(["Bar.swift"], env: ["CLICOLOR_FORCE": "1", "NO_COLOR": ""]).stdout.contains(esc))
        XCTAssertFalse(try lint(["Bar.swift"], env: ["FORCE_COLOR": "0"]).stdout.contains(esc))
        XCTAssertFalse(try lint(["Bar.swift"], env: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdout.contains(esc), "NO_COLOR wins")
        // Other formats and a file written with --output are never coloured.
        XCTAssertFalse(try lint(["--color", "always", "--format", "json", "Bar.swift"]).stdout.contains(esc))
        XCTAssertEqual(try lint(["--color", "always", "-o", "out.txt", "Bar.swift"]).status, 0)
        XCTAssertFalse(try String(contentsOfFile: root + "/out.txt", encoding: .utf8).contains(esc))
        assertUsageError(try lint(["--color", "sometimes", "Bar.swift"]), mentions: ["--color", "auto, always or never"])

        // On a terminal (util-linux `script` gives the run one, part of every Linux base system): coloured, unless
        // NO_COLOR or TERM=dumb.
        #if os(Linux)
        let script = try XCTUnwrap(["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                   "util-linux's script")
        func onTerminal(_ env: [String: String]) throws -> String {
            let result = try run(script, ["-qec", "'\(Self.binary)' Bar.swift", "/dev/null"], env: env)
            XCTAssertTrue(result.stdout.contains("warning"), result.stdout + result.stderr)
            return result.stdout
        }
        XCTAssertTrue(try onTerminal(["TERM": "xterm", "NO_COLOR": ""]).contains(esc))
        XCTAssertFalse(try onTerminal(["TERM": "xterm", "NO_COLOR": "1"]).contains(esc))
        XCTAssertFalse(try onTerminal(["TERM": "dumb", "NO_COLOR": ""]).contains(esc))
        #endif
    }

    /// `--staged` by hand speaks of findings; only a hook (DUO_LINT_HOOK, set by the hooks) says the commit is blocked.
    func testStagedByHandSpeaksOfFindings() throws {
        try gitInit()
        try write("App/Bad.swift", Self.errorSource)
        try git(["add", "App/Bad.swift"])
        let byHand = try lint(["--staged"])
        XCTAssertEqual(byHand.status, 1)
        XCTAssertFalse(byHand.stderr.contains("commit"), byHand.stderr)
        XCTAssertTrue(byHand.stderrLines.last?.hasPrefix("1 finding (1 error, ") ?? false, byHand.stderr)
        let hook = try lint(["--staged"], env: ["DUO_LINT_HOOK": "1"])
        XCTAssertEqual(hook.stderrLines.last,
                       "duo-lint: commit blocked by 1 error; fix it, or commit without this check once: git commit --no-verify")
        XCTAssertTrue(HookScripts.all.allSatisfy { $0.contains("DUO_LINT_HOOK=1") && $0.contains("export DUO_LINT_HOOK") })
    }

    private enum HookScripts {
        static var all: [String] {
            [(try? String(contentsOfFile: CLITestCase.packageRoot + "/Scripts/pre-commit-hook.sh", encoding: .utf8)) ?? ""]
        }
    }
}
