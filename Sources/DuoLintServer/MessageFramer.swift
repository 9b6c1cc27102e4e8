import DuoLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The LSP base protocol: each message is a header block (`Content-Length: N`, optionally `Content-Type`, lines
/// ended by `\r\n`, the block by an empty line) followed by N bytes of JSON.
///
/// The framer is fed bytes as they arrive and hands out whole bodies. It never trusts the client:
/// - a header block without a usable `Content-Length` (or garbage where a header should be) is reported and
///   skipped up to the next `Content-Length:`, so the stream resynchronises on the next good message;
/// - a header block longer than `maxHeaderBytes` without its empty line is reported and skipped the same way;
/// - a body larger than `maxBodyBytes` is reported and skipped without being kept in memory;
/// - a `Content-Length` larger than the body actually sent (the next message's headers follow a complete JSON
///   value) is detected, and the stream goes on at the next message instead of swallowing it;
/// - a `Content-Length` shorter than the body yields a body that is not JSON (answered with a parse error), and
///   the rest resynchronises as garbage.
/// Header names are case-insensitive and a bare `\n` is accepted as a line end.
public struct MessageFramer {
    public enum Frame: Equatable {
        /// A message body (not yet parsed).
        case body([UInt8])
        /// A framing problem, for the log; the stream goes on.
        case problem(String)
    }

    public static let defaultMaxBodyBytes = 128 << 20
    public let maxBodyBytes: Int
    public let maxHeaderBytes = 8192

    private var buffer: [UInt8] = []
    /// Consumed bytes at the front of `buffer` (compacted now and then, not on every frame).
    private var start = 0
    /// Waiting for the body of a message of this length.
    private var expected: Int?
    /// How far the body being waited for was searched for a next message's headers.
    private var searched = 0
    /// Bytes of an oversized body still to drop.
    private var skipping = 0

    public init(maxBodyBytes: Int = MessageFramer.defaultMaxBodyBytes) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Bytes received and not yet handed out.
    public var pendingByteCount: Int { buffer.count - start }

    // Unsafe: copies from a borrowed buffer within its count. Covered by ProtocolLayerTests and ServerFuzzInputTests.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var bytes = bytes
        if skipping > 0 {
            let n = min(skipping, bytes.count)
            skipping -= n
            bytes = UnsafeBufferPointer(rebasing: bytes[n...])
            if bytes.isEmpty { return }
        }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        while true {
            if let length = expected {
                let available = min(buffer.count - start, length)
                // A Content-Length larger than the body sent: the next message's headers follow a complete value.
                if let cut = embeddedMessageStart(within: available) {
                    let body = Array(buffer[start..<(start + cut)])
                    start += cut
                    expected = nil
                    searched = 0
                    return .body(body)
                }
                guard available == length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                expected = nil
                searched = 0
                return .body(body)
            }
            // Stray line breaks between messages are skipped.
            while start < buffer.count && (buffer[start] == 0x0A || buffer[start] == 0x0D) { start += 1 }
            guard start < buffer.count else { return nil }
            switch parseHeaders() {
            case .needMore:
                return nil
            case .length(let n, let headerBytes):
                start += headerBytes
                if n > maxBodyBytes {
                    let inBuffer = min(n, buffer.count - start)
                    start += inBuffer
                    skipping = n - inBuffer
                    return .problem("a message of \(n) bytes is larger than the limit of \(maxBodyBytes) bytes; skipped")
                }
                expected = n
                searched = 0
            case .invalid(let why):
                resynchronise()
                return .problem(why)
            }
        }
    }

    private enum HeaderResult {
        case needMore
        case length(Int, headerBytes: Int)
        case invalid(String)
    }

    /// Reads the header block at `start`.
    private func parseHeaders() -> HeaderResult {
        var i = start
        var lineStart = start
        var length: Int?
        var sawLengthHeader = false
        let end = min(buffer.count, start + maxHeaderBytes)
        while i < end {
            guard buffer[i] == 0x0A else { i += 1; continue }
            var lineEnd = i
            if lineEnd > lineStart && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if lineEnd == lineStart {
                // The empty line: end of the block.
                guard let n = length else {
                    return .invalid(sawLengthHeader ? "Content-Length is not a whole number of bytes"
                                                    : "a header block without Content-Length")
                }
                return .length(n, headerBytes: i + 1 - start)
            }
            if let colon = buffer[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: ":")) {
                let name = buffer[lineStart..<colon]
                if MessageFramer.equalsIgnoringCase(name, MessageFramer.contentLength) {
                    sawLengthHeader = true
                    length = MessageFramer.parseLength(buffer[(colon + 1)..<lineEnd])
                }
            } else {
                return .invalid("a header line without ':' (\(MessageFramer.preview(buffer[lineStart..<lineEnd])))")
            }
            lineStart = i + 1
            i += 1
        }
        if end - start >= maxHeaderBytes { return .invalid("a header block longer than \(maxHeaderBytes) bytes") }
        return .needMore
    }

    /// Drops bytes up to the next `Content-Length:` after `start` (or all but a possible partial one).
    private mutating func resynchronise() {
        let needle = MessageFramer.contentLength + [UInt8(ascii: ":")]
        var i = start + 1
        while i + needle.count <= buffer.count {
            if MessageFramer.equalsIgnoringCase(buffer[i..<(i + needle.count)], needle) {
                start = i
                return
            }
            i += 1
        }
        start = max(start + 1, buffer.count - (needle.count - 1))
    }

    /// Whether the body's first `available` bytes hold a complete JSON value followed by the next message's
    /// headers (the `Content-Length` claimed more than was sent); returns the length of the real body. A body cannot
    /// hold `Content-Length:` right after the end of its value otherwise (it would not be JSON), and a candidate is
    /// only taken when what precedes it parses.
    private mutating func embeddedMessageStart(within available: Int) -> Int? {
        let needle = MessageFramer.contentLength + [UInt8(ascii: ":")]
        let from = max(0, searched - needle.count)
        defer { searched = available }
        guard available - from >= needle.count else { return nil }
        return buffer.withUnsafeBufferPointer { buf -> Int? in
            let base = buf.baseAddress! + start
            var i = from
            while i + needle.count <= available {
                // memchr finds the candidates' first byte (vectorised); the rest is compared here.
                guard let hit = memchr(base + i, Int32(UInt8(ascii: "C")), available - i - needle.count + 1) else { return nil }
                let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                guard memcmp(base + at, needle, needle.count) == 0 else {
                    i = at + 1
                    continue
                }
                var k = at - 1
                while k >= 0 && (base[k] == 0x20 || base[k] == 0x0A || base[k] == 0x0D || base[k] == 0x09) { k -= 1 }
                if k >= 0, base[k] == UInt8(ascii: "}") || base[k] == UInt8(ascii: "]"),
                   (try? JSON.parse(UnsafeBufferPointer(start: base, count: at), options: .message)) != nil {
                    return at
                }
                i = at + 1
            }
            return nil
        }
    }

    static let contentLength = Array("Content-Length".utf8)

    static func equalsIgnoringCase(_ a: ArraySlice<UInt8>, _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x | 0x20 != y | 0x20 { return false }
        return true
    }

    /// Digits with optional surrounding blanks; nil when not a whole number (or absurdly long).
    static func parseLength(_ value: ArraySlice<UInt8>) -> Int? {
        var n = 0
        var digits = 0
        var seenEnd = false
        for b in value {
            if b == 0x20 || b == 0x09 {
                if digits > 0 { seenEnd = true }
                continue
            }
            guard !seenEnd, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), digits < 15 else { return nil }
            n = n * 10 + Int(b - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? n : nil
    }

    static func preview(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "\"" + text.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() + (bytes.count > 40 ? "…" : "") + "\""
    }
}
