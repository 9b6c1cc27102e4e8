import Foundation
import XCTest

/// `Examples/PluginDemo` as its users run it: `swift build` shows duo-lint's findings as build diagnostics (the build
/// tool plugin, with duo-lint built from source inside the demo's build), an unchanged target is not linted again,
/// and `swift package duo-lint` (the command plugin) lints the package.
///
/// The demo's build goes to `.build/plugin-demo` of this package, so only the first run compiles duo-lint (debug).
/// Skips, saying why, when `swift` is not on PATH or cannot run package plugins, or when `DUO_LINT_SKIP_PLUGIN_DEMO=1`.
final class PluginDemoTests: XCTestCase {
    private var demo: String { CLITestCase.packageRoot + "/Examples/PluginDemo" }
    private var scratch: String { CLITestCase.packageRoot + "/.build/plugin-demo" }

    /// What the demo's sources hold (file, line, column, severity, rule); Generated/ is excluded by its config.
    static let expected = [
        "NoteListScreen.swift:16:13: warning [fixed-width]",
        "NoteListScreen.swift:19:21: note [toolbar-text-only-item]",
        "NotesViewController.swift:6:29: warning [custom-bar-instance]",
        "NotesViewController.swift:11:12: warning [width-breakpoint]",
    ]

    private func swift(_ args: [String], timeout: TimeInterval = 600) throws -> CLIRun {
        try CLITestCase.runProcess("/usr/bin/env", ["swift"] + args, cwd: demo, timeout: timeout)
    }

    /// `path:line:column: severity [rule]` of the text-format lines in `output`, paths as printed.
    private func diagnostics(_ output: String) -> [(path: String, location: String)] {
        output.split(separator: "\n").compactMap { line in
            let text = String(line)
            let ns = text as NSString
            guard let m = CLITestCase.textLine.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
            let path = ns.substring(with: m.range(at: 1))
            let location = "\((path as NSString).lastPathComponent):\(ns.substring(with: m.range(at: 2))):\(ns.substring(with: m.range(at: 3))): "
                + "\(ns.substring(with: m.range(at: 4))) [\(ns.substring(with: m.range(at: 6)))]"
            return (path, location)
        }
    }

    func testBuildToolPluginAndCommandPluginOnTheDemo() throws {
        if ProcessInfo.processInfo.environment["DUO_LINT_SKIP_PLUGIN_DEMO"] == "1" {
            throw XCTSkip("DUO_LINT_SKIP_PLUGIN_DEMO=1")
        }
        let version = try swift(["--version"])
        guard version.status == 0 else { throw XCTSkip("swift is not on PATH; cannot build Examples/PluginDemo") }
        let plugins = try swift(["package", "--scratch-path", scratch, "plugin", "--list"])
        guard plugins.status == 0, plugins.stdout.contains("duo-lint") else {
            throw XCTSkip("this toolchain cannot run package plugins (swift package plugin --list: \(CLIRun.oneLine(plugins.stdout + plugins.stderr)))")
        }

        // The build tool plugin: the findings are build diagnostics, with absolute paths (Xcode needs them). The
        // plugin's output is removed first, so that the build lints even when an earlier run left it up to date.
        if let outputs = FileManager.default.enumerator(atPath: scratch + "/plugins/outputs") {
            while let relative = outputs.nextObject() as? String {
                guard relative.hasSuffix("/duo-lint-stamp.swift") else { continue }
                try FileManager.default.removeItem(atPath: scratch + "/plugins/outputs/" + relative)
            }
        }
        // SwiftPM keeps the build plan of a path dependency in the scratch directory and does not notice source files
        // added to it since: drop the plan, so that a scratch directory left by an older checkout builds this one.
        for plan in ["debug.yaml", "plugin-tools.yaml", "debug/description.json"] {
            try? FileManager.default.removeItem(atPath: scratch + "/" + plan)
        }
        let build = try swift(["build", "--scratch-path", scratch], timeout: 1800)
        XCTAssertEqual(build.status, 0, "swift build failed:\n\(build.stdout)\n\(build.stderr)")
        let shown = diagnostics(build.stdout + "\n" + build.stderr)
        XCTAssertEqual(shown.map(\.location).sorted(), Self.expected.sorted(), "build output:\n\(build.stdout)\n\(build.stderr)")
        for (path, _) in shown {
            XCTAssertTrue(path.hasPrefix(demo + "/Sources/DuoNotesKit/"), path)
        }
        XCTAssertTrue(build.stdout.contains("duo-lint DuoNotesKit"), "the plugin's command ran:\n\(build.stdout)")
        XCTAssertFalse(shown.contains { $0.path.contains("/Generated/") }, "the config excludes Generated/")

        // Declared inputs and outputs: once the build is up to date, an unchanged target is not linted again. (SwiftPM
        // may relink the tool once after a first build, which counts as a changed input.)
        _ = try swift(["build", "--scratch-path", scratch])
        let again = try swift(["build", "--scratch-path", scratch])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("duo-lint DuoNotesKit"), "linted again with nothing changed:\n\(again.stdout)")
        XCTAssertTrue(diagnostics(again.stdout).isEmpty)

