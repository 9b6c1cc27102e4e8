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
        let session = try LintSession(LintRequest(inputs: .editor(folders: [root]), currentDirectory: root, jobs: 1))
        let outcome = try session.lint()
        let walked = outcome.linted.map { FileCollector.lastComponent($0.path) }.sorted()
        XCTAssertEqual(walked, ["PhoneApp.swift", "PhoneAppTests.swift", "WatchApp.swift"], "the walk takes every file")
        XCTAssertEqual(outcome.result.filesLinted, 1, "only the iPhone app's file is indexed")
        XCTAssertEqual(session.indexedFileCount, 1)
        XCTAssertNotNil(session.options(forFile: root + "/PhoneApp/PhoneApp.swift"))
        XCTAssertNil(session.options(forFile: root + "/WatchApp/WatchApp.swift"), "only in a watchOS target")
        XCTAssertNil(session.options(forFile: root + "/PhoneAppTests/PhoneAppTests.swift"), "only in a test bundle")
        let judged = session.lint(documents: [LintRequest.Document(path: root + "/PhoneApp/PhoneApp.swift", bytes: Array("let a = 1\n".utf8)),
                                              LintRequest.Document(path: root + "/WatchApp/WatchApp.swift", bytes: Array("let a = 1\n".utf8))])
        XCTAssertEqual(judged.documentFindings.keys.map(FileCollector.lastComponent), ["PhoneApp.swift"], "the watch file is not judged")
        XCTAssertNil(judged.document(root + "/WatchApp/WatchApp.swift"))
    }
}
