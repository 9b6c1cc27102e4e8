import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The language server's fixes (VOCABULARY.md, fix contract): each fix of a finding as a quick fix with its WorkspaceEdit
/// (`isPreferred` for safe ones), and `source.fixAll.duo-lint` with every safe fix of the file — the same edits as
/// `duo-lint fix`.
extension ServerSessionTests {
    static let hinge = """
    import SwiftUI
    struct Curl: View {
        @State private var curl = 0.0
        var body: some View {
            Text("Page").onHingeChange { _, new in
                let mark = "é🎉"; if new.hinge!.status == .partiallyOpen { curl = 1 } else { curl = 0 }
                print(mark, new.hinge!.angle)
            }
        }
    }

    """

    func codeActions(_ relative: String, _ range: LSPRange, only: [String]? = nil) -> [JSON] {
        var context: [String: JSON] = ["diagnostics": .array([])]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        let reply = request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri(relative))]), "range": range.json, "context": .object(context),
        ]))
        return reply["result"]?.array ?? []
    }

    func apply(_ action: JSON, to relative: String, version: Int) throws {
        let edits = try XCTUnwrap(action["edit"]?["changes"]?[uri(relative)]?.array)
        // Last edit first, as a client applies a WorkspaceEdit's edits to the original text.
        let sorted = edits.sorted { (LSPRange($0["range"])?.start.line ?? 0, LSPRange($0["range"])?.start.character ?? 0)
            > (LSPRange($1["range"])?.start.line ?? 0, LSPRange($1["range"])?.start.character ?? 0) }
        var v = version
        for edit in sorted {
            change(relative, version: v, [(LSPRange(edit["range"]), edit["newText"]!.string!)])
            v += 1
        }
    }

    func testAFixIsAPreferredQuickFixWithItsEdit() throws {
        initialize()
        open("A.swift", Self.hinge)
        XCTAssertEqual(codes("A.swift").filter { $0 == "hinge-force-unwrap" }.count, 2)
        let actions = codeActions("A.swift", Self.range(5, 0, 5, 80))
        let titles = actions.compactMap { $0["title"]?.string }
        XCTAssertEqual(titles.first, "Replace `!` with `?`", "\(titles)")
        XCTAssertEqual(actions[0]["kind"], .string("quickfix"))
        XCTAssertEqual(actions[0]["isPreferred"], .bool(true))
        let edit = try XCTUnwrap(actions[0]["edit"]?["changes"]?[uri("A.swift")]?.array?.first)
        // UTF-16 columns: "é🎉" is 3 code units.
        let line = "            let mark = \"é🎉\"; if new.hinge"
        XCTAssertEqual(LSPRange(edit["range"]), Self.range(5, line.utf16.count, 5, line.utf16.count + 1))
        XCTAssertEqual(edit["newText"], .string("?"))
        XCTAssertTrue(titles.contains("Disable hinge-force-unwrap for this line"))
        try apply(actions[0], to: "A.swift", version: 2)
        XCTAssertEqual(codes("A.swift").filter { $0 == "hinge-force-unwrap" }.count, 1)
        // A suggestion without an edit is no code action.
        let other = codeActions("A.swift", Self.range(6, 0, 6, 40))
        XCTAssertFalse(other.contains { $0["title"]?.string?.hasPrefix("Unwrap") == true })
    }

    func testFixAllAppliesWhatDuoLintFixWould() throws {
        initialize(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-8")])])]))
        open("A.swift", Self.hinge)
        let quick = codeActions("A.swift", Self.range(0, 0, 0, 0), only: ["quickfix"])
        XCTAssertFalse(quick.contains { $0["kind"] == .string(ServerSession.fixAllKind) })
        for only in [["source.fixAll"], ["source"], [ServerSession.fixAllKind]] {
            let actions = codeActions("A.swift", Self.range(0, 0, 0, 0), only: only)
            XCTAssertEqual(actions.count, 1, "\(only)")
            XCTAssertEqual(actions.first?["kind"], .string(ServerSession.fixAllKind))
        }
        let fixAll = try XCTUnwrap(codeActions("A.swift", Self.range(0, 0, 0, 0), only: ["source.fixAll"]).first)
        try apply(fixAll, to: "A.swift", version: 2)
        let cli = FixHarness.fix(["A.swift": Self.hinge], rules: Array(RuleRegistry.defaultEnabledIDs))
        XCTAssertEqual(session.documentText(uri("A.swift")), cli.texts["A.swift"])
        XCTAssertEqual(codeActions("A.swift", Self.range(0, 0, 0, 0), only: ["source.fixAll"]).count, 0, "nothing left to fix")
    }

    func testTheServerAdvertisesFixAll() throws {
        let reply = request("initialize", .object(["rootUri": .string(FileURI.uri(root)), "capabilities": .object([:])]))
        let kinds = reply["result"]?["capabilities"]?["codeActionProvider"]?["codeActionKinds"]?.array ?? []
        XCTAssertEqual(kinds, [.string("quickfix"), .string(ServerSession.fixAllKind)])
    }
}