        // The command plugin: the package, from its directory (relative paths), exit status 0 (warnings only).
        let command = try swift(["package", "--scratch-path", scratch, "duo-lint"])
        XCTAssertEqual(command.status, 0, "swift package duo-lint failed:\n\(command.stdout)\n\(command.stderr)")
        let linted = diagnostics(command.stdout)
        XCTAssertEqual(linted.map(\.location).sorted(), Self.expected.sorted(), command.stdout)
        XCTAssertTrue(linted.allSatisfy { $0.path.hasPrefix("Sources/DuoNotesKit/") }, command.stdout)
        // A passing run says so (SwiftPM 6 hides a plugin's remarks: the summary follows the findings on stdout).
        XCTAssertTrue(command.stdout.contains("duo-lint: 4 findings (0 errors, 3 warnings, 1 note) in "), command.stdout)
        // A mistyped option: duo-lint's usage error and its "did you mean"; the plugin exits 2, and SwiftPM fails the
        // command (`swift package` exits 1 for any failing plugin, so 2 cannot be seen here).
        let typo = try swift(["package", "--scratch-path", scratch, "duo-lint", "--stirct"])
        XCTAssertNotEqual(typo.status, 0)
        XCTAssertTrue((typo.stdout + typo.stderr).contains("did you mean '--strict'"), typo.stdout + typo.stderr)

        // Lint options pass through; --strict makes the warnings fail the command; the report alone is on stdout.
        let strict = try swift(["package", "--scratch-path", scratch, "duo-lint", "--target", "DuoNotesKit", "--strict",
                                "--format", "gitlab"])
        XCTAssertNotEqual(strict.status, 0)
        XCTAssertTrue(strict.stderr.contains("duo-lint found failing findings: 4 findings (0 errors, 3 warnings, 1 note)"), strict.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(report?.count, 4, strict.stdout)

        // --fix / --diff pass through (the demo's findings have no fix: nothing to print, nothing written).
        func sources() throws -> [String: Data] {
            let root = demo + "/Sources"
            var out: [String: Data] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: root) where path.hasSuffix(".swift") {
                out[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
            return out
        }
        let before = try sources()
        let diff = try swift(["package", "--scratch-path", scratch, "duo-lint", "--diff"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(diagnostics(diff.stdout).count, 0)
        XCTAssertFalse(diff.stdout.contains("--- a/"), diff.stdout)
        XCTAssertEqual(try sources(), before)
        // SwiftPM 6 prints a plugin's remarks only in some versions; when it does, the line is the CLI's.
        if diff.stderr.contains("duo-lint:") { XCTAssertTrue(diff.stderr.contains("duo-lint: nothing to fix"), diff.stderr) }
    }
}
