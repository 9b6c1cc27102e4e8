import Foundation
import XCTest

/// VOCABULARY.md *code that runs on an iPhone*, as a user meets it: files compiled only for other platforms or only into
/// test bundles are not judged by `lint`, `--stdin-path` or `--staged`; `duo-lint files` says why; a broken project
/// is one warning, and its files are judged as if it had no project.
final class CLIScopeTests: CLITestCase {
    /// A project with an iOS app, a watch app, a Mac app and a unit-test bundle, each compiling `<Target>/<Target>.swift`,
    /// every one of which holds a finding.
    private func makeProject() throws {
        let project = XcodeFixtures.project("Notes", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("PhoneApp", "", nil, XcodeFixtures.application),
            ("WatchApp", "SDKROOT = watchos;", nil, XcodeFixtures.application),
            ("MacApp", "SDKROOT = macosx;", nil, XcodeFixtures.application),
            ("PhoneAppTests", "", nil, XcodeFixtures.unitTests),
        ])
        try write("Notes.xcodeproj/project.pbxproj", project.text)
        for target in ["PhoneApp", "WatchApp", "MacApp", "PhoneAppTests"] {
            try write("\(target)/\(target).swift", "let bar = UIToolbar()\n")
        }
        try write("Loose/Loose.swift", "let bar = UIToolbar()\n")   // in no target: judged as before
    }

    func testOnlyCodeBuiltForAnIPhoneIsJudged() throws {
        try makeProject()
        let result = try lint([])
        XCTAssertEqual(textLocations(result).map(\.path), ["Loose/Loose.swift", "PhoneApp/PhoneApp.swift"])
        XCTAssertTrue(result.stderr.contains("in 2 files, 3 left out of scope (see duo-lint files)"), result.stderr)
        // A subfolder still belongs to the project above it.
        XCTAssertEqual(textLocations(try lint(["WatchApp"])).map(\.path), [])
        XCTAssertEqual(textLocations(try lint(["WatchApp/WatchApp.swift", "PhoneApp/PhoneApp.swift"])).map(\.path),
                       ["PhoneApp/PhoneApp.swift"])
        // Tests are judged when the config says so.
        try write(".duo-lint.json", #"{"tests": true}"#)
        XCTAssertEqual(textLocations(try lint([])).map(\.path),
                       ["Loose/Loose.swift", "PhoneApp/PhoneApp.swift", "PhoneAppTests/PhoneAppTests.swift"])
    }

    func testEditorAndHookJudgeTheSameFiles() throws {
        try makeProject()
        XCTAssertEqual(try lint(["--stdin-path", "WatchApp/WatchApp.swift"], stdin: "let bar = UIToolbar()\n").stdout, "")
        XCTAssertEqual(textLocations(try lint(["--stdin-path", "PhoneApp/PhoneApp.swift"], stdin: "let bar = UIToolbar()\n"))
            .map(\.path), ["PhoneApp/PhoneApp.swift"])
        try gitInit()
        try git(["add", "-A"])
        let staged = try lint(["--staged"])
        XCTAssertEqual(textLocations(staged).map(\.path), ["Loose/Loose.swift", "PhoneApp/PhoneApp.swift"])
    }

    func testFilesSaysWhatIsJudgedAndWhy() throws {
        try makeProject()
        try write(".duo-lint.json", #"{"exclude": ["Loose/**"]}"#)
        let text = try lint(["files"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout.split(separator: "\n").map(String.init), [
            "Loose/Loose.swift: not judged: excluded by \(root)/.duo-lint.json",
            "MacApp/MacApp.swift: not judged: only in macOS target \"MacApp\"",
            "PhoneApp/PhoneApp.swift: judged",
            "PhoneAppTests/PhoneAppTests.swift: not judged: only in test bundle \"PhoneAppTests\"",
            "WatchApp/WatchApp.swift: not judged: only in watchOS target \"WatchApp\"",
        ])
        XCTAssertEqual(text.stderrLines, ["5 Swift files: 1 judged, 4 not judged"])
        let json = try lint(["files", "--format", "json", "--quiet"])
        let rows = parseJSON(json.stdout) as? [[String: Any]] ?? []
        XCTAssertEqual(rows.count, 5)
        XCTAssertEqual(rows.filter { $0["judged"] as? Bool == true }.compactMap { $0["path"] as? String }, ["PhoneApp/PhoneApp.swift"])
        XCTAssertEqual(rows.first { $0["path"] as? String == "WatchApp/WatchApp.swift" }?["reason"] as? String,
                       "only in watchOS target \"WatchApp\"")
    }

    func testABrokenProjectIsOneWarningAndItsFilesAreJudged() throws {
        try makeProject()
        try write("Notes.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { AA = { isa = ")
        let result = try lint([])
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderrLines.filter { $0.hasPrefix("duo-lint: warning:") }
        XCTAssertEqual(warnings.count, 1, result.stderr)
        XCTAssertTrue(warnings.first?.contains("Notes.xcodeproj/project.pbxproj: cannot read project") ?? false, result.stderr)
        XCTAssertEqual(textLocations(result).count, 5, "every file judged as if there were no project")
    }
}
