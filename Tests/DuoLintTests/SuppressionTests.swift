import XCTest
@testable import DuoLint

final class SuppressionTests: XCTestCase {
    private let known: Set<String> = ["fixed-width", "main-screen-bounds", "odd-grid-columns"]

    private func map(_ comments: [SuppressionMap.Comment]) -> SuppressionMap {
        SuppressionMap(comments: comments, knownRuleIDs: known)
    }

    /// Comments given as (line, text); column 1 and starting their line unless `trailing`.
    private func lines(_ items: [(Int, String)], trailing: Set<Int> = []) -> [SuppressionMap.Comment] {
        items.map { (line: $0.0, column: trailing.contains($0.0) ? 20 : 1, text: $0.1, startsLine: !trailing.contains($0.0)) }
    }

    private func superfluousLines(_ m: SuppressionMap) -> [Int] { m.superfluous().map(\.line) }

    func testRegionFromDisableToEnable() {
        var m = map(lines([(3, "// duo-lint:disable fixed-width"), (8, "// duo-lint:enable fixed-width")]))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 2))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 3))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 7))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 8))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 9))
        XCTAssertFalse(m.isSuppressed(rule: "main-screen-bounds", line: 5))
        XCTAssertEqual(superfluousLines(m), [])
    }

    func testDisableWithoutEnableLastsToEndOfFile() {
        var m = map(lines([(10, "// duo-lint:disable fixed-width, main-screen-bounds")]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 1_000_000))
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 11))
        XCTAssertFalse(m.isSuppressed(rule: "odd-grid-columns", line: 11))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 9))
    }

    func testMultipleRegionsBinarySearch() {
        var comments: [SuppressionMap.Comment] = []
        for block in 0..<1000 {
            comments += lines([(block * 10 + 1, "// duo-lint:disable fixed-width"), (block * 10 + 5, "// duo-lint:enable fixed-width")])
        }
        var m = map(comments)
        for block in stride(from: 0, to: 1000, by: 37) {
            XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: block * 10))
            XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: block * 10 + 1))
            XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: block * 10 + 4))
            XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: block * 10 + 5))
        }
        XCTAssertEqual(m.superfluous().count, 1000 - 28)
    }

    func testNextSkipsCommentOnlyLines() {
        var m = map(lines([
            (1, "// duo-lint:disable:next fixed-width"),
            (2, "// duo-lint:disable:next main-screen-bounds -- explained"),
            (3, "// an explanation"),
            (4, "/* a block\n   comment\n*/"),
        ]))
        // Line 6 is the block comment's last line; code may follow `*/`, so it is the target.
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 5))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 6))
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 6))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 7))
    }

    func testNextAfterTrailingCommentAndBlockDirective() {
        var m = map([
            (line: 4, column: 30, text: "// duo-lint:disable:next fixed-width", startsLine: false),
            (line: 9, column: 1, text: "/* duo-lint:disable:next\n   main-screen-bounds */", startsLine: true),
        ])
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 5))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 4))
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 11), "the line after the comment's last line")
        XCTAssertFalse(m.isSuppressed(rule: "main-screen-bounds", line: 10))
    }

    func testThisSuppressesTheCommentLine() {
        var m = map([
            (line: 7, column: 40, text: "// duo-lint:disable:this fixed-width", startsLine: false),
            (line: 9, column: 12, text: "/* duo-lint:disable:this main-screen-bounds */", startsLine: false),
        ])
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 7))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 8))
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 9))
        XCTAssertEqual(superfluousLines(m), [])
    }

    func testAll() {
        var m = map(lines([(1, "// duo-lint:disable all"), (5, "// duo-lint:enable all"), (9, "// duo-lint:disable:next all")]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 2))
        XCTAssertTrue(m.isSuppressed(rule: "odd-grid-columns", line: 4))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 5))
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 10))
        XCTAssertTrue(m.unknownIDs.isEmpty)
    }

    func testEnableAllClosesSpecificRegionsButEnableOneDoesNotCloseAll() {
        var m = map(lines([
            (1, "// duo-lint:disable fixed-width"),
            (2, "// duo-lint:disable all"),
            (4, "// duo-lint:enable fixed-width"),
            (6, "// duo-lint:enable all"),
        ]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 5), "still inside `disable all`")
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 6))
        XCTAssertFalse(m.isSuppressed(rule: "odd-grid-columns", line: 7))
    }

    func testUnknownIDsAreReportedWithTheirPosition() {
        let m = map([
            (line: 3, column: 5, text: "// duo-lint:disable:next fixd-width, main-screen-bounds because", startsLine: true),
            (line: 8, column: 1, text: "/* duo-lint:disable\n     bogus */", startsLine: true),
            (line: 12, column: 1, text: "// duo-lint:enable nope", startsLine: true),
        ])
        XCTAssertEqual(m.unknownIDs.map(\.id), ["fixd-width", "because", "bogus", "nope"])
        XCTAssertEqual(m.unknownIDs.map(\.line), [3, 3, 9, 12])
        XCTAssertEqual(m.unknownIDs.map(\.column), [30, 61, 6, 20])
    }

    func testSuperfluousDirectives() {
        var m = map(lines([
            (1, "// duo-lint:disable:next fixed-width -- used"),
            (3, "// duo-lint:disable:next main-screen-bounds"),
            (5, "// duo-lint:disable odd-grid-columns"),
            (6, "// duo-lint:enable odd-grid-columns"),
            (8, "// duo-lint:disable:next"),
            (10, "// duo-lint:disable:next unknown-rule"),
            (12, "// duo-lint:disable:this fixed-width,   main-screen-bounds"),
        ]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 2))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 4))
        let superfluous = m.superfluous()
        XCTAssertEqual(superfluous.map(\.line), [3, 5, 8, 12])
        XCTAssertEqual(superfluous.map(\.text), [
            "duo-lint:disable:next main-screen-bounds",
            "duo-lint:disable odd-grid-columns",
            "duo-lint:disable:next",
            "duo-lint:disable:this fixed-width,main-screen-bounds",
        ])
        XCTAssertEqual(m.unknownIDs.map(\.id), ["unknown-rule"])
        XCTAssertTrue(m.isSuppressed(rule: "main-screen-bounds", line: 12))
        XCTAssertEqual(superfluousLines(m), [3, 5, 8])
    }

    func testRedundantDisableWhileOpenIsSuperfluous() {
        var m = map(lines([(1, "// duo-lint:disable fixed-width"), (3, "// duo-lint:disable fixed-width"), (6, "// duo-lint:enable fixed-width")]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 4))
        XCTAssertEqual(superfluousLines(m), [3])
    }

    func testNonDirectivesAreIgnored() {
        var m = map(lines([
            (1, "/// duo-lint:disable fixed-width"),
            (2, "/** duo-lint:disable fixed-width */"),
            (3, "// see duo-lint:disable fixed-width in the docs"),
            (4, "// duo-lint:disabel fixed-width"),
            (5, "// duo-lint: disable fixed-width"),
            (6, "// Duo-Lint:disable fixed-width"),
        ]))
        for line in 1...10 { XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: line)) }
        XCTAssertTrue(m.superfluous().isEmpty)
        XCTAssertTrue(m.unknownIDs.isEmpty)
    }

    func testDirectiveTextWithoutDelimitersIsAccepted() {
        var m = map(lines([(2, "  duo-lint:disable:this fixed-width")]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 2))
    }

    func testUnsortedInputIsProcessedInSourceOrder() {
        var m = map(lines([(8, "// duo-lint:enable fixed-width"), (2, "// duo-lint:disable fixed-width")]))
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 5))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 8))
    }

    func testDisableAndEnableOnOneLineSuppressNothing() {
        var m = map([
            (line: 4, column: 1, text: "/* duo-lint:disable fixed-width */", startsLine: true),
            (line: 4, column: 40, text: "// duo-lint:enable fixed-width", startsLine: false),
        ])
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 4))
        XCTAssertEqual(superfluousLines(m), [4])
    }

    func testLineBreakStylesInBlockDirectives() {
        var m = map([(line: 3, column: 4, text: "/* duo-lint:disable:next\r\n  fixed-width,\r  bogus */", startsLine: true)])
        XCTAssertEqual(m.unknownIDs.map(\.id), ["bogus"])
        XCTAssertEqual(m.unknownIDs.map(\.line), [5])
        XCTAssertEqual(m.unknownIDs.map(\.column), [3])
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 6))
        XCTAssertFalse(m.isSuppressed(rule: "fixed-width", line: 5))
    }

    /// Many stacked directives and huge comments stay linear (a quadratic scan would take seconds).
    func testLargeInputsStayLinear() {
        let stacked = lines((1...20_000).map { ($0, "// duo-lint:disable:next fixed-width") })
        var m = map(stacked)
        XCTAssertTrue(m.isSuppressed(rule: "fixed-width", line: 20_001))
        XCTAssertTrue(m.superfluous().isEmpty)

        let manyIDs = "/* duo-lint:disable " + Array(repeating: "x", count: 50_000).joined(separator: ",\n") + " */"
        let huge = map([(line: 1, column: 1, text: manyIDs, startsLine: true),
                        (line: 60_000, column: 1, text: "// " + String(repeating: "prose ", count: 200_000), startsLine: true)])
        XCTAssertEqual(huge.unknownIDs.count, 50_000)
        XCTAssertEqual(huge.unknownIDs.last?.line, 50_000)
    }
}
