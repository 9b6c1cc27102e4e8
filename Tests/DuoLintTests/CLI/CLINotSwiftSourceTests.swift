import Foundation
import XCTest

/// `.swift` files that are not Swift source — a git-crypt ciphertext, a Git LFS pointer — are left out with one
/// warning per kind, not linted into `parse-error`s (seen on a real app whose secrets are git-crypt encrypted).
final class CLINotSwiftSourceTests: CLITestCase {
    static let gitCrypt = Data([0] + Array("GITCRYPT".utf8) + [0] + [0x9c, 0x41, 0x00, 0xff, 0x12, 0x7b, 0x0a, 0xee])
    static let lfsPointer = """
    version https://git-lfs.github.com/spec/v1
    oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
    size 12345

    """

    func testGitCryptAndLFSFilesAreLeftOutWithOneWarningPerKind() throws {
        try write("App/Screen.swift", CLITestCase.errorSource)
        for name in ["Secrets", "Keys", "Tokens", "Salt"] { _ = try writeData("App/\(name).swift", CLINotSwiftSourceTests.gitCrypt) }
        _ = try write("App/Big.swift", CLINotSwiftSourceTests.lfsPointer)
        let result = try lint(["--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stdout.contains("parse-error"), result.stdout)
        XCTAssertTrue(result.stdout.contains(CLITestCase.errorRule), result.stdout)
        let warnings = result.diagnostics.filter { $0.contains("not Swift source") }
        XCTAssertEqual(warnings, [
            "duo-lint: warning: 4 files are not Swift source (git-crypt ciphertext) and were not linted: "
                + "App/Keys.swift, App/Salt.swift, App/Secrets.swift, …",
            "duo-lint: warning: 1 file is not Swift source (Git LFS pointer) and was not linted: App/Big.swift",
        ], result.stderr)
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
    }

    func testOnlyTheHeaderAtTheStartCounts() throws {
        // The words inside a Swift file (a comment, a string) are not a header: the file is linted.
        try write("App/Doc.swift", "// version https://git-lfs.github.com/spec/v1\n" + CLITestCase.errorSource)
        let result = try lint(["--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains(CLITestCase.errorRule), result.stdout)
        XCTAssertFalse(result.stderr.contains("not Swift source"), result.stderr)
    }
}
