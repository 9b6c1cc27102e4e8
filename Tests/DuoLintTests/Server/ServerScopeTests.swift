import Foundation
import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The server judges the files `duo-lint lint` judges: not those the projects compile only for other platforms or
/// only into test bundles (VOCABULARY.md scope).
final class ServerScopeTests: XCTestCase {
    func testFilesOutOfTheProjectsScopeAreNotJudged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-server-scope-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = XcodeFixtures.project("Notes", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("PhoneApp", "", nil, XcodeFixtures.application),
            ("WatchApp", "SDKROOT = watchos;", nil, XcodeFixtures.application),
            ("PhoneAppTests", "", nil, XcodeFixtures.unitTests),
        ])
        let files = ["Notes.xcodeproj/project.pbxproj": project.text, "PhoneApp/PhoneApp.swift": "let a = 1\n",
                     "WatchApp/WatchApp.swift": "let a = 1\n", "PhoneAppTests/PhoneAppTests.swift": "let a = 1\n"]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let configuration = ServerConfiguration.load(roots: [root])
        let indexed = configuration.workspaceFiles().inputs.map { FileCollector.lastComponent($0.path) }.sorted()
        XCTAssertEqual(indexed, ["PhoneApp.swift", "PhoneAppTests.swift", "WatchApp.swift"], "the walk takes every file")
        let options = configuration.makeOptionsProvider()
        XCTAssertNotNil(options(root + "/PhoneApp/PhoneApp.swift"))
        XCTAssertNil(options(root + "/WatchApp/WatchApp.swift"), "only in a watchOS target")
        XCTAssertNil(options(root + "/PhoneAppTests/PhoneAppTests.swift"), "only in a test bundle")
    }
}
