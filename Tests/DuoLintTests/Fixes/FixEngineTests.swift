import XCTest
@testable import DuoLint

/// The fix engine's rounds and verification (VOCABULARY.md, fix contract 4–6) against a toy linter whose rules are
/// letters: each `X` is an `x` finding whose safe fix writes `y`; `U` an unsafe fix to `u`; `B`'s fix writes `Z` (a `z`
/// finding: a new finding); `C`'s writes `CC` (its finding stays); `P`'s writes `!` (every `!` is a parse error);
/// `W`'s replaces everything from it to the end of the file (so every `W` fix overlaps every later one).
final class FixEngineTests: XCTestCase {
    static func lint(_ files: [String: [UInt8]]) -> FixLint {
        var findings: [Finding] = []
        var errors: [String: [String]] = [:]
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let source = SourceText(path: path, bytes: bytes)
            func edit(_ s: Int, _ e: Int, _ text: String) -> TextEdit {
                TextEdit(start: s, end: e, replacement: text,
                         range: SourceRange(start: source.position(ofOffset: s), end: source.position(ofOffset: e)))
            }
            for (i, b) in bytes.enumerated() {
                let rule: String
                var fixes: [Fix] = []
                switch b {
                case UInt8(ascii: "X"): rule = "x"; fixes = [Fix(title: "y", safety: .safe, edits: [edit(i, i + 1, "y")])]
                case UInt8(ascii: "U"): rule = "u"; fixes = [Fix(title: "u", safety: .unsafe, edits: [edit(i, i + 1, "u")])]
                case UInt8(ascii: "B"): rule = "b"; fixes = [Fix(title: "Z", safety: .safe, edits: [edit(i, i + 1, "Z")])]
                case UInt8(ascii: "C"): rule = "c"; fixes = [Fix(title: "CC", safety: .safe, edits: [edit(i, i + 1, "CC")])]
                case UInt8(ascii: "P"): rule = "p"; fixes = [Fix(title: "!", safety: .safe, edits: [edit(i, i + 1, "!")])]
                case UInt8(ascii: "W"):
                    rule = "w"
                    let rest = String(decoding: bytes[(i + 1)...], as: UTF8.self)
                    fixes = [Fix(title: "w", safety: .safe, edits: [edit(i, bytes.count, "w" + rest)])]
                case UInt8(ascii: "Z"): rule = "z"
                case UInt8(ascii: "!"):
                    errors[path, default: []].append("bang")
                    continue
                default: continue
                }
                let pos = source.position(ofOffset: i)
                findings.append(Finding(ruleID: rule, severity: .warning, message: rule, path: path,
                                        range: SourceRange(start: pos, end: pos), fixes: fixes))
            }
        }
        return FixLint(findings: findings, parseErrors: errors)
    }

    func fix(_ files: [String: String], unsafe: Bool = false, rounds: Int = 10) -> (texts: [String: String], outcome: FixOutcome) {
        let original = files.mapValues { Array($0.utf8) }
        let lint: ([String: [UInt8]]) -> FixLint = { overlays in Self.lint(original.merging(overlays) { $1 }) }
        let outcome = FixEngine.run(lint([:]), request: FixRequest(unsafe: unsafe, maximumRounds: rounds),
                                    read: { original[$0]! }, lint: lint)
        var texts = files
        for f in outcome.files { texts[f.path] = String(decoding: f.fixed, as: UTF8.self) }
        return (texts, outcome)
    }

    func testSafeFixesApplyAndUnsafeOnlyWhenAsked() {
        let safe = fix(["a": "X.U.X\nX"])
        XCTAssertEqual(safe.texts["a"], "y.U.y\ny")
        XCTAssertEqual(safe.outcome.applied, ["x": 3])
        XCTAssertEqual(safe.outcome.rounds, 1)
        XCTAssertEqual(safe.outcome.remaining.findings.map(\.ruleID), ["u"])
        let unsafe = fix(["a": "X.U.X\nX"], unsafe: true)
        XCTAssertEqual(unsafe.texts["a"], "y.u.y\ny")
        XCTAssertEqual(unsafe.outcome.applied, ["x": 3, "u": 1])
        XCTAssertTrue(unsafe.outcome.remaining.findings.isEmpty)
    }

    func testAFixThatAddsAFindingIsDroppedAndReported() {
        let r = fix(["a": "X B X"])
        XCTAssertEqual(r.texts["a"], "y B y")
        XCTAssertEqual(r.outcome.failures.map(\.ruleID), ["b"])
        XCTAssertTrue(r.outcome.failures[0].reason.contains("adds a z finding"), r.outcome.failures[0].reason)
        let left = r.outcome.remaining.findings
        XCTAssertEqual(left.map(\.ruleID), ["b"])
        XCTAssertEqual(left[0].fixNote?.hasPrefix("fix not applied: "), true)
    }

    func testAFixThatKeepsItsFindingOrAddsAParseErrorIsDropped() {
        let r = fix(["a": "C X P"])
        XCTAssertEqual(r.texts["a"], "C y P")
        XCTAssertEqual(Set(r.outcome.failures.map(\.ruleID)), ["c", "p"])
        let reasons = Dictionary(uniqueKeysWithValues: r.outcome.failures.map { ($0.ruleID, $0.reason) })
        XCTAssertEqual(reasons["c"], "the finding is still reported after the fix")
        XCTAssertEqual(reasons["p"]?.hasPrefix("the fixed text has a parse error it did not have"), true)
    }

    func testAFindingInAnotherFileIsPinnedOnTheFixThatCausedIt() {
        // The lint below reports a `z` in file b when file a holds "y" (a cross-file fact).
        let original = ["a": Array("X X".utf8), "b": Array("".utf8)]
        let lint: ([String: [UInt8]]) -> FixLint = { overlays in
            var files = original.merging(overlays) { $1 }
            if files["a"] == Array("y X".utf8) || files["a"] == Array("y y".utf8) { files["b"] = Array("Z".utf8) }
            return Self.lint(files)
        }
        let outcome = FixEngine.run(lint([:]), request: FixRequest(), read: { original[$0]! }, lint: lint)
        // The first X's fix brings the z; alone, the second's does not.
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertEqual(outcome.failures.first?.column, 1)
        XCTAssertEqual(outcome.files.map { String(decoding: $0.fixed, as: UTF8.self) }, ["X y"])
    }

    func testOverlappingFixesWaitForTheNextRoundAndRoundsAreBounded() {
        let two = fix(["a": "WX"])
        XCTAssertEqual(two.texts["a"], "wy")
        XCTAssertEqual(two.outcome.rounds, 2)
        let many = fix(["a": String(repeating: "W", count: 12)])
        XCTAssertEqual(many.outcome.rounds, 10)
        XCTAssertEqual(many.texts["a"], String(repeating: "w", count: 10) + "WW")
        XCTAssertEqual(many.outcome.remaining.findings.count, 2)
    }

    func testOrderIsStartThenShorterRangeThenRuleID() {
        XCTAssertTrue(FixEngine.overlap((0, 2), (1, 3)))
        XCTAssertFalse(FixEngine.overlap((0, 2), (2, 3)))
        XCTAssertTrue(FixEngine.overlap((2, 2), (2, 3)))
        XCTAssertTrue(FixEngine.overlap((2, 2), (2, 2)))
        XCTAssertFalse(FixEngine.overlap((1, 1), (2, 2)))
    }

    func testNothingToFixChangesNothing() {
        let r = fix(["a": "plain text\n", "b": "Z"])
        XCTAssertTrue(r.outcome.files.isEmpty)
        XCTAssertEqual(r.outcome.rounds, 0)
        XCTAssertEqual(r.outcome.remaining.findings.map(\.ruleID), ["z"])
    }

    func testOffsetOfPositionInvertsPosition() {
        let text = "\u{FEFF}ab\r\ncé\u{1F600}x\rz\n"
        let source = SourceText(path: "t", text: text)
        for offset in [3, 4, 5, 7, 8, 10, 14, 15, 16, 17] where offset <= source.bytes.count {
            XCTAssertEqual(source.offset(of: source.position(ofOffset: offset)), offset, "offset \(offset)")
        }
    }
}
