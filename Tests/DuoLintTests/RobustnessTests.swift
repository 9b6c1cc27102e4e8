import Foundation
import XCTest
@testable import DuoLint
@testable import DuoLintSyntax

/// README.md, Robustness (issue 7): any bytes in — no crash, no hang, no stack overflow. Malformed files get a `parse-error`
/// finding and the rest of the file is still linted. Every case runs in-process through `LintRunner` with every
/// rule enabled (also those off by default), under a deadline, and checks the lexer/tree invariants of
/// `SelfCheck`. Sizes are chosen so the whole class runs in well under 30 s in a debug build; linear-time
/// behaviour on big inputs is measured by `duo-lint-bench`, not timed here.
final class RobustnessTests: XCTestCase {
    /// A construct a default rule always reports (`custom-bar-instance`): when its finding is there, the part of
    /// the file around it was linted.
    static let canary = "let canaryBar = UIToolbar()"
    static let canaryRule = "custom-bar-instance"

    // MARK: Harness

    struct Outcome {
        var findings: [Finding]
        var inventories: [FileInventory] = []
        var parseErrors: [Finding] { findings.filter { $0.ruleID == MetaRules.parseError.id } }
        var canaryLines: [Int] {
            findings.filter { $0.ruleID == RobustnessTests.canaryRule }.map(\.line)
        }
    }

    /// Lints `bytes` as one file with every rule on, within `deadline` seconds, after checking `SelfCheck`.
    @discardableResult
    func lint(_ bytes: [UInt8], path: String = "Robust.swift", deadline: Double = 60,
              file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        lintFiles([(path, bytes)], deadline: deadline, file: file, line: line)
    }

