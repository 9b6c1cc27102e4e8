import DuoLint

/// The JSON of the language server's messages: parsed from the bytes of a message body and written compactly.
///
/// The configuration's `JSONValue` is built for files people write (line and column in errors, duplicate keys
/// refused, pretty output); a message layer wants something else: integers kept apart from other numbers (request
/// ids must be echoed exactly), duplicate keys tolerated (the last wins, as in JavaScript), invalid UTF-8 decoded to
/// U+FFFD instead of refusing the message, strings copied in one piece (a 50 MB `didOpen` is one string), and
/// compact output. Nesting deeper than `maxDepth` is refused, so no message can overflow the stack.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public static let maxDepth = 128

    // MARK: Reading

    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// An integer, or a number with no fraction that fits in an `Int`.
    public var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
        default: return nil
        }
    }

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var array: [JSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var object: [String: JSON]? {
        if case .object(let o) = self { return o }
        return nil
    }

    public var isNull: Bool { self == .null }

    // MARK: Writing

    /// Compact UTF-8 JSON; object keys sorted, so the output is deterministic.
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    public var text: String { String(decoding: encoded(), as: UTF8.self) }

    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if !d.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if d.rounded() == d && abs(d) < 9.0e15 {
                out.append(contentsOf: String(Int(d)).utf8)
            } else {
                out.append(contentsOf: "\(d)".utf8)
            }
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                members[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    // MARK: Parsing

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// Byte offset in the message body.
        public let offset: Int
        public let reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    public static func parse(_ bytes: [UInt8]) throws -> JSON {
        try bytes.withUnsafeBufferPointer { try parse($0) }
    }

    public static func parse(_ text: String) throws -> JSON {
        try parse(Array(text.utf8))
    }

    // Unsafe: the reader borrows `bytes` for the call and checks `pos < bytes.count` before every read. Covered by
    // ProtocolLayerTests and ServerFuzzInputTests.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSON {
        var parser = JSONBytesParser(bytes: bytes)
        return try parser.document()
    }
}

/// Recursive descent over the bytes, depth-limited.
private struct JSONBytesParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() throws -> JSON {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard pos == bytes.count else { throw fail("unexpected content after the JSON value") }
        return value
    }

    private func fail(_ reason: String) -> JSON.ParseError { JSON.ParseError(offset: pos, reason: reason) }

    @inline(__always) private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            let b = bytes[pos]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            pos += 1
        }
    }

    private mutating func parseValue() throws -> JSON {
        guard let b = current else { throw fail("unexpected end of input, expected a value") }
        switch b {
        case UInt8(ascii: "{"):
            guard depth < JSON.maxDepth else { throw fail("nesting deeper than \(JSON.maxDepth) levels") }
            depth += 1
            defer { depth -= 1 }
            return try parseObject()
        case UInt8(ascii: "["):
            guard depth < JSON.maxDepth else { throw fail("nesting deeper than \(JSON.maxDepth) levels") }
            depth += 1
            defer { depth -= 1 }
            return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw fail("unexpected character, expected a value")
        }
    }

    private mutating func word(_ w: StaticString) throws {
        let n = w.utf8CodeUnitCount
        guard pos + n <= bytes.count else { throw fail("invalid literal") }
        for k in 0..<n where bytes[pos + k] != w.utf8Start[k] { throw fail("invalid literal") }
        pos += n
    }

    private mutating func parseObject() throws -> JSON {
        pos += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
            pos += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"): pos += 1; return .object(members)
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> JSON {
        pos += 1
        var items: [JSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { pos += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "]"): pos += 1; return .array(items)
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws -> JSON {
        let start = pos
        var isInteger = true
        if current == UInt8(ascii: "-") { pos += 1 }
        if current == UInt8(ascii: "0") {
            pos += 1
        } else {
            guard digits() > 0 else { throw fail("invalid number") }
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            pos += 1
            guard digits() > 0 else { throw fail("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            pos += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { pos += 1 }
            guard digits() > 0 else { throw fail("invalid number: digits expected in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        guard let d = Double(text), d.isFinite else {
            pos = start
            throw fail("number out of range")
        }
        return .double(d)
    }

    private mutating func digits() -> Int {
        let start = pos
        while pos < bytes.count, bytes[pos] >= UInt8(ascii: "0"), bytes[pos] <= UInt8(ascii: "9") { pos += 1 }
        return pos - start
    }

    /// A string: runs without escapes are copied whole; invalid UTF-8 becomes U+FFFD.
    private mutating func parseString() throws -> String {
        pos += 1
        let start = pos
        // Fast path: no escape before the closing quote.
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
                pos += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw fail("control character in a string (it must be escaped)") }
            pos += 1
        }
        guard pos < bytes.count else { throw fail("unterminated string") }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(pos - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        var runStart = pos
        while true {
            guard pos < bytes.count else { throw fail("unterminated string") }
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
                pos += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
                pos += 1
                try escape(into: &buffer)
                runStart = pos
                continue
            }
            if b < 0x20 { throw fail("control character in a string (it must be escaped)") }
            pos += 1
        }
    }

    private mutating func escape(into buffer: inout [UInt8]) throws {
        guard let b = current else { throw fail("unterminated string") }
        pos += 1
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(b)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"), pos + 1 < bytes.count,
               bytes[pos + 1] == UInt8(ascii: "u") {
                let save = pos
                pos += 2
                let low = try hex4()
                if (0xDC00...0xDFFF).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    pos = save
                }
            }
            // A lone surrogate (which JSON allows and UTF-8 cannot carry) becomes U+FFFD.
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default:
            pos -= 1
            throw fail("invalid escape sequence")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard pos + 4 <= bytes.count else { throw fail("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[pos]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value * 16 + digit
            pos += 1
        }
        return value
    }
}
