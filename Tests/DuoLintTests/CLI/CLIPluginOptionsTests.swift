import Foundation
import XCTest

/// `--absolute-paths` and `--stamp`, the options the build tool plugin runs duo-lint with.
final class CLIPluginOptionsTests: CLITestCase {
    func testAbsolutePathsReportEveryPathAbsolute() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bars.swift", Self.warningSource)
        let relative = textLocations(try lint(["App"]))
        let result = try lint(["--absolute-paths", "App"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(textLocations(result).map(\.path), relative.map { root + "/" + $0.path })
        // Related locations too, and in every format.
        let json = jsonFindings(try lint(["--absolute-paths", "--format", "json", "App"]))
        let related = json.flatMap { ($0["related"] as? [[String: Any]]) ?? [] }.compactMap { $0["path"] as? String }
        XCTAssertFalse(related.isEmpty)
        XCTAssertTrue((json.compactMap { $0["path"] as? String } + related).allSatisfy { $0.hasPrefix(root + "/") })
        // From another directory, the same absolute paths, in the same order.
        try mkdir("elsewhere")
        let elsewhere = try lint(["--absolute-paths", root + "/App"], cwd: "elsewhere")
        XCTAssertEqual(elsewhere.stdout, result.stdout)
    }

    func testStampIsASwiftCommentRewrittenOnlyWhenItChanges() throws {
        try write("App/Bars.swift", Self.warningSource)
        let clean = try lint(["--stamp", "out/stamp.swift", "App"])
        XCTAssertEqual(clean.status, 2, "the stamp's directory must exist")
        XCTAssertFalse(exists("out/stamp.swift"))
        try mkdir("out")
        let first = try lint(["--stamp", "out/stamp.swift", "--quiet", "App"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(try read("out/stamp.swift"),
                       "// duo-lint \(try versionNumber()): 1 finding (0 errors, 1 warning, 0 notes) in 1 file\n")
        let stampPath = root + "/out/stamp.swift"
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stampPath)
        _ = try lint(["--stamp", "out/stamp.swift", "App"])
        let date = try FileManager.default.attributesOfItem(atPath: stampPath)[.modificationDate] as? Date
        XCTAssertEqual(date, old, "an unchanged stamp is not rewritten")
        // Failing findings (exit 1) still write it; a run that fails (exit 2) does not.
        try write("App/Screen.swift", Self.errorSource)
        XCTAssertEqual(try lint(["--stamp", "out/stamp.swift", "App"]).status, 1)
        XCTAssertTrue(try read("out/stamp.swift").contains("2 findings (1 error, 1 warning, 0 notes) in 2 files"))
        let failed = try lint(["--stamp", "out/stamp.swift", "App", "Missing.swift"])
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(try read("out/stamp.swift").contains("in 2 files"), "left as it was")
    }

    func testPluginOptionsAreLintOptions() throws {
        assertUsageError(try lint(["rules", "--absolute-paths"]), mentions: ["--absolute-paths"])
        assertUsageError(try lint(["--stamp"]), mentions: ["--stamp needs a value"])
        let help = try lint(["--help"]).stdout
        XCTAssertTrue(help.contains("--absolute-paths"))
        XCTAssertTrue(help.contains("--stamp FILE"))
    }

    private func versionNumber() throws -> String {
        String(try lint(["--version"]).stdout.dropFirst("duo-lint ".count)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