    /// `stackSize`: the calling thread's stack (the engine's workers have 64 MiB of their own); the chain cases use
    /// the CLI's main-thread 8 MiB, where the cross-file index is answered.
    func lintFiles(_ files: [(String, [UInt8])], deadline: Double = 60, checkSyntax: Bool = true, stackSize: Int = 64 << 20,
                   collectsInventory: Bool = false,
                   file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        final class Box: @unchecked Sendable { var findings: [Finding] = []; var inventories: [FileInventory] = []; var problem: String? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if checkSyntax {
                for (path, bytes) in files {
                    if let p = SelfCheck.syntax(bytes, path: path) { box.problem = "\(path): \(p)"; break }
                }
            }
            var options = LintOptions(enabledRules: Set(RuleRegistry.all.map { $0.descriptor.id }), jobs: 2)
            options.reportSuperfluousSuppressions = true
            options.collectsInventory = collectsInventory
            let result = LintRunner.run(files.map { f in LintInput(path: f.0, load: { f.1 }) }, options: options)
            box.findings = result.findings
            box.inventories = result.inventories
            // Every report format renders.
            let context = ReportContext(toolVersion: "test", rules: RuleRegistry.allDescriptorsIncludingMeta)
            for format in OutputFormat.allCases { _ = renderReport(result.findings, format: format, context: context) }
            done.signal()
        }
        thread.stackSize = stackSize   // 64 MiB like the engine's workers; SelfCheck parses on this thread
        thread.start()
        if done.wait(timeout: .now() + deadline) == .timedOut {
            XCTFail("did not finish within \(deadline) s", file: file, line: line)
            return Outcome(findings: [])
        }
        if let p = box.problem { XCTFail("invariant broken: \(p)", file: file, line: line) }
        for f in box.findings {
            XCTAssertGreaterThanOrEqual(f.line, 1, "\(f.ruleID) \(f.message)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(f.column, 1, "\(f.ruleID) \(f.message)", file: file, line: line)
        }
        return Outcome(findings: box.findings, inventories: box.inventories)
    }

    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// The 1-based line of the first occurrence of `needle` in `text`.
    func lineOf(_ needle: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    func assertCanary(_ o: Outcome, count: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(o.canaryLines.count, count, "canary findings: \(o.canaryLines) \(message)", file: file, line: line)
    }

    // MARK: Empty, BOM, NUL, invalid UTF-8, random bytes

    func testEmptyFileIsClean() {
        let o = lint([])
        XCTAssertEqual(o.findings.map(\.ruleID), [])
    }

    func testLoneByteOrderMarkIsClean() {
        XCTAssertEqual(lint([0xEF, 0xBB, 0xBF]).findings.map(\.ruleID), [])
        // A BOM before ordinary code changes nothing but columns.
        let o = lint([0xEF, 0xBB, 0xBF] + bytes(RobustnessTests.canary + "\n"))
        XCTAssertEqual(o.parseErrors.count, 0)
        assertCanary(o, count: 1)
    }

    func testTruncatedByteOrderMark() {
        let o = lint([0xEF, 0xBB] + bytes("\n" + RobustnessTests.canary + "\n"))
        XCTAssertEqual(o.parseErrors.count, 1)
        assertCanary(o, count: 1)
    }

    func testNULBytesAreAParseErrorAndTheRestIsLinted() {
        let o = lint(bytes("let a = 1\0\0\0 + 2\n") + [0, 0] + bytes("\n" + RobustnessTests.canary + "\n\0"))
        XCTAssertEqual(o.parseErrors.count, 1, "\(o.findings)")
        XCTAssertEqual(o.parseErrors.first?.line, 1)
        assertCanary(o, count: 1)
    }

    func testInvalidUTF8IsAParseErrorAndTheRestIsLinted() {
        let cases: [[UInt8]] = [
            [0xFF, 0xFE],                       // never valid
            [0xC0, 0xAF],                       // overlong
            [0xE2, 0x82],                       // truncated sequence
            [0xED, 0xA0, 0x80],                 // UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],           // past U+10FFFF
            [0x80],                             // lone continuation byte
        ]
        for bad in cases {
            let source = bytes("let s = \"") + bad + bytes("\"\nlet name") + bad + bytes(" = 1\n// ") + bad
                + bytes("\n" + RobustnessTests.canary + "\n")
            let o = lint(source)
            XCTAssertEqual(o.parseErrors.count, 1, "\(bad)")
            XCTAssertTrue(o.parseErrors.first?.message.contains("UTF-8") ?? false, "\(o.parseErrors)")
            XCTAssertEqual(o.parseErrors.first?.line, 1)
            assertCanary(o, count: 1, "\(bad)")
        }
    }

    func testRandomBytes() {
        var rng = SeededRandom(seed: 7)
        for size in [1, 2, 3, 17, 255, 4_096, 300_000] {
            let junk = (0..<size).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let o = lint(junk, path: "Junk\(size).swift")
            if size >= 255 { XCTAssertEqual(o.parseErrors.count, 1, "size \(size)") }
            XCTAssertLessThanOrEqual(o.parseErrors.count, 1, "one parse-error per file at most")
        }
    }

    /// Binary junk with a `.swift` name: every byte value, in runs, with the canary before and after it. In runs of
    /// three, the junk opens a multi-line string at `"""` that runs to the end of the file (see
    /// `testUnterminatedLiterals`): the canary before is linted, the one after is string content. In runs of two, a
    /// line each, nothing runs to the end: the code after the junk is linted too.
    func testEveryByteValue() {
        var runsOfThree: [UInt8] = []
        for b in 0...255 { runsOfThree += [UInt8](repeating: UInt8(b), count: 3) }
        let o = lint(bytes(RobustnessTests.canary + "\n") + runsOfThree + bytes("\n" + RobustnessTests.canary + "\n"))
        XCTAssertEqual(o.parseErrors.count, 1)
        XCTAssertEqual(o.canaryLines, [1], "the code before the junk is linted, the canary after it is in a string")

        var lines: [UInt8] = []
        for b in 0...255 { lines += [UInt8(b), UInt8(b), 0x0A] }
        let p = lint(bytes(RobustnessTests.canary + "\n") + lines + bytes(RobustnessTests.canary + "\n"))
        XCTAssertEqual(p.parseErrors.count, 1)
        assertCanary(p, count: 2, "the code before and after the junk is linted")
        XCTAssertGreaterThan(p.canaryLines.last ?? 0, 256)
    }

    // MARK: Deep nesting

    func testHundredThousandNestedBracketsClosed() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let n = 100_000
            let source = "let deep = " + String(repeating: open, count: n) + "1" + String(repeating: close, count: n)
                + "\n" + RobustnessTests.canary + "\n"
            let o = lint(bytes(source))
            // Too deep to analyse is reported, and the code after it is still linted.
            XCTAssertEqual(o.parseErrors.count, 1, "\(open)")
            assertCanary(o, count: 1, open)
        }
    }

    func testHundredThousandNestedBracketsUnclosed() {
        for open in ["(", "[", "{"] {
            let source = RobustnessTests.canary + "\nlet deep = " + String(repeating: open, count: 100_000) + "1\n"
            let o = lint(bytes(source))
            XCTAssertEqual(o.parseErrors.count, 1, open)
            assertCanary(o, count: 1, open)
        }
    }

    func testUnbalancedClosers() {
        for close in [")", "]", "}"] {
            let source = RobustnessTests.canary + "\n" + String(repeating: close, count: 10_000) + "\n" + RobustnessTests.canary + "\n"
            let o = lint(bytes(source))
            XCTAssertEqual(o.parseErrors.count, 1, close)
            assertCanary(o, count: 2, close)
        }
    }

    func testThirtyThousandNestedScrollViews() {
        let n = 30_000
        let closed = "struct Deep: View {\n    var body: some View {\n" + String(repeating: "ScrollView {\n", count: n)
            + "Text(\"x\")\n" + String(repeating: "}\n", count: n) + "    }\n}\n" + RobustnessTests.canary + "\n"
        let o = lint(bytes(closed))
        assertCanary(o, count: 1, "closed")
        XCTAssertEqual(o.parseErrors.count, 1, "too deep to analyse")

        let unclosed = RobustnessTests.canary + "\nstruct Deep: View {\n    var body: some View {\n"
            + String(repeating: "ScrollView { ArrangementView {\n", count: n / 2)
        let u = lint(bytes(unclosed))
        assertCanary(u, count: 1, "unclosed")
        XCTAssertEqual(u.parseErrors.count, 1)
    }

