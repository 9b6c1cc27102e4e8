/// A JSON value: what `.duo-lint.json` and baselines are read into, and what the JSON, SARIF and
/// baseline writers build. Parsing and printing are hand-written so that error messages carry a
/// line and column, duplicate keys are caught, and output is byte-for-byte deterministic
/// (object keys sorted, two-space indentation, no escaped slashes) on every platform.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// An integer number (report positions, tiers, indexes).
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The value as an `Int` when it is a number with no fractional part that fits in an `Int`.
    public var intValue: Int? {
        guard case .number(let d) = self, d.rounded() == d, abs(d) < 9.0e15 else { return nil }
        return Int(d)
    }
}

// MARK: - Printing

extension JSONValue {
    /// Pretty-printed JSON with sorted keys and a two-space indent, without a trailing newline.
    public func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 14)
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes UTF-8 into one byte buffer (no per-character `String` appends).
    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let d): out.append(contentsOf: Self.format(d).utf8)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (i, item) in items.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                item.write(to: &out, indent: indent + 1)
                if i < items.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            Self.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            let keys = members.keys.sorted()
            for (i, key) in keys.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                Self.writeString(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                members[key, default: .null].write(to: &out, indent: indent + 1)
                if i < keys.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            Self.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        for _ in 0..<(2 * level) { out.append(UInt8(ascii: " ")) }
    }

    /// Integers print without a fraction; non-finite numbers (not representable in JSON) print as `null`.
    private static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if let i = JSONValue.number(d).intValue { return String(i) }
        return "\(d)"
    }

    /// The string quoted and escaped. Only ASCII needs escaping, and in UTF-8 an ASCII byte is always a whole
    /// character, so the bytes between escapes are copied as they are. (The language server's `JSON` writes its
    /// strings with it too.)
    public static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var copied = 0
            for i in bytes.indices {
                let b = bytes[i]
                guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                copied = i + 1
                switch b {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
                case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
                case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
                case 0x08: out.append(contentsOf: "\\b".utf8)
                case 0x0C: out.append(contentsOf: "\\f".utf8)
                default:
                    let hex = String(b, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}

// MARK: - Parsing

extension JSONValue {
    /// Why a text is not JSON, and where (1-based line and column, columns in Unicode scalars).
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Parses strict JSON (RFC 8259): no comments, no trailing commas; duplicate keys are an error.
    /// Nesting deeper than 256 levels is refused rather than risking the stack.
    public static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }
}

/// A recursive-descent parser over UTF-8 bytes with a nesting limit.
private struct JSONParser {
    let bytes: [UInt8]
    var pos = 0
    var depth = 0
    static let maxDepth = 256

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard pos == bytes.count else { throw error("unexpected content after the JSON value") }
        return value
    }

    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    private mutating func skipWhitespace() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { pos += 1 }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard let b = current else { throw error("unexpected end of input, expected a value") }
        switch b {
        case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
        case UInt8(ascii: "["): return try nested { try $0.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character, expected a value")
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseObject() throws -> JSONValue {
        pos += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = pos
            let key = try parseString()
            guard members[key] == nil else {
                pos = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key") }
            pos += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"): pos += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        pos += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { pos += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "]"): pos += 1; return .array(items)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func expectWord(_ word: String) throws {
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal, expected \(word)") }
            pos += 1
        }
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = pos
        if current == UInt8(ascii: "-") { pos += 1 }
        if current == UInt8(ascii: "0") {
            pos += 1
        } else {
            guard skipDigits() > 0 else { throw error("invalid number") }
        }
        if current == UInt8(ascii: ".") {
            pos += 1
            guard skipDigits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            pos += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { pos += 1 }
            guard skipDigits() > 0 else { throw error("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            pos = start
            throw error("number out of range")
        }
        return .number(value)
    }

    /// Skips ASCII digits and returns how many there were.
    private mutating func skipDigits() -> Int {
        let start = pos
        while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { pos += 1 }
        return pos - start
    }

    private mutating func parseString() throws -> String {
        pos += 1  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let b = current else { throw error("unterminated string") }
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                pos += 1
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                throw error("control character in string (escape it)")
            default:
                buffer.append(b)
                pos += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        guard let b = current else { throw error("unterminated string") }
        pos += 1
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(b)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800...0xDBFF).contains(code) {
                guard current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate in \\u escape") }
                pos += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate in \\u escape") }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            pos -= 1
            throw error("invalid escape sequence")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current, let digit = hexDigit(b) else { throw error("invalid \\u escape") }
            value = value * 16 + digit
            pos += 1
        }
        return value
    }

    private func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// An error at the current position; the column counts Unicode scalars (UTF-8 lead bytes).
    private func error(_ reason: String) -> JSONValue.ParseError {
        var line = 1
        var column = 1
        for b in bytes[0..<min(pos, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONValue.ParseError(line: line, column: column, reason: reason)
    }
}
