import XCTest
@testable import DuoLint

/// Helpers to lint source written in a test and compare findings with `// want: rule-id` markers
/// (after Go's analysistest): a marker on a line expects one finding of that rule on that line.
enum LintHarness {
    /// The repository root (for `Rules/`, `Examples/`).
    static let repoRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// Lints in-memory files (path → source) with the given rules enabled (all rules when nil).
    static func lint(_ files: [String: String], rules: [String]? = nil,
                     configure: (inout LintOptions) -> Void = { _ in }) -> [Finding] {
        var options = LintOptions(jobs: 2)
        if let rules = rules { options.enabledRules = Set(rules) }
        configure(&options)
        let inputs = files.keys.sorted().map { LintInput(path: $0, text: files[$0]!) }
        return LintRunner.run(inputs, options: options).findings
    }

    static func lint(_ source: String, rule: String, configure: (inout LintOptions) -> Void = { _ in }) -> [Finding] {
        lint(["Test.swift": source], rules: [rule], configure: configure).filter { $0.ruleID == rule }
    }

    /// `(path, line, rule)` triples expected by `// want: a, b` markers in the files.
    static func expectations(_ files: [String: String]) -> [String] {
        var out: [String] = []
        for (path, source) in files {
            for (i, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let r = line.range(of: "// want:") else { continue }
                for id in line[r.upperBound...].split(separator: ",") {
                    let trimmed = id.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { out.append("\(path):\(i + 1): \(trimmed)") }
                }
            }
        }
        return out.sorted()
    }

    /// Asserts that linting `files` with `rule` yields exactly the findings their `// want:` markers name.
    static func assertMarked(_ files: [String: String], rule: String, file: StaticString = #filePath,
                             line: UInt = #line, configure: (inout LintOptions) -> Void = { _ in }) {
        let findings = lint(files, rules: [rule], configure: configure).filter { $0.ruleID == rule }
        let got = findings.map { "\($0.path):\($0.line): \($0.ruleID)" }.sorted()
        let want = expectations(files).filter { $0.hasSuffix(": \(rule)") }
        XCTAssertEqual(got, want, "findings differ from the // want markers:\n" +
                       findings.map { "  \($0.path):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"),
                       file: file, line: line)
    }

    static func assertMarked(_ source: String, rule: String, file: StaticString = #filePath, line: UInt = #line,
                             configure: (inout LintOptions) -> Void = { _ in }) {
        assertMarked(["Test.swift": source], rule: rule, file: file, line: line, configure: configure)
    }

    /// Asserts that `rule` finds nothing in `source`.
    static func assertClean(_ source: String, rule: String, file: StaticString = #filePath, line: UInt = #line,
                            configure: (inout LintOptions) -> Void = { _ in }) {
        let findings = lint(source, rule: rule, configure: configure)
        XCTAssertEqual(findings.count, 0, "expected no \(rule) findings, got:\n" +
                       findings.map { "  \($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"),
                       file: file, line: line)
    }
}
