@testable import DuoLint
import Foundation
import XCTest

/// An editor's session (`LintRequest.Inputs.editor`, `Session/LintSession+Editor.swift`), which the language server
/// lints through: a document's buffer gets the findings `lint --stdin-path` gives it, the configuration's problems are
/// known before any file is read, the baseline of the document's folder drops what it knows, and the sandboxed
/// session reads nothing.
final class EditorSessionTests: CLITestCase {
    private func editor(showsBaselined: Bool = false) throws -> LintSession {
        try LintSession(LintRequest(inputs: .editor(folders: [root]), currentDirectory: root, jobs: 2,
                                    showsBaselined: showsBaselined))
    }

    private func document(_ path: String, _ text: String, edited: Bool = true) -> LintRequest.Document {
        LintRequest.Document(path: root + "/" + path, bytes: Array(text.utf8), edited: edited)
    }

    private func writeProject() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bar.swift", Self.warningSource)
        try write("App/Clean.swift", Self.cleanSource)
    }

    /// What a finding says, wherever its path is reported from.
    private func said(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.ruleID) \($0.line):\($0.column) \($0.message)" }
    }

    func testADocumentGetsTheFindingsOfStdinPath() throws {
        try writeProject()
        let session = try editor()
        let index = try session.lint()
        XCTAssertEqual(index.result.filesLinted, 3)
        XCTAssertEqual(session.indexedFileCount, 3)
        XCTAssertEqual(index.errors, [])
        for buffer in [Self.warningSource, Self.errorSource, Self.cleanSource] {
            let stdin = try LintSession(LintRequest(inputs: .stdin(path: "App/Clean.swift", read: { Array(buffer.utf8) }),
                                                    currentDirectory: root, jobs: 2)).lint()
            let outcome = session.lint(documents: [document("App/Clean.swift", buffer)])
            let path = root + "/App/Clean.swift"
            XCTAssertEqual(said(outcome.documentFindings[path] ?? []), said(stdin.findings), buffer)
            XCTAssertEqual(said(outcome.findings), said(stdin.findings), "the outcome reports on the document")
            XCTAssertEqual(outcome.source(of: path), Array(buffer.utf8), "the buffer stands in for the file")
            XCTAssertEqual(outcome.filesReported, 1)
            XCTAssertFalse(outcome.reportsEveryFile)
        }
    }

    func testEditedDocumentsAreJudgedAgainAndTheOthersAnswered() throws {
        try writeProject()
        let session = try editor()
        _ = try session.lint()
        let path = root + "/App/New.swift"
        let unjudged = session.lint(documents: [document("App/New.swift", Self.errorSource, edited: false)])
        XCTAssertNil(unjudged.documentFindings[path], "never judged: nothing to answer with")
        XCTAssertNil(unjudged.document(path))
        let first = session.lint(documents: [document("App/New.swift", Self.errorSource)])
        XCTAssertEqual(first.documentFindings[path]?.map(\.ruleID), [Self.errorRule])
        XCTAssertTrue(first.factsChanged, "a new file's facts join the index")
        let again = session.lint(documents: [document("App/New.swift", Self.errorSource)])
        XCTAssertFalse(again.factsChanged, "the same text: the same facts")
        let answered = session.lint(documents: [document("App/New.swift", Self.cleanSource, edited: false)])
        XCTAssertEqual(answered.documentFindings[path]?.map(\.ruleID), [Self.errorRule], "not edited: the last judgement")
        XCTAssertTrue(session.fileChanged(path, bytes: nil), "deleted: its facts leave the index")
        XCTAssertNil(session.lint(documents: [document("App/New.swift", Self.errorSource, edited: false)]).documentFindings[path])
    }

    func testConfigurationProblemsAreKnownBeforeAnyFileIsRead() throws {
        try writeProject()
        try write(".duo-lint.json", #"{"disable": ["no-such-rule"]}"# + "\n")
        XCTAssertThrowsError(try LintSession(LintRequest(inputs: .paths([]), currentDirectory: root)), "lint stops (exit 2)")
        let session = try editor()
        XCTAssertEqual(session.problems.map(\.path), [root + "/.duo-lint.json"], "recorded at init")
        XCTAssertEqual(session.indexedFileCount, 0, "before any file is read")
        XCTAssertTrue(session.problems[0].message.contains("no-such-rule"), session.problems[0].message)
        // The walk does not take the files it governs (as `lint` would not), but an open one is judged, with the
        // defaults.
        _ = try session.lint()
        XCTAssertEqual(session.indexedFileCount, 0)
        let outcome = session.lint(documents: [document("App/Clean.swift", Self.errorSource)])
        XCTAssertEqual(outcome.findings.map(\.ruleID), [Self.errorRule])
        XCTAssertEqual(session.problems.count, 1, "the same problem once")
    }

    func testTheBaselineOfTheDocumentsFolderDropsWhatItKnows() throws {
        try writeProject()
        XCTAssertEqual(try lint(["--write-baseline", "known.json"]).status, 0)
        try write(".duo-lint.json", #"{"baseline": "known.json"}"# + "\n")
        let session = try editor()
        _ = try session.lint()
        let path = root + "/App/Screen.swift"
        let outcome = session.lint(documents: [document("App/Screen.swift", Self.errorSource)])
        let known = try XCTUnwrap(outcome.document(path))
        XCTAssertEqual(known.shown, [], "known to the baseline: hidden, as lint --stdin-path hides it")
        XCTAssertEqual(known.known.map(\.ruleID), [Self.errorRule])
        XCTAssertEqual(known.baseline, root + "/known.json")
        XCTAssertFalse(known.knownShown)
        let stdin = try LintSession(LintRequest(inputs: .stdin(path: "App/Screen.swift", read: { Array(Self.errorSource.utf8) }),
                                                currentDirectory: root)).lint()
        XCTAssertEqual(stdin.applyBaseline(stdin.findings)?.new, [], "the CLI agrees")
        // A new finding in the buffer is shown; showsBaselined shows the known one too.
        let more = session.lint(documents: [document("App/Screen.swift", Self.errorSource + Self.warningSource)])
        XCTAssertEqual(more.document(path)?.shown.map(\.ruleID), [Self.warningRule])
        let shown = try editor(showsBaselined: true).lint(documents: [document("App/Screen.swift", Self.errorSource)])
        XCTAssertEqual(shown.document(path)?.shown.map(\.ruleID), [Self.errorRule])
        XCTAssertEqual(shown.document(path)?.knownShown, true)
    }

    func testTheSandboxedSessionReadsNothing() throws {
        let session = try LintSession(LintRequest(inputs: .editor(folders: []), currentDirectory: "/", baseline: .none,
                                                  configuration: .default))
        let index = try session.lint()
        XCTAssertEqual(index.linted.count, 0)
        let path = "/no/such/folder/Screen.swift"
        let outcome = session.lint(documents: [LintRequest.Document(path: path, bytes: Array(Self.errorSource.utf8))])
        XCTAssertEqual(outcome.documentFindings[path]?.map(\.ruleID), [Self.errorRule])
        XCTAssertEqual(session.problems, [])
        XCTAssertEqual(session.changedConfigFiles(), [], "no config file was looked for")
    }
}
