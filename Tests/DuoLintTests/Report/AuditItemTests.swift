import XCTest
@testable import DuoLint

/// The rule → audit item mapping is total and unique, and the README documents it.
final class AuditItemTests: XCTestCase {
    func testEveryRuleMapsToExactlyOneAuditItem() {
        for d in RuleRegistry.allDescriptorsIncludingMeta {
            let items = AuditCatalogue.items.filter { $0.rules.contains(d.id) }
            XCTAssertEqual(items.count, 1, "\(d.id) belongs to \(items.map(\.id)); every rule must feed exactly one audit item")
            XCTAssertEqual(AuditCatalogue.item(forRule: d.id)?.id, items.first?.id)
        }
    }

    func testAuditItemsNameOnlyRegisteredRules() {
        let known = RuleRegistry.knownIDs
        for item in AuditCatalogue.items {
            for rule in item.rules { XCTAssertTrue(known.contains(rule), "\(item.id) names unknown rule \(rule)") }
            XCTAssertEqual(item.rules, item.rules.sorted(), "\(item.id): rules in catalogue order")
        }
        XCTAssertEqual(Set(AuditCatalogue.items.map(\.id)).count, AuditCatalogue.items.count, "audit item ids are unique")
    }

    func testTheSixAuditItemsOfTheGuidanceComeFirstInTheirOrder() {
        XCTAssertEqual(AuditCatalogue.items.prefix(6).map(\.id),
                       ["latest-sdk", "bars", "vertical-bar-items", "overflow-priority", "centred-layouts", "reserved-regions"])
    }

    func testEveryRuleHasAShortLabel() {
        for d in RuleRegistry.allDescriptorsIncludingMeta {
            XCTAssertNotNil(AuditCatalogue.ruleLabels[d.id], "\(d.id) needs a label for the report's reasons")
        }
        XCTAssertEqual(AuditCatalogue.phrase("fixed-width", count: 1), "1 fixed width")
        XCTAssertEqual(AuditCatalogue.phrase("fixed-width", count: 3), "3 fixed widths")
    }

    func testPostureMatrixIsSeed004s() {
        XCTAssertEqual(PostureMatrix.columns.map(\.id), ["closed", "book", "open", "tabletop", "split-left", "split-right"])
        let fold = PostureMatrix.checks.first { $0.id == "nothing-tappable-on-fold" }
        XCTAssertEqual(fold?.columns, ["book", "tabletop"])
        let hinge = PostureMatrix.checks.first { $0.id == "hinge-reset" }
        XCTAssertEqual(hinge?.columns, ["closed", "book", "open", "tabletop"])
        for check in PostureMatrix.checks {
            for rule in check.watchRules { XCTAssertNotNil(RuleRegistry.descriptor(id: rule), "\(check.id) watches \(rule)") }
        }
    }

    func testReadmeAuditTableMatchesTheData() throws {
        let readme = try String(contentsOf: LintHarness.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- audit:begin -->\n"), let end = readme.range(of: "\n<!-- audit:end -->"),
              begin.upperBound <= end.lowerBound else {
            return XCTFail("README.md lacks the audit markers")
        }
        XCTAssertEqual(String(readme[begin.upperBound..<end.lowerBound]), AuditCatalogue.readmeTable(),
                       "README audit table is stale; expected:\n\(AuditCatalogue.readmeTable())")
    }
}
