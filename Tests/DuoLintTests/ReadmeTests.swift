import XCTest
@testable import DuoLint

/// The README's rule table is the catalogue: it must list every registered rule, nothing else.
final class ReadmeTests: XCTestCase {
    static func expectedTable() -> String {
        var lines = ["| rule | tier | severity | what it finds |", "|---|---|---|---|"]
        for d in RuleRegistry.descriptors {
            lines.append("| [`\(d.id)`](Rules/\(d.id).md) | \(d.tier) | \(d.defaultSeverity.rawValue) | \(d.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    func testReadmeRuleTableMatchesTheRegistry() throws {
        let readme = try String(contentsOf: LintHarness.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- rules:begin -->\n"), let end = readme.range(of: "\n<!-- rules:end -->") else {
            return XCTFail("README.md lacks the rules markers")
        }
        let table = String(readme[begin.upperBound..<end.lowerBound])
        XCTAssertEqual(table, Self.expectedTable(), "README rule table is stale; expected:\n\(Self.expectedTable())")
    }
}
