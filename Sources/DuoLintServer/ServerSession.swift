import DuoLint
import Foundation

/// One language-server session: the LSP lifecycle, the open documents and the workspace they are judged in.
///
/// Messages come in through `handle(_:)`; everything the server says goes out through `send` (already JSON, not
/// framed). The session is driven by one thread and knows nothing of streams (see `LanguageServer` for stdio), so
/// tests drive it message by message. Documents are re-judged lazily: an edit marks its document, and `flush()`
/// (called by the loop when no message is waiting, and before any request that reads findings) judges the marked
/// documents from their buffers, publishes them first, then re-publishes the other open documents whose findings
/// changed because a cross-file fact did.
/// The linting is the core's, as for `duo-lint lint`: an editor's `LintRequest` of the folders, one `LintSession` per
/// configuration read, a `LintOutcome` per lint of open documents (ARCHITECTURE.md, *An editor keystroke*).
public final class ServerSession {
    public typealias Send = (JSON) -> Void

    public enum State: Equatable { case uninitialized, running, shutDown }

    public private(set) var state = State.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?

    private let send: Send
    private let jobs: Int
    /// No file system: no workspace folder is walked, no config file read, nothing read from disk (the fuzzer's
    /// mode: any message can name any path).
    private let sandboxed: Bool

    // Negotiated at initialize.
    public private(set) var encoding = PositionEncoding.utf16
    private var pullDiagnostics = false
    private var relatedInformation = true
    private var workDoneProgress = false
    private var watchedFilesRegistration = false
    private var documentChanges = false
    private var diagnosticRefresh = false
    private var hoverMarkdown = true
    /// `initializationOptions.showBaselined`: publish the findings the baseline knows too (else hidden, as `lint`
    /// and `--stdin-path` hide them; the config's `"show-baselined"` asks for the same).
    private var showBaselined = false

    private var rootPaths: [String] = []
    /// The lint of the workspace folders with the configuration in force (nil before `initialize`: nothing is judged).
    private var lintSession: LintSession?
    /// How many configuration problems were shown (a walk or a file outside the folders can find more).
    private var shownProblems = 0
    private var documents: [String: TextDocument] = [:]
    /// The open document of each path (its URI as the client spelled it).
    private var uriByPath: [String: String] = [:]
    /// Documents edited since they were last judged.
    private var dirty: Set<String> = []
    /// The last diagnostics published per URI (encoded), to re-publish only what changed.
    private var published: [String: [UInt8]] = [:]
    /// Config files that got diagnostics, to clear them once fixed.
    private var configDiagnosticURIs: Set<String> = []
    /// Waiting for the index: documents are not judged until it is there (they would miss cross-file facts).
    public private(set) var indexPending = false {
        didSet { if indexPending && !oldValue { indexPendingSince = Date() } }
    }
    /// When the index started to wait (for the client to create the progress token).
    public private(set) var indexPendingSince: Date?
    private var indexed = false

    private var nextRequestID = 1
    /// Requests received while the index was pending, answered once it is there.
    private var deferred: [(JSONRPC.ID, String, JSON)] = []
    private static let readsFindings: Set<String> = ["textDocument/hover", "textDocument/codeAction", "textDocument/diagnostic"]
    private var pendingReplies: [JSONRPC.ID: (JSON?, JSON?) -> Void] = [:]

    /// `jobs`: worker threads for indexing. `sandboxed`: judge open documents only, with the default
    /// configuration, and never touch the file system.
    public init(jobs: Int = LintOptions.defaultJobs, sandboxed: Bool = false, send: @escaping Send) {
        self.jobs = max(1, jobs)
        self.sandboxed = sandboxed
        self.send = send
    }

    /// The number of files feeding the cross-file index.
    public var indexedFileCount: Int { lintSession?.indexedFileCount ?? 0 }
    public var openDocumentCount: Int { documents.count }
    /// An open document's text (tests).
    func documentText(_ uri: String) -> String? { documents[uri].map { String(decoding: $0.bytes, as: UTF8.self) } }

    // MARK: - Incoming

    public func handle(_ message: JSONRPC.Message) {
        switch message {
        case .request(let id, let method, let params):
            reloadIfConfigChanged()
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            reloadIfConfigChanged()
            handleNotification(method: method, params: params)
        case .response(let id, let result, let error):
            if let id, let reply = pendingReplies.removeValue(forKey: id) { reply(result, error) }
        }
    }

    /// A body that was not a message: answered with the error (JSON-RPC: id null when it could not be read).
    public func handleInvalid(_ invalid: JSONRPC.Invalid) {
        send(JSONRPC.errorResponse(id: invalid.id, invalid.error))
    }