    func testTwentyThousandNestedStringInterpolations() {
        let n = 20_000
        // "\("\("\(…x…)")")" — one string literal token with 20 000 nested interpolations.
        let closed = "let s = " + String(repeating: "\"\\(", count: n) + "x" + String(repeating: ")\"", count: n)
            + "\n" + RobustnessTests.canary + "\n"
        let o = lint(bytes(closed))
        XCTAssertEqual(o.parseErrors.count, 0, "\(o.parseErrors)")
        assertCanary(o, count: 1)

        let unclosed = RobustnessTests.canary + "\nlet s = " + String(repeating: "\"\\(", count: n) + "x\n"
        let u = lint(bytes(unclosed))
        XCTAssertEqual(u.parseErrors.count, 1)
        assertCanary(u, count: 1)

        // Multi-line and raw strings nested the same way.
        let mixed = "let s = " + String(repeating: "\"\"\"\n\\(#\"\\#(", count: 2_000) + "x"
            + String(repeating: ")\"#)\n\"\"\"", count: 2_000) + "\n" + RobustnessTests.canary + "\n"
        let m = lint(bytes(mixed))
        assertCanary(m, count: 1)
    }

    func testDeepPrefixAndTryChains() {
        let n = 5_000
        for piece in ["-", "!", "try ", "await ", "try? -"] {
            let source = "let v = " + String(repeating: piece, count: n) + "x\n" + RobustnessTests.canary + "\n"
            assertCanary(lint(bytes(source)), count: 1, piece)
        }
    }

    /// Chains that make deep trees without nesting brackets (postfix and left-associative operators are not
    /// bounded by `Parser.maxDepth`): nothing may walk them recursively or quadratically. Bigger ones run in the
    /// benchmark's release build; these keep the debug suite fast.
    func testLongPostfixAndOperatorChains() {
        let n = 3_000
        let chains = [
            "let v = view" + String(repeating: ".padding()", count: n),
            "let v = a" + String(repeating: ".b", count: n),
            "let v = 1" + String(repeating: " + 1", count: n),
            "let v = f" + String(repeating: "(1)", count: n),
            "let v = a" + String(repeating: "[0]", count: n),
            "let v = a" + String(repeating: "![0]?", count: n),
            "let v = c" + String(repeating: " ? 1 : c", count: n),
            "let v = x" + String(repeating: " = x", count: n),
            "let v = Text(\"a\")" + String(repeating: " { Text(\"b\") }", count: n),
        ]
        for chain in chains {
            let o = lint(bytes(chain + "\n" + RobustnessTests.canary + "\n"))
            assertCanary(o, count: 1, String(chain.prefix(24)))
            // Longer than `Parser.maxChain`: analysed in pieces, and said so.
            XCTAssertEqual(o.parseErrors.count, 1, String(chain.prefix(24)))
            XCTAssertTrue(o.parseErrors.first?.message.contains("too long") ?? false, "\(o.parseErrors)")
        }
        // A chain within the bound is one expression and no parse error.
        let ok = lint(bytes("let v = view" + String(repeating: ".padding()", count: Parser.maxChain / 2) + "\n"))
        XCTAssertEqual(ok.parseErrors.count, 0)
    }

    /// Found while building the chain cases: a lone `!` right after an operand is a postfix force unwrap in Swift
    /// whatever follows it; it was lexed as a binary operator before `[` and `(`.
    func testForceUnwrapBeforeSubscriptAndCall() {
        for (source, kinds) in [("a![0]", [NodeKind.subscriptCall, .forceUnwrap, .identifier]),
                                ("f!(x)", [.call, .forceUnwrap, .identifier]),
                                ("a!.b", [.memberAccess, .forceUnwrap, .identifier])] {
            let tree = Parser.parse(SourceText(path: "x", text: source))
            XCTAssertEqual(tree.errors, [], source)
            var path: [NodeKind] = []
            var n: Node? = tree.root.firstChild
            while let node = n { path.append(node.kind); n = node.firstChild }
            XCTAssertEqual(path, kinds, source)
        }
        let ne = Lexer.lex(Array("a!=b".utf8)).tokens.map(\.kind)
        XCTAssertEqual(ne, [.identifier, .binaryOperator, .identifier, .endOfFile])
    }

    /// `Node.parseNumber` drops `_` on the bytes now; it must read every literal as the Foundation version does
    /// (whose other bases once went through `.map(Double.init)`, which is `init(bitPattern:)`: 0xFF read as 1.26e-321).
    func testNumberParsingIsUnchanged() {
        func old(_ text: String) -> Double? {
            let cleaned = text.replacingOccurrences(of: "_", with: "")
            if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") { return UInt64(cleaned.dropFirst(2), radix: 16).map { Double($0) } }
            if cleaned.hasPrefix("0b") { return UInt64(cleaned.dropFirst(2), radix: 2).map { Double($0) } }
            if cleaned.hasPrefix("0o") { return UInt64(cleaned.dropFirst(2), radix: 8).map { Double($0) } }
            return Double(cleaned)
        }
        XCTAssertEqual([Node.parseNumber("0x_FF"), Node.parseNumber("0b1_01"), Node.parseNumber("0o7_7")], [255, 5, 63])
        let literals = ["0", "1_000", "1_000.5", "0x_FF", "0XfF", "0b1_01", "0o7_7", "1e3", "1_e3", "1.5e-3", "_1", "1__2",
                        "12abc", "12_é", "1_\u{301}", "0x1p3", "٣", "1.", ".5", "0x", "9999999999999999999999"]
        for text in literals { XCTAssertEqual(Node.parseNumber(text), old(text), text) }
    }

