import XCTest
@testable import DuoLint

/// `duo-lint fix --diff`: the diff must be what `git apply` (and `patch -p1`) accept, byte for byte.
final class UnifiedDiffTests: XCTestCase {
    /// Applies `diff` to a file holding `old` with `git apply`; returns the file's text after (the caller has
    /// `requireTools(.git)`).
    func gitApply(_ old: String, _ diff: String, path: String = "Sources/App.swift") throws -> String {
        let git = try TestTool.git.path()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-diff-\(UUID().uuidString)")
        let file = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(old.utf8).write(to: file)
        let patch = dir.appendingPathComponent("fix.patch")
        try Data(diff.utf8).write(to: patch)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["apply", "--whitespace=nowarn", patch.path]
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git apply failed:\n\(output)\n\(diff)")
        return String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }

    func assertApplies(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let diff = UnifiedDiff.render(path: "Sources/App.swift", old: Array(old.utf8), new: Array(new.utf8))
        XCTAssertTrue(diff.hasPrefix("--- a/Sources/App.swift\n+++ b/Sources/App.swift\n@@ "), diff, file: file, line: line)
        try requireTools(.git)
        let applied = try gitApply(old, diff)
        XCTAssertEqual(applied, new, diff, file: file, line: line)
    }

    func numbered(_ n: Int) -> String { (1...n).map { "line \($0)\n" }.joined() }

    func testOneChangeInTheMiddle() throws {
        let old = numbered(20)
        try assertApplies(old, old.replacingOccurrences(of: "line 10\n", with: "line ten\n"))
    }

    func testChangesFarApartMakeSeveralHunks() throws {
        let old = numbered(60)
        let new = old.replacingOccurrences(of: "line 3\n", with: "line three\n")
            .replacingOccurrences(of: "line 40\n", with: "")
            .replacingOccurrences(of: "line 59\n", with: "line 59\ninserted\n")
        let diff = UnifiedDiff.render(path: "Sources/App.swift", old: Array(old.utf8), new: Array(new.utf8))
        XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count, 4, "three hunks:\n" + diff)
        try assertApplies(old, new)
    }

    func testCloseChangesShareAHunk() throws {
        let old = numbered(20)
        let new = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 9\n", with: "nine\n")
        let diff = UnifiedDiff.render(path: "Sources/App.swift", old: Array(old.utf8), new: Array(new.utf8))
        XCTAssertEqual(diff.components(separatedBy: "@@ -").count, 2, diff)
        try assertApplies(old, new)
    }

    func testNoNewlineAtEndOfFileAndCRLF() throws {
        try assertApplies("a\nb\nc", "a\nB\nc")
        try assertApplies("a\nb\nc", "a\nb\nc\n")
        try assertApplies("a\nb\nc\n", "a\nb\nc")
        try assertApplies("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n")
        try assertApplies("only", "changed")
    }

    func testChangesAtTheStartAndEnd() throws {
        try assertApplies(numbered(8), "first\n" + numbered(8))
        try assertApplies(numbered(8), numbered(7))
        try assertApplies("x\n" + numbered(8), numbered(8))
        try assertApplies("", "new\n")
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(path: "a", old: Array("x\n".utf8), new: Array("x\n".utf8)), "")
    }

    func testManyChangesStayMinimalOrFallBack() throws {
        let old = (1...3000).map { "\($0)\n" }.joined()
        let new = (1...3000).map { $0 % 2 == 0 ? "\($0)\n" : "odd \($0)\n" }.joined()
        try assertApplies(old, new)
    }
}