    /// A framing problem (no usable Content-Length, an oversized message): logged, and the stream goes on.
    public func handleFramingProblem(_ problem: String) {
        log(.warning, "ignored input: \(problem)")
    }

    private func handleRequest(id: JSONRPC.ID, method: String, params: JSON) {
        switch state {
        case .uninitialized where method != "initialize":
            return respondError(id, .serverNotInitialized, "the server is not initialized yet (send initialize first)")
        case .shutDown:
            return respondError(id, .invalidRequest, "the server is shutting down (only exit is accepted)")
        default: break
        }
        // Requests that read findings wait for the index (which waits for the client to create the progress token).
        if indexPending && Self.readsFindings.contains(method) {
            deferred.append((id, method, params))
            return
        }
        switch method {
        case "initialize": initialize(id: id, params: params)
        case "shutdown":
            state = .shutDown
            respond(id, .null)
        case "textDocument/hover": hover(id: id, params: params)
        case "textDocument/codeAction": codeActions(id: id, params: params)
        case "textDocument/diagnostic": pullDiagnostic(id: id, params: params)
        default:
            respondError(id, .methodNotFound, "unknown method \(method)")
        }
    }

    private func handleNotification(method: String, params: JSON) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped; after shutdown, only exit counts.
        guard state == .running else { return }
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default: break  // $/cancelRequest (requests are answered in order anyway), $/setTrace, unknown ones
        }
    }

    // MARK: - Lifecycle

    private func initialize(id: JSONRPC.ID, params: JSON) {
        guard state == .uninitialized else {
            return respondError(id, .invalidRequest, "initialize was already received")
        }
        let caps = params["capabilities"] ?? .null
        let offered = caps["general"]?["positionEncodings"]?.array?.compactMap { $0.string } ?? []
        if offered.contains(PositionEncoding.utf8.rawValue) {
            encoding = .utf8
        } else if offered.contains(PositionEncoding.utf32.rawValue) && !offered.contains(PositionEncoding.utf16.rawValue) {
            encoding = .utf32
        } else {
            encoding = .utf16
        }
        let text = caps["textDocument"] ?? .null
        pullDiagnostics = text["diagnostic"]?.object != nil
        relatedInformation = text["publishDiagnostics"]?["relatedInformation"]?.bool ?? false
        workDoneProgress = caps["window"]?["workDoneProgress"]?.bool ?? false
        watchedFilesRegistration = caps["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        documentChanges = caps["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        diagnosticRefresh = caps["workspace"]?["diagnostics"]?["refreshSupport"]?.bool ?? false
        if let formats = text["hover"]?["contentFormat"]?.array?.compactMap({ $0.string }), !formats.isEmpty {
            hoverMarkdown = formats.first == "markdown"
        }
        // Clients that say nothing about related information still show it: off only when they say false.
        if text["publishDiagnostics"]?["relatedInformation"] == nil { relatedInformation = true }

        var roots: [String] = []
        if let folders = params["workspaceFolders"]?.array {
            roots = folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path) }
        }
        if roots.isEmpty, let uri = params["rootUri"]?.string, let path = FileURI.path(uri) { roots = [path] }
        if roots.isEmpty, let path = params["rootPath"]?.string, path.hasPrefix("/") { roots = [FileCollector.normalize(path)] }
        rootPaths = roots
        showBaselined = params["initializationOptions"]?["showBaselined"]?.bool ?? false
        state = .running

        var capabilities: [String: JSON] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": .object([
                "openClose": .bool(true),
                "change": .int(2),  // incremental
                "save": .object(["includeText": .bool(false)]),
            ]),
            "hoverProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix"), .string(Self.fixAllKind)]),
                                           "resolveProvider": .bool(false)]),
            "workspace": .object([
                "workspaceFolders": .object(["supported": .bool(true), "changeNotifications": .bool(true)]),
            ]),
        ]
        if pullDiagnostics {
            capabilities["diagnosticProvider"] = .object([
                "identifier": .string("duo-lint"), "interFileDependencies": .bool(true), "workspaceDiagnostics": .bool(false),
            ])
        }
        respond(id, .object([
            "capabilities": .object(capabilities),
            "serverInfo": .object(["name": .string("duo-lint"), "version": .string(DuoLintInfo.version)]),
        ]))
        loadConfiguration()
        indexPending = true
    }

    private func initialized() {
        if watchedFilesRegistration {
            request("client/registerCapability", .object(["registrations": .array([.object([
                "id": .string("duo-lint-watched-files"),
                "method": .string("workspace/didChangeWatchedFiles"),
                "registerOptions": .object(["watchers": .array([
                    .object(["globPattern": .string("**/*.swift")]),
                    .object(["globPattern": .string("**/\(ConfigLoader.fileName)")]),
                ])]),
            ])])])) { _, _ in }
        }
        startIndexing()
    }

    /// Indexes every workspace file, with work-done progress when the client can show it (after it has created
    /// the token), then judges the open documents.
    private func startIndexing() {
        guard workDoneProgress else { return runIndex(token: nil) }
        let token = JSON.string("duo-lint-index-\(nextRequestID)")
        request("window/workDoneProgress/create", .object(["token": token])) { [weak self] _, error in
            self?.runIndex(token: error == nil ? token : nil)
        }
    }

    /// Starts indexing now without progress, if the client never answered the progress token request.
    public func indexWithoutWaiting() {
        if indexPending { runIndex(token: nil) }
    }

    private func runIndex(token: JSON?) {
        guard indexPending || !indexed else { return }
        indexPending = false
        let started = Date()
        var begun = false
        var lastPercent = 0
        // (The walk, then the index: `progress` says how many files were walked, then how far the index is.)
        let outcome = lintSession?.lint { done, total in
            guard let token else { return }
            if !begun {
                begun = true
                return self.progress(token, ["kind": .string("begin"), "title": .string("duo-lint"), "cancellable": .bool(false),
                                             "message": .string("indexing \(total) Swift files"), "percentage": .int(0)])
            }
            guard total > 0 else { return }
            let percent = done * 100 / total
            if percent >= lastPercent + 5 || done == total {
                lastPercent = percent
                self.progress(token, ["kind": .string("report"), "message": .string("\(done)/\(total) files"),
                                      "percentage": .int(percent)])
            }
        }
        indexed = true
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        if let token {
            progress(token, ["kind": .string("end"), "message": .string("indexed \(indexedFileCount) files in \(seconds) s")])
        }
        for line in (outcome?.walkErrors ?? []) + (outcome?.result.readErrors ?? []).prefix(20) { log(.warning, line) }
        log(.info, "duo-lint \(DuoLintInfo.version): indexed \(indexedFileCount) files in \(seconds) s"
            + (rootPaths.isEmpty ? " (no workspace folder)" : " under \(rootPaths.joined(separator: ", "))"))
        if problems.count != shownProblems { showConfigurationProblems() }
        // Every open document is judged again, against the full index.
        for uri in documents.keys { dirty.insert(uri) }
        let waiting = deferred
        deferred = []
        for (id, method, params) in waiting { handleRequest(id: id, method: method, params: params) }
    }

    // MARK: - Configuration

    /// Reads the configuration of every root (a new `LintSession` of the workspace folders); shows broken config
    /// files (message and diagnostics). Sandboxed: the defaults, no folder, no baseline, nothing read.
    private func loadConfiguration() {
        let request = sandboxed
            ? LintRequest(inputs: .editor(folders: []), currentDirectory: "/", baseline: .none, jobs: jobs,
                          configuration: .default)
            : LintRequest(inputs: .editor(folders: rootPaths), currentDirectory: rootPaths.first ?? "/", jobs: jobs,
                          showsBaselined: showBaselined)
        // (An editor's request names no rule, so the session cannot refuse it; were it to, the last one stays.)
        do { lintSession = try LintSession(request) } catch { log(.error, "duo-lint: \(error)") }
        if !sandboxed { showConfigurationProblems() }
    }

    private var problems: [ConfigurationProblem] { lintSession?.problems ?? [] }

    private func showConfigurationProblems() {
        var now: Set<String> = []
        for problem in problems {
            let uri = uriByPath[problem.path] ?? FileURI.uri(problem.path)
            now.insert(uri)
            let fallback = "the files it governs are judged with the defaults until it is fixed"
            send(JSONRPC.notification("window/showMessage", .object([
                "type": .int(1), "message": .string("duo-lint: \(problem.message) (\(fallback))"),
            ])))
            publish(uri: uri, version: nil, items: [configDiagnostic(problem, uri: uri)])
        }
        for uri in configDiagnosticURIs.subtracting(now) { publish(uri: uri, version: nil, items: []) }
        configDiagnosticURIs = now
        shownProblems = problems.count
    }

    private func configDiagnostic(_ problem: ConfigurationProblem, uri: String) -> JSON {
        var position = LSPPosition(line: max(0, (problem.line ?? 1) - 1), character: 0)
        if let doc = documents[uri], let line = problem.line {
            position = doc.text.position(line: line, column: problem.column ?? 1, encoding: encoding)
        } else if let column = problem.column {
            position.character = max(0, column - 1)
        }
        let message = problem.message.hasPrefix(problem.path + ": ") ? String(problem.message.dropFirst(problem.path.count + 2)) : problem.message
        return .object([
            "range": LSPRange(start: position, end: LSPPosition(line: position.line, character: position.character + 1)).json,
            "severity": .int(1), "source": .string("duo-lint"), "code": .string("configuration"),
            "message": .string(message),
        ])
    }

    /// A config file changed (on disk, saved, or the workspace folders changed): read it again, index again, judge
    /// every open document again.
    private func reloadConfiguration() {
        loadConfiguration()
        indexPending = true
        runIndex(token: nil)
    }

    /// Whether the configuration was read again for the message being handled (so a `didSave` of the config that
    /// changed it does not read it twice).
    private var reloadedForMessage = false

    /// Config files edited on disk since they were read (size or modification time; checked on every message, one
    /// `stat` per config file read) are read again, with no help from the client: an editor that sends no
    /// `didChangeWatchedFiles`, or a config changed by another program, still sees the change.
    private func reloadIfConfigChanged() {
        reloadedForMessage = false
        guard !sandboxed, state == .running, indexed, !indexPending else { return }
        let changed = lintSession?.changedConfigFiles() ?? []
        guard !changed.isEmpty else { return }
        log(.info, "configuration changed on disk: \(changed.joined(separator: ", ")); reading it again")
        reloadConfiguration()
        reloadedForMessage = true
    }

    /// An open config file's buffer is checked as it is typed (the configuration in force changes when it is saved).
    private func checkConfigBuffer(_ doc: TextDocument) {
        guard let path = doc.path else { return }
        let text = String(decoding: doc.bytes, as: UTF8.self)
        var items: [JSON] = []
        do {
            _ = try ConfigLoader.parse(text, path: path, knownRuleIDs: RuleRegistry.knownIDs)
        } catch {
            let message = "\(error)"
            let (line, column) = ConfigurationProblem.location(in: message)
            items = [configDiagnostic(ConfigurationProblem(path: path, message: message, line: line, column: column), uri: doc.uri)]
        }
        if items.isEmpty { configDiagnosticURIs.remove(doc.uri) } else { configDiagnosticURIs.insert(doc.uri) }
        publish(uri: doc.uri, version: doc.version, items: items)
    }

    /// Only Swift documents are judged (a client may open every file it has).
    private static func isSwift(_ doc: TextDocument) -> Bool {
        doc.languageID == "swift" || doc.path?.hasSuffix(".swift") == true
    }

    private static func isConfigFile(_ path: String?) -> Bool {
        guard let path else { return false }
        return path.hasSuffix("/" + ConfigLoader.fileName)
    }

    // MARK: - Documents

    private func didOpen(_ params: JSON) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            return log(.warning, "textDocument/didOpen without textDocument.uri and text: ignored")
        }
        let path = FileURI.path(uri)
        let doc = TextDocument(uri: uri, path: path, languageID: item["languageId"]?.string ?? "",
                               version: item["version"]?.int ?? 0, text: Array(text.utf8))
        documents[uri] = doc
        if let path { uriByPath[path] = uri }
        if Self.isConfigFile(path) { return checkConfigBuffer(doc) }
        dirty.insert(uri)
    }

    private func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, var doc = documents[uri] else {
            return log(.warning, "textDocument/didChange for a document that is not open: ignored")
        }
        guard let changes = params["contentChanges"]?.array else {
            return log(.warning, "textDocument/didChange without contentChanges: ignored")
        }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            // A change with a range that is not a range is dropped (taking it for the whole text would replace the
            // document with a fragment).
            if let raw = change["range"], !raw.isNull, LSPRange(raw) == nil {
                log(.warning, "textDocument/didChange with an invalid range: that change is ignored")
                continue
            }
            doc.apply(range: LSPRange(change["range"]), text: text, encoding: encoding)
        }
        if let version = params["textDocument"]?["version"]?.int { doc.version = version }
        documents[uri] = doc
        if Self.isConfigFile(doc.path) { return checkConfigBuffer(doc) }
        dirty.insert(uri)
    }

    private func didSave(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        if let text = params["text"]?.string, var doc = documents[uri] {
            doc.apply(range: nil, text: text, encoding: encoding)
            documents[uri] = doc
            dirty.insert(uri)
        }
        if Self.isConfigFile(FileURI.path(uri)) && !sandboxed && !reloadedForMessage { reloadConfiguration() }
    }

    private func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents.removeValue(forKey: uri) else { return }
        dirty.remove(uri)
        guard let path = doc.path else { return }
        uriByPath[path] = nil
        if Self.isConfigFile(path) {
            // Back to what is on disk: its problems, if any, stay shown.
            if !problems.contains(where: { $0.path == path }) { publish(uri: uri, version: nil, items: []) }
            return
        }
        lintSession?.closeDocument(path)
        // The file's facts go back to what is on disk.
        let changed = lintSession?.fileChanged(path, bytes: sandboxed ? nil : try? FileCollector.read(path)) ?? false
        // Ruff, ESLint and SwiftLint's editor plugins clear a closed file's diagnostics.
        publish(uri: uri, version: nil, items: [])
        if changed { republishOthers(except: []) }
    }

    private func didChangeWatchedFiles(_ params: JSON) {
        if sandboxed { return }
        var configChanged = false
        var factsChanged = false
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = FileURI.path(uri) else { continue }
            if Self.isConfigFile(path) { configChanged = true; continue }
            guard path.hasSuffix(".swift"), uriByPath[path] == nil else { continue }  // open: the buffer wins
            let type = change["type"]?.int ?? 2
            if type == 3 {
                factsChanged = lintSession?.fileChanged(path, bytes: nil) == true || factsChanged
            } else if let bytes = try? FileCollector.read(path) {
                factsChanged = lintSession?.fileChanged(path, bytes: bytes) == true || factsChanged
            }
        }
        if configChanged {
            reloadConfiguration()
        } else if factsChanged {
            republishOthers(except: [])
        }
    }

    private func didChangeWorkspaceFolders(_ params: JSON) {
        let event = params["event"] ?? .null
        let removed = Set((event["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) })
        let added = (event["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) }
        rootPaths = rootPaths.filter { !removed.contains($0) } + added.filter { !rootPaths.contains($0) }
        reloadConfiguration()
    }

    // MARK: - Judging and publishing

    /// Judges the documents edited since the last call and publishes their diagnostics (in pull mode the client
    /// asks instead), then re-publishes the other open documents whose findings changed.
    public func flush() {
        guard !indexPending, !dirty.isEmpty else { return }
        let batch = dirty.sorted()
        dirty = []
        let judged = batch.filter { documents[$0].map { $0.path != nil && Self.isSwift($0) } == true }
        let outcome = lint(judged, edited: true)
        if !pullDiagnostics {
            for uri in judged {
                guard let doc = documents[uri] else { continue }
                publish(uri: uri, version: doc.version, items: diagnostics(of: doc, in: outcome))
            }
        }
        if outcome?.factsChanged == true { republishOthers(except: Set(batch)) }
        // A file outside the workspace folders may have brought a broken config to light.
        if problems.count != shownProblems { showConfigurationProblems() }
    }

    /// The lint of open documents (by URI): those `edited` judged again from their buffers, the findings of each
    /// from the workspace's index (`LintSession.lint(documents:)`); nil before `initialize`.
    private func lint(_ uris: [String], edited: Bool) -> LintOutcome? {
        let docs = uris.compactMap { uri in
            documents[uri].flatMap { doc in doc.path.map { LintRequest.Document(path: $0, bytes: doc.bytes, edited: edited) } }
        }
        return lintSession?.lint(documents: docs)
    }

    /// Publishes each open document (but `except`) whose diagnostics differ from what was published last.
    private func republishOthers(except: Set<String>) {
        var changedAny = false
        let others = documents.keys.sorted().filter { uri in
            !except.contains(uri) && !dirty.contains(uri) && !Self.isConfigFile(documents[uri]?.path)
        }
        let outcome = lint(others, edited: false)
        for uri in others {
            guard let doc = documents[uri] else { continue }
            let items = diagnostics(of: doc, in: outcome)
            let encoded = JSON.array(items).encoded()
            if published[uri] == encoded { continue }
            changedAny = true
            if !pullDiagnostics { publish(uri: uri, version: doc.version, items: items, encoded: encoded) }
        }
        if pullDiagnostics && changedAny && diagnosticRefresh {
            request("workspace/diagnostic/refresh", .null) { _, _ in }
        }
    }

    /// A judged document's findings as `duo-lint lint --stdin-path` reports them (`LintOutcome.document(_:)`: what
    /// the baseline of its folder's configuration knows is left out unless baselined findings are shown), from a
    /// lint of the document as it is now. Nil when the file is not judged.
    private func findings(of doc: TextDocument) -> LintOutcome.DocumentFindings? {
        guard let path = doc.path else { return nil }
        return lint([doc.uri], edited: false)?.document(path)
    }

    /// The diagnostics of an open document from a lint's outcome that reported on it (none when it is not judged).
    private func diagnostics(of doc: TextDocument, in outcome: LintOutcome?) -> [JSON] {
        guard let path = doc.path, let findings = outcome?.document(path)?.shown else { return [] }
        var tables: [String: LineTable?] = [:]
        let links = lintSession?.helpLinks(forFile: path) ?? .none
        return findings.map { finding in
            LSPDiagnostics.diagnostic(finding, in: doc.text, encoding: encoding, relatedInformation: relatedInformation,
                                      uri: { self.uri(for: $0) },
                                      lines: { path in
                                          if let cached = tables[path] { return cached }
                                          let table = self.lineTable(of: path)
                                          tables[path] = table
                                          return table
                                      }, links: links)
        }
    }

    /// The text of a file for position conversion: its open buffer, else the file on disk.
    private func lineTable(of path: String) -> LineTable? {
        if let uri = uriByPath[path], let doc = documents[uri] { return doc.text }
        return sandboxed ? nil : (try? FileCollector.read(path)).map { LineTable(bytes: $0) }
    }

    private func uri(for path: String) -> String {
        uriByPath[path] ?? FileURI.uri(path)
    }

    private func publish(uri: String, version: Int?, items: [JSON], encoded: [UInt8]? = nil) {
        published[uri] = encoded ?? JSON.array(items).encoded()
        var params: [String: JSON] = ["uri": .string(uri), "diagnostics": .array(items)]
        if let version { params["version"] = .int(version) }
        send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    // MARK: - Requests that read findings

    /// The findings of an open document, judged now if it was edited.
    private func currentFindings(_ uri: String) -> (TextDocument, [Finding])? {
        if dirty.contains(uri) { flush() }
        guard let doc = documents[uri], doc.path != nil else { return nil }
        return (doc, findings(of: doc)?.shown ?? [])
    }

    private func hover(id: JSONRPC.ID, params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = LSPPosition(params["position"]) else {
            return respondError(id, .invalidParams, "textDocument/hover needs textDocument.uri and position")
        }
        if dirty.contains(uri) { flush() }
        guard let doc = documents[uri], let split = findings(of: doc) else { return respond(id, .null) }
        // A baselined finding is explained too, saying that the baseline knows it (and whether it is shown).
        let hidden = !split.knownShown
        let all = hidden ? (split.shown + split.known).sorted(by: Finding.reportOrder) : split.shown
        let at = all.filter { f in
            let r = LSPDiagnostics.range(f.range, in: doc.text, encoding: encoding)
            return Self.contains(r, position)
        }
        guard !at.isEmpty else { return respond(id, .null) }
        let first = LSPDiagnostics.range(at[0].range, in: doc.text, encoding: encoding)
        let baseline = split.baseline.map { FileCollector.relative($0, to: rootPaths.first ?? "/") }
        let known = Set(split.known)
        let text = RuleHover.text(for: at, markdown: hoverMarkdown, links: doc.path.flatMap { lintSession?.helpLinks(forFile: $0) } ?? .none,
                                  baselined: { finding in
            guard let baseline, known.contains(finding) else { return nil }
            return hidden ? .hidden(baseline) : .shown(baseline)
        })
        respond(id, .object([
            "contents": .object(["kind": .string(hoverMarkdown ? "markdown" : "plaintext"),
                                 "value": .string(text)]),
            "range": first.json,
        ]))
    }

    private static func contains(_ r: LSPRange, _ p: LSPPosition) -> Bool {
        let afterStart = p.line > r.start.line || (p.line == r.start.line && p.character >= r.start.character)
        let beforeEnd = p.line < r.end.line || (p.line == r.end.line && p.character <= r.end.character)
        return afterStart && beforeEnd
    }

    private static func overlaps(_ r: LSPRange, _ q: LSPRange) -> Bool {
        !(r.end.line < q.start.line || r.start.line > q.end.line)
    }

    /// The code action kind of "fix everything duo-lint can fix safely in this file" (an editor's fix-on-save).
    static let fixAllKind = "source.fixAll.duo-lint"

    private func codeActions(id: JSONRPC.ID, params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, let range = LSPRange(params["range"]) else {
            return respondError(id, .invalidParams, "textDocument/codeAction needs textDocument.uri and range")
        }
        // Which kinds the client asks for (`only`; none: every kind).
        let only = params["context"]?["only"]?.array?.compactMap({ $0.string })
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { $0 == "" || $0 == kind || kind.hasPrefix($0 + ".") }
        }
        let quickFixes = wanted("quickfix"), fixAll = wanted(Self.fixAllKind)
        guard quickFixes || fixAll else { return respond(id, .array([])) }
        guard let (doc, findings) = currentFindings(uri) else { return respond(id, .array([])) }
        let offered = params["context"]?["diagnostics"]?.array ?? []
        var fixes: [JSON] = []
        var actions: [JSON] = []
        var seen: Set<String> = []
        for f in findings where quickFixes && SuppressionFix.applies(to: f.ruleID) {
            let r = LSPDiagnostics.range(f.range, in: doc.text, encoding: encoding)
            guard Self.overlaps(r, range) else { continue }
            let matching = offered.filter { $0["code"]?.string == f.ruleID && LSPRange($0["range"]) == r }
            let diagnostics = matching.isEmpty
                ? [LSPDiagnostics.diagnostic(f, in: doc.text, encoding: encoding, relatedInformation: false,
                                             uri: { self.uri(for: $0) }, lines: { _ in nil })]
                : matching
            // The rule's own fixes first (VOCABULARY.md, fix contract): each verified as `duo-lint fix` verifies it.
            for fix in f.fixes where fix.isApplicable && verifies(fix, of: f, in: doc) {
                let edits = fix.edits.map { e in
                    SuppressionFix.Edit(range: LSPRange(start: doc.text.position(ofOffset: e.start, encoding: encoding),
                                                        end: doc.text.position(ofOffset: e.end, encoding: encoding)),
                                        newText: e.replacement)
                }
                let title = fix.safety == .safe ? fix.title : "\(fix.title) (unsafe)"
                fixes.append(action(title, edits, doc, diagnostics, kind: "quickfix", preferred: fix.safety == .safe))
            }
            if seen.insert("line \(f.range.start.line) \(f.ruleID)").inserted {
                let edit = SuppressionFix.disableNext(f.ruleID, line: f.range.start.line, in: doc.text, encoding: encoding)
                actions.append(action("Disable \(f.ruleID) for this line", [edit], doc, diagnostics))
            }
            if seen.insert("file \(f.ruleID)").inserted {
                let edit = SuppressionFix.disableFile(f.ruleID, in: doc.text, encoding: encoding)
                actions.append(action("Disable \(f.ruleID) for this file", [edit], doc, diagnostics))
            }
        }
        // Fixes first, then line suppressions, then file suppressions, each in the order of the findings; then fix all.
        let lineFixes = actions.filter { $0["title"]?.string?.hasSuffix("this line") == true }
        var all = fixes + lineFixes + actions.filter { $0["title"]?.string?.hasSuffix("this file") == true }
        if fixAll, findings.contains(where: { $0.fixes.contains { $0.isApplicable && $0.safety == .safe } }),
           let edit = fixAllEdit(doc, findings) {
            all.append(action("Fix all safe duo-lint fixes in this file", [edit], doc, [], kind: Self.fixAllKind, preferred: nil))
        }
        respond(id, .array(all))
    }

    /// How the fix engine lints a text of the document in place of its buffer (`LintSession.lint(documents:)`, the
    /// text standing in for the file), the document's lint as it is now, and how to put the buffer back (the caller
    /// does, once the fixes are verified).
    private func fixLinter(_ doc: TextDocument) -> (lint: ([String: [UInt8]]) -> FixLint, now: FixLint, restore: () -> Void)? {
        guard let path = doc.path, let session = lintSession else { return nil }
        func fixLint(_ outcome: LintOutcome) -> FixLint {
            FixLint(findings: outcome.documentFindings[path] ?? [], parseErrors: outcome.result.parseErrors)
        }
        let now = session.lint(documents: [LintRequest.Document(path: path, bytes: doc.bytes, edited: false)])
        guard now.documentFindings[path] != nil else { return nil }
        return ({ texts in fixLint(session.lint(documents: [LintRequest.Document(path: path, bytes: texts[path] ?? doc.bytes)])) },
                fixLint(now),
                { _ = session.lint(documents: [LintRequest.Document(path: path, bytes: doc.bytes)]) })
    }

    /// Whether one fix passes `duo-lint fix`'s verification on the document (VOCABULARY.md, fix contract 4).
    private func verifies(_ fix: Fix, of finding: Finding, in doc: TextDocument) -> Bool {
        guard let (lint, now, restore) = fixLinter(doc) else { return false }
        defer { restore() }
        var only = now
        only.findings = now.findings.map { f in
            var g = f
            g.fixes = f == finding ? [fix] : []
            return g
        }
        only.findings.sort(by: Finding.reportOrder)
        let outcome = FixEngine.run(only, request: FixRequest(unsafe: true, maximumRounds: 1), read: { _ in doc.bytes }, lint: lint)
        return outcome.failures.isEmpty && outcome.appliedCount == 1
    }

    /// `source.fixAll.duo-lint`: the document after every safe fix, in rounds and verified as `duo-lint fix` does, as
    /// one edit of the lines that change; nil when nothing changes.
    private func fixAllEdit(_ doc: TextDocument, _ findings: [Finding]) -> SuppressionFix.Edit? {
        guard let (lint, now, restore) = fixLinter(doc) else { return nil }
        defer { restore() }
        let outcome = FixEngine.run(FixLint(findings: findings, parseErrors: now.parseErrors),
                                    request: FixRequest(), read: { _ in doc.bytes }, lint: lint)
        guard let fixed = outcome.files.first?.fixed else { return nil }
        let old = doc.bytes
        // The changed lines: from the start of the line of the first difference to the end of the line of the last.
        var start = 0
        while start < old.count && start < fixed.count && old[start] == fixed[start] { start += 1 }
        while start > 0 && old[start - 1] != 0x0A { start -= 1 }
        var tail = 0
        while tail < old.count - start && tail < fixed.count - start && old[old.count - 1 - tail] == fixed[fixed.count - 1 - tail] { tail += 1 }
        // (The end moves to just after a line break, or to the end of the text.)
        while tail > 0 && old[old.count - tail - 1] != 0x0A { tail -= 1 }
        let replacement = String(decoding: fixed[start..<(fixed.count - tail)], as: UTF8.self)
        return SuppressionFix.Edit(range: LSPRange(start: doc.text.position(ofOffset: start, encoding: encoding),
                                                   end: doc.text.position(ofOffset: old.count - tail, encoding: encoding)),
                                   newText: replacement)
    }

    private func action(_ title: String, _ edits: [SuppressionFix.Edit], _ doc: TextDocument, _ diagnostics: [JSON],
                        kind: String = "quickfix", preferred: Bool? = nil) -> JSON {
        let workspaceEdit: JSON
        if documentChanges {
            workspaceEdit = .object(["documentChanges": .array([.object([
                "textDocument": .object(["uri": .string(doc.uri), "version": .int(doc.version)]),
                "edits": .array(edits.map(\.json)),
            ])])])
        } else {
            workspaceEdit = .object(["changes": .object([doc.uri: .array(edits.map(\.json))])])
        }
        var members: [String: JSON] = ["title": .string(title), "kind": .string(kind), "edit": workspaceEdit]
        if !diagnostics.isEmpty || kind == "quickfix" { members["diagnostics"] = .array(diagnostics) }
        if let preferred { members["isPreferred"] = .bool(preferred) }
        return .object(members)
    }

    private func pullDiagnostic(id: JSONRPC.ID, params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return respondError(id, .invalidParams, "textDocument/diagnostic needs textDocument.uri")
        }
        if dirty.contains(uri) { flush() }
        var items: [JSON] = []
        if let doc = documents[uri] {
            items = Self.isConfigFile(doc.path) ? [] : diagnostics(of: doc, in: lint([uri], edited: false))
        }
        let encoded = JSON.array(items).encoded()
        published[uri] = encoded
        var hash = FNV1a64()
        hash.addRaw(encoded[...])
        let resultID = hash.hex
        if params["previousResultId"]?.string == resultID {
            return respond(id, .object(["kind": .string("unchanged"), "resultId": .string(resultID)]))
        }
        respond(id, .object(["kind": .string("full"), "resultId": .string(resultID), "items": .array(items)]))
    }

    // MARK: - Outgoing

    private func respond(_ id: JSONRPC.ID, _ result: JSON) {
        send(JSONRPC.response(id: id, result: result))
    }

    private func respondError(_ id: JSONRPC.ID, _ code: JSONRPC.ErrorCode, _ message: String) {
        send(JSONRPC.errorResponse(id: id, JSONRPC.ResponseError(code, message)))
    }

    private func request(_ method: String, _ params: JSON, reply: @escaping (JSON?, JSON?) -> Void) {
        let id = JSONRPC.ID.int(nextRequestID)
        nextRequestID += 1
        pendingReplies[id] = reply
        send(JSONRPC.request(id: id, method, params))
    }

    private func progress(_ token: JSON, _ value: [String: JSON]) {
        send(JSONRPC.notification("$/progress", .object(["token": token, "value": .object(value)])))
    }

    enum LogLevel: Int { case error = 1, warning = 2, info = 3, log = 4 }

    private func log(_ level: LogLevel, _ message: String) {
        send(JSONRPC.notification("window/logMessage", .object(["type": .int(level.rawValue), "message": .string(message)])))
    }
}
