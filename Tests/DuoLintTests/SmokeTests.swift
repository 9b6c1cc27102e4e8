import XCTest
@testable import DuoLint

final class SmokeTests: XCTestCase {
    func testRuleNameIsCamelCase() {
        let d = RuleDescriptor(id: "fixed-width", tier: 1, severity: .warning, category: .layout, summary: "x")
        XCTAssertEqual(d.name, "FixedWidth")
    }
}
