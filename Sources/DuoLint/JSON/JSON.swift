/// The one JSON value of duo-lint: what `JSONReader` reads (`.duo-lint.json`, baselines, previous reports, the
/// language server's messages, each with its own `JSONReader.Options`) and what the formats, the baselines and the
/// server write.
///
/// Integers are kept apart from other numbers (the server's request ids are echoed exactly), but a number is one
/// value however it was written: `.int(1) == .double(1)` (equality and hashing compare numbers by value), so a
/// configuration reads `240` and `240.0` alike. Two writers, both deterministic (object keys sorted): `rendered()`,
/// pretty-printed with a two-space indent (reports, baselines, `--format json`), and `encoded()`, compact (the
/// server's messages). Nesting deeper than the reader's `Options.maxDepth` is refused when reading.
public enum JSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The deepest nesting a language server message may have (`JSONReader.Options.message`).
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

    /// An integer, or a number with no fraction that fits in an `Int` (report positions, tiers, request ids).
    public var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d): return JSON.exactInt(d)
        default: return nil
        }
    }

    /// Any number, as a `Double`.
    public var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// Whether the value is a number (integer or not).
    public var isNumber: Bool { number != nil }

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

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `d` as an `Int` when it has no fraction and is small enough that every integer around it is a `Double`.
    static func exactInt(_ d: Double) -> Int? {
        d.rounded() == d && abs(d) < 9.0e15 ? Int(d) : nil
    }

    // MARK: Parsing

    /// Why a text is not JSON, and where: the byte offset, and the 1-based line and column (columns in Unicode
    /// scalars) for the files people write.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let line: Int
        public let column: Int
        public let reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Reads `text` with `options`: `.strict` (RFC 8259: files duo-lint writes and reads back), `.config`
    /// (`.duo-lint.json`'s JSONC) or `.message` (a language server message body: duplicate keys tolerated, lone
    /// surrogates replaced). Every caller says which.
    public static func parse(_ text: String, options: JSONReader.Options) throws -> JSON {
        try JSONReader.read(text, options: options)
    }

    public static func parse(_ bytes: [UInt8], options: JSONReader.Options) throws -> JSON {
        try bytes.withUnsafeBufferPointer { try JSONReader.read($0, options: options) }
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONReader.Options) throws -> JSON {
        try JSONReader.read(bytes, options: options)
    }
}

// MARK: - Equality

extension JSON: Hashable {
    /// Numbers compare by value (`.int(2) == .double(2)`); everything else by case and contents.
    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return exactInt(y) == x
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        default: return false
        }
    }

    /// (A `.double` equal to an integer hashes as that integer, so that equal numbers hash alike.)
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(1); hasher.combine(b)
        case .int(let i): hasher.combine(2); hasher.combine(i)
        case .double(let d):
            if let i = JSON.exactInt(d) {
                hasher.combine(2)
                hasher.combine(i)
            } else {
                hasher.combine(3)
                hasher.combine(d)
            }
        case .string(let s): hasher.combine(4); hasher.combine(s)
        case .array(let items): hasher.combine(5); hasher.combine(items)
        case .object(let members): hasher.combine(6); hasher.combine(members)
        }
    }
}

// MARK: - Writing

extension JSON {
    /// Pretty-printed JSON with sorted keys and a two-space indent, without a trailing newline (reports, baselines,
    /// `--format json`): byte-for-byte the same on every platform.
    public func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 14)
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Compact UTF-8 JSON with sorted keys (the server's messages).
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    /// `encoded()` as a string.
    public var text: String { String(decoding: encoded(), as: UTF8.self) }

    /// Writes the compact form into one byte buffer.
    public func write(to out: inout [UInt8]) {
        switch self {
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
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                members[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(to: &out)
        }
    }

    /// Writes the pretty form into one byte buffer (no per-character `String` appends).
    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .array(let items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (i, item) in items.enumerated() {
                JSON.writeIndent(indent + 1, to: &out)
                item.write(to: &out, indent: indent + 1)
                if i < items.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            JSON.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            let keys = members.keys.sorted()
            for (i, key) in keys.enumerated() {
                JSON.writeIndent(indent + 1, to: &out)
                JSON.writeString(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                members[key, default: .null].write(to: &out, indent: indent + 1)
                if i < keys.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            JSON.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(to: &out)
        }
    }

    /// A scalar, the same in both forms. Numbers with no fraction print as integers; non-finite numbers (not
    /// representable in JSON) print as `null`.
    private func writeScalar(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if !d.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if let i = JSON.exactInt(d) {
                out.append(contentsOf: String(i).utf8)
            } else {
                out.append(contentsOf: "\(d)".utf8)
            }
        case .string(let s): JSON.writeString(s, to: &out)
        case .array, .object: write(to: &out)
        }
    }

    private static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        for _ in 0..<(2 * level) { out.append(UInt8(ascii: " ")) }
    }

    /// The string quoted and escaped. Only ASCII needs escaping, and in UTF-8 an ASCII byte is always a whole
    /// character, so the bytes between escapes are copied as they are (no escaped slashes).
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
