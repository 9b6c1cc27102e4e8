/// A JSON document as `JSONReader` reads it: integers kept apart from other numbers (the language server's
/// request ids must be echoed exactly), written compactly with sorted keys (the server's messages).
///
/// `JSON.parse` reads a message body with `JSONReader.Options.message`: duplicate keys tolerated (the last wins, as
/// in JavaScript), invalid UTF-8 and lone surrogates decoded to U+FFFD instead of refusing the message, strings copied
/// in one piece (a 50 MB `didOpen` is one string). Nesting deeper than `maxDepth` is refused. The files people write
/// (`.duo-lint.json`, baselines) are read by the same reader into `JSONValue`, with stricter options.
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

    /// Why a text is not JSON, and where: the byte offset, and the 1-based line and column (columns in Unicode
    /// scalars) for the files people write.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let line: Int
        public let column: Int
        public let reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// A message body (`JSONReader.Options.message`).
    public static func parse(_ bytes: [UInt8]) throws -> JSON {
        try bytes.withUnsafeBufferPointer { try JSONReader.read($0, options: .message) }
    }

    public static func parse(_ text: String) throws -> JSON {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSON {
        try JSONReader.read(bytes, options: .message)
    }
}
