import Foundation
import XCTest
@testable import DuoLint

final class BaselineTests: XCTestCase {
    private func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    private func finding(_ path: String, _ rule: String, _ fingerprint: String, line: Int = 1, message: String = "m") -> Finding {
        Finding(ruleID: rule, severity: .warning, message: message, path: path,
                range: SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 2)),
                fingerprint: fingerprint)
    }

    private func fp(_ source: String, line: Int, rule: String = "fixed-width") -> String {
        fingerprint(ruleID: rule, lines: source.split(separator: "\n", omittingEmptySubsequences: false), lineNumber: line)
    }

    // MARK: Fingerprint

    private let source = """
    struct V: View {
        var body: some View {

            Text("a")
                .frame(width: 320)

            Spacer()
        }
    }
    """

    func testFingerprintShape() {
        let value = fp(source, line: 5)
        XCTAssertEqual(value.count, 16)
        XCTAssertTrue(value.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        XCTAssertEqual(value, fp(source, line: 5), "deterministic")
    }

    func testFingerprintSurvivesInsertionsAboveAndBelowAndReindenting() {
        let original = fp(source, line: 5)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("import SwiftUI", at: 0)
        lines.insert("", at: 0)
        lines.insert("    // unrelated", at: 2)
        lines.append("extension V {}")
        lines.insert("            .padding()", at: 10)  // below Spacer(), not adjacent to the finding
        XCTAssertEqual(fp(lines.joined(separator: "\n"), line: 8), original)
        XCTAssertEqual(fp(source.replacingOccurrences(of: "    ", with: "\t"), line: 5), original)
        // Blank lines between the finding and its neighbours do not matter either.
        XCTAssertEqual(fp(source.replacingOccurrences(of: "\n\n", with: "\n\n\n\n"), line: 7), original)
    }

    func testFingerprintChangesWithTheLineItsNeighboursOrTheRule() {
        let original = fp(source, line: 5)
        XCTAssertNotEqual(fp(source.replacingOccurrences(of: "320", with: "321"), line: 5), original)
        XCTAssertNotEqual(fp(source.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")"), line: 5), original)
        XCTAssertNotEqual(fp(source.replacingOccurrences(of: "Spacer()", with: "Divider()"), line: 5), original)
        XCTAssertNotEqual(fp(source, line: 5, rule: "screen-size-literal"), original)
    }

    func testFingerprintAtFileEdgesAndOutOfRange() {
        XCTAssertEqual(fp("only", line: 1), fp("\n\nonly\n\n", line: 3))
        XCTAssertEqual(fp("", line: 1).count, 16)
        XCTAssertEqual(fp("a", line: 0).count, 16)
        XCTAssertEqual(fp("a", line: 99).count, 16)
        let closure = fingerprint(ruleID: "fixed-width", lineNumber: 2) { (n: Int) -> String? in
            n <= 3 ? ["x", "  y  ", "z"][n - 1] : nil
        }
        XCTAssertEqual(closure, fp("x\ny\nz", line: 2))
    }

    func testIdenticalOccurrencesShareAHash() {
        let repeated = "a\nb\na\nb\na"
        XCTAssertEqual(fp(repeated, line: 2), fp(repeated, line: 4))
        XCTAssertNotEqual(fp(repeated, line: 1), fp(repeated, line: 3), "the first line has no neighbour above")
    }

    /// Identical occurrences (same rule, line and neighbours, or two findings on one line) are numbered in report
    /// order, CodeQL-style, the first keeping the bare hash: every finding's fingerprint is distinct.
    func testOccurrencesAreNumbered() {
        var findings = [
            finding("A.swift", "fixed-width", "h", line: 3), finding("A.swift", "fixed-width", "h", line: 3),
            finding("A.swift", "fixed-width", "h", line: 9), finding("A.swift", "screen-size-literal", "h", line: 9),
            finding("B.swift", "fixed-width", "h"), finding("A.swift", "fixed-width", "other", line: 12),
        ]
        Finding.numberOccurrences(&findings)
        XCTAssertEqual(findings.map(\.fingerprint), ["h", "h:2", "h:3", "h", "h", "other"])
        XCTAssertEqual(fingerprintHash("h:3"), "h")
        XCTAssertEqual(fingerprintHash("0123456789abcdef"), "0123456789abcdef")
        XCTAssertEqual(numberedFingerprint("h", occurrence: 1), "h")
    }

    /// The engine numbers them: two identical `.frame(width: 400)` lines with identical neighbours, and two
    /// findings of one rule on one line, get distinct fingerprints; unrelated edits keep them.
    func testEngineFingerprintsAreDistinct() {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("a")
                    .frame(width: 400)
                    Text("a")
                    .frame(width: 400)
                    Text("a")
                }
            }
        }
        """
        let findings = LintHarness.lint(["V.swift": source], rules: ["fixed-width"])
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(Set(findings.map(\.fingerprint)).count, 2, "\(findings.map(\.fingerprint))")
        XCTAssertTrue(findings[1].fingerprint.hasSuffix(":2"))
        let edited = LintHarness.lint(["V.swift": "// header\n\n" + source], rules: ["fixed-width"])
        XCTAssertEqual(edited.map(\.fingerprint), findings.map(\.fingerprint))
        let sameLine = LintHarness.lint(["W.swift": "let a = UIToolbar(); let b = UIToolbar()\n"], rules: ["custom-bar-instance"])
        XCTAssertEqual(sameLine.count, 2)
        XCTAssertNotEqual(sameLine[0].fingerprint, sameLine[1].fingerprint)
    }

    /// The line fingerprint ignores whitespace, so a formatter run does not resurrect a finding.
    func testLineFingerprintIgnoresWhitespace() {
        let a = lineFingerprint(ruleID: "fixed-width", line: "    .frame( width:400 )  ")
        XCTAssertEqual(a, lineFingerprint(ruleID: "fixed-width", line: "\t.frame(width: 400)"))
        XCTAssertNotEqual(a, lineFingerprint(ruleID: "fixed-width", line: ".frame(width: 401)"))
        XCTAssertNotEqual(a, lineFingerprint(ruleID: "screen-size-literal", line: ".frame(width: 400)"))
        // The engine's byte-level hashes equal the string function's.
        let findings = LintHarness.lint(["V.swift": "let v = Text(\"é\").frame(width:  400)\n"], rules: ["fixed-width"])
        XCTAssertEqual(findings.first?.lineFingerprint,
                       lineFingerprint(ruleID: "fixed-width", line: "let v = Text(\"é\").frame(width: 400)"))
        XCTAssertEqual(legacyLineFingerprint(ruleID: "r", line: "  a b "), legacyLineFingerprint(ruleID: "r", line: "a b"))
        XCTAssertNotEqual(legacyLineFingerprint(ruleID: "r", line: "a  b"), legacyLineFingerprint(ruleID: "r", line: "a b"))
    }

    // MARK: Baseline

    func testBaselineIsAMultiset() {
        let baseline = Baseline(findings: [finding("A.swift", "fixed-width", "f1"), finding("A.swift", "fixed-width", "f1")])
        let current = [
            finding("A.swift", "fixed-width", "f1", line: 3),
            finding("A.swift", "fixed-width", "f1", line: 9),
            finding("A.swift", "fixed-width", "f1", line: 20),
            finding("A.swift", "fixed-width", "f2"),
            finding("B.swift", "fixed-width", "f1"),
            finding("A.swift", "main-screen-bounds", "f1"),
        ]
        let remaining = baseline.filter(current)
        XCTAssertEqual(remaining.map(\.line), [20, 1, 1, 1])
        XCTAssertEqual(remaining.map(\.path), ["A.swift", "A.swift", "B.swift", "A.swift"])
        XCTAssertEqual(Baseline(entries: []).filter(current), current)
    }

    /// Entries left over after exact matching match by line fingerprint; still a multiset.
    func testLineFingerprintFallback() throws {
        func f(_ fp: String, _ lineFP: String, line: Int) -> Finding {
            var x = finding("A.swift", "r", fp, line: line)
            x.lineFingerprint = lineFP
            return x
        }
        let baseline = Baseline(findings: [f("n1", "L", line: 3), f("n2", "M", line: 9)])
        // Neighbours of the first changed (new fingerprint, same line); a copy of the line was added.
        let now = [f("n1-changed", "L", line: 5), f("n1-copy", "L", line: 12), f("n2", "M", line: 11)]
        XCTAssertEqual(baseline.filter(now).map(\.line), [12])
        // Exact matches are taken first, so the copy (not the original) is what remains.
        let exactFirst = [f("copy", "L", line: 2), f("n1", "L", line: 4)]
        XCTAssertEqual(baseline.filter(exactFirst).map(\.fingerprint), ["copy"])
        // Round trip keeps the field; old baselines without it still parse and match exactly.
        let parsed = try Baseline.parse(baseline.rendered(), path: "b.json")
        XCTAssertEqual(parsed, baseline)
        let old = try Baseline.parse(#"{"version": 1, "findings": [{"path": "A.swift", "rule": "r", "fingerprint": "n1"}]}"#, path: "b.json")
        XCTAssertEqual(old.filter(now).count, 3)
        XCTAssertEqual(old.version, 1)
        XCTAssertThrowsError(try Baseline.parse(#"{"version": 1, "findings": [{"path": "A.swift", "rule": "r", "fingerprint": "n1", "lineFingerprint": 3}]}"#, path: "b.json"))
    }

    /// Numbered fingerprints match exactly first, then by their hash: a baseline written before the numbering (two
    /// identical entries) still drops both findings, and fixing the first of two leaves the other matched.
    func testNumberedFingerprintsMatchByHashToo() {
        let before = Baseline(findings: [finding("A.swift", "r", "h"), finding("A.swift", "r", "h")])
        let now = [finding("A.swift", "r", "h", line: 2), finding("A.swift", "r", "h:2", line: 5)]
        XCTAssertEqual(before.filter(now), [])
        let numbered = Baseline(findings: now)
        XCTAssertEqual(numbered.entries.map(\.fingerprint), ["h", "h:2"])
        let comparison = numbered.compare([finding("A.swift", "r", "h", line: 5)])
        XCTAssertEqual(comparison.new, [])
        XCTAssertEqual(comparison.known, 1)
        XCTAssertEqual(comparison.stale.map(\.fingerprint), ["h:2"])
        XCTAssertEqual(numbered.compare(now + [finding("A.swift", "r", "h:3", line: 9)]).new.map(\.line), [9])
    }

    /// The readiness report's `--baseline` / `--compare` match the way the lint's baseline does, hash pass included:
    /// a baseline written before the numbering marks both numbered findings known in the report too.
    func testTheReportMatchesPreviousRunsAsTheBaselineDoes() {
        let entries = [Baseline.Entry(path: "A.swift", rule: "r", fingerprint: "h", message: "m"),
                       Baseline.Entry(path: "A.swift", rule: "r", fingerprint: "h", message: "m"),
                       Baseline.Entry(path: "A.swift", rule: "r", fingerprint: "gone", message: "m")]
        let now = [finding("A.swift", "r", "h", line: 2), finding("A.swift", "r", "h:2", line: 5),
                   finding("A.swift", "r", "new", line: 7)]
        let previous = PreviousRun(kind: .report, file: "previous.json", entries: entries)
        let m = previous.match(now, path: { $0.path })
        XCTAssertEqual(m.isNew, [false, false, true])
        XCTAssertEqual(m.fixed.map(\.fingerprint), ["gone"])
        let baseline = Baseline(entries: entries).compare(now)
        XCTAssertEqual(baseline.new.map(\.line), [7])
        XCTAssertEqual(baseline.stale.map(\.fingerprint), ["gone"])
    }

    /// Version 1 line fingerprints (trimmed line, whitespace kept) are compared with the legacy hash of the line.
    func testVersionOneLineFingerprintsUseTheLegacyHash() throws {
        let line = "        let bar = UIToolbar()"
        let legacy = legacyLineFingerprint(ruleID: "r", line: line)
        let old = try Baseline.parse(#"{"version": 1, "findings": [{"path": "A.swift", "rule": "r", "fingerprint": "gone", "lineFingerprint": "\#(legacy)"}]}"#, path: "b.json")
        var f = finding("A.swift", "r", "changed", line: 4)
        f.lineFingerprint = lineFingerprint(ruleID: "r", line: line)
        XCTAssertEqual(old.filter([f]), [f], "a version 1 line fingerprint is not the new hash")
        XCTAssertEqual(old.filter([f], legacyLineFingerprint: { _ in legacy }), [])
        let current = Baseline(findings: [f])
        XCTAssertEqual(current.version, 2)
        XCTAssertEqual(try Baseline.parse(current.rendered(), path: "b.json").filter([f]), [])
    }

    func testPathsAreComparedThroughThePathFunction() {
        let baseline = Baseline(findings: [finding("App/A.swift", "r", "x")], path: { "../" + $0.path })
        XCTAssertEqual(baseline.entries.map(\.path), ["../App/A.swift"])
        XCTAssertEqual(baseline.filter([finding("App/A.swift", "r", "x")], path: { "../" + $0.path }).count, 0)
        XCTAssertEqual(baseline.filter([finding("App/A.swift", "r", "x")]).count, 1)
    }

    func testBaselineRendersSortedJSON() {
        let baseline = Baseline(findings: [
            finding("B.swift", "fixed-width", "2", message: "second"),
            finding("A.swift", "odd-grid-columns", "9", message: "quote \" here"),
            finding("A.swift", "fixed-width", "1", message: "first"),
        ])
        XCTAssertEqual(baseline.rendered(), #"""
        {
          "findings": [
            {
              "fingerprint": "1",
              "message": "first",
              "path": "A.swift",
              "rule": "fixed-width"
            },
            {
              "fingerprint": "9",
              "message": "quote \" here",
              "path": "A.swift",
              "rule": "odd-grid-columns"
            },
            {
              "fingerprint": "2",
              "message": "second",
              "path": "B.swift",
              "rule": "fixed-width"
            }
          ],
          "version": 2
        }

        """#)
        XCTAssertEqual(Baseline(entries: []).rendered(), "{\n  \"findings\": [],\n  \"version\": 2\n}\n")
    }

    func testBaselineWriteLoadRoundTrip() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/baseline.json"
        let baseline = Baseline(findings: [finding("Ü b/A.swift", "fixed-width", "abc"), finding("A.swift", "fixed-width", "abc")])
        try baseline.write(to: path)
        XCTAssertEqual(try Baseline.load(path: path), baseline)
        XCTAssertEqual(try Baseline.parse(#"{"version": 2, "findings": [{"path": "a", "rule": "r", "fingerprint": "f"}]}"#, path: "b.json").entries,
                       [Baseline.Entry(path: "a", rule: "r", fingerprint: "f", message: "")])
    }

    func testBaselineErrorsAreOneLine() throws {
        let cases: [(String, String)] = [
            ("{", "b.json: invalid baseline: invalid JSON at line 1, column 2: expected a string key"),
            ("[]", #"b.json: invalid baseline: expected an object with "version" and "findings""#),
            (#"{"version": 1}"#, #"b.json: invalid baseline: expected an object with "version" and "findings""#),
            (#"{"version": 3, "findings": []}"#, #"b.json: unsupported baseline version (expected "version": 1 or 2)"#),
            (#"{"findings": []}"#, #"b.json: unsupported baseline version (expected "version": 1 or 2)"#),
            (#"{"version": 1, "findings": [{"path": "a", "rule": "r"}]}"#,
             #"b.json: invalid baseline: findings[0] needs string "path", "rule" and "fingerprint""#),
            (#"{"version": 1, "findings": [{"path": "a", "rule": "r", "fingerprint": "f"}, 3]}"#,
             #"b.json: invalid baseline: findings[1] needs string "path", "rule" and "fingerprint""#),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Baseline.parse(text, path: "b.json"), text) { error in
                XCTAssertEqual("\(error)", expected)
            }
        }
        let dir = try temporaryDirectory()
        XCTAssertThrowsError(try Baseline.load(path: dir + "/missing.json")) { error in
            XCTAssertEqual("\(error)", "\(dir)/missing.json: cannot read the baseline (no such file or not readable)")
        }
    }

    // MARK: Atomic writes

    func testWriteAtomicallyCreatesAndReplaces() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/out.sarif"
        try writeAtomically("first", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "first")
        try writeAtomically("second ü", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second ü")
        try writeAtomically("", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["out.sarif"], "no temporary file left")
    }

    func testWriteAtomicallyRelativePath() throws {
        let dir = try temporaryDirectory()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try writeAtomically("x", to: "relative.txt")
        XCTAssertEqual(try String(contentsOfFile: dir + "/relative.txt", encoding: .utf8), "x")
    }

    func testWriteAtomicallyFailsWithOneLineError() throws {
        let dir = try temporaryDirectory()
        XCTAssertThrowsError(try writeAtomically("x", to: dir + "/no/such/dir/out.txt")) { error in
            XCTAssertEqual("\(error)", "cannot write \(dir)/no/such/dir/out.txt: No such file or directory")
        }
        try FileManager.default.createDirectory(atPath: dir + "/taken", withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: dir + "/taken/file"))
        XCTAssertThrowsError(try writeAtomically("x", to: dir + "/taken")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(dir)/taken: "), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["taken"], "temporary file removed")
        XCTAssertThrowsError(try writeAtomically("x", to: dir + "/")) { error in
            XCTAssertEqual("\(error)", "cannot write \(dir)/: not a file name")
        }
    }
}
