/// The one JSON reader of duo-lint: `.duo-lint.json` (JSONC), baselines and previous reports (strict JSON), and the
/// language server's messages, each with its own `Options`. It reads UTF-8 bytes into the one JSON value, `JSON`
/// (integers apart from other numbers); callers go through `JSON.parse(_:options:)`.
///
/// Recursive descent with a bound: nesting deeper than `Options.maxDepth` is an error at the bracket that goes too
/// deep, so no input can overflow the stack (the deepest recursion is `maxDepth` frames of `value` / `object` /
/// `array`). Errors carry the byte offset and the line and column of the byte where reading stopped (comments
/// count as the lines they are on). Fuzzed by `duo-lint-fuzz` (the config and baseline targets) and the server's
/// replay fuzzing (`StreamReplay`).
public enum JSONReader {
    public struct Options: Sendable {
        /// What a `\u` escape of a surrogate that is not part of a pair becomes.
        public enum LoneSurrogates: Sendable {
            /// An error (a file someone wrote: it cannot be a string).
            case reject
            /// U+FFFD (a message: JSON allows it and UTF-8 cannot carry it; refusing the message helps nobody).
            case replace
        }

        /// JSONC, as VS Code and TypeScript accept: `//` and `/* */` comments wherever whitespace may be, and a
        /// comma after the last member of an object or array.
        public var allowsCommentsAndTrailingCommas: Bool
        /// A key twice in one object is an error (else the last wins, as in JavaScript).
        public var rejectsDuplicateKeys: Bool
        public var loneSurrogates: LoneSurrogates
        /// The deepest nesting of objects and arrays read.
        public var maxDepth: Int

        public init(allowsCommentsAndTrailingCommas: Bool, rejectsDuplicateKeys: Bool, loneSurrogates: LoneSurrogates,
                    maxDepth: Int) {
            self.allowsCommentsAndTrailingCommas = allowsCommentsAndTrailingCommas
            self.rejectsDuplicateKeys = rejectsDuplicateKeys
            self.loneSurrogates = loneSurrogates
            self.maxDepth = maxDepth
        }

        /// RFC 8259 for files duo-lint writes and reads back (baselines, previous reports): no comments, no
        /// trailing commas, duplicate keys and lone surrogates refused, 256 levels.
        public static let strict = Options(allowsCommentsAndTrailingCommas: false, rejectsDuplicateKeys: true,
                                           loneSurrogates: .reject, maxDepth: 256)
        /// `.duo-lint.json` (README, "Configuration"): `strict` plus comments and trailing commas.
        public static let config = Options(allowsCommentsAndTrailingCommas: true, rejectsDuplicateKeys: true,
                                           loneSurrogates: .reject, maxDepth: 256)
        /// A language server message body: duplicate keys tolerated, lone surrogates replaced, `JSON.maxDepth` levels.
        public static let message = Options(allowsCommentsAndTrailingCommas: false, rejectsDuplicateKeys: false,
                                            loneSurrogates: .replace, maxDepth: JSON.maxDepth)
    }

