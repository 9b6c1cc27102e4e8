/// `duo-lint-bench --server`: the language server measured through its real binary over stdio, next to the CLI on
/// the same corpus in the same run.
///
///     swift build -c release && .build/release/duo-lint-bench --server [--corpus DIR] [--edits 10000]
///
/// 1. `duo-lint lint` on the corpus (the 40 MB generated 4× corpus, or `--corpus DIR`): wall time and peak RSS.
/// 2. `duo-lint server` started with the corpus as its workspace folder: the time from `initialize` sent to the
///    end of the index's work-done progress.
/// 3. A 2,000-line file of the corpus's kind (or `--edit FILE`, a SwiftUI file of your corpus) is opened, then typed into: one character inserted or deleted per
///    `didChange` (a modifier typed into a view's body and erased again, so findings come and go). The latency is
///    from the `didChange` written to the `publishDiagnostics` of that version read back: min, median, p99 and max
///    of the first 1,000 edits.
/// 4. The server's RSS after 100 edits and after all of them (`--edits`, default 10,000), and its peak RSS.
import DuoLint
import DuoLintServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal LSP client over the pipes of a spawned server.
final class BenchClient {
    let pid: pid_t
    private let toServer: Int32
    private let fromServer: Int32
    private var framer = MessageFramer()
    private var nextID = 1

    init?(binary: String, args: [String]) {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in [inPipe[0], inPipe[1], outPipe[0], outPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
        // Unsafe: C strings made by `strdup` for `posix_spawn` (which copies them), freed once by the `defer`.
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        guard posix_spawn(&child, binary, &actions, nil, argv, environ) == 0 else { return nil }
        pid = child
        close(inPipe[0])
        close(outPipe[1])
        toServer = inPipe[1]
        fromServer = outPipe[0]
    }

    func send(_ message: JSON) {
        let bytes = JSONRPC.frame(message)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(toServer, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }

    @discardableResult
    func request(_ method: String, _ params: JSON) -> Int {
        let id = nextID
        nextID += 1
        send(JSONRPC.request(id: .int(id), method, params))
        return id
    }

    func notify(_ method: String, _ params: JSON) { send(JSONRPC.notification(method, params)) }

    /// The next message from the server (answering its requests as a client would); nil at the end of its output.
    func receive() -> JSON? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            while let frame = framer.next() {
                guard case .body(let body) = frame, let json = try? JSON.parse(body, options: .message) else { continue }
                if let id = json["id"], let method = json["method"]?.string {
                    // window/workDoneProgress/create, client/registerCapability, …: accepted.
                    _ = method
                    send(JSONRPC.response(id: id.int.map { .int($0) } ?? .string(id.string ?? ""), result: .null))
                }
                return json
            }
            let n = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            chunk.withUnsafeBufferPointer { framer.append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
        }
    }

    /// Reads until `match` holds for a message (which is returned).
    func receive(until match: (JSON) -> Bool) -> JSON? {
        while let m = receive() {
            if match(m) { return m }
        }
        return nil
    }

    func finish() -> Int32 {
        close(toServer)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(fromServer)
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// VmRSS and VmHWM of the server, in MB.
    func memory() -> (rss: Double, peak: Double) {
        guard let s = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return (0, 0) }
        var rss = 0.0, peak = 0.0
        for line in s.split(separator: "\n") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            if line.hasPrefix("VmRSS:") { rss = kb / 1024 }
            if line.hasPrefix("VmHWM:") { peak = kb / 1024 }
        }
        return (rss, peak)
    }
}