    /// The ASCII fast paths of `Node.stringContent` and `NameWords.split` against the Character-based originals,
    /// on random ASCII text rich in quotes, `#`, backslashes, digits, case changes and CR/LF.
    func testASCIIFastPathsMatchTheCharacterVersions() {
        func oldContent(_ text: String, _ decodeEscapes: Bool) -> String? {
            var s = Substring(text)
            var pounds = 0
            while s.hasPrefix("#") { s = s.dropFirst(); pounds += 1 }
            for _ in 0..<pounds where s.hasSuffix("#") { s = s.dropLast() }
            if s.hasPrefix("\"\"\"") && s.hasSuffix("\"\"\"") && s.count >= 6 {
                s = s.dropFirst(3).dropLast(3)
            } else if s.hasPrefix("\"") && s.hasSuffix("\"") && s.count >= 2 {
                s = s.dropFirst().dropLast()
            } else {
                return nil
            }
            guard decodeEscapes, pounds == 0, s.contains("\\") else { return String(s) }
            var out = ""
            var it = s.makeIterator()
            while let c = it.next() {
                if c == "\\", let e = it.next() {
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "0": out.append("\0")
                    default: out.append(e)
                    }
                } else {
                    out.append(c)
                }
            }
            return out
        }
        func oldSplit(_ name: String) -> [String] {
            var words: [String] = []
            var current: [Character] = []
            let chars = Array(name)
            func flush() {
                if !current.isEmpty { words.append(String(current).lowercased()) }
                current.removeAll(keepingCapacity: true)
            }
            for (i, c) in chars.enumerated() {
                if c == "_" || c == "`" || c == "$" { flush(); continue }
                if c.isNumber {
                    if let last = current.last, !last.isNumber { flush() }
                    current.append(c)
                    continue
                }
                if let last = current.last, last.isNumber { flush() }
                if c.isUppercase {
                    let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                    if let last = current.last, last.isLowercase || (last.isUppercase && nextIsLower) { flush() }
                }
                current.append(c)
            }
            flush()
            return words
        }
        var rng = SeededRandom(seed: 5)
        let alphabet = Array("\"\"\"##\\\\ntr0aZ9_$`bQ\r\n x".utf8)
        for _ in 0..<20_000 {
            let n = Int(rng.next() % 14)
            let text = String(decoding: (0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }, as: UTF8.self)
            XCTAssertEqual(Node.stringContent(text), oldContent(text, true), text.debugDescription)
            XCTAssertEqual(Node.stringContent(text, decodeEscapes: false), oldContent(text, false), text.debugDescription)
            XCTAssertEqual(NameWords.split(text), oldSplit(text), text.debugDescription)
        }
        for name in ["foldOffset", "folder", "URLSession", "column2", "HTTPServer2Go", "_x", "a__b", "ABC", "aB", "Ab1c", "$0"] {
            XCTAssertEqual(NameWords.split(name), oldSplit(name), name)
        }
    }

    // MARK: Size

    /// A 20 MB file on one line: a dense run of statements, a huge string literal, findings far out on the line.
    /// (Dense code on one 10 MB line is timed by `duo-lint-bench`; a debug build lexes literal bytes far faster.)
    /// Issue 21: toolbar content through custom types is followed iteratively (no recursion), linear in the chain:
    /// a chain of 100,000 `ToolbarContent` types used under `.toolbar { T0() }`, whose last type holds a Close
    /// button a rule reports, in one file and spread over 1,000 files (a chain of 12,000 used to overflow the stack).
    func testHundredThousandToolbarContentTypesInAChain() {
        let n = 100_000
        func type(_ i: Int) -> String {
            i == n - 1
                ? "struct T\(i): ToolbarContent { var body: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button(\"Close\") { dismiss() } } } }\n"
                : "struct T\(i): ToolbarContent { var body: some ToolbarContent { T\(i + 1)() } }\n"
        }
        let screen = "struct Screen: View { var body: some View { Text(\"x\").toolbar { T0() } } }\n"
        func assertFinding(_ o: Outcome, path: String, line: Int, _ what: String) {
            let close = o.findings.filter { $0.ruleID == "close-button-placement" }
            XCTAssertEqual(close.map { "\($0.path):\($0.line)" }, ["\(path):\(line)"], what)
            XCTAssertEqual(close.first?.related.count, 1, what)
        }
        var one = screen
        one.reserveCapacity(n * 72)
        for i in 0..<n { one += type(i) }
        // (The tree invariants are not what this is about, and parsing 7.7 MB twice costs most of the debug time.)
        assertFinding(lintFiles([("Chain.swift", bytes(one))], deadline: 900, checkSyntax: false, stackSize: 8 << 20),
                      path: "Chain.swift", line: n + 1, "one file")

        var files: [(String, [UInt8])] = [("Screen.swift", bytes(screen))]
        let perFile = n / 1_000
        for f in 0..<1_000 {
            var text = ""
            for i in (f * perFile)..<((f + 1) * perFile) { text += type(i) }
            files.append((String(format: "Chain%04d.swift", f), bytes(text)))
        }
        assertFinding(lintFiles(files, deadline: 900, checkSyntax: false, stackSize: 8 << 20),
                      path: "Chain0999.swift", line: perFile, "1,000 files")
    }

    /// The chain of 100,000 custom views `V0` … `V99999` (each body the next view) ending in an `ArrangementView`, with
    /// `V0` under a `ScrollView`: `arrangement-in-scroll-view` at the use of `V0`, the ArrangementView as witness
    /// (`ProjectIndex.exposed`, iterative since issue 21: a chain of 20,000 overflowed the CLI's 8 MiB main stack).
    static func viewChain(_ n: Int) -> (screen: String, view: (Int) -> String) {
        ("struct Screen: View { var body: some View { ScrollView { V0() } } }\n", { i in
            i == n - 1
                ? "struct V\(i): View { var body: some View { ArrangementView { Text(\"a\") } } }\n"
                : "struct V\(i): View { var body: some View { V\(i + 1)() } }\n"
        })
    }

    /// A body of 20,000 locals, every one read only under an inactive `#if`, and 20,000 more read in code that runs:
    /// `AbsentLocals` makes the first absent and keeps the second in one walk of the block (issue 21: no walk a
    /// declaration), so only the kept half is reported.
    func testTwentyThousandLocalsReadOnlyInAbsentCode() {
        let n = 20_000
        var text = "import UIKit\nfunc layout() {\n"
        text.reserveCapacity(n * 120)
        for i in 0..<n { text += "    let a\(i) = UIScreen.main.bounds.width\n    let b\(i) = UIScreen.main.bounds.width\n" }
        text += "    #if os(macOS)\n"
        for i in 0..<n { text += "    print(a\(i))\n" }
        text += "    #endif\n"
        for i in 0..<n { text += "    print(b\(i))\n" }
        text += "}\n"
        let o = lintFiles([("Layout.swift", bytes(text))], deadline: 900, checkSyntax: false, stackSize: 8 << 20)
        let found = o.findings.filter { $0.ruleID == "main-screen-bounds" }
        XCTAssertEqual(found.count, n)
        XCTAssertEqual(found.first.map { "\($0.path):\($0.line)" }, "Layout.swift:4")
        XCTAssertEqual(found.last.map { "\($0.path):\($0.line)" }, "Layout.swift:\(2 * n + 2)")
    }

    func testHundredThousandCustomViewsInAChain() {
        let n = 100_000
        let (screen, view) = Self.viewChain(n)
        func assertFinding(_ o: Outcome, related: String, _ what: String) {
            let found = o.findings.filter { $0.ruleID == "arrangement-in-scroll-view" }
            XCTAssertEqual(found.map { "\($0.path):\($0.line)" }, ["Screen.swift:1"], what)
            XCTAssertEqual(found.first?.related.map { "\($0.path):\($0.range.start.line)" }, [related], what)
        }
        var one = screen
        one.reserveCapacity(n * 60)
        for i in 0..<n { one += view(i) }
        assertFinding(lintFiles([("Screen.swift", bytes(one))], deadline: 900, checkSyntax: false, stackSize: 8 << 20),
                      related: "Screen.swift:\(n + 1)", "one file")

        var files: [(String, [UInt8])] = [("Screen.swift", bytes(screen))]
        let perFile = n / 1_000
        for f in 0..<1_000 {
            var text = ""
            for i in (f * perFile)..<((f + 1) * perFile) { text += view(i) }
            files.append((String(format: "Chain%04d.swift", f), bytes(text)))
        }
        assertFinding(lintFiles(files, deadline: 900, checkSyntax: false, stackSize: 8 << 20),
                      related: "Chain0999.swift:\(perFile)", "1,000 files")
    }

    /// A chain of 100,000 classes down to `UIViewController` and one down to `UIView`, declared child first: the
    /// screen catalogue's `isViewController` / `isUIKitView` answer at the far end without recursion (issue 21).
    func testHundredThousandClassesInAChainInTheScreenCatalogue() {
        let n = 100_000
        var text = ""
        text.reserveCapacity(n * 40)
        for i in 0..<(n - 1) { text += "class C\(i): C\(i + 1) {}\nclass U\(i): U\(i + 1) {}\n" }
        text += "class C\(n - 1): UIViewController {}\nclass U\(n - 1): UIView {}\n"
        let o = lintFiles([("Classes.swift", bytes(text))], deadline: 900, checkSyntax: false, collectsInventory: true)
        XCTAssertEqual(o.inventories.count, 1)
        // On the CLI's 8 MiB main stack, where `duo-lint report` builds the catalogue.
        final class Box: @unchecked Sendable { var answers: [Bool] = []; var screens = 0 }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let inventories = o.inventories
        let thread = Thread {
            var catalog = ScreenCatalog(inventories)
            box.answers = [catalog.isViewController("C0"), catalog.isUIKitView("U0"), catalog.isViewController("U0"),
                           catalog.isUIKitView("C0"), catalog.isPart("U\(n / 2)")]
            box.screens = catalog.screens.count
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        XCTAssertEqual(box.answers, [true, true, false, false, true])
        XCTAssertEqual(box.screens, n)
    }

    /// A chain of 20,000 custom bar subclasses declared child first (`B19999: B19998`, …, `B0: UINavigationBar`) and
    /// the last one created by hand: `custom-bar-instance` reports it. The system bars' subtypes are found with a
    /// worklist, linear in the declarations (the passes it replaced were one per level: quadratic here).
    func testTwentyThousandBarSubclassesInAChain() {
        let n = 20_000
        var text = ""
        for i in stride(from: n - 1, to: 0, by: -1) { text += "class B\(i): B\(i - 1) {}\n" }
        text += "class B0: UINavigationBar {}\nlet bar = B\(n - 1)()\n"
        let o = lintFiles([("Bars.swift", bytes(text))], deadline: 900, checkSyntax: false, stackSize: 8 << 20)
        XCTAssertEqual(o.findings.filter { $0.ruleID == "custom-bar-instance" }.map(\.line), [n + 1])
    }

    func testTwentyMegabyteSingleLine() {
        let unit = "let a = foo(x: 1, y: \"s\").bar { $0 + 1 }; "
        let canaryUnit = RobustnessTests.canary + "; "
        var line = ""
        line.reserveCapacity(20_100_000)
        for _ in 0..<500 { line += unit }
        line += canaryUnit
        let firstCanaryColumn = line.utf8.count - canaryUnit.utf8.count + "let canaryBar = ".utf8.count + 1
        line += "let big = \"" + String(repeating: "é", count: 2_000_000) + String(repeating: "x", count: 15_000_000) + "\"; "
        line += canaryUnit
        line += "/* " + String(repeating: "z", count: 1_000_000) + " */ " + canaryUnit
        while line.utf8.count < 20_000_000 { line += unit }
        line += canaryUnit
        let o = lint(bytes(line))
        assertCanary(o, count: 4)
        XCTAssertEqual(Set(o.canaryLines), [1])
        XCTAssertEqual(o.parseErrors.count, 0)
        // Columns count scalars from the start of the one line ("é" is one scalar, two bytes).
        let columns = o.findings.filter { $0.ruleID == RobustnessTests.canaryRule }.map(\.column).sorted()
        XCTAssertEqual(columns.first, firstCanaryColumn)
        XCTAssertEqual(columns.dropFirst().first, firstCanaryColumn + canaryUnit.count + "let big = \"\"; ".count + 17_000_000)
    }

    /// Columns from the line-start table and the long-line block table agree with a plain count.
    func testPositionsMatchAPlainScalarCount() {
        var rng = SeededRandom(seed: 11)
        var text: [UInt8] = []
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("🚀".utf8), [0x0A], [0x0D],
                                 [0x0D, 0x0A], [0xFF], [0x80], Array(String(repeating: "x", count: 700).utf8)]
        for _ in 0..<20_000 { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
        let source = SourceText(path: "x", bytes: text)
        var line = 1
        var column = 1
        var i = 0
        while i <= text.count {
            if i == text.count || rng.next() % 7 == 0 {
                XCTAssertEqual(source.position(ofOffset: i), SourcePosition(line: line, column: column), "offset \(i)")
            }
            if i == text.count { break }
            let c = text[i]
            if c == 0x0A || (c == 0x0D && (i + 1 == text.count || text[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if c == 0x0D {
                // CR of a CRLF: the line ends after the LF.
                column += 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
    }

    // MARK: Unterminated literals and comments

    func testUnterminatedLiterals() {
        let canary = RobustnessTests.canary
        // (source, canaries that must still be found)
        let cases: [(String, Int)] = [
            ("\(canary)\nlet s = \"abc\n\(canary)\n", 2),            // a single-line string ends at the line end
            ("\(canary)\nlet s = \"abc \\(x\n\(canary)\n", 2),       // …also inside an interpolation
            ("\(canary)\nlet s = #\"abc\n\(canary)\n", 2),           // raw string
            ("\(canary)\nlet s = ##\"abc\"#\n\(canary)\n", 2),       // raw string with too few closing #
            ("\(canary)\nlet s = \"\"\"\nabc\n\(canary)\n", 1),      // a multi-line string runs to the end
            ("\(canary)\nlet s = #\"\"\"\nabc\"\"\"\n", 1),
            ("\(canary)\n/* abc\n\(canary)\n", 1),                   // a block comment runs to the end
            ("\(canary)\n/* /* nested */ still open\n\(canary)\n", 1),
            ("\(canary)\nlet r = #/abc\n\(canary)\n", 2),            // extended regex: `#` is unreadable
            ("\(canary)\nlet c = `abc\n\(canary)\n", 2),             // unterminated backtick name
            ("\(canary)\nlet s = \"\\", 1),                           // escape at the end of the file
            ("\(canary)\nlet s = \"\\(", 1),
            ("\(canary)\n\"", 1),
        ]
        for (source, canaries) in cases {
            let o = lint(bytes(source))
            XCTAssertEqual(o.parseErrors.count, 1, source)
            XCTAssertEqual(o.parseErrors.first?.line, 2, source)
            assertCanary(o, count: canaries, source)
        }
    }

    func testUnterminatedStringLineNumbers() {
        let source = "let a = 1\nlet s = \"open\nlet b = 2\n\(RobustnessTests.canary)\n"
        let o = lint(bytes(source))
        XCTAssertEqual(o.parseErrors.map(\.line), [2])
        XCTAssertEqual(o.canaryLines, [4])
    }

    // MARK: Merge conflicts, line endings, odd names

    func testMergeConflictMarkersAreAParseErrorAndBothSidesAreLinted() {
        let source = """
        import UIKit

        final class Bars {
        <<<<<<< HEAD
            let top = UIToolbar()
        ||||||| base
            let top = UIView()
        =======
            let top = UINavigationBar()
        >>>>>>> feature/side-bars
        }

        """
        let o = lint(bytes(source))
        XCTAssertEqual(o.parseErrors.count, 1, "\(o.findings)")
        XCTAssertEqual(o.parseErrors.first?.line, 4)
        XCTAssertTrue(o.parseErrors.first?.message.contains("merge conflict") ?? false, "\(o.parseErrors)")
        XCTAssertEqual(o.findings.filter { $0.ruleID == RobustnessTests.canaryRule }.map(\.line), [5, 9])
    }

    func testConflictLikeOperatorsAreNotMarkers() {
        // Operators that merely look similar, not at the start of a line, or with fewer than 7 characters.
        let source = "let a = b <<<<<<< c\nlet x = y\n====== z\n\(RobustnessTests.canary)\n"
        let o = lint(bytes(source))
        XCTAssertFalse(o.parseErrors.contains { $0.message.contains("merge conflict") }, "\(o.parseErrors)")
    }

    func testMixedLineEndings() {
        let c = RobustnessTests.canary
        // Lines: 1 LF, 2 CRLF, 3 CR, 4 LF+CR (two breaks), 6 canary.
        let source = "import UIKit\n// two\r\n// three\r// four\n\r\(c)\r\n\(c)\r\(c)\n"
        let o = lint(bytes(source))
        XCTAssertEqual(o.parseErrors.count, 0)
        XCTAssertEqual(o.canaryLines, [6, 7, 8])
        XCTAssertEqual(Set(o.findings.filter { $0.ruleID == RobustnessTests.canaryRule }.map(\.column)), [17])
    }

    func testOnlyLineBreaksAndWhitespace() {
        var junk: [UInt8] = []
        var rng = SeededRandom(seed: 3)
        for _ in 0..<100_000 { junk.append([0x0A, 0x0D, 0x20, 0x09, 0x0B, 0x0C][Int(rng.next() % 6)]) }
        let o = lint(junk)
        XCTAssertEqual(o.findings.map(\.ruleID), [])
    }

    func testOddFileNames() {
        let names = [
            "dir with spaces/File Name.swift", "ファイル/ビュー.swift", "emoji/🚀 Rocket.swift", "-rf.swift",
            "#hash%20percent&amp.swift", "quote\"s'.swift", "back\\slash.swift", "new\nline.swift", "tab\t.swift",
            ".swift", "a.swift.swift", "UPPER.SWIFT", "<tag>.swift", "very/" + String(repeating: "deep/", count: 50) + "x.swift",
        ]
        let files = names.map { ($0, bytes(RobustnessTests.canary + "\n")) }
        let o = lintFiles(files)
        XCTAssertEqual(Set(o.findings.filter { $0.ruleID == RobustnessTests.canaryRule }.map(\.path)), Set(names))
        // SARIF and JSON stay valid JSON whatever the names.
        let context = ReportContext(toolVersion: "test", rules: RuleRegistry.allDescriptorsIncludingMeta)
        for format in [OutputFormat.sarif, .json] {
            let report = renderReport(o.findings, format: format, context: context)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(report.utf8)), "\(format)")
        }
        // GitHub workflow commands keep one finding per line (the text format prints paths as they are).
        let report = renderReport(o.findings, format: .github, context: context)
        XCTAssertEqual(report.split(separator: "\n").count, o.findings.count)
    }

    // MARK: Suppression comments under stress

    func testManyDirectivesAndLongComments() {
        var source = ""
        for i in 0..<2_000 {
            source += "// duo-lint:disable:next custom-bar-instance, not-a-rule-\(i % 7)\n\(RobustnessTests.canary)\n"
        }
        source += "/* duo-lint:disable all " + String(repeating: "x", count: 1_000_000) + " */\n"
        let o = lint(bytes(source))
        XCTAssertEqual(o.canaryLines, [])
    }

    // MARK: Property: lossless lexing and a terminating parser on random and mutated input

    func testLexerRoundTripsAndParserTerminatesOnRandomAndMutatedInput() {
        var rng = SeededRandom(seed: 20_240_611)
        let seeds = RobustnessTests.snippets.map { Array($0.utf8) }
        let specials = ["\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "{", "}", "[", "]", "/*", "*/", "//", "#", "`",
                        "\n", "\r", "\r\n", "\0", "\u{FEFF}", "é", "\u{301}", "<", ">", "?", "!", ".", "..."]
        var inputs: [[UInt8]] = []
        for i in 0..<600 {
            var b: [UInt8]
            if i % 4 == 0 {
                // Random bytes, biased towards Swift punctuation.
                let n = Int(rng.next() % 400)
                let alphabet = Array("{}()[]\"#\\/*`$@.?!:;, \n\r\tab01_=<>+-".utf8)
                b = (0..<n).map { _ in
                    rng.next() % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next())
                        : alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
            } else {
                b = seeds[Int(rng.next() % UInt64(seeds.count))]
                for _ in 0..<(1 + Int(rng.next() % 6)) {
                    let at = b.isEmpty ? 0 : Int(rng.next() % UInt64(b.count + 1))
                    switch rng.next() % 5 {
                    case 0: b.insert(contentsOf: Array(specials[Int(rng.next() % UInt64(specials.count))].utf8), at: at)
                    case 1: if at < b.count { b.remove(at: at) }
                    case 2: if at < b.count { b[at] = UInt8(truncatingIfNeeded: rng.next()) }
                    case 3:   // duplicate a slice (more nesting)
                        let len = Int(rng.next() % 40)
                        let end = min(b.count, at + len)
                        b.insert(contentsOf: b[at..<end], at: at)
                    default:  // truncate
                        b = Array(b[0..<at])
                    }
                }
            }
            inputs.append(b)
        }
        for (i, b) in inputs.enumerated() {
            if let problem = SelfCheck.syntax(b) {
                XCTFail("input \(i) (\(b.count) bytes): \(problem)\n\(String(decoding: b, as: UTF8.self))")
                return
            }
        }
        // The full lint (all rules, cross-file) on the same inputs, as pairs of files.
        var pairs: [(String, [UInt8])] = []
        for (i, b) in inputs.enumerated() { pairs.append(("Mutant\(i).swift", b)) }
        _ = lintFiles(pairs, checkSyntax: false)
    }

    /// Regression inputs found by the fuzzer (`Scripts/fuzz.sh`), kept in `Tests/DuoLintTests/Fuzz/`.
    func testFuzzerRegressionInputs() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: dir.appendingPathComponent(name))
            // As the fuzzer does: split into files at `// file:` lines.
            var files: [(String, [UInt8])] = []
            var current: [UInt8] = []
            for lineBytes in [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false) {
                if lineBytes.starts(with: Array("// file:".utf8)) && !current.isEmpty {
                    files.append(("\(name)-\(files.count).swift", current))
                    current = []
                }
                current += lineBytes + [0x0A]
            }
            files.append(("\(name)-\(files.count).swift", current))
            _ = lintFiles(files)
        }
    }

    static let snippets = [
        "struct A: View {\n    @State var x = 0\n    var body: some View {\n        VStack { Text(\"\\(x)\") }\n            .frame(width: 320)\n            .toolbar { ToolbarItem { Button(\"Close\") { } } }\n    }\n}\n",
        "let s = #\"raw \\#(value) \"quoted\"\"#\nlet m = \"\"\"\n    multi \\(line)\n    \"\"\"\n",
        "/* block /* nested */ */ /// doc\nfunc f<T: Equatable>(_ a: [T], b: T?) async throws -> Bool where T: Hashable { a.contains { $0 == b } }\n",
        "switch x {\ncase .a(let y) where y > 1: break\ncase .b, .c: fallthrough\n@unknown default: return\n}\n",
        "if #available(iOS 26, *) { } else if let a, var b = c as? Int { } guard case .some(let z) = w else { throw E() }\n",
        "ArrangementView {\n    List { ForEach(items) { item in Row(item) } }\n} secondary: {\n    NavigationStack { Detail() }\n}\n.onHingeChange { hinge in if hinge!.angle.degrees > 90 { layout = .book } }\n",
        "class V: UIViewController { override func viewDidLoad() { navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"plus\"), style: .plain, target: nil, action: nil); let t = UIToolbar(frame: UIScreen.main.bounds) } }\n",
        "let r = /a+b*/ ; let e = #/(?<n>\\d+)/# ; let k = \\Foo.bar?.baz[0] ; x = a ? b : c ?? d ... e\n",
        "#if DEBUG\nlet grid = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { }\n#elseif os(iOS)\n#else\n#endif\n",
    ]
}

/// SplitMix64: reproducible randomness for the property tests.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
