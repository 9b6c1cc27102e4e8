import Foundation
import XCTest

/// `duo-lint fix`, `lint --fix`, `--unsafe-fixes`, `--diff` (VOCABULARY.md, fix contract; README.md, Fixes), run as users run them.
final class CLIFixTests: CLITestCase {
    /// Two `hinge-force-unwrap` errors: one in a compared status condition (a safe fix), one reading `.angle` (a
    /// suggestion only).
    static let hingeSource = """
    import SwiftUI

    struct PageCurl: View {
        @State private var curl = 0.0
        var body: some View {
            Text("Page")
                .onHingeChange { _, new in
                    if new.hinge!.status == .partiallyOpen {
                        curl = 1
                    } else {
                        curl = 0
                    }
                    print(new.hinge!.angle)
                }
        }
    }

    """
    static var hingeFixed: String {
        hingeSource.replacingOccurrences(of: "if new.hinge!.status", with: "if new.hinge?.status")
    }
    static let rule = "hinge-force-unwrap"

    func testFixWritesTheSafeFixAndReportsWhatIsLeft() throws {
        try write("App/Curl.swift", Self.hingeSource)
        let run = try lint(["fix", "--only", Self.rule, "App"])
        XCTAssertEqual(run.status, 1, "the .angle unwrap is left: an error")
        XCTAssertEqual(try read("App/Curl.swift"), Self.hingeFixed)
        XCTAssertTrue(run.stderr.contains("duo-lint: fixed 1 finding in 1 file (hinge-force-unwrap 1)"), run.stderr)
        XCTAssertEqual(textLocations(run).map(\.line), [13])
        XCTAssertTrue(run.stdout.contains("\n    suggestion: Unwrap it first: `guard let hinge = new.hinge else { <final state>; return }`\n"), run.stdout)
        // Nothing left to fix: the second run changes nothing.
        let again = try lint(["fix", "--only", Self.rule, "App"])
        XCTAssertEqual(try read("App/Curl.swift"), Self.hingeFixed)
        XCTAssertTrue(again.stderr.contains("duo-lint: nothing to fix"), again.stderr)
        XCTAssertEqual(again.status, 1)
    }

