import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The session, message by message (no streams): lifecycle, diagnostics as documents are opened and edited,
/// cross-file re-publishing, positions, quick fixes, hover, configuration problems, pull diagnostics.
final class ServerSessionTests: XCTestCase {
    var root = ""
    var sent: [JSON] = []
    var session: ServerSession!
    var nextID = 100

    static let screen = """
    import SwiftUI
    struct Screen: View {
        var body: some View {
            ScrollView { Panes() }
        }
    }

    """
    static let panes = """
    import SwiftUI
    struct Panes: View {
        var body: some View {
            ArrangementView { Text("a") } secondary: { Text("b") }
        }
    }

    """

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        root = CLITestCase.realPath(base)
        let dir = root
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        sent = []
        session = ServerSession(jobs: 2) { [unowned self] in self.sent.append($0) }
    }

    // MARK: Helpers

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func uri(_ relative: String) -> String { FileURI.uri(root + "/" + relative) }

    func notify(_ method: String, _ params: JSON) {
        session.handle(.notification(method: method, params: params))
        session.flush()
    }

    @discardableResult
    func request(_ method: String, _ params: JSON) -> JSON {
        nextID += 1
        let id = JSONRPC.ID.int(nextID)
        session.handle(.request(id: id, method: method, params: params))
        return sent.last { $0["id"] == id.json && $0["method"] == nil } ?? .null
    }

    func initialize(capabilities: JSON = .object([:])) {
        let reply = request("initialize", .object(["rootUri": .string(FileURI.uri(root)), "capabilities": capabilities]))
        XCTAssertNotNil(reply["result"]?["capabilities"], "\(reply)")
        notify("initialized", .object([:]))
    }

    func open(_ relative: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri(relative)), "languageId": .string("swift"), "version": .int(version), "text": .string(text)])]))
    }

    func change(_ relative: String, version: Int, _ changes: [(LSPRange?, String)]) {
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri(relative)), "version": .int(version)]),
            "contentChanges": .array(changes.map { c in
                var o: [String: JSON] = ["text": .string(c.1)]
                if let r = c.0 { o["range"] = r.json }
                return .object(o)
            }),
        ]))
    }

    /// The diagnostics last published for a document.
    func published(_ relative: String) -> [JSON]? {
        let target = JSON.string(uri(relative))
        return sent.last { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == target }?["params"]?["diagnostics"]?.array
    }

    func publishCount(_ relative: String) -> Int {
        let target = JSON.string(uri(relative))
        return sent.filter { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == target }.count
    }

    func codes(_ relative: String) -> [String] { (published(relative) ?? []).compactMap { $0["code"]?.string } }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: l1, character: c1), end: LSPPosition(line: l2, character: c2))
    }

    // MARK: Lifecycle

    func testRequestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        let reply = request("textDocument/hover", .object([:]))
        XCTAssertEqual(reply["error"]?["code"], .int(-32002))
        notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri("A.swift")), "text": .string("let x = 1")])]))
        XCTAssertEqual(session.openDocumentCount, 0)
        initialize()
        XCTAssertEqual(request("initialize", .object([:]))["error"]?["code"], .int(-32600), "a second initialize")
    }

    func testUnknownMethodsAndShutdown() {
        initialize()
        XCTAssertEqual(request("textDocument/definition", .object([:]))["error"]?["code"], .int(-32601))
        let before = sent.count
        notify("$/unknownNotification", .object([:]))
        notify("custom/whatever", .object([:]))
        XCTAssertEqual(sent.count, before, "unknown notifications are ignored")
        XCTAssertEqual(request("shutdown", .null)["result"], .null)
        XCTAssertEqual(request("textDocument/hover", .object([:]))["error"]?["code"], .int(-32600))
        XCTAssertNil(session.exitCode)
        notify("exit", .null)
        XCTAssertEqual(session.exitCode, 0)
    }

    func testExitWithoutShutdownIsStatus1() {
        initialize()
        notify("exit", .null)
        XCTAssertEqual(session.exitCode, 1)
    }

    func testCapabilitiesAndEncodingNegotiation() {
        let reply = request("initialize", .object(["capabilities": .object(["general": .object(["positionEncodings": .array([.string("utf-16"), .string("utf-8")])])])]))
        let caps = reply["result"]?["capabilities"]
        XCTAssertEqual(caps?["positionEncoding"], .string("utf-8"))
        XCTAssertEqual(caps?["textDocumentSync"]?["change"], .int(2))
        XCTAssertEqual(caps?["hoverProvider"], .bool(true))
        XCTAssertNil(caps?["diagnosticProvider"], "push unless the client pulls")
        XCTAssertEqual(reply["result"]?["serverInfo"]?["name"], .string("duo-lint"))
    }

    func testProgressWhileIndexing() throws {
        try write("App/Panes.swift", Self.panes)
        let reply = request("initialize", .object(["rootUri": .string(FileURI.uri(root)),
                                                   "capabilities": .object(["window": .object(["workDoneProgress": .bool(true)])])]))
        XCTAssertNotNil(reply["result"])
        notify("initialized", .object([:]))
        guard let create = sent.last(where: { $0["method"] == .string("window/workDoneProgress/create") }),
              case .int(let n)? = create["id"] else { return XCTFail("no progress token request") }
        XCTAssertTrue(session.indexPending)
        session.handle(.response(id: .int(n), result: .null, error: nil))
        let kinds = sent.filter { $0["method"] == .string("$/progress") }.compactMap { $0["params"]?["value"]?["kind"]?.string }
        XCTAssertEqual(kinds.first, "begin")
        XCTAssertEqual(kinds.last, "end")
        XCTAssertEqual(session.indexedFileCount, 1)
    }

    // MARK: Diagnostics

    func testDiagnosticsOnOpenUseTheWholeWorkspace() throws {
        try write("App/Screen.swift", Self.screen)
        try write("App/Panes.swift", Self.panes)
        initialize()
        XCTAssertEqual(session.indexedFileCount, 2)
        open("App/Screen.swift", Self.screen)
        let d = try XCTUnwrap(published("App/Screen.swift")?.first)
        XCTAssertEqual(d["code"], .string("arrangement-in-scroll-view"))
        XCTAssertEqual(d["severity"], .int(1))
        XCTAssertEqual(d["source"], .string("duo-lint"))
        XCTAssertEqual(LSPRange(d["range"]), Self.range(3, 21, 3, 26))
        XCTAssertNil(d["codeDescription"], "no \"docs-url\" in the config, so no link")
        let related = try XCTUnwrap(d["relatedInformation"]?.array?.first)
        XCTAssertEqual(related["location"]?["uri"], .string(uri("App/Panes.swift")))
        XCTAssertEqual(LSPRange(related["location"]?["range"])?.start.line, 3)
    }

    /// The config's "docs-url" is where the diagnostics' and the hover's links point; it is the only source of links.
    func testDocsURLGivesTheDiagnosticsTheirLink() throws {
        try write(".duo-lint.json", #"{ "docs-url": "https://docs.example.com/duo-lint/{rule}.html" }"#)
        try write("App/Screen.swift", Self.screen)
        try write("App/Panes.swift", Self.panes)
        initialize()
        open("App/Screen.swift", Self.screen)
        let d = try XCTUnwrap(published("App/Screen.swift")?.first)
        XCTAssertEqual(d["code"], .string("arrangement-in-scroll-view"))
        XCTAssertEqual(d["codeDescription"]?["href"]?.string,
                       "https://docs.example.com/duo-lint/arrangement-in-scroll-view.html")
    }

    func testDiagnosticsFollowEditsAndClearWhenFixed() throws {
        initialize()
        open("A.swift", "import UIKit\nlet x = 1\n")
        XCTAssertEqual(codes("A.swift"), [])
        change("A.swift", version: 2, [(Self.range(1, 8, 1, 9), "UIToolbar()")])
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"])
        let last = sent.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(last?["params"]?["version"], .int(2))
        change("A.swift", version: 3, [(Self.range(1, 8, 1, 19), "2")])
        XCTAssertEqual(codes("A.swift"), [])
    }

    func testSeveralChangesBeforeIdleAreJudgedOnce() {
        initialize()
        open("A.swift", "let x = 1\n")
        let before = publishCount("A.swift")
        for (k, ch) in "UIToolbar()".enumerated() {
            session.handle(.notification(method: "textDocument/didChange", params: .object([
                "textDocument": .object(["uri": .string(uri("A.swift")), "version": .int(2 + k)]),
                "contentChanges": .array([.object(["range": Self.range(0, 8 + k, 0, 8 + k).json, "text": .string(String(ch))])]),
            ])))
        }
        session.flush()
        XCTAssertEqual(publishCount("A.swift"), before + 1)
    }

    func testChangingACustomViewInAnotherFileRepublishesTheFilesThatUseIt() throws {
        try write("Screen.swift", Self.screen)
        try write("Panes.swift", Self.panes)
        try write("Other.swift", "import UIKit\nlet bar = UIToolbar()\n")
        initialize()
        open("Screen.swift", Self.screen)
        open("Other.swift", "import UIKit\nlet bar = UIToolbar()\n")
        open("Panes.swift", Self.panes)
        XCTAssertEqual(codes("Screen.swift"), ["arrangement-in-scroll-view"])
        let otherPublishes = publishCount("Other.swift")
        // Panes no longer contains an arrangement: Screen's finding goes, without Screen being edited.
        change("Panes.swift", version: 2, [(Self.range(3, 8, 3, 62), "Text(\"single\")")])
        XCTAssertEqual(codes("Screen.swift"), [])
        XCTAssertEqual(publishCount("Other.swift"), otherPublishes, "a file whose findings did not change is not re-published")
        change("Panes.swift", version: 3, [(nil, Self.panes)])
        XCTAssertEqual(codes("Screen.swift"), ["arrangement-in-scroll-view"])
    }

    func testABarSubclassOnDiskChangesAnOpenFile() throws {
        try write("Bars.swift", "import UIKit\nclass BrandBar: UIView {}\n")
        initialize()
        open("Use.swift", "import UIKit\nlet b = BrandBar()\n")
        XCTAssertEqual(codes("Use.swift"), [])
        try write("Bars.swift", "import UIKit\nclass BrandBar: UIToolbar {}\n")
        notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(uri("Bars.swift")), "type": .int(2)])])]))
        XCTAssertEqual(codes("Use.swift"), ["custom-bar-instance"])
        try FileManager.default.removeItem(atPath: root + "/Bars.swift")
        notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(uri("Bars.swift")), "type": .int(3)])])]))
        XCTAssertEqual(codes("Use.swift"), [])
    }

    func testPositionsInUTF16AndUTF8() throws {
        let text = "import UIKit\nlet 😀é = 1; let bar = UIToolbar()\n"
        initialize()
        open("A.swift", text)
        XCTAssertEqual(LSPRange(published("A.swift")?.first?["range"])?.start, LSPPosition(line: 1, character: 23))

        sent = []
        session = ServerSession(jobs: 1) { [unowned self] in self.sent.append($0) }
        initialize(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-8")])])]))
        open("A.swift", text)
        XCTAssertEqual(LSPRange(published("A.swift")?.first?["range"])?.start, LSPPosition(line: 1, character: 26))
        // An edit in UTF-8 units right after the emoji and the é.
        change("A.swift", version: 2, [(Self.range(1, 10, 1, 10), "x")])
        XCTAssertTrue(sent.contains { $0["method"] == .string("textDocument/publishDiagnostics") })
        XCTAssertEqual(LSPRange(published("A.swift")?.first?["range"])?.start, LSPPosition(line: 1, character: 27))
    }

    func testEditsOfDocumentsNeverOpenedAndGarbageParamsAreIgnored() {
        initialize()
        change("Never.swift", version: 2, [(nil, "let bar = UIToolbar()")])
        XCTAssertNil(published("Never.swift"))
        notify("textDocument/didOpen", .object(["textDocument": .string("nope")]))
        notify("textDocument/didChange", .array([.int(1)]))
        notify("textDocument/didClose", .null)
        XCTAssertEqual(request("textDocument/hover", .object(["position": .int(3)]))["error"]?["code"], .int(-32602))
        XCTAssertEqual(request("textDocument/codeAction", .null)["error"]?["code"], .int(-32602))
        open("A.swift", "let bar = UIToolbar()\n")
        change("A.swift", version: 2, [(Self.range(900, 900, 1000, 1000), "\u{0}\u{FFFD}")])
        XCTAssertNotNil(published("A.swift"))
    }

    func testAChangeWithABrokenRangeIsDroppedNotTakenForTheWholeText() {
        initialize()
        open("A.swift", "import UIKit\nlet bar = UIToolbar()\n")
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri("A.swift")), "version": .int(2)]),
            "contentChanges": .array([.object([
                "range": .object(["start": LSPPosition(line: 0, character: 0).json, "end": .object(["line": .int(0)])]),
                "text": .string("x"),
            ])]),
        ]))
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"], "the document kept its text")
        XCTAssertTrue(sent.contains { $0["params"]?["message"]?.string?.contains("invalid range") == true })
    }

    func testNullBytesAndInvalidTextDoNotStopTheServer() {
        initialize()
        open("A.swift", "let a = \"\u{0}\"\nlet bar = UIToolbar()\n\u{FFFD}\u{0}")
        XCTAssertEqual(codes("A.swift").filter { $0 == "custom-bar-instance" }.count, 1)
    }

    func testOnlySwiftDocumentsAreJudged() {
        initialize()
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri("Notes.md")), "languageId": .string("markdown"), "version": .int(1),
            "text": .string("let bar = UIToolbar()\n")])]))
        XCTAssertNil(published("Notes.md"))
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string("untitled:Untitled-1"), "languageId": .string("swift"), "version": .int(1),
            "text": .string("let bar = UIToolbar()\n")])]))
        XCTAssertFalse(sent.contains { $0["params"]?["uri"] == .string("untitled:Untitled-1") }, "no file, no diagnostics")
        open("Script", "let bar = UIToolbar()\n")
        XCTAssertEqual(codes("Script"), ["custom-bar-instance"], "a Swift document whatever its name")
    }

    func testCloseClearsTheDiagnostics() {
        initialize()
        open("A.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"])
        notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri("A.swift"))])]))
        XCTAssertEqual(published("A.swift"), [])
    }

    // MARK: Code actions and hover

    func testQuickFixDisablesTheRuleForTheLine() throws {
        initialize()
        let text = "import UIKit\nfunc f() {\n    let bar = UIToolbar()\n}\n"
        open("A.swift", text)
        let diagnostic = try XCTUnwrap(published("A.swift")?.first)
        let reply = request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri("A.swift"))]),
            "range": diagnostic["range"]!,
            "context": .object(["diagnostics": .array([diagnostic])]),
        ]))
        let actions = try XCTUnwrap(reply["result"]?.array)
        XCTAssertEqual(actions.compactMap { $0["title"]?.string },
                       ["Disable custom-bar-instance for this line", "Disable custom-bar-instance for this file"])
        XCTAssertEqual(actions[0]["kind"], .string("quickfix"))
        XCTAssertEqual(actions[0]["diagnostics"], .array([diagnostic]))
        let edits = try XCTUnwrap(actions[0]["edit"]?["changes"]?[uri("A.swift")]?.array)
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits[0]["newText"], .string("    // duo-lint:disable:next custom-bar-instance\n"))
        // Applied by the client: the finding is gone.
        change("A.swift", version: 2, [(LSPRange(edits[0]["range"]), edits[0]["newText"]!.string!)])
        XCTAssertEqual(codes("A.swift"), [])
        // And the file-wide fix works too.
        change("A.swift", version: 3, [(nil, text)])
        let fileFix = try XCTUnwrap(actions[1]["edit"]?["changes"]?[uri("A.swift")]?.array?.first)
        change("A.swift", version: 4, [(LSPRange(fileFix["range"]), fileFix["newText"]!.string!)])
        XCTAssertEqual(codes("A.swift"), [])
    }

    func testQuickFixUsesVersionedDocumentChangesWhenTheClientCan() throws {
        initialize(capabilities: .object(["workspace": .object(["workspaceEdit": .object(["documentChanges": .bool(true)])])]))
        open("A.swift", "let bar = UIToolbar()\n", version: 7)
        let reply = request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri("A.swift"))]), "range": Self.range(0, 0, 0, 0).json,
            "context": .object(["diagnostics": .array([])]),
        ]))
        let change = try XCTUnwrap(reply["result"]?.array?.first?["edit"]?["documentChanges"]?.array?.first)
        XCTAssertEqual(change["textDocument"]?["version"], .int(7))
        // Other kinds than quick fixes were asked for: none.
        let only = request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri("A.swift"))]), "range": Self.range(0, 0, 0, 0).json,
            "context": .object(["diagnostics": .array([]), "only": .array([.string("refactor")])]),
        ]))
        XCTAssertEqual(only["result"], .array([]))
    }

    func testHoverOnAFinding() throws {
        initialize()
        open("A.swift", "import UIKit\nlet bar = UIToolbar()\n")
        let hover = request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri("A.swift"))]), "position": LSPPosition(line: 1, character: 12).json]))
        let value = try XCTUnwrap(hover["result"]?["contents"]?["value"]?.string)
        XCTAssertEqual(hover["result"]?["contents"]?["kind"], .string("markdown"))
        XCTAssertTrue(value.contains("custom-bar-instance"))
        XCTAssertTrue(value.contains("Why it matters"))
        XCTAssertTrue(value.contains("How to fix"))
        let nothing = request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri("A.swift"))]), "position": LSPPosition(line: 0, character: 2).json]))
        XCTAssertEqual(nothing["result"], .null)
    }

    // MARK: Configuration

    func testABrokenConfigIsShownAndTheDefaultsUsed() throws {
        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instance\"],, }")
        initialize()
        let message = try XCTUnwrap(sent.first { $0["method"] == .string("window/showMessage") })
        XCTAssertEqual(message["params"]?["type"], .int(1))
        XCTAssertTrue(message["params"]?["message"]?.string?.contains(".duo-lint.json") == true)
        let configDiagnostic = try XCTUnwrap(published(".duo-lint.json")?.first)
        XCTAssertEqual(LSPRange(configDiagnostic["range"])?.start.line, 0)
        open("A.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"], "defaults")

        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instance\"] }")
        notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(uri(".duo-lint.json")), "type": .int(2)])])]))
        XCTAssertEqual(published(".duo-lint.json"), [], "fixed: cleared")
        XCTAssertEqual(codes("A.swift"), [], "the new configuration applies to open documents")

        // Broken again: shown again, and the files it governs are judged with the defaults (as a fresh start would).
        try write(".duo-lint.json", "{ \"disable\": [\"no-such-rule\"] }")
        notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(uri(".duo-lint.json")), "type": .int(2)])])]))
        XCTAssertEqual(published(".duo-lint.json")?.count, 1)
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"])
    }

    /// A config edited on disk is read again on the next message, whatever the client sends (Neovim 0.7 sends no
    /// `didChangeWatchedFiles`): its size or modification time changed. Broken: the message and the diagnostic;
    /// fixed: they go.
    func testAConfigChangedOnDiskIsSeenOnTheNextMessage() throws {
        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instance\"] }")
        initialize()
        open("A.swift", "import UIKit\nlet bar = UIToolbar()\n")
        XCTAssertEqual(codes("A.swift"), [])
        try write(".duo-lint.json", "{}")
        notify("$/setTrace", .object(["value": .string("off")]))
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"], "seen on the next message")

        let messages = sent.filter { $0["method"] == .string("window/showMessage") }.count
        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instanse\"] }")
        XCTAssertNotNil(request("textDocument/hover", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                               "position": LSPPosition(line: 1, character: 10).json]))["result"])
        XCTAssertEqual(sent.filter { $0["method"] == .string("window/showMessage") }.count, messages + 1, "the message")
        let d = try XCTUnwrap(published(".duo-lint.json")?.first, "the diagnostic on the config")
        XCTAssertTrue(d["message"]?.string?.contains("custom-bar-instanse") == true, "\(d)")

        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instance\"] }")
        notify("$/setTrace", .object(["value": .string("off")]))
        XCTAssertEqual(published(".duo-lint.json"), [], "fixed: the diagnostic goes")
        XCTAssertEqual(codes("A.swift"), [])
        // Unchanged on disk: nothing is read again.
        let count = sent.count
        notify("$/setTrace", .object(["value": .string("off")]))
        XCTAssertEqual(sent.count, count)
    }

    /// The baseline in the config applies in the editor as in `lint --stdin-path` (the same matcher): known findings
    /// are not published; new ones are; hover on a known one says so. `initializationOptions.showBaselined` or the
    /// config's `"show-baselined"` shows them too.
    func testTheConfigsBaselineHidesKnownFindingsAsStdinPathDoes() throws {
        let old = "import UIKit\nlet bar = UIToolbar()\n"
        try write("A.swift", old)
        try write(".duo-lint.json", "{ \"baseline\": \"baseline.json\" }")
        let known = LintRunner.run([LintInput(path: root + "/A.swift", text: old)], options: LintOptions(jobs: 1)).findings
        XCTAssertEqual(known.map(\.ruleID), ["custom-bar-instance"])
        try Baseline(findings: known, path: Baseline.entryPath(baselineFile: root + "/baseline.json", cwd: "/"))
            .write(to: root + "/baseline.json")
        initialize()
        let edited = "import UIKit\nlet bar = UIToolbar()\nlet other = UIToolbar()\n"
        open("A.swift", edited)
        XCTAssertEqual(published("A.swift")?.map { LSPRange($0["range"])?.start.line }, [2], "only the new finding")
        let hover = request("textDocument/hover", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                           "position": LSPPosition(line: 1, character: 12).json]))
        let text = try XCTUnwrap(hover["result"]?["contents"]?["value"]?.string, "\(hover)")
        XCTAssertTrue(text.contains("custom-bar-instance") && text.contains("baseline.json") && text.contains("not shown"), text)
        let newHover = request("textDocument/hover", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                              "position": LSPPosition(line: 2, character: 14).json]))
        XCTAssertFalse(newHover["result"]?["contents"]?["value"]?.string?.contains("baseline") ?? true, "\(newHover)")

        // What --stdin-path reports for the same buffer, through the same matcher.
        let baseline = try Baseline.load(path: root + "/baseline.json")
        let all = LintRunner.run([LintInput(path: root + "/A.swift", text: edited)], options: LintOptions(jobs: 1)).findings
        let cli = baseline.compare(all, path: Baseline.entryPath(baselineFile: root + "/baseline.json", cwd: "/")).new
        XCTAssertEqual(cli.map(\.line), [3])

        // Shown on request: the config key.
        try write(".duo-lint.json", "{ \"baseline\": \"baseline.json\", \"show-baselined\": true }")
        notify("$/setTrace", .object(["value": .string("off")]))
        XCTAssertEqual(published("A.swift")?.map { LSPRange($0["range"])?.start.line }, [1, 2])
        let shownHover = request("textDocument/hover", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                                "position": LSPPosition(line: 1, character: 12).json]))
        XCTAssertTrue(shownHover["result"]?["contents"]?["value"]?.string?.contains("Known: recorded in the baseline") ?? false)
    }

    func testTheInitializationOptionShowsBaselinedFindings() throws {
        let text = "import UIKit\nlet bar = UIToolbar()\n"
        try write("A.swift", text)
        try write(".duo-lint.json", "{ \"baseline\": \"baseline.json\" }")
        let known = LintRunner.run([LintInput(path: root + "/A.swift", text: text)], options: LintOptions(jobs: 1)).findings
        try Baseline(findings: known, path: Baseline.entryPath(baselineFile: root + "/baseline.json", cwd: "/"))
            .write(to: root + "/baseline.json")
        let reply = request("initialize", .object(["rootUri": .string(FileURI.uri(root)), "capabilities": .object([:]),
                                                   "initializationOptions": .object(["showBaselined": .bool(true)])]))
        XCTAssertNotNil(reply["result"])
        notify("initialized", .object([:]))
        open("A.swift", text)
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"])
        // Without it, hidden; a missing baseline is a configuration problem, as in `lint`.
        setUp()
        try setUpWithError()
        try write("A.swift", text)
        try write(".duo-lint.json", "{ \"baseline\": \"missing.json\" }")
        initialize()
        open("A.swift", text)
        XCTAssertEqual(codes("A.swift"), ["custom-bar-instance"], "nothing hidden")
        let d = try XCTUnwrap(published(".duo-lint.json")?.first)
        XCTAssertTrue(d["message"]?.string?.contains("missing.json does not exist") == true, "\(d)")
    }

    func testEachFileIsJudgedWithTheNearestConfigAndWhatItExtends() throws {
        try write(".duo-lint.json", "{ \"disable\": [\"custom-bar-instance\"] }")
        try write("Legacy/.duo-lint.json", "{ \"extends\": \"../.duo-lint.json\", \"enable\": [\"custom-bar-instance\"], \"severity\": { \"custom-bar-instance\": \"error\" } }")
        initialize()
        open("App/A.swift", "let bar = UIToolbar()\n")
        open("Legacy/B.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(codes("App/A.swift"), [])
        XCTAssertEqual(codes("Legacy/B.swift"), ["custom-bar-instance"])
        XCTAssertEqual(published("Legacy/B.swift")?.first?["severity"], .int(1), "the nearer config's severity")
    }

    func testABrokenNestedConfigFoundByTheWalkIsShown() throws {
        try write("Module/.duo-lint.json", "{ \"extends\": \"../missing.json\" }")
        try write("Module/M.swift", "let bar = UIToolbar()\n")
        initialize()
        XCTAssertNotNil(published("Module/.duo-lint.json")?.first, "a diagnostic on the broken config")
        XCTAssertTrue(sent.contains { $0["method"] == .string("window/showMessage") })
        open("Module/M.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(codes("Module/M.swift"), ["custom-bar-instance"], "judged with the defaults")
    }

    func testAnOpenConfigBufferIsCheckedAsItIsTyped() throws {
        initialize()
        open(".duo-lint.json", "{}")
        XCTAssertEqual(published(".duo-lint.json"), [])
        change(".duo-lint.json", version: 2, [(nil, "{\n  \"exlude\": []\n}")])
        let d = try XCTUnwrap(published(".duo-lint.json")?.first)
        XCTAssertTrue(d["message"]?.string?.contains("unknown key \"exlude\"") == true, "\(d)")
    }

    func testExcludedFilesGetNoDiagnostics() throws {
        try write(".duo-lint.json", "{ \"exclude\": [\"Generated/**\"] }")
        try write("Generated/G.swift", "let bar = UIToolbar()\n")
        initialize()
        XCTAssertEqual(session.indexedFileCount, 0)
        open("Generated/G.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(published("Generated/G.swift"), [])
        open("Pods/P/P.swift", "let bar = UIToolbar()\n")
        XCTAssertEqual(published("Pods/P/P.swift"), [], "skipped directories as in a walk")
    }

    func testSameFindingsAsTheCLIForTheExampleApp() throws {
        let examples = LintHarness.repoRoot.appendingPathComponent("Examples/DuoNotes").path
        let names = try FileManager.default.contentsOfDirectory(atPath: examples).filter { $0.hasSuffix(".swift") }.sorted()
        for name in names { try write(name, try String(contentsOfFile: examples + "/" + name, encoding: .utf8)) }
        initialize(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-32")])])]))
        let inputs = try names.map { name in LintInput(path: root + "/" + name, text: try String(contentsOfFile: root + "/" + name, encoding: .utf8)) }
        let batch = LintRunner.run(inputs, options: LintOptions(jobs: 1)).findings
        XCTAssertGreaterThan(batch.count, 40)
        for name in names {
            open(name, try String(contentsOfFile: root + "/" + name, encoding: .utf8))
            let expected = batch.filter { $0.path == root + "/" + name }
            let got = published(name) ?? []
            XCTAssertEqual(got.compactMap { $0["code"]?.string }, expected.map(\.ruleID), name)
            // In UTF-32 the character is the engine's column minus one.
            XCTAssertEqual(got.compactMap { LSPRange($0["range"])?.start }, expected.map { LSPPosition(line: $0.line - 1, character: $0.column - 1) }, name)
        }
    }

    // MARK: Pull diagnostics

    func testPullDiagnosticsWhenTheClientSupportsThem() throws {
        initialize(capabilities: .object(["textDocument": .object(["diagnostic": .object(["dynamicRegistration": .bool(false)])])]))
        XCTAssertNotNil(sent.first { $0["result"]?["capabilities"]?["diagnosticProvider"] != nil })
        open("A.swift", "let bar = UIToolbar()\n")
        XCTAssertNil(published("A.swift"), "no push when the client pulls")
        let full = request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri("A.swift"))])]))
        XCTAssertEqual(full["result"]?["kind"], .string("full"))
        XCTAssertEqual(full["result"]?["items"]?.array?.first?["code"], .string("custom-bar-instance"))
        let resultID = try XCTUnwrap(full["result"]?["resultId"])
        let again = request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                                "previousResultId": resultID]))
        XCTAssertEqual(again["result"]?["kind"], .string("unchanged"))
        change("A.swift", version: 2, [(nil, "let x = 1\n")])
        let cleared = request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri("A.swift"))]),
                                                                  "previousResultId": resultID]))
        XCTAssertEqual(cleared["result"]?["items"], .array([]))
    }
}
