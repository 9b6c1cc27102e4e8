import XCTest
@testable import DuoLint

/// The long-lived `Workspace` (the language server's engine) gives every file the findings the batch `LintRunner`
/// (the CLI's) gives it, and follows edits of cross-file facts.
final class WorkspaceTests: XCTestCase {
    private func exampleInputs() throws -> [LintInput] {
        let dir = LintHarness.repoRoot.appendingPathComponent("Examples/DuoNotes")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let bytes = Array(try Data(contentsOf: dir.appendingPathComponent(name)))
            return LintInput(path: "DuoNotes/" + name, load: { bytes })
        }
    }

    func testSameFindingsAsTheBatchRunForEveryFile() throws {
        let inputs = try exampleInputs()
        let options = LintOptions(jobs: 2)
        let batch = LintRunner.run(inputs, options: options).findings
        XCTAssertGreaterThan(batch.count, 40)
        let workspace = Workspace { _ in options }
        XCTAssertEqual(workspace.index(inputs, jobs: 2), [])
        XCTAssertEqual(workspace.indexedFileCount, inputs.count)
        var fromWorkspace: [Finding] = []
        for input in inputs {
            workspace.update(path: input.path, bytes: try input.load(), keep: true)
            fromWorkspace += workspace.findings(for: input.path) ?? []
        }
        XCTAssertEqual(fromWorkspace.sorted(by: Finding.reportOrder), batch)
    }

    func testAnEditToACustomViewChangesAnotherFilesFindings() {
        let workspace = Workspace { _ in LintOptions(enabledRules: ["arrangement-in-scroll-view"], jobs: 1) }
        let screen = Array("""
        struct Screen: View {
            var body: some View { ScrollView { Panes() } }
        }
        """.utf8)
        let panesWithArrangement = Array("""
        struct Panes: View { var body: some View { ArrangementView { A() } secondary: { B() } } }
        """.utf8)
        let panesWithout = Array("struct Panes: View { var body: some View { Text(\"none\") } }".utf8)
        workspace.update(path: "Panes.swift", bytes: panesWithout, keep: false)
        workspace.update(path: "Screen.swift", bytes: screen, keep: true)
        XCTAssertEqual(workspace.findings(for: "Screen.swift")?.count, 0)

        XCTAssertTrue(workspace.update(path: "Panes.swift", bytes: panesWithArrangement, keep: false), "facts changed")
        let found = workspace.findings(for: "Screen.swift") ?? []
        XCTAssertEqual(found.map(\.ruleID), ["arrangement-in-scroll-view"])
        XCTAssertEqual(found.first?.related.first?.path, "Panes.swift")

        XCTAssertFalse(workspace.update(path: "Panes.swift", bytes: panesWithArrangement, keep: false), "same facts")
        XCTAssertTrue(workspace.remove(path: "Panes.swift"))
        XCTAssertEqual(workspace.findings(for: "Screen.swift")?.count, 0)
        XCTAssertNil(workspace.findings(for: "Panes.swift"), "not kept")
    }

    func testFilesThatAreNotJudgedFeedNoFacts() {
        let workspace = Workspace { path in path.hasPrefix("Mac/") ? nil : LintOptions(jobs: 1) }
        workspace.update(path: "Mac/Panes.swift", bytes: Array("struct Panes: View { var body: some View { ArrangementView { A() } secondary: { B() } } }".utf8), keep: true)
        XCTAssertEqual(workspace.indexedFileCount, 0)
        XCTAssertNil(workspace.findings(for: "Mac/Panes.swift"))
    }
}