    func testLintFixIsFix() throws {
        try write("Curl.swift", Self.hingeSource)
        let run = try lint(["lint", "--fix", "--only", Self.rule, "Curl.swift"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try read("Curl.swift"), Self.hingeFixed)
    }

    func testExitStatusCountsTheFindingsLeft() throws {
        try write("Curl.swift", Self.hingeSource.replacingOccurrences(of: "print(new.hinge!.angle)", with: "print(curl)"))
        let lintRun = try lint(["--only", Self.rule, "Curl.swift"])
        XCTAssertEqual(lintRun.status, 1)
        XCTAssertTrue(lintRun.stderr.contains("1 finding (1 error, 0 warnings, 0 notes) in 1 file; 1 fixable with duo-lint fix"), lintRun.stderr)
        let run = try lint(["fix", "--only", Self.rule, "Curl.swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("0 findings (0 errors, 0 warnings, 0 notes) in 1 file"), run.stderr)
    }

    func testDiffPrintsAPatchGitAppliesAndWritesNothing() throws {
        try write("App/Curl.swift", Self.hingeSource)
        let run = try lint(["fix", "--diff", "--only", Self.rule, "App"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try read("App/Curl.swift"), Self.hingeSource, "--diff writes nothing")
        XCTAssertTrue(run.stdout.hasPrefix("--- a/App/Curl.swift\n+++ b/App/Curl.swift\n@@ -5,7 +5,7 @@\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n-                if new.hinge!.status == .partiallyOpen {\n+                if new.hinge?.status == .partiallyOpen {\n"), run.stdout)
        XCTAssertTrue(run.stderr.contains("duo-lint: would fix 1 finding in 1 file"), run.stderr)
        XCTAssertEqual(try lint(["lint", "--diff", "--only", Self.rule, "App"]).stdout, run.stdout, "lint --diff is fix --diff")
        try gitInit()
        _ = try write("fix.patch", run.stdout)
        try git(["apply", "fix.patch"])
        XCTAssertEqual(try read("App/Curl.swift"), Self.hingeFixed)
        XCTAssertEqual(try lint(["fix", "--diff", "--only", Self.rule, "App"]).stdout, "", "nothing left to diff")
    }

    func testLineEndingsByteOrderMarkAndPermissionsAreKept() throws {
        let crlf = "\u{FEFF}" + Self.hingeSource.replacingOccurrences(of: "\n", with: "\r\n")
        let path = try write("Curl.swift", crlf)
        XCTAssertEqual(chmod(path, 0o640), 0)
        _ = try lint(["fix", "--only", Self.rule, "Curl.swift"])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(bytes, Array(("\u{FEFF}" + Self.hingeFixed.replacingOccurrences(of: "\n", with: "\r\n")).utf8))
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o640)
    }

    func testALinkIsWrittenThroughAndAnUnchangedFileIsNotWritten() throws {
        let target = try write("Real/Curl.swift", Self.hingeSource)
        try symlink("Linked.swift", to: target)
        let clean = try write("Clean.swift", Self.cleanSource)
        var before = stat()
        XCTAssertEqual(stat(clean, &before), 0)
        _ = try lint(["fix", "--only", Self.rule, "Linked.swift", "Clean.swift"])
        XCTAssertEqual(try read("Real/Curl.swift"), Self.hingeFixed)
        var link = stat()
        XCTAssertEqual(lstat(root + "/Linked.swift", &link), 0)
        XCTAssertEqual(link.st_mode & S_IFMT, S_IFLNK, "the link stays a link")
        var after = stat()
        XCTAssertEqual(stat(clean, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino, "a file with nothing to fix is not rewritten")
    }

    func testSuppressedBaselinedAndUnselectedFindingsAreNotFixed() throws {
        let suppressed = Self.hingeSource.replacingOccurrences(
            of: "                if new.hinge!.status",
            with: "                // duo-lint:disable:next hinge-force-unwrap -- kept on purpose\n                if new.hinge!.status")
        try write("Suppressed.swift", suppressed)
        XCTAssertEqual(try lint(["fix", "--only", Self.rule, "Suppressed.swift"]).status, 1)
        XCTAssertEqual(try read("Suppressed.swift"), suppressed)

        try write("Known.swift", Self.hingeSource)
        XCTAssertEqual(try lint(["lint", "--only", Self.rule, "--write-baseline", "baseline.json", "Known.swift"]).status, 0)
        let known = try lint(["fix", "--only", Self.rule, "--baseline", "baseline.json", "Known.swift"])
        XCTAssertEqual(known.status, 0, known.stderr)
        XCTAssertEqual(try read("Known.swift"), Self.hingeSource, "a finding the baseline knows is not fixed")

        try write("Other.swift", Self.hingeSource)
        _ = try lint(["fix", "--disable", Self.rule, "Other.swift"])
        XCTAssertEqual(try read("Other.swift"), Self.hingeSource, "a rule that does not run fixes nothing")
    }

    func testFilesOutOfScopeAreNotFixed() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])

            """)
        try write("Sources/Kit/Curl.swift", Self.hingeSource)
        try write("Tests/KitTests/CurlTests.swift", Self.hingeSource)
        _ = try lint(["fix", "--only", Self.rule, "."])
        XCTAssertEqual(try read("Sources/Kit/Curl.swift"), Self.hingeFixed)
        XCTAssertEqual(try read("Tests/KitTests/CurlTests.swift"), Self.hingeSource, "test code is not judged, so not fixed")
    }

    func testStdinPathPrintsTheFixedBuffer() throws {
        try write("App/Curl.swift", "// on disk\n")
        let run = try lint(["fix", "--only", Self.rule, "--stdin-path", "App/Curl.swift"], stdin: Self.hingeSource)
        XCTAssertEqual(run.stdout, Self.hingeFixed)
        XCTAssertEqual(try read("App/Curl.swift"), "// on disk\n", "the file on disk is not touched")
        let diff = try lint(["fix", "--diff", "--only", Self.rule, "--stdin-path", "App/Curl.swift"], stdin: Self.hingeSource)
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/App/Curl.swift\n"), diff.stdout)
    }

    func testJSONCarriesEachFindingsFixesAndSafety() throws {
        try write("Curl.swift", Self.hingeSource)
        let run = try lint(["--only", Self.rule, "--format", "json", "Curl.swift"])
        let findings = jsonFindings(run)
        XCTAssertEqual(findings.count, 2)
        let first = try XCTUnwrap((findings[0]["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["safety"] as? String, "safe")
        let edit = try XCTUnwrap((first["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["newText"] as? String, "?")
        XCTAssertEqual(edit["line"] as? Int, 8)
        let second = try XCTUnwrap((findings[1]["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(second["safety"] as? String, "unsafe")
        XCTAssertEqual((second["edits"] as? [Any])?.count, 0, "a suggestion has no edit")
    }

    func testRulesSayWhichRulesFix() throws {
        let text = try lint(["rules"]).stdout
        let line = text.split(separator: "\n").first { $0.hasPrefix(Self.rule + " ") }
        XCTAssertTrue(line?.contains("  safe, unsafe  ") ?? false, String(line ?? ""))
        XCTAssertTrue(text.split(separator: "\n").first { $0.hasPrefix("fixed-width ") }?.contains("  none  ") ?? false, text)
        let json = parseJSON(try lint(["rules", "--format", "json"]).stdout) as? [[String: Any]] ?? []
        let entry = json.first { $0["id"] as? String == Self.rule }
        XCTAssertEqual((entry?["fix"] as? [String: Any])?["classes"] as? [String], ["safe", "unsafe"])
        XCTAssertTrue(json.first { $0["id"] as? String == "fixed-width" }?["fix"] is NSNull)
    }

    func testUsageErrors() throws {
        assertUsageError(try lint(["lint", "--unsafe-fixes", "."]), mentions: ["--unsafe-fixes", "--fix"])
        assertUsageError(try lint(["lint", "--fix", "--staged"]), mentions: ["--staged"])
        assertUsageError(try lint(["fix", "--write-baseline", "b.json"]), mentions: ["--write-baseline"])
        assertUsageError(try lint(["fix", "--diff", "--output", "x.txt"]), mentions: ["--diff", "--output"])
    }
}
