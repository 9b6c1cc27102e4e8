import XCTest
@testable import DuoLint

/// The bundled example app is a living test: every `// EXPECT: rule-id` comment announces one finding of that
/// rule on the next line, and the linter must report exactly those (for every registered rule).
final class ExamplesTests: XCTestCase {
    func testExampleAppFindingsMatchTheExpectMarkers() throws {
        let dir = LintHarness.repoRoot.appendingPathComponent("Examples/DuoNotes")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(names.count, 5)
        var files: [String: String] = [:]
        var expected: [String] = []
        let registered = Set(RuleRegistry.descriptors.map { $0.id })
        for name in names {
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            files[name] = text
            for (i, line) in text.components(separatedBy: "\n").enumerated() {
                guard let r = line.range(of: "// EXPECT:") else { continue }
                for id in line[r.upperBound...].split(separator: ",") {
                    let rule = id.trimmingCharacters(in: .whitespaces)
                    XCTAssertTrue(registered.contains(rule), "\(name):\(i + 1): // EXPECT: \(rule) names no registered rule")
                    expected.append("\(name):\(i + 2): \(rule)")
                }
            }
        }
        XCTAssertGreaterThan(expected.count, 20, "the // EXPECT markers were read")
        // Every rule, opt-in rules included (Examples/DuoNotes/.duo-lint.json enables them for the CLI).
        let findings = LintHarness.lint(files, rules: RuleRegistry.descriptors.map(\.id))
        let got = findings.map { "\($0.path):\($0.line): \($0.ruleID)" }
        XCTAssertEqual(got.sorted(), expected.sorted(), "Examples/DuoNotes findings vs // EXPECT markers:\n" +
                       findings.map { "  \($0.path):\($0.line):\($0.column): \($0.message) [\($0.ruleID)]" }.joined(separator: "\n"))
    }
}