    /// The document in `bytes` (invalid UTF-8 in strings becomes U+FFFD).
    // Unsafe: the reader borrows `bytes` for the call and checks `pos < bytes.count` before every read. Covered by
    // ConfigTests (JSONC, errors with positions), ProtocolLayerTests, ServerFuzzInputTests and the fuzz target.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: Options) throws -> JSON {
        var reader = Reader(bytes: bytes, options: options)
        return try reader.document()
    }

    public static func read(_ text: String, options: Options) throws -> JSON {
        var text = text
        return try text.withUTF8 { try read($0, options: options) }
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONReader.Options
    var pos = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONReader.Options) {
        self.bytes = bytes
        self.options = options
    }

    mutating func document() throws -> JSON {
        try skipWhitespace()
        let value = try parseValue()
        try skipWhitespace()
        guard pos == bytes.count else { throw fail("unexpected content after the JSON value") }
        return value
    }

    /// An error at the current position; the column counts Unicode scalars (UTF-8 lead bytes).
    private func fail(_ reason: String) -> JSON.ParseError {
        var line = 1
        var column = 1
        for b in UnsafeBufferPointer(rebasing: bytes[0..<min(pos, bytes.count)]) {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSON.ParseError(offset: pos, line: line, column: column, reason: reason)
    }

    @inline(__always) private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    /// Whitespace, and with JSONC comments.
    private mutating func skipWhitespace() throws {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 {
                pos += 1
            } else if b == UInt8(ascii: "/") && options.allowsCommentsAndTrailingCommas, try skipComment() {
                continue
            } else {
                return
            }
        }
    }

    /// `// …` to the end of the line, `/* … */` (not nested); false for a `/` that starts neither (left for the
    /// caller, whose error says what it expected there).
    private mutating func skipComment() throws -> Bool {
        guard pos + 1 < bytes.count else { return false }
        switch bytes[pos + 1] {
        case UInt8(ascii: "/"):
            pos += 2
            while pos < bytes.count && bytes[pos] != 0x0A { pos += 1 }
        case UInt8(ascii: "*"):
            let start = pos
            pos += 2
            while pos + 1 < bytes.count && !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) {
                pos += 1
            }
            guard pos + 1 < bytes.count else {
                pos = start
                throw fail("unterminated /* comment")
            }
            pos += 2
        default:
            return false
        }
        return true
    }

    private mutating func parseValue() throws -> JSON {
        guard let b = current else { throw fail("unexpected end of input, expected a value") }
        switch b {
        case UInt8(ascii: "{"):
            guard depth < options.maxDepth else { throw fail("nesting deeper than \(options.maxDepth) levels") }
            depth += 1
            defer { depth -= 1 }
            return try parseObject()
        case UInt8(ascii: "["):
            guard depth < options.maxDepth else { throw fail("nesting deeper than \(options.maxDepth) levels") }
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
        for k in 0..<w.utf8CodeUnitCount {
            guard current == w.utf8Start[k] else { throw fail("invalid literal, expected \(w)") }
            pos += 1
        }
    }

    private mutating func parseObject() throws -> JSON {
        pos += 1  // {
        var members: [String: JSON] = [:]
        try skipWhitespace()
        if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
        while true {
            try skipWhitespace()
            if current == UInt8(ascii: "}") && options.allowsCommentsAndTrailingCommas && !members.isEmpty {
                pos += 1
                return .object(members)
            }
            guard current == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let keyStart = pos
            let key = try parseString()
            if options.rejectsDuplicateKeys && members[key] != nil {
                pos = keyStart
                throw fail("duplicate key \"\(key)\"")
            }
            try skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after key") }
            pos += 1
            try skipWhitespace()
            members[key] = try parseValue()
            try skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"): pos += 1; return .object(members)
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> JSON {
        pos += 1  // [
        var items: [JSON] = []
        try skipWhitespace()
        if current == UInt8(ascii: "]") { pos += 1; return .array(items) }
        while true {
            try skipWhitespace()
            if current == UInt8(ascii: "]") && options.allowsCommentsAndTrailingCommas && !items.isEmpty {
                pos += 1
                return .array(items)
            }
            items.append(try parseValue())
            try skipWhitespace()
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
            guard digits() > 0 else { throw fail("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        guard let d = Double(text), d.isFinite else {
            pos = start
            throw fail("number out of range")
        }
        return .double(d)
    }

    /// Skips ASCII digits and returns how many there were.
    private mutating func digits() -> Int {
        let start = pos
        while pos < bytes.count, bytes[pos] >= UInt8(ascii: "0"), bytes[pos] <= UInt8(ascii: "9") { pos += 1 }
        return pos - start
    }

    /// A string: runs without escapes are copied whole; invalid UTF-8 becomes U+FFFD.
    private mutating func parseString() throws -> String {
        pos += 1  // opening quote
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
            if b < 0x20 { throw fail("control character in string (escape it)") }
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
            if b < 0x20 { throw fail("control character in string (escape it)") }
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
            if (0xD800...0xDBFF).contains(code) {
                let save = pos
                var paired = false
                if current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u") {
                    pos += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        paired = true
                    }
                }
                if !paired {
                    if options.loneSurrogates == .reject { throw fail("unpaired surrogate in \\u escape") }
                    pos = save
                }
            }
            guard let scalar = Unicode.Scalar(code) else {
                // A lone low surrogate.
                if options.loneSurrogates == .reject { throw fail("unpaired surrogate in \\u escape") }
                buffer.append(contentsOf: UTF8.encode("\u{FFFD}")!)
                return
            }
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default:
            pos -= 1
            throw fail("invalid escape sequence")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < bytes.count else { throw fail("invalid \\u escape") }
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
