import Foundation
import XCTest

/// Inline suppression comments (README.md, Suppressing findings) through the binary.
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

    /// A misspelt directive is reported (and suppresses nothing) instead of being silently ignored.
    func testUnknownDirectivesAreReported() throws {
        try write("S.swift", """
        import UIKit
        // duo-lint:disable-next-line custom-bar-instance
        let a = UIToolbar()
        let b = UIToolbar() // duo-lint:disable-line custom-bar-instance
        /* duo-lint:disabel custom-bar-instance */
        // duo-lint: disable custom-bar-instance
        let c = UIToolbar() // duo-lint:disable:this custom-bar-instnce
        /// duo-lint:whatever in a doc comment is documentation, not a directive

        """)
        let result = try lint(["--format", "json"])
        let meta = jsonFindings(result).filter { $0["rule"] as? String == "superfluous-suppression" }
        XCTAssertEqual(meta.map { "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["message"] ?? "")" }, [
            "2:1 Unknown directive 'duo-lint:disable-next-line', so this comment silences nothing; did you mean 'duo-lint:disable:next'?",
            "4:21 Unknown directive 'duo-lint:disable-line', so this comment silences nothing; did you mean 'duo-lint:disable:this'?",
            "5:1 Unknown directive 'duo-lint:disabel', so this comment silences nothing; did you mean 'duo-lint:disable'?",
            "6:1 Unknown directive 'duo-lint:', so this comment silences nothing; write duo-lint:disable, duo-lint:enable, duo-lint:disable:next or duo-lint:disable:this.",
            "7:46 Unknown rule id 'custom-bar-instnce', so this suppression silences nothing; did you mean 'custom-bar-instance'?",
        ])
        XCTAssertEqual(jsonFindings(result).filter { $0["rule"] as? String == Self.warningRule }.count, 3, "nothing was suppressed")
    }
}
