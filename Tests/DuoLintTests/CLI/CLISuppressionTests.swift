import Foundation
import XCTest

/// Inline suppression comments (SPEC §2) through the binary.
final class CLISuppressionTests: CLITestCase {
    private let source = """
    import UIKit
    // duo-lint:disable custom-bar-instance
    let a = UIToolbar()
    let a2 = UIToolbar()
    // duo-lint:enable custom-bar-instance
    let b = UIToolbar()
    // duo-lint:disable:next custom-bar-instance
    let c = UIToolbar()
    let d = UIToolbar() // duo-lint:disable:this custom-bar-instance
    let e = UIToolbar() // duo-lint:disable:this all
    let f = UIToolbar() // duo-lint:disable:this no-such-rule
    // duo-lint:disable:next arrangement-in-scroll-view -- nothing to silence here
    let g = UIToolbar()
    /* duo-lint:disable:next custom-bar-instance, arrangement-in-scroll-view */
    let h = UIToolbar()
    // duo-lint:disable all
    let i = UIToolbar()
    // duo-lint:enable all
    let j = UIToolbar()

    """

    func testSuppressionComments() throws {
        try write("S.swift", source)
        let result = try lint([])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), [
            "S.swift:6:9: warning [custom-bar-instance]",
            "S.swift:11:9: warning [custom-bar-instance]",
            "S.swift:11:46: warning [superfluous-suppression]",
            "S.swift:13:9: warning [custom-bar-instance]",
            "S.swift:19:9: warning [custom-bar-instance]",
        ])
        XCTAssertTrue(result.stdout.contains("no-such-rule"), result.stdout)
    }

    func testReportSuperfluousSuppressions() throws {
        try write("S.swift", source)
        try write(".duo-lint.json", #"{"report-superfluous-suppressions": true}"#)
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.description), [
            "S.swift:6:9: warning [custom-bar-instance]",
            "S.swift:11:9: warning [custom-bar-instance]",
            "S.swift:11:46: warning [superfluous-suppression]",
            "S.swift:12:1: warning [superfluous-suppression]",
            "S.swift:13:9: warning [custom-bar-instance]",
            "S.swift:19:9: warning [custom-bar-instance]",
        ])
        // Severity of the meta diagnostic can be raised.
        try write(".duo-lint.json", #"{"report-superfluous-suppressions": true, "severity": {"superfluous-suppression": "error"}}"#)
        let raised = try lint(["--format", "json"])
        XCTAssertEqual(raised.status, 1)
        XCTAssertEqual(jsonLocations(raised).filter { $0.rule == "superfluous-suppression" }.map(\.severity), ["error", "error"])
    }

    /// A suppression of a rule that does not run in this run (disabled, or not in --only) is not called superfluous.
    func testSuppressionsOfRulesThatDidNotRunAreNotSuperfluous() throws {
        try write("S.swift", """
        import UIKit
        let a = UIToolbar() // duo-lint:disable:this custom-bar-instance

        """)
        try write(".duo-lint.json", #"{"report-superfluous-suppressions": true}"#)
        XCTAssertEqual(try lint([]).stdout, "")
        XCTAssertEqual(try lint(["--disable", Self.warningRule]).stdout, "")
        XCTAssertEqual(try lint(["--only", Self.errorRule]).stdout, "")
        try write(".duo-lint.json", #"{"report-superfluous-suppressions": true, "disable": ["custom-bar-instance"]}"#)
        XCTAssertEqual(try lint([]).stdout, "")
    }

    func testSuppressionInStdinAndStagedContentWorksToo() throws {
        let result = try lint(["--stdin-path", "S.swift"], stdin: source)
        XCTAssertEqual(textLocations(result).count, 5)
    }
}
