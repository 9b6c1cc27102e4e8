import XCTest
@testable import DuoLint

final class GlobTests: XCTestCase {
    private func assertMatches(_ pattern: String, _ paths: [String], isDirectory: Bool = false,
                               file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertTrue(glob.matches(path, isDirectory: isDirectory), "\(pattern) should match \(path)", file: file, line: line)
        }
    }

    private func assertNoMatch(_ pattern: String, _ paths: [String], isDirectory: Bool = false,
                               file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertFalse(glob.matches(path, isDirectory: isDirectory), "\(pattern) should not match \(path)", file: file, line: line)
        }
    }

    func testNameWithoutSlashMatchesAtAnyDepthAndEverythingBelow() {
        assertMatches("Generated", ["Generated", "Generated/A.swift", "App/Generated/B.swift", "a/b/Generated/c/d.swift"])
        assertNoMatch("Generated", ["App/GeneratedCode.swift", "MyGenerated/x.swift", "generated/x.swift"])
    }

    func testStarStaysWithinOneName() {
        assertMatches("*.generated.swift", ["X.generated.swift", "a/b/Y.generated.swift", ".generated.swift"])
        assertNoMatch("*.generated.swift", ["X.generated.swift.bak", "X.swift"])
        assertMatches("App/*.swift", ["App/A.swift"])
        assertNoMatch("App/*.swift", ["App/Sub/A.swift", "Other/App/A.swift"])
        assertMatches("a*b*c", ["abc", "aXbYc", "abbbc", "axbxcxbxc"])
        assertNoMatch("a*b*c", ["acb", "ab"])
    }

    func testQuestionMarkAndSets() {
        assertMatches("File?.swift", ["File1.swift", "FileA.swift"])
        assertNoMatch("File?.swift", ["File.swift", "File12.swift"])
        assertMatches("[abc]x", ["ax", "cx", "dir/bx"])
        assertNoMatch("[abc]x", ["dx", "abx"])
        assertMatches("v[0-9]", ["v0", "v9"])
        assertNoMatch("v[0-9]", ["va"])
        assertMatches("[!a-c]z", ["dz", "Zz"])
        assertMatches("[^a-c]z", ["dz"])
        assertNoMatch("[!a-c]z", ["az", "bz"])
        assertMatches("[]]x", ["]x"])
        assertMatches("a[b", ["a[b"], isDirectory: false)
        assertMatches(#"\*.swift"#, ["*.swift"])
        assertNoMatch(#"\*.swift"#, ["a.swift"])
    }

    func testDoubleStar() {
        assertMatches("**/Generated/**", ["Generated/x.swift", "A/Generated/x.swift", "A/B/Generated/C/x.swift"])
        assertMatches("Sources/**/Mocks", ["Sources/Mocks/A.swift", "Sources/a/b/Mocks/A.swift"])
        assertNoMatch("Sources/**/Mocks", ["Other/Sources/Mocks/A.swift", "Sources/MocksX/A.swift"])
        assertMatches("**", ["anything/at/all.swift"])
        assertMatches("**/*.swift", ["a.swift", "x/y/z.swift"])
        assertMatches("Generated/**", ["Generated/a/b.swift"])
    }

    func testAnchoredPatterns() {
        assertMatches("/App", ["App/A.swift"])
        assertNoMatch("/App", ["Lib/App/A.swift"])
        assertMatches("App/Views", ["App/Views/V.swift", "./App/Views/V.swift"])
        assertNoMatch("App/Views", ["Other/App/Views/V.swift"])
    }

    func testDirectoryOnlyPatterns() {
        assertMatches("Build/", ["Build/x.swift", "a/Build/y.swift"])
        assertMatches("Build/", ["Build", "a/Build"], isDirectory: true)
        assertNoMatch("Build/", ["Build", "a/Build"])
    }

    func testPathNormalisationAndEmptyPatterns() {
        assertMatches("A/B.swift", ["./A/B.swift", "A//B.swift", "A/./B.swift"])
        assertNoMatch("", ["A.swift"])
        assertNoMatch("/", ["A.swift"])
        assertNoMatch("*", [""])
        assertMatches("ü*.swift", ["Ünïcode/ü-file.swift"])
    }

    func testPathologicalPatternsStayFast() {
        let pattern = String(repeating: "*a", count: 200) + "b"
        let name = String(repeating: "a", count: 5_000)
        assertNoMatch(pattern, [name])
        let deep = Array(repeating: "**/x", count: 100).joined(separator: "/") + "/y"
        assertNoMatch(deep, [Array(repeating: "x", count: 300).joined(separator: "/")])
    }

    func testGlobList() {
        let list = GlobList(["*.md", "Generated"])
        XCTAssertTrue(list.matches("README.md"))
        XCTAssertTrue(list.matches("a/Generated/b.swift"))
        XCTAssertFalse(list.matches("a/b.swift"))
        XCTAssertTrue(GlobList([]).isEmpty)
        XCTAssertFalse(GlobList([]).matches("a.swift"))
    }
}