enum ServerBench {
    static func run(binary: String, corpus: String?, sizeMB: Double, seed: UInt64, edits: Int, keep: Bool,
                    edit: String? = nil) -> Int32 {
        let fm = FileManager.default
        guard fm.isExecutableFile(atPath: binary) else {
            print("duo-lint-bench --server: no duo-lint binary at \(binary) (swift build -c release, or --binary PATH)")
            return 2
        }
        let root = NSTemporaryDirectory() + "duo-lint-bench-server-\(getpid())"
        try? fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { if !keep { try? fm.removeItem(atPath: root) } }

        // The workspace: the corpus, plus the 2,000-line file that is edited (in the workspace, so it is indexed too).
        let workspace: String
        var corpusBytes = 0
        var corpusFiles = 0
        if let corpus {
            workspace = FileCollector.absolute(corpus, base: fm.currentDirectoryPath)
            let collected = FileCollector(configuration: .default, currentDirectory: workspace).collect([workspace])
            corpusFiles = collected.inputs.count
            for input in collected.inputs { corpusBytes += (try? input.load().count) ?? 0 }
        } else {
            workspace = root + "/workspace"
            try? fm.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            Corpus.manyFiles(seed: seed, totalBytes: Int(4 * sizeMB * 1_000_000)) { i, bytes in
                _ = fm.createFile(atPath: workspace + "/File\(String(format: "%05d", i)).swift", contents: Data(bytes))
                corpusBytes += bytes.count
                corpusFiles += 1
            }
        }
        // The edited file lives next to the corpus when the corpus is yours (it is not written into it).
        let editedDir = corpus == nil ? workspace : root
        var editedPath = editedDir + "/Edited2000.swift"
        var edited = twoThousandLines(seed: seed)
        if let edit, let bytes = fm.contents(atPath: edit).map({ [UInt8]($0) }) {
            // A real file of the corpus, typed into where its first `body` past the middle starts a statement.
            editedPath = FileCollector.absolute(edit, base: fm.currentDirectoryPath)
            edited = (bytes, bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }, typingPoint(in: bytes))
        } else {
            _ = fm.createFile(atPath: editedPath, contents: Data(edited.bytes))
        }
        let folders = corpus == nil || edit != nil ? [workspace] : [workspace, root]

        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first ?? "?"
        print("duo-lint-bench --server  cores \(LintOptions.defaultJobs)  load average \(load)")
        print("corpus: \(fmt(mb(corpusBytes))) MB in \(corpusFiles) files (\(corpus ?? "generated, seed \(seed)")); edited file: \(edited.lines) lines, \(fmt(Double(edited.bytes.count) / 1000)) kB")
        print("")
        row("measurement", "result", "target", nil)
        row(String(repeating: "-", count: 42), String(repeating: "-", count: 16), String(repeating: "-", count: 12), nil)

        // 1. The CLI on the same files.
        if let cli = measuredInFreshProcess(binary, ["lint", "--quiet"] + folders) , cli.exitCode <= 1 {
            row("CLI: duo-lint lint (end to end)", "\(fmt(cli.seconds, 2)) s", "", nil)
            row("  its peak RSS", "\(fmt(cli.maxRSSMB)) MB", "", nil)
        } else {
            row("CLI: duo-lint lint (end to end)", "failed", "", false)
        }

        // 2. The server: initialize → index done.
        guard let client = BenchClient(binary: binary, args: ["server"]) else {
            print("cannot start \(binary) server")
            return 2
        }
        let t0 = nowNs()
        client.request("initialize", .object([
            "processId": .int(Int(getpid())),
            "workspaceFolders": .array(folders.map { .object(["uri": .string(FileURI.uri($0)), "name": .string("w")]) }),
            "capabilities": .object(["window": .object(["workDoneProgress": .bool(true)]),
                                     "textDocument": .object(["publishDiagnostics": .object(["relatedInformation": .bool(true)])])]),
        ]))
        _ = client.receive { $0["id"] == .int(1) }
        client.notify("initialized", .object([:]))
        guard client.receive(until: { $0["method"] == .string("$/progress") && $0["params"]?["value"]?["kind"] == .string("end") }) != nil else {
            print("the server ended before indexing")
            return 2
        }
        let indexSeconds = Double(nowNs() - t0) / 1e9
        let afterIndex = client.memory()
        row("server: initialize → index done", "\(fmt(indexSeconds, 2)) s", "", nil)
        row("  RSS after the index", "\(fmt(afterIndex.rss)) MB", "", nil)

