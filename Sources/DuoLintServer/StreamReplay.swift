import DuoLint

/// Replays a client's byte stream into a sandboxed session, as the stdio server would process it, and checks what
/// the server says: the fuzzer's message-layer target (`Scripts/fuzz.sh` with `FUZZ_TARGET=lsp`) and the replay of
/// its saved inputs in the tests.
///
/// Checked: the stream is framed and decoded without a crash; every reply re-parses as the JSON it was encoded from;
/// each request gets exactly one response, with its id; every published diagnostic's range lies in its open document
/// (line below the line count, start not after end). The first byte of the input sets the size of the chunks the
/// stream arrives in (so messages are split at every place).
public enum StreamReplay {
    /// The problems found (empty when every check held).
    public static func check(_ input: [UInt8]) -> [String] {
        var problems: [String] = []
        var sent: [JSON] = []
        let session = ServerSession(jobs: 1, sandboxed: true) { sent.append($0) }
        var framer = MessageFramer(maxBodyBytes: 1 << 20)
        let chunk = max(1, Int(input.first ?? 0) * 7 + 1)
        var requests: [JSONRPC.ID] = []
        var documents: [String: TextDocument] = [:]
        var answered: [JSONRPC.ID: Int] = [:]
        var checked = 0
        var offset = 0
        stream: while offset < input.count {
            let end = min(input.count, offset + chunk)
            framer.append(Array(input[offset..<end]))
            offset = end
            while let frame = framer.next() {
                guard case .body(let body) = frame else { session.handleFramingProblem("\(frame)"); continue }
                switch JSONRPC.decode(body) {
                case .success(let message):
                    if case .request(let id, _, _) = message { requests.append(id) }
                    session.handle(message)
                    track(message, &documents, session.encoding)
                case .failure(let invalid):
                    if let id = invalid.id { requests.append(id) }
                    session.handleInvalid(invalid)
                }
                session.flush()
                checkReplies(sent[checked...], documents, &problems, &answered)
                checked = sent.count
                if session.exitCode != nil { break stream }
            }
        }
        session.indexWithoutWaiting()
        session.flush()
        checkReplies(sent[checked...], documents, &problems, &answered)

        // Requests after `exit` was processed are not answered; every one before is, once (ids may repeat).
        var expected: [JSONRPC.ID: Int] = [:]
        for id in requests { expected[id, default: 0] += 1 }
        for (id, n) in expected where answered[id, default: 0] != n {
            problems.append("request \(id) sent \(n) time(s), answered \(answered[id, default: 0]) time(s)")
        }
        return problems
    }

    /// Checks the replies sent since the last call, against the documents as they are now (a diagnostic is checked
    /// against the text it was published for).
    private static func checkReplies(_ replies: ArraySlice<JSON>, _ documents: [String: TextDocument],
                                     _ problems: inout [String], _ answered: inout [JSONRPC.ID: Int]) {
        for message in replies {
            let encoded = message.encoded()
            if (try? JSON.parse(encoded, options: .message)) != message { problems.append("a reply does not re-parse: \(message.text.prefix(200))") }
            if message["method"] == nil, let id = message["id"] {
                switch id {
                case .int(let i): answered[.int(i), default: 0] += 1
                case .string(let s): answered[.string(s), default: 0] += 1
                default: break
                }
            }
            if message["method"] == .string("textDocument/publishDiagnostics"), let uri = message["params"]?["uri"]?.string,
               let doc = documents[uri] {
                for d in message["params"]?["diagnostics"]?.array ?? [] {
                    guard let r = LSPRange(d["range"]) else { problems.append("a diagnostic without a range"); continue }
                    if r.start.line < 0 || r.end.line >= doc.text.lineCount || r.start.character < 0
                        || (r.start.line, r.start.character) > (r.end.line, r.end.character) {
                        problems.append("diagnostic range \(r) outside \(uri) of \(doc.text.lineCount) lines")
                    }
                }
            }
        }
    }

    /// Follows the documents as the session sees them (for the range check).
    private static func track(_ message: JSONRPC.Message, _ documents: inout [String: TextDocument], _ encoding: PositionEncoding) {
        guard case .notification(let method, let params) = message else { return }
        switch method {
        case "textDocument/didOpen":
            if let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string {
                documents[uri] = TextDocument(uri: uri, path: FileURI.path(uri), languageID: "", version: 0, text: Array(text.utf8))
            }
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var doc = documents[uri] else { return }
            for change in params["contentChanges"]?.array ?? [] {
                guard let text = change["text"]?.string else { continue }
                if let raw = change["range"], !raw.isNull, LSPRange(raw) == nil { continue }
                doc.apply(range: LSPRange(change["range"]), text: text, encoding: encoding)
            }
            documents[uri] = doc
        case "textDocument/didClose":
            if let uri = params["textDocument"]?["uri"]?.string { documents[uri] = nil }
        default: break
        }
    }
}
