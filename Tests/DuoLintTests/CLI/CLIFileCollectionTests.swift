import Foundation
import XCTest

/// README.md, Usage: directory walking, reported paths and output order.
final class CLIFileCollectionTests: CLITestCase {
    func testSwiftFilesOnlyAndSkippedDirectories() throws {
        try write("App/A.swift", Self.warningSource)
        for skipped in [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "App/Pods", "App/.build/x"] {
            try write("\(skipped)/Skipped.swift", Self.warningSource)
        }
        try write("App/Notes.txt", Self.warningSource)
        try write("App/A.swift.orig", Self.warningSource)
        try write("App/Swift", Self.warningSource)
        try write("App/B.SWIFT", Self.warningSource)
        try write("App/Folder.swift/C.swift", Self.warningSource)
        try write("App/.hidden/D.swift", Self.warningSource)
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.path), ["App/.hidden/D.swift", "App/A.swift", "App/Folder.swift/C.swift"])
        XCTAssertTrue(result.stderr.contains("in 3 files"), result.stderr)
        // A skipped directory named as the root is linted (it is what was asked for).
        XCTAssertEqual(textLocations(try lint(["Pods"])).map(\.path), ["Pods/Skipped.swift"])
        // A file named explicitly is linted whatever its extension.
        XCTAssertEqual(textLocations(try lint(["App/Notes.txt"])).map(\.path), ["App/Notes.txt"])
    }

    func testSymbolicLinkCyclesEndAndLinksOutOfTheRootAreNotFollowed() throws {
        try write("Outside/Out.swift", Self.warningSource)
        try write("Project/In.swift", Self.warningSource)
        try write("Project/Sub/Deep.swift", Self.warningSource)
        try symlink("Project/Sub/loop", to: "..")             // cycle
        try symlink("Project/self", to: ".")                  // cycle
        try symlink("Project/Sub/up", to: "../..")            // out of the root
        try symlink("Project/outside", to: "../Outside")      // out of the root
        try symlink("Project/OutLink.swift", to: "../Outside/Out.swift")
        try symlink("Project/Dangling.swift", to: "Nowhere.swift")
        let result = try lint(["Project"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Project/In.swift", "Project/Sub/Deep.swift"])
        let inside = try lint([], cwd: "Project")
        XCTAssertEqual(textLocations(inside).map(\.path), ["In.swift", "Sub/Deep.swift"])
    }

    /// A file reached twice (directly and through a link inside the root) is linted once, under its own name.
    func testFilesReachedThroughLinksInsideTheRootAreLintedOnce() throws {
        try write("Real/A.swift", Self.warningSource)
        try symlink("Alias", to: "Real")
        try symlink("ZLink.swift", to: "Real/A.swift")
        try symlink("aLink.swift", to: "Real/A.swift")
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.path), ["Real/A.swift"])
        // Linked-to content that is only reachable through a link inside the root is linted.
        try write("Store/Only.swift", Self.warningSource)
        try symlink("Real/Store", to: "../Store")
        let linked = try lint(["Real"])
        XCTAssertEqual(textLocations(linked).map(\.path), ["Real/A.swift"])  // Store is outside Real
        let all = try lint([])
        XCTAssertEqual(textLocations(all).map(\.path), ["Real/A.swift", "Store/Only.swift"])
        // A root that is itself a link is walked.
        XCTAssertEqual(textLocations(try lint(["Alias"])).map(\.path), ["Alias/A.swift"])
    }

    func testPathsAreRelativeToTheCurrentDirectory() throws {
        try write("App/Views/A.swift", Self.warningSource)
        try write("Other/B.swift", Self.warningSource)
        XCTAssertEqual(textLocations(try lint(["./App/../App/Views/A.swift"])).map(\.path), ["App/Views/A.swift"])
        XCTAssertEqual(textLocations(try lint(["."], cwd: "App")).map(\.path), ["Views/A.swift"])
        XCTAssertEqual(textLocations(try lint([root + "/App"], cwd: "App")).map(\.path), ["Views/A.swift"])
        XCTAssertEqual(textLocations(try lint([root + "//App/./Views"])).map(\.path), ["App/Views/A.swift"])
        // Not below the current directory: absolute.
        XCTAssertEqual(textLocations(try lint(["../Other"], cwd: "App")).map(\.path), [root + "/Other/B.swift"])
    }

    func testEachFileIsLintedOnceWhateverTheArguments() throws {
        try write("A.swift", Self.warningSource)
        let result = try lint(["A.swift", ".", "./A.swift", root + "/A.swift"])
        XCTAssertEqual(textLocations(result).map(\.path), ["A.swift"])
    }

    /// Output order: path, line, column, rule — whatever the walk order and --jobs.
    func testOutputOrderIsDeterministicAndIndependentOfJobs() throws {
        let names = ["b", "A", "a", "B", "Z", "é", "a-b", "a_b", "a.b", "10", "9"]
        for (i, name) in names.enumerated() {
            let source = Self.warningSource + (i % 2 == 0 ? Self.errorSource : "") + "let again = UIToolbar(); let more = UIToolbar()\n"
            try write("\(name)/\(name).swift", source)
            try write("\(name).swift", source)
            try write("nested/\(name)/deeper/x\(name).swift", source)
        }
        var reference: [String: String] = [:]
        for format in ["text", "json", "sarif", "github"] {
            let one = try lint(["--format", format, "--jobs", "1"])
            let two = try lint(["--format", format, "--jobs", "2"])
            let many = try lint(["--format", format, "-j", "7"])
            XCTAssertEqual(one.stdout, two.stdout, "--jobs 1 and --jobs 2 differ in \(format)")
            XCTAssertEqual(one.stdout, many.stdout, "--jobs 1 and --jobs 7 differ in \(format)")
            XCTAssertEqual(one.status, two.status)
            reference[format] = one.stdout
        }
        let locations = textLocations(CLIRun(status: 0, stdout: reference["text"]!, stderr: ""))
        XCTAssertEqual(locations.count, names.count * 3 * 3 + (names.count + 1) / 2 * 3)
        let sorted = locations.sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return a.rule < b.rule
        }
        XCTAssertEqual(locations, sorted)
    }
}
