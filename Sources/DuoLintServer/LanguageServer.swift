import DuoLint
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `duo-lint server`: the language server on a pair of file descriptors (stdin and stdout).
///
/// A reader thread reads and frames the input and decodes each body, so the client never blocks writing to the
/// server while it judges a file; the session runs on a thread of its own with the large stack the engine's
/// workers use; the replies are written in order, whole, by that thread. When no message is waiting the session
/// judges what was edited (several keystrokes that arrived together are judged once). End of input ends the
/// server: status 0 after `shutdown`, else 1, like `exit` without `shutdown`.
public enum LanguageServer {
    /// Runs until `exit` or the end of the input; returns the exit status.
    public static func run(input: Int32 = 0, output: Int32 = 1, jobs: Int = LintOptions.defaultJobs) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let inbox = Inbox()
        let reader = Thread {
            readLoop(fd: input, into: inbox)
        }
        reader.stackSize = 16 << 20
        reader.start()

        // @unchecked Sendable: `value` is written by the worker before it signals `finished` and read only after `wait()`.
        final class Status: @unchecked Sendable { var value: Int32 = 1 }
        let status = Status()
        let finished = DispatchSemaphore(value: 0)
        let worker = Thread {
            let writer = MessageWriter(fd: output)
            let session = ServerSession(jobs: jobs) { writer.write($0) }
            status.value = serve(session, inbox: inbox, writer: writer)
            finished.signal()
        }
        worker.stackSize = 64 << 20
        worker.start()
        finished.wait()
        return status.value
    }

    /// The session loop: one item at a time; judges edits when the inbox is empty.
    static func serve(_ session: ServerSession, inbox: Inbox, writer: MessageWriter) -> Int32 {
        while true {
            if inbox.isEmpty { session.flush() }
            // While the index waits for the client to create the progress token, do not wait forever (a client
            // that never answers still gets its files judged).
            var timeout: Double?
            if session.indexPending, let since = session.indexPendingSince {
                timeout = max(0, 2 - Date().timeIntervalSince(since))
                if timeout == 0 { session.indexWithoutWaiting(); continue }
            }
            let item = inbox.take(timeout: timeout)
            switch item {
            case nil:
                session.indexWithoutWaiting()
            case .message(let message)?:
                session.handle(message)
            case .invalid(let invalid)?:
                session.handleInvalid(invalid)
            case .problem(let text)?:
                session.handleFramingProblem(text)
            case .end?:
                return session.state == .shutDown ? 0 : 1
            }
            if let code = session.exitCode { return code }
            if writer.failed { return session.state == .shutDown ? 0 : 1 }  // the client is gone
        }
    }

    /// Reads, frames and decodes until the end of the input.
    static func readLoop(fd: Int32, into inbox: Inbox) {
        var framer = MessageFramer()
        let size = 1 << 16
        // Unsafe: `read(2)` fills at most `size` bytes of the chunk, only the `n` read are passed on, and the chunk is freed
        // when the loop ends (defer). Covered by ServerBinaryTests (the server over stdio).
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { chunk.deallocate() }
        while true {
            let n = read(fd, chunk, size)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            framer.append(UnsafeBufferPointer(start: chunk, count: n))
            while let frame = framer.next() {
                switch frame {
                case .body(let body):
                    switch JSONRPC.decode(body) {
                    case .success(let message): inbox.put(.message(message))
                    case .failure(let invalid): inbox.put(.invalid(invalid))
                    }
                case .problem(let text):
                    inbox.put(.problem(text))
                }
            }
        }
        if framer.pendingByteCount > 0 {
            inbox.put(.problem("the input ended inside a message (\(framer.pendingByteCount) bytes)"))
        }
        inbox.put(.end)
    }

    enum Item {
        case message(JSONRPC.Message)
        case invalid(JSONRPC.Invalid)
        case problem(String)
        case end
    }

    /// The reader's queue of decoded messages.
    // @unchecked Sendable: `items` and `head` are read and written only with `condition` locked.
    final class Inbox: @unchecked Sendable {
        private let condition = NSCondition()
        private var items: [Item] = []
        private var head = 0

        func put(_ item: Item) {
            condition.lock()
            items.append(item)
            condition.signal()
            condition.unlock()
        }

        var isEmpty: Bool {
            condition.lock()
            defer { condition.unlock() }
            return head == items.count
        }

        /// The next item; nil after `timeout` seconds without one.
        func take(timeout: Double?) -> Item? {
            condition.lock()
            defer { condition.unlock() }
            let deadline = timeout.map { Date().addingTimeInterval($0) }
            while head == items.count {
                if let deadline {
                    if !condition.wait(until: deadline) && head == items.count { return nil }
                } else {
                    condition.wait()
                }
            }
            let item = items[head]
            head += 1
            if head > 1024 && head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }
    }
}

@inline(__always)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Writes framed messages to a file descriptor, each whole; remembers when the other end has gone.
// @unchecked Sendable: `isFailed` is read and written, and the descriptor written to, only with `lock` held.
final class MessageWriter: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var isFailed = false

    /// Whether a write found the other end gone (nothing is written after that).
    var failed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isFailed
    }

    init(fd: Int32) { self.fd = fd }

    func write(_ message: JSON) {
        let bytes = JSONRPC.frame(message)
        lock.lock()
        defer { lock.unlock() }
        guard !isFailed else { return }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { isFailed = true; return }
                offset += n
            }
        }
    }
}