        // 3. Open the 2,000-line file, then type.
        let uri = FileURI.uri(editedPath)
        let text = String(decoding: edited.bytes, as: UTF8.self)
        client.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(text)])]))
        let openStart = nowNs()
        guard let first = client.receive(until: { isPublish($0, uri: uri, version: 1) }) else { return 2 }
        let openMs = Double(nowNs() - openStart) / 1e6
        row("  didOpen (2,000 lines) → publish", "\(fmt(openMs, 2)) ms", "", nil)
        row("  findings in the edited file", "\(first["params"]?["diagnostics"]?.array?.count ?? 0)", "", nil)

        let snippet = Array(".frame(width: 320).toolbar { ToolbarItem { Button(\"Close\") {} } }".unicodeScalars)
        let (line, column) = edited.typingPoint
        var typed = 0  // characters of the snippet currently in the buffer
        var deleting = false
        var latencies: [Double] = []
        latencies.reserveCapacity(edits)
        var rssAt100 = 0.0
        var minFindings = Int.max, maxFindings = 0
        for k in 0..<edits {
            let version = k + 2
            let change: JSON
            if !deleting {
                let ch = String(snippet[typed])
                let at = LSPPosition(line: line, character: column + typed).json
                change = .object(["range": .object(["start": at, "end": at]), "text": .string(ch)])
                typed += 1
                if typed == snippet.count { deleting = true }
            } else {
                let from = LSPPosition(line: line, character: column + typed - 1).json
                let to = LSPPosition(line: line, character: column + typed).json
                change = .object(["range": .object(["start": from, "end": to]), "text": .string("")])
                typed -= 1
                if typed == 0 { deleting = false }
            }
            let sent = nowNs()
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([change]),
            ]))
            guard let published = client.receive(until: { isPublish($0, uri: uri, version: version) }) else {
                print("the server ended at edit \(k)")
                return 2
            }
            let ms = Double(nowNs() - sent) / 1e6
            if k < 1000 { latencies.append(ms) }
            let n = published["params"]?["diagnostics"]?.array?.count ?? 0
            minFindings = min(minFindings, n)
            maxFindings = max(maxFindings, n)
            if k + 1 == 100 { rssAt100 = client.memory().rss }
        }
        let end = client.memory()
        latencies.sort()
        func pct(_ p: Double) -> Double { latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)] }
        let median = pct(0.5), p99 = pct(0.99)
        row("didChange → publishDiagnostics, \(latencies.count) edits", "", "", nil)
        row("  min", "\(fmt(latencies.first ?? 0, 2)) ms", "", nil)
        row("  median", "\(fmt(median, 2)) ms", "≤ 10", median <= 10)
        row("  p99", "\(fmt(p99, 2)) ms", "≤ 30", p99 <= 30)
        row("  max", "\(fmt(latencies.last ?? 0, 2)) ms", "", nil)
        row("  findings while typing", "\(minFindings)…\(maxFindings)", "", nil)
        row("server peak RSS (VmHWM)", "\(fmt(end.peak)) MB", "≤ 300", end.peak <= 300)
        if edits >= 100 {
            let drift = rssAt100 > 0 ? (end.rss - rssAt100) / rssAt100 * 100 : 0
            row("RSS after 100 edits", "\(fmt(rssAt100)) MB", "", nil)
            row("RSS after \(edits) edits", "\(fmt(end.rss)) MB (\(drift >= 0 ? "+" : "")\(fmt(drift))%)",
                edits >= 10_000 ? "within 10%" : "", edits >= 10_000 ? abs(drift) <= 10 : nil)
        }

        let shutdownID = client.request("shutdown", .null)
        _ = client.receive { $0["id"] == .int(shutdownID) }
        client.notify("exit", .null)
        let status = client.finish()
        row("server exit status after shutdown + exit", "\(status)", "0", status == 0)
        return 0
    }

    static func isPublish(_ m: JSON, uri: String, version: Int) -> Bool {
        m["method"] == .string("textDocument/publishDiagnostics") && m["params"]?["uri"] == .string(uri)
            && m["params"]?["version"] == .int(version)
    }

    /// A file of at least 2,000 lines of the realistic mix, and where to type: the start of the first statement
    /// line of a view's `body` past the middle (0-based line, character after the indentation).
    static func twoThousandLines(seed: UInt64) -> (bytes: [UInt8], lines: Int, typingPoint: (Int, Int)) {
        var bytes: [UInt8] = []
        var gen = CorpusGenerator(seed: seed &+ 77, mix: .realistic)
        var lines = 0
        while lines < 2000 {
            let part = gen.file(target: 2_500)
            bytes += part
            lines += part.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return (bytes, lines, typingPoint(in: bytes))
    }

    /// Where to type in a file: the start of the first statement line of a view's `body` past the middle (0-based
    /// line, character after the indentation; the middle line when there is none).
    static func typingPoint(in bytes: [UInt8]) -> (Int, Int) {
        let text = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        var point = (text.count / 2, 0)
        search: for i in (text.count / 2)..<(text.count - 1) where text[i].contains("var body: some View {") {
            for j in (i + 1)..<min(text.count, i + 30) {
                let trimmed = text[j].trimmingCharacters(in: .whitespaces)
                if trimmed.hasSuffix(")"), trimmed.first?.isUppercase == true {
                    point = (j, text[j].utf16.count)
                    break search
                }
            }
        }
        return point
    }
}
