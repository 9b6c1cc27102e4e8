import XCTest
@testable import DuoLint

/// The binary's embedded docs (`explain`, SARIF help) must equal `Rules/*.md`.
final class RuleDocsEmbeddingTests: XCTestCase {
    func testEmbeddedDocsMatchRulesFolder() throws {
        let dir = LintHarness.repoRoot.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".md") }
        var onDisk: [String: String] = [:]
        for name in names {
            var text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            while text.hasSuffix("\n") { text.removeLast() }
            onDisk[String(name.dropLast(3))] = text
        }
        XCTAssertEqual(Set(RuleDocs.byID.keys), Set(onDisk.keys),
                       "Rules/ and the embedded docs differ: run python3 Scripts/generate-rule-docs.py")
        for (id, text) in onDisk {
            XCTAssertEqual(RuleDocs.byID[id], text, "\(id).md changed: run python3 Scripts/generate-rule-docs.py")
        }
    }
}
