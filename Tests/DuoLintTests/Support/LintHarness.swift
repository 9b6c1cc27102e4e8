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

    /// Fails unless `rule` is a registered rule id (an unknown id enables nothing, so every check would pass).
    static func assertRegistered(_ rule: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(RuleRegistry.descriptor(id: rule), "no rule \(rule) is registered: the check would check nothing",
                        file: file, line: line)
    }

    /// Asserts that linting `files` with `rule` yields exactly the findings their `// want:` markers name. Every marker
    /// must name `rule`: a marker for another (or no) rule could match nothing here.
    static func assertMarked(_ files: [String: String], rule: String, file: StaticString = #filePath,
                             line: UInt = #line, configure: (inout LintOptions) -> Void = { _ in }) {
        assertRegistered(rule, file: file, line: line)
        let findings = lint(files, rules: [rule], configure: configure).filter { $0.ruleID == rule }
        let got = findings.map { "\($0.path):\($0.line): \($0.ruleID)" }.sorted()
        let marked = expectations(files)
        let want = marked.filter { $0.hasSuffix(": \(rule)") }
        XCTAssertEqual(marked.count, want.count, "// want markers that name another rule than \(rule) match nothing: "
                       + "\(marked.filter { !$0.hasSuffix(": \(rule)") })", file: file, line: line)
        XCTAssertEqual(got, want, "findings differ from the // want markers:\n" +
                       findings.map { "  \($0.path):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"),
                       file: file, line: line)
    }

    static func assertMarked(_ source: String, rule: String, file: StaticString = #filePath, line: UInt = #line,
                             configure: (inout LintOptions) -> Void = { _ in }) {
        assertMarked(["Test.swift": source], rule: rule, file: file, line: line, configure: configure)
    }

    /// Asserts that `rule` finds nothing in `source`: as the engine runs it, and with the rule run on the file even
    /// when the names it mentions would let the engine skip the rule there (`RuleGate`, `ProjectVocabulary`), so that
    /// a clean result says something about the rule and not only about the gate.
    static func assertClean(_ source: String, rule: String, file: StaticString = #filePath, line: UInt = #line,
                            configure: (inout LintOptions) -> Void = { _ in }) {
        assertRegistered(rule, file: file, line: line)
        for gated in [true, false] {
            let findings = lint(source, rule: rule) { options in
                configure(&options)
                if !gated { options.skipsByVocabulary = false }
            }
            XCTAssertEqual(findings.count, 0, "expected no \(rule) findings\(gated ? "" : " with the rule run regardless of the file's names"), got:\n" +
                           findings.map { "  \($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"),
                           file: file, line: line)
        }
    }
}
