import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The message-layer fuzzer's seeds and findings (`Tests/DuoLintTests/Fuzz/lsp-*`), replayed with its checks, and
/// mutations of the seed messages (the fuzzer's work in miniature, so `swift test` covers the shapes it explores).
final class ServerFuzzInputTests: XCTestCase {
    static var inputs: [(String, [UInt8])] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix("lsp-") }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: dir.appendingPathComponent(name))).map { (name, [UInt8]($0)) }
        }
    }

    func testSavedStreams() {
        let inputs = Self.inputs
        XCTAssertGreaterThanOrEqual(inputs.count, 3)
        for (name, bytes) in inputs {
            XCTAssertEqual(StreamReplay.check(bytes), [], name)
        }
    }

    func testTheSeedsExerciseTheServer() throws {
        // The replay is not vacuous: a seed gets its initialize answered and diagnostics published.
        let (_, bytes) = try XCTUnwrap(Self.inputs.first { $0.0.contains("session-utf16") })
        var sent: [JSON] = []
        let session = ServerSession(jobs: 1, sandboxed: true) { sent.append($0) }
        var framer = MessageFramer()
        framer.append(bytes)
        while let frame = framer.next() {
            if case .body(let body) = frame, case .success(let m) = JSONRPC.decode(body) { session.handle(m); session.flush() }
        }
        XCTAssertTrue(sent.contains { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["diagnostics"]?.array?.isEmpty == false })
        XCTAssertTrue(sent.contains { $0["id"] == .int(2) && $0["result"]?["contents"] != nil }, "hover answered")
    }

    func testMutatedStreams() {
        var random = SeededRandom(seed: 1617)
        for (name, seed) in Self.inputs {
            for round in 0..<40 {
                var bytes = seed
                for _ in 0..<(1 + Int(random.next() % 6)) {
                    guard !bytes.isEmpty else { break }
                    let at = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 5 {
                    case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                    case 1: bytes.remove(at: at)
                    case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int(random.next() % 64))], at: at)
                    case 3: bytes.replaceSubrange(at..<min(bytes.count, at + 8), with: Array("Content-Length: 1\r\n\r\n".utf8))
                    default: bytes.insert(contentsOf: Array("\\u0000\u{0}\"}]".utf8), at: at)
                    }
                }
                XCTAssertEqual(StreamReplay.check(bytes), [], "\(name) mutation \(round)")
            }
        }
    }
}
