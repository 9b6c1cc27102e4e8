import Foundation
import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// `duo-lint server` as a process on pipes: whatever a client sends, it answers as the protocol says or ignores
/// what it must, and exits with the right status. Then the third-party clients (pytest-lsp, Neovim headless).
final class ServerBinaryTests: CLITestCase {
    // MARK: Raw messages

    static func frame(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n".utf8) + Array(json.utf8)
    }

    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    }

    static func notification(_ method: String, _ params: String = "{}") -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    func initialize(_ id: Int = 1) -> [UInt8] {
        Self.request(id, "initialize", #"{"processId":null,"rootUri":"\#(FileURI.uri(root))","capabilities":{}}"#)
            + Self.notification("initialized")
    }

    /// Runs the server on `input` (then the end of input) and returns its exit status and the messages it wrote.
    func serve(_ input: [UInt8], timeout: TimeInterval = 120) throws -> (status: Int32, messages: [JSON]) {
        let inputPath = root + "/.input-\(UUID().uuidString)"
        try Data(input).write(to: URL(fileURLWithPath: inputPath))
        let run = try Self.runProcess("/bin/sh", ["-c", "exec \"$0\" server < \"$1\"", Self.binary, inputPath], cwd: root,
                                      timeout: timeout)
        try? FileManager.default.removeItem(atPath: inputPath)
        var framer = MessageFramer()
        framer.append(Array(run.stdout.utf8))
        var messages: [JSON] = []
        while let frame = framer.next() {
            guard case .body(let body) = frame else { XCTFail("the server wrote a bad frame: \(frame)"); continue }
            messages.append(try JSON.parse(body, options: .message))
        }
        XCTAssertEqual(framer.pendingByteCount, 0, "a partial message at the end of the output")
        return (run.status, messages)
    }

    func response(_ messages: [JSON], _ id: Int) -> JSON? {
        messages.first { $0["id"] == .int(id) && $0["method"] == nil }
    }

    func errors(_ messages: [JSON]) -> [JSON] { messages.filter { $0["error"] != nil } }

    func testGarbageAndBrokenMessagesAreAnsweredAndTheServerGoesOn() throws {
        try write("App/Bar.swift", "import UIKit\nlet bar = UIToolbar()\n")
        let uri = FileURI.uri(root + "/App/Bar.swift")
        var input: [UInt8] = []
        input += Array("hello, server\r\n\r\n".utf8)                            // garbage
        input += Self.request(50, "textDocument/hover")                          // before initialize
        input += initialize()
        input += Self.frame("{this is not json")                                 // parse error
        input += Self.frame(#"{"jsonrpc":"2.0","id":51,"method":7}"#)            // invalid request
        input += Self.frame("[]")                                                // a batch
        input += Array("Content-Type: text/plain\r\n\r\n{\"a\":1}".utf8)         // no Content-Length
        input += Array("Content-Length: 9999\r\n\r\n".utf8) + Array(#"{"jsonrpc":"2.0","id":52,"method":"duo/unknown"}"#.utf8)  // too long
        input += Self.request(53, "workspace/symbol", #"{"query":""}"#)          // unknown method
        input += Self.frame(String(repeating: "[", count: 100_000))              // deep nesting
        input += Self.notification("textDocument/didChange",
                                   #"{"textDocument":{"uri":"file:///never/opened.swift","version":2},"contentChanges":[{"text":"x"}]}"#)
        // Invalid UTF-8 and a NUL in the text of an opened document.
        input += Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"import UIKit\n// \#u{FF}\#u{FE}\u0000\nlet bar = UIToolbar()\n"}}}"#
            .replacingOccurrences(of: "\u{FF}\u{FE}", with: "@@"))
        input += Self.request(54, "textDocument/hover",
                              #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":99999,"character":-4}}"#)  // out of range
        // A 50 MB request.
        input += Self.frame(#"{"jsonrpc":"2.0","id":55,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":2,"character":12},"padding":""#
                            + String(repeating: "x", count: 50 << 20) + #""}}"#)
        input += Self.request(56, "shutdown", "null")
        input += Self.request(57, "textDocument/hover", "{}")                   // after shutdown
        input += Self.notification("exit", "null")
        // Invalid UTF-8 bytes in the body (JSON must be UTF-8): the server decodes them as U+FFFD.
        if let at = input.firstRange(of: Array("@@".utf8)) { input.replaceSubrange(at, with: [0xFF, 0xFE]) }

        let (status, messages) = try serve(input)
        XCTAssertEqual(status, 0, "exit after shutdown")
        XCTAssertEqual(response(messages, 50)?["error"]?["code"], .int(-32002))
        XCTAssertNotNil(response(messages, 1)?["result"]?["capabilities"])
        let nullID = messages.filter { $0["id"] == .null && $0["error"] != nil }.compactMap { $0["error"]?["code"]?.int }
        XCTAssertEqual(nullID, [-32700, -32600, -32700], "parse error, a batch, too deep")
        XCTAssertEqual(response(messages, 51)?["error"]?["code"], .int(-32600))
        XCTAssertEqual(response(messages, 52)?["error"]?["code"], .int(-32601), "the message after a too-long Content-Length")
        XCTAssertEqual(response(messages, 53)?["error"]?["code"], .int(-32601))
        XCTAssertEqual(response(messages, 54)?["result"], .null)
        XCTAssertEqual(response(messages, 55)?["result"]?["contents"]?["value"]?.string?.contains("custom-bar-instance"), true)
        XCTAssertEqual(response(messages, 56)?["result"], .null)
        XCTAssertEqual(response(messages, 57)?["error"]?["code"], .int(-32600))
        let published = messages.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(published?["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string }, ["custom-bar-instance"])
        let logs = messages.filter { $0["method"] == .string("window/logMessage") }.compactMap { $0["params"]?["message"]?.string }
        XCTAssertTrue(logs.contains { $0.contains("without Content-Length") }, "\(logs)")
        XCTAssertTrue(logs.contains { $0.contains("not open") }, "\(logs)")
    }

    func testExitWithoutShutdownIsStatus1() throws {
        let (status, messages) = try serve(initialize() + Self.notification("exit"))
        XCTAssertEqual(status, 1)
        XCTAssertNotNil(response(messages, 1))
    }

    func testTheClientVanishing() throws {
        XCTAssertEqual(try serve(initialize()).status, 1, "end of input without shutdown")
        XCTAssertEqual(try serve(initialize() + Self.request(2, "shutdown", "null")).status, 0, "end of input after shutdown")
        XCTAssertEqual(try serve([]).status, 1, "nothing at all")
        XCTAssertEqual(try serve(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8)).status, 1, "inside a message")
    }

    func testServerTakesNoPaths() throws {
        let run = try lint(["server", "some/path"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unexpected argument"), run.stderr)
        XCTAssertEqual(try lint(["lint", "--stdio"]).status, 2)
    }

    // MARK: Third-party clients

    static let screen = "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n        ScrollView { Panes() }\n    }\n}\n"
    static let panes = "import SwiftUI\nstruct Panes: View {\n    var body: some View {\n        ArrangementView { Text(\"a\") } secondary: { Text(\"b\") }\n    }\n}\n"
    static let bar = "import UIKit\nfunc make() {\n    let bar = UIToolbar()\n}\n"

    static var clientsDirectory: String { packageRoot + "/Tests/DuoLintTests/Server/Clients" }

    /// pytest-lsp (PyPI): diagnostics on open, on edit, cleared on fix, cross-file re-publishing, a code action
    /// applied, hover, progress, shutdown — for four client profiles.
    func testWithPytestLSP() throws {
        try requireTools(.pytestLSP)
        let run = try Self.runProcess("/usr/bin/env", ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", Self.clientsDirectory],
                                      cwd: Self.clientsDirectory,
                                      env: ["DUO_LINT_BIN": Self.binary, "PYTHONDONTWRITEBYTECODE": "1"], timeout: 600)
        XCTAssertEqual(run.status, 0, "pytest-lsp:\n\(run.stdout)\n\(run.stderr)")
        XCTAssertTrue(run.stdout.contains(" passed"), run.stdout)
        XCTAssertFalse(run.stdout.contains("skipped"), run.stdout)
    }

    /// Neovim's built-in LSP client, headless: the same scenario in a real editor.
    func testWithNeovim() throws {
        try requireTools(.neovim)
        try write("App/Screen.swift", Self.screen)
        try write("App/Panes.swift", Self.panes)
        try write("App/Bar.swift", Self.bar)
        let run = try Self.runProcess(try TestTool.neovim.path(), ["--headless", "-u", "NONE", "-i", "NONE", "-n",
                                                       "-c", "luafile \(Self.clientsDirectory)/neovim_client.lua"],
                                      cwd: root, env: ["DUO_LINT_BIN": Self.binary, "DUO_LINT_WORKSPACE": root], timeout: 300)
        XCTAssertEqual(run.status, 0, "neovim:\n\(run.stdout)\n\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("neovim: all checks passed"), run.stdout + run.stderr)
    }
}
