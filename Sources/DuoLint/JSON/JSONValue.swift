/// A JSON value: what `.duo-lint.json` and baselines are read into, and what the JSON, SARIF and
/// baseline writers build. Read by `JSONReader` (error messages carry a line and column, duplicate keys are
/// caught); printed here so that output is byte-for-byte deterministic (object keys sorted, two-space
/// indentation, no escaped slashes) on every platform.
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
    public typealias ParseError = JSON.ParseError

    /// Parses `text` with `JSONReader` (default: strict JSON, RFC 8259 — no comments, no trailing commas,
    /// duplicate keys an error, at most 256 levels; `.config` for `.duo-lint.json`'s JSONC).
    public static func parse(_ text: String, options: JSONReader.Options = .strict) throws -> JSONValue {
        JSONValue(try JSONReader.read(text, options: options))
    }

    /// The value of a document `JSONReader` read (numbers as doubles). Recursive to the depth the reader bounded
    /// (`Options.maxDepth`): only `parse` calls it.
    init(_ document: JSON) {
        switch document {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .number(Double(i))
        case .double(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(members.mapValues(JSONValue.init))
        }
    }
}
