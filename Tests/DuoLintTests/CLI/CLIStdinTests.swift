import Foundation
import XCTest

/// `--stdin-path PATH`: editors lint unsaved buffers.
final class CLIStdinTests: CLITestCase {
    func testStdinIsReportedAsTheGivenPath() throws {
        // The file on disk differs: stdin is what is linted.
        try write("App/View.swift", Self.cleanSource)
        let result = try lint(["--stdin-path", "App/View.swift"], stdin: Self.errorSource)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["App/View.swift:5:13: error [arrangement-in-scroll-view]"])
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
    }

    func testPathIsShownRelativeToTheCurrentDirectory() throws {
        try mkdir("App")
        XCTAssertEqual(textLocations(try lint(["--stdin-path", root + "/App/V.swift"], stdin: Self.warningSource)).map(\.path),
                       ["App/V.swift"])
        XCTAssertEqual(textLocations(try lint(["--stdin-path", "./App/../App/V.swift"], stdin: Self.warningSource)).map(\.path),
                       ["App/V.swift"])
        XCTAssertEqual(textLocations(try lint(["--stdin-path", "../V.swift"], cwd: "App", stdin: Self.warningSource)).map(\.path),
                       [root + "/V.swift"])
        // The path need not exist.
        XCTAssertEqual(textLocations(try lint(["--stdin-path", "Nowhere/New.swift"], stdin: Self.warningSource)).map(\.path),
                       ["Nowhere/New.swift"])
    }

    func testConfigAppliesToStdin() throws {
        try write(".duo-lint.json", #"{"severity": {"custom-bar-instance": "error"}, "exclude": ["Generated"]}"#)
        try mkdir("App")
        let result = try lint(["--stdin-path", "V.swift"], cwd: "App", stdin: Self.warningSource)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(textLocations(result).map(\.severity), ["error"])
        // Decision: an excluded path is not linted from stdin either (editors show what CI would report).
        let excluded = try lint(["--stdin-path", "Generated/V.swift"], stdin: Self.warningSource)
        XCTAssertEqual(excluded.status, 0, excluded.stderr)
        XCTAssertEqual(excluded.stdout, "")
    }

    func testEmptyAndBrokenInput() throws {
        let empty = try lint(["--stdin-path", "E.swift"], stdin: "")
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(empty.stdout, "")
        let broken = try lint(["--stdin-path", "B.swift", "--format", "json"], stdin: "struct X { let s = \"")
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertEqual(jsonLocations(broken).map(\.rule), ["parse-error"])
    }

    func testStdinInEveryFormat() throws {
        let text = try lint(["--stdin-path", "S.swift"], stdin: Self.errorSource + Self.warningSource)
        for format in ["json", "sarif", "github"] {
            let other = try lint(["--stdin-path", "S.swift", "--format", format], stdin: Self.errorSource + Self.warningSource)
            let locations: [Location]
            switch format {
            case "json": locations = jsonLocations(other)
            case "sarif": locations = sarifLocations(other)
            default: locations = githubLocations(other)
            }
            XCTAssertEqual(locations, textLocations(text), format)
        }
    }
}
