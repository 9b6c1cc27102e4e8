import Foundation
import XCTest
@testable import DuoLint

/// Builds readiness reports from in-memory files, and runs Python checks (HTML and Markdown parsers; the tests
/// `requireTools` them first).
enum ReportHarness {
    /// Without `rules`: the rules on by default and `odd-grid-columns`, which the test apps opt in to (as
    /// Examples/DuoNotes does).
    static func run(_ files: [String: String], rules: [String]? = nil) -> LintResult {
        var options = LintOptions(jobs: 2)
        options.enabledRules = Set(rules ?? Array(RuleRegistry.defaultEnabledIDs) + ["odd-grid-columns"])
        options.collectsInventory = true
        let inputs = files.keys.sorted().map { LintInput(path: $0, text: files[$0]!) }
        return LintRunner.run(inputs, options: options)
    }

    static func report(_ files: [String: String], previous: PreviousRun? = nil) -> ReadinessReport {
        let result = run(files)
        return ReadinessReport.build(findings: result.findings, inventories: result.inventories,
                                     filesLinted: result.filesLinted, inputs: ["App"], toolVersion: "test",
                                     previous: previous)
    }

    static func screen(_ report: ReadinessReport, _ name: String) -> ReadinessReport.ScreenResult? {
        report.screens.first { $0.screen.name == name }
    }

    @discardableResult
    static func python(_ args: [String], stdin: String? = nil) throws -> CLIRun {
        try CLITestCase.runProcess("/usr/bin/env", ["python3"] + args, cwd: FileManager.default.temporaryDirectory.path,
                                   stdin: stdin.map { Data($0.utf8) })
    }

    /// Runs a Python script with `input` as its first argument (a temporary file).
    static func python(script: String, input: String) throws -> CLIRun {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-py-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptURL = dir.appendingPathComponent("check.py")
        let inputURL = dir.appendingPathComponent("input")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        try input.write(to: inputURL, atomically: true, encoding: .utf8)
        return try python([scriptURL.path, inputURL.path])
    }
}
