import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The message layer: JSON, framing, JSON-RPC, URIs, positions in every encoding, incremental edits.
final class ProtocolLayerTests: XCTestCase {
    // MARK: JSON

    func testJSONRoundTripsAndKeepsIntegersApart() throws {
        let text = #"{"id":7,"x":1.5,"big":12345678901234,"s":"a\"b\\c\n\u00e9\ud83d\ude00","a":[true,false,null],"o":{}}"#
        let json = try JSON.parse(text, options: .message)
        XCTAssertEqual(json["id"], .int(7))
        XCTAssertEqual(json["x"], .double(1.5))
        XCTAssertEqual(json["big"]?.int, 12345678901234)
        XCTAssertEqual(json["s"]?.string, "a\"b\\c\né😀")
        XCTAssertEqual(try JSON.parse(json.text, options: .message), json)
    }

    func testJSONRefusesWhatIsNotJSON() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "01x", "\"\u{01}\"", "\"abc", "{\"a\":1}}", "[\"\\q\"]", "1e999"] {
            XCTAssertThrowsError(try JSON.parse(bad, options: .message), bad)
        }
    }

    func testJSONDepthIsLimited() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSON.parse(deep, options: .message))
        let ok = String(repeating: "[", count: JSON.maxDepth) + String(repeating: "]", count: JSON.maxDepth)
        XCTAssertNoThrow(try JSON.parse(ok, options: .message))
    }

    func testJSONInvalidUTF8AndLoneSurrogatesBecomeReplacementCharacters() throws {
        let bytes: [UInt8] = Array("{\"t\":\"a".utf8) + [0xFF, 0xC3] + Array("b\\ud800c\"}".utf8)
        XCTAssertEqual(try JSON.parse(bytes, options: .message)["t"]?.string, "a\u{FFFD}\u{FFFD}b\u{FFFD}c")
        XCTAssertEqual(try JSON.parse("{\"t\":\"\\u0000\"}", options: .message)["t"]?.string, "\u{0}")
        XCTAssertEqual(JSON.string("\u{0}\u{1F}").text, "\"\\u0000\\u001f\"")
    }

    func testJSONDuplicateKeysLastWins() throws {
        XCTAssertEqual(try JSON.parse(#"{"a":1,"a":2}"#, options: .message)["a"], .int(2))
    }

    func testJSONParsesALargeStringQuickly() throws {
        let body = Array(#"{"text":""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20) + Array(#""}"#.utf8)
        let start = Date()
        XCTAssertEqual(try JSON.parse(body, options: .message)["text"]?.string?.utf8.count, 20 << 20)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    // MARK: Framing

    private func frames(_ chunks: [String], maxBody: Int = MessageFramer.defaultMaxBodyBytes) -> [MessageFramer.Frame] {
        var framer = MessageFramer(maxBodyBytes: maxBody)
        var out: [MessageFramer.Frame] = []
        for chunk in chunks {
            framer.append(Array(chunk.utf8))
            while let f = framer.next() { out.append(f) }
        }
        return out
    }

    private func body(_ s: String) -> MessageFramer.Frame { .body(Array(s.utf8)) }

    func testFramesMessagesSplitAnywhere() {
        let message = "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1,2,3]"
        for cut in 0...message.utf8.count {
            let bytes = Array(message.utf8)
            let parts = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            XCTAssertEqual(frames(parts), [body("{}"), body("[1,2,3]")], "cut at \(cut)")
        }
    }

    func testHeaderNamesAreCaseInsensitiveAndBareLineFeedsAccepted() {
        XCTAssertEqual(frames(["content-length: 2\n\n{}"]), [body("{}")])
    }

    func testMissingContentLengthIsReportedAndTheNextMessageStillArrives() {
        let out = frames(["Content-Type: x\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(out.count, 2)
        guard case .problem(let why) = out[0] else { return XCTFail("\(out)") }
        XCTAssertTrue(why.contains("without Content-Length"), why)
        XCTAssertEqual(out[1], body("{}"))
    }

    func testGarbageBeforeAMessageIsSkipped() {
        let out = frames(["hello world\r\n\r\nContent-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(out.last, body("{}"))
        XCTAssertEqual(out.count, 2)
    }

    func testNonNumericContentLength() {
        let out = frames(["Content-Length: two\r\n\r\n{}Content-Length: 2\r\n\r\n[]"])
        XCTAssertEqual(out.last, body("[]"))
        guard case .problem(let why) = out.first else { return XCTFail("\(out)") }
        XCTAssertTrue(why.contains("whole number"), why)
    }

    func testContentLengthTooShortGivesABodyThatIsNotJSONThenResynchronises() {
        let out = frames(["Content-Length: 5\r\n\r\n{\"a\":12}Content-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(out.first, body("{\"a\":"))
        XCTAssertEqual(out.last, body("{}"))
    }

    func testContentLengthTooLongDoesNotSwallowTheNextMessage() {
        let out = frames(["Content-Length: 500\r\n\r\n{\"a\":1}\r\nContent-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(out, [body("{\"a\":1}\r\n"), body("{}")])
    }

    func testOversizedBodyIsSkippedWithoutBeingKept() {
        var framer = MessageFramer(maxBodyBytes: 100)
        framer.append(Array("Content-Length: 1000\r\n\r\n".utf8) + [UInt8](repeating: 0x61, count: 300))
        guard case .problem(let why)? = framer.next() else { return XCTFail() }
        XCTAssertTrue(why.contains("larger than the limit"), why)
        framer.append([UInt8](repeating: 0x61, count: 700) + Array("Content-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), body("{}"))
        XCTAssertLessThan(framer.pendingByteCount, 100)
    }

    func testAnEndlessHeaderIsCut() {
        let out = frames([String(repeating: "X", count: 20_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(out.last, body("{}"))
    }

    // MARK: JSON-RPC

    func testDecodesRequestsNotificationsAndResponses() {
        XCTAssertEqual(try JSONRPC.decode(Array(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#.utf8)).get(),
                       .request(id: .int(1), method: "m", params: .object([:])))
        XCTAssertEqual(try JSONRPC.decode(Array(#"{"jsonrpc":"2.0","id":"x","method":"m"}"#.utf8)).get(),
                       .request(id: .string("x"), method: "m", params: .null))
        XCTAssertEqual(try JSONRPC.decode(Array(#"{"jsonrpc":"2.0","method":"n"}"#.utf8)).get(),
                       .notification(method: "n", params: .null))
        XCTAssertEqual(try JSONRPC.decode(Array(#"{"jsonrpc":"2.0","id":3,"result":null}"#.utf8)).get(),
                       .response(id: .int(3), result: .null, error: nil))
    }

    func testInvalidMessagesGetTheRightErrors() {
        func code(_ s: String) -> (Int, JSONRPC.ID?)? {
            guard case .failure(let e) = JSONRPC.decode(Array(s.utf8)) else { return nil }
            return (e.error.code, e.id)
        }
        XCTAssertEqual(code("{not json")?.0, -32700)
        XCTAssertEqual(code("[1]")?.0, -32600)
        XCTAssertEqual(code("42")?.0, -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":{},"method":"m"}"#)?.0, -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":5,"method":7}"#)?.0, -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":5,"method":7}"#)?.1, .int(5))
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":5,"method":"m","params":3}"#)?.0, -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"1.0","id":5,"method":"m"}"#)?.0, -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":5}"#)?.0, -32600)
    }

    func testFrameWritesTheByteLength() {
        let framed = JSONRPC.frame(.object(["s": .string("é")]))
        XCTAssertEqual(String(decoding: framed, as: UTF8.self), "Content-Length: 10\r\n\r\n{\"s\":\"é\"}")
    }

    // MARK: URIs

    func testFileURIs() {
        XCTAssertEqual(FileURI.path("file:///a/b%20c/%C3%A9.swift"), "/a/b c/é.swift")
        XCTAssertEqual(FileURI.path("file://localhost/a/./x/../b"), "/a/b")
        XCTAssertEqual(FileURI.path("FILE:///x"), "/x")
        XCTAssertNil(FileURI.path("untitled:Untitled-1"))
        XCTAssertNil(FileURI.path("file://server/share/x"))
        XCTAssertNil(FileURI.path("file:///a%00b"))
        XCTAssertNil(FileURI.path("file:///a%zz"))
        XCTAssertEqual(FileURI.uri("/a/b c/é#.swift"), "file:///a/b%20c/%C3%A9%23.swift")
        XCTAssertEqual(FileURI.path(FileURI.uri("/a/b c/é#?.swift")), "/a/b c/é#?.swift")
    }

    // MARK: Positions and edits

    func testPositionsInEveryEncoding() {
        // "é" is 2 UTF-8 bytes, 1 UTF-16 unit; "😀" is 4 bytes, 2 units; both one scalar (engine column).
        let table = LineTable(bytes: Array("ab\r\né😀x\rlast".utf8))
        XCTAssertEqual(table.lineCount, 3)
        XCTAssertEqual(table.position(line: 2, column: 3, encoding: .utf8), LSPPosition(line: 1, character: 6))
        XCTAssertEqual(table.position(line: 2, column: 3, encoding: .utf16), LSPPosition(line: 1, character: 3))
        XCTAssertEqual(table.position(line: 2, column: 3, encoding: .utf32), LSPPosition(line: 1, character: 2))
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 3), encoding: .utf16), 10)
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 2), encoding: .utf16), 6, "inside a surrogate pair: its start")
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 99), encoding: .utf16), 11, "past the line: its end")
        XCTAssertEqual(table.offset(of: LSPPosition(line: 9, character: 0), encoding: .utf16), table.bytes.count)
        XCTAssertEqual(table.offset(of: LSPPosition(line: -1, character: -5), encoding: .utf16), 0)
        XCTAssertEqual(table.position(line: 3, column: 5, encoding: .utf16), LSPPosition(line: 2, character: 4))
        XCTAssertEqual(table.position(line: 7, column: 1, encoding: .utf16), LSPPosition(line: 2, character: 4), "past the end: clamped")
    }

    func testEngineColumnsAfterAByteOrderMark() {
        let table = LineTable(bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8))
        XCTAssertEqual(table.position(line: 1, column: 5, encoding: .utf16), LSPPosition(line: 0, character: 5))
        XCTAssertEqual(table.position(line: 1, column: 5, encoding: .utf8), LSPPosition(line: 0, character: 7))
    }

    func testIncrementalEdits() {
        var doc = TextDocument(uri: "file:///x.swift", path: "/x.swift", languageID: "swift", version: 1,
                               text: Array("let a = 1\nlet 😀 = 2\n".utf8))
        doc.apply(range: LSPRange(start: LSPPosition(line: 1, character: 4), end: LSPPosition(line: 1, character: 6)),
                  text: "b", encoding: .utf16)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "let a = 1\nlet b = 2\n")
        doc.apply(range: LSPRange(start: LSPPosition(line: 0, character: 9), end: LSPPosition(line: 1, character: 0)),
                  text: "; ", encoding: .utf16)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "let a = 1; let b = 2\n")
        XCTAssertEqual(doc.text.lineCount, 2)
        // Reversed and out-of-range ranges are clamped, never a crash.
        doc.apply(range: LSPRange(start: LSPPosition(line: 50, character: 0), end: LSPPosition(line: 0, character: 3)),
                  text: "", encoding: .utf8)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "let")
        doc.apply(range: nil, text: "whole", encoding: .utf8)
        XCTAssertEqual(String(decoding: doc.bytes, as: UTF8.self), "whole")
    }

    // MARK: Quick fixes

    func testDisableNextKeepsTheIndentationAndTheLineBreak() {
        let table = LineTable(bytes: Array("struct A {\r\n    let w = 1\r\n}\r\n".utf8))
        let edit = SuppressionFix.disableNext("fixed-width", line: 2, in: table, encoding: .utf16)
        XCTAssertEqual(edit.range, LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 1, character: 0)))
        XCTAssertEqual(edit.newText, "    // duo-lint:disable:next fixed-width\r\n")
    }

    func testDisableNextAddsToAnExistingDirective() {
        let table = LineTable(bytes: Array("\t// duo-lint:disable:next fixed-width -- legacy\n\tlet w = 1\n".utf8))
        let edit = SuppressionFix.disableNext("screen-size-literal", line: 2, in: table, encoding: .utf16)
        XCTAssertEqual(edit.newText, ",screen-size-literal")
        XCTAssertEqual(edit.range.start, LSPPosition(line: 0, character: 37))
    }

    func testDisableFileGoesFirstOrJoinsTheFirstLine() {
        let plain = LineTable(bytes: Array("import SwiftUI\n".utf8))
        XCTAssertEqual(SuppressionFix.disableFile("fixed-width", in: plain, encoding: .utf8).newText, "// duo-lint:disable fixed-width\n")
        let existing = LineTable(bytes: Array("// duo-lint:disable a-rule\nimport SwiftUI\n".utf8))
        let edit = SuppressionFix.disableFile("fixed-width", in: existing, encoding: .utf8)
        XCTAssertEqual(edit.newText, ",fixed-width")
        XCTAssertEqual(edit.range.start, LSPPosition(line: 0, character: 26))
    }

    func testHoverTakesTheRuleDocumentation() {
        let f = Finding(ruleID: "fixed-width", severity: .warning, message: "a fixed width of 320 pt", path: "/x.swift",
                        range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 5)))
        let text = RuleHover.text(for: f, markdown: true)
        XCTAssertTrue(text.contains("a fixed width of 320 pt"))
        XCTAssertTrue(text.contains("**Why it matters.** iPhone Duo moves"), text)
        XCTAssertTrue(text.contains("**How to fix.** Let the width follow"), text)
        XCTAssertFalse(text.contains("http"), "no \"docs-url\": no link")
        XCTAssertTrue(text.contains("`duo-lint explain fixed-width`"), text)
        XCTAssertFalse(text.contains("```"), "examples are not part of the hover")
        let linked = RuleHover.text(for: f, markdown: true, links: HelpLinks(docsURL: "https://docs.example.com/rules"))
        XCTAssertTrue(linked.contains("[Rule documentation](https://docs.example.com/rules/fixed-width.md)"), linked)
    }
}
