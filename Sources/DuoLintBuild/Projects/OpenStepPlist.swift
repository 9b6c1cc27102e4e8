import Foundation

/// Why a property list could not be read: `description` is `line N: reason`.
public struct OpenStepPlistError: Error, CustomStringConvertible, Equatable, Sendable {
    /// 1-based line of the offending byte (for truncated input, the last line).
    public let line: Int
    public let reason: String

    public var description: String { "line \(line): \(reason)" }
}

/// A property list in the old text format of OpenStep and NeXTSTEP, the format Xcode writes `project.pbxproj`
/// in: dictionaries `{ key = value; }`, arrays `( a, b, )`, strings (quoted, with `\"` `\\` `\n` `\t` `\U20AC` and
/// octal escapes, or bare: letters, digits and `_ $ / : . - +`), data `<0fbd 12>`, and `/* … */` and `// …`
/// comments between any two tokens (the leading `// !$*UTF8*$!` line is one).
///
/// Read in one pass over the bytes without recursion (100 000 nested `(` cost heap, not stack) into flat arrays,
/// like the syntax tree. Nothing is copied out of the bytes until asked for: a string keeps its byte range and is
/// decoded (escapes, UTF-8) only when read as a `String`; `Value.isString(_:)` and key look-ups compare bytes.
/// Truncated or malformed input (and text after the root value) throws an `OpenStepPlistError` with the line.
// @unchecked Sendable: the buffers are written only by `init` and freed by `deinit`; every method only reads them.
public final class OpenStepPlist: @unchecked Sendable {
    public enum Kind: UInt8, Sendable, BitwiseCopyable {
        case string, data, array, dictionary
    }

    /// A value as stored. Strings and data: `start`/`count` are the byte range of the content (without quotes or
    /// angle brackets). Arrays: `count` elements at `children[start...]`. Dictionaries: `count` children at
    /// `children[start...]`, keys and values alternating.
    struct Raw: BitwiseCopyable {
        var kind: Kind
        /// A quoted string with a backslash in it: decode before use.
        var escaped: Bool
        var start: Int32
        var count: Int32
    }

    // Unsafe: the three buffers are allocated by `init` (a copy of the input, and the reader's arrays it takes over),
    // never written after `init` and freed once, in `deinit` (or by `init` itself when reading fails). Covered by
    // OpenStepPlistTests (malformed and truncated input too) and XcodeProjectTests.
    // Memory the list owns (allocated by the reader, freed in `deinit`), read without reference counting or
    // uniqueness checks; never written after `init`, so any thread may read it.
    let bytes: UnsafeBufferPointer<UInt8>
    let values: UnsafeBufferPointer<Raw>
    let children: UnsafeBufferPointer<Int32>
    let rootIndex: Int32

    /// Reads `bytes` (less than 2 GiB); throws an `OpenStepPlistError`.
    public init(bytes input: [UInt8]) throws {
        guard input.count < Int(Int32.max) else {
            throw OpenStepPlistError(line: 1, reason: "too large (\(input.count) bytes)")
        }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, input.count))
        _ = copy.initialize(from: input)
        let bytes = UnsafeBufferPointer(start: copy.baseAddress, count: input.count)
        var reader = PlistReader(capacity: input.count / 16)
        do {
            rootIndex = try reader.read(bytes)
        } catch {
            copy.deallocate()
            reader.deallocate()
            throw error
        }
        self.bytes = bytes
        (values, children) = reader.finish()
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: bytes).deallocate()
        UnsafeMutableBufferPointer(mutating: values).deallocate()
        UnsafeMutableBufferPointer(mutating: children).deallocate()
    }

    /// The top-level value.
    public var root: Value { Value(plist: self, index: rootIndex) }

    // MARK: Reading values by index (no handles, no allocation)
    //
    // Index -1 stands for "absent" (what `lookup` returns for a missing key): every accessor but `kind` answers it
    // as absent, so look-ups chain without checks.

    @inline(__always) func kind(_ v: Int32) -> Kind { values[Int(v)].kind }

    /// The children of an array or dictionary as a range of `children`; empty for strings and data.
    @inline(__always) func childRange(_ v: Int32) -> Range<Int> {
        guard v >= 0 else { return 0..<0 }
        let r = values[Int(v)]
        guard r.kind == .array || r.kind == .dictionary else { return 0..<0 }
        return Int(r.start)..<Int(r.start) + Int(r.count)
    }

    /// The value stored under `key` in dictionary `dict` (the first one when a key repeats), or -1.
    func lookup(_ dict: Int32, _ key: StaticString) -> Int32 {
        guard dict >= 0 else { return -1 }
        let r = values[Int(dict)]
        guard r.kind == .dictionary else { return -1 }
        let count = key.utf8CodeUnitCount
        let wanted = key.utf8Start
        var k = Int(r.start)
        let end = k + Int(r.count)
        while k < end {
            let name = values[Int(children[k])]
            if name.escaped {
                if equals(children[k], wanted, count) { return children[k + 1] }
            } else if Int(name.count) == count && (count == 0 || (bytes[Int(name.start)] == wanted[0]
                        && memcmp(bytes.baseAddress! + Int(name.start), wanted, count) == 0)) {
                return children[k + 1]
            }
            k += 2
        }
        return -1
    }

    /// Whether `v` is a string equal to `s`.
    func equals(_ v: Int32, _ s: StaticString) -> Bool {
        equals(v, s.utf8Start, s.utf8CodeUnitCount)
    }

    private func equals(_ v: Int32, _ s: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard v >= 0 else { return false }
        let r = values[Int(v)]
        guard r.kind == .string else { return false }
        if r.escaped { return decoded(r).elementsEqual(UnsafeBufferPointer(start: s, count: count)) }
        return Int(r.count) == count && (count == 0 || memcmp(bytes.baseAddress! + Int(r.start), s, count) == 0)
    }

    /// The decoded text of a string value, or nil for other kinds.
    func string(_ v: Int32) -> String? {
        guard v >= 0 else { return nil }
        let r = values[Int(v)]
        guard r.kind == .string else { return nil }
        if r.escaped { return String(decoding: decoded(r), as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(r.start)..<Int(r.start) + Int(r.count)]), as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 of a string value (its bytes in place unless it has escapes); nil for other kinds.
    func withStringBytes<T>(_ v: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        guard v >= 0 else { return nil }
        let r = values[Int(v)]
        guard r.kind == .string else { return nil }
        if r.escaped { return decoded(r).withUnsafeBufferPointer(body) }
        return body(UnsafeBufferPointer(rebasing: bytes[Int(r.start)..<Int(r.start) + Int(r.count)]))
    }

    /// The UTF-8 of a quoted string's content with its escapes resolved: `\n` `\t` `\r` `\a` `\b` `\f` `\v`,
    /// `\` + 1–3 octal digits (a code point up to U+00FF), `\U` + 1–4 hex digits (a UTF-16 unit: surrogate pairs
    /// are joined, a lone surrogate becomes U+FFFD), and `\` + any other byte for that byte.
    private func decoded(_ r: Raw) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Int(r.count))
        let b = bytes
        do {
            var i = Int(r.start)
            let end = i + Int(r.count)
            var pendingHigh: UInt32?  // a high surrogate waiting for its low half
            func flushHigh() {
                if pendingHigh != nil { appendScalar(0xFFFD, to: &out); pendingHigh = nil }
            }
            while i < end {
                let c = b[i]
                guard c == UInt8(ascii: "\\"), i + 1 < end else {
                    flushHigh()
                    out.append(c)
                    i += 1
                    continue
                }
                let e = b[i + 1]
                i += 2
                if e == UInt8(ascii: "U") {
                    var unit: UInt32 = 0
                    var digits = 0
                    while digits < 4, i < end, let d = hexValue(b[i]) {
                        unit = unit << 4 | UInt32(d)
                        digits += 1
                        i += 1
                    }
                    if digits == 0 { flushHigh(); out.append(e); continue }
                    if (0xD800...0xDBFF).contains(unit) {
                        flushHigh()
                        pendingHigh = unit
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        if let high = pendingHigh {
                            appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &out)
                            pendingHigh = nil
                        } else {
                            appendScalar(0xFFFD, to: &out)
                        }
                    } else {
                        flushHigh()
                        appendScalar(unit, to: &out)
                    }
                    continue
                }
                flushHigh()
                if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(e) {
                    var value = UInt32(e - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, i < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(b[i]) {
                        value = value << 3 | UInt32(b[i] - UInt8(ascii: "0"))
                        digits += 1
                        i += 1
                    }
                    appendScalar(value, to: &out)
                    continue
                }
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "a"): out.append(0x07)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "v"): out.append(0x0B)
                default: out.append(e)
                }
            }
            flushHigh()
        }
        return out
    }

    /// The bytes of a data value (`<0fbd 12>` → `[0x0F, 0xBD, 0x12]`), or nil for other kinds.
    func data(_ v: Int32) -> [UInt8]? {
        guard v >= 0 else { return nil }
        let r = values[Int(v)]
        guard r.kind == .data else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(Int(r.count) / 2)
        var high: UInt8?
        for i in Int(r.start)..<Int(r.start) + Int(r.count) {
            guard let d = hexValue(bytes[i]) else { continue }  // whitespace (the reader let nothing else through)
            if let h = high { out.append(h << 4 | d); high = nil } else { high = d }
        }
        return out
    }

    // MARK: Handles

    /// A handle on one value of a property list: cheap to copy, navigation is array indexing.
    public struct Value: Sendable {
        public let plist: OpenStepPlist
        let index: Int32

        public var kind: Kind { plist.kind(index) }

        /// The decoded text of a string; nil for other kinds.
        public var string: String? { plist.string(index) }

        /// Whether this is a string equal to `s` (compared as bytes, without making a `String`).
        public func isString(_ s: StaticString) -> Bool { plist.equals(index, s) }

        /// The bytes of a data value; nil for other kinds.
        public var data: [UInt8]? { plist.data(index) }

        /// The elements of an array; empty for other kinds.
        public var elements: [Value] {
            guard kind == .array else { return [] }
            return plist.childRange(index).map { Value(plist: plist, index: plist.children[$0]) }
        }

        /// The entries of a dictionary in file order; empty for other kinds.
        public var entries: [(key: String, value: Value)] {
            guard kind == .dictionary else { return [] }
            return stride(from: plist.childRange(index).lowerBound, to: plist.childRange(index).upperBound, by: 2).map {
                (plist.string(plist.children[$0]) ?? "", Value(plist: plist, index: plist.children[$0 + 1]))
            }
        }

        /// A dictionary's value for `key` (the first one when a key repeats); nil when absent or not a dictionary.
        public subscript(key: StaticString) -> Value? {
            let v = plist.lookup(index, key)
            return v < 0 ? nil : Value(plist: plist, index: v)
        }
    }
}

@inline(__always)
private func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
    default: return nil
    }
}

/// Appends a code point as UTF-8 (U+FFFD for a surrogate or a value beyond U+10FFFF).
private func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    out.append(contentsOf: UTF8.encode(scalar)!)
}

/// For each byte value, whether it may appear in an unquoted string: letters, digits and `_ $ / : . - +` (every
/// other byte needs quotes).
private let bareStringBytes: [Bool] = (0..<256).map { b in
    let c = UInt8(b)
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
    default:
        return "_$/:.-+".utf8.contains(c)
    }
}

@inline(__always)
private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }

/// Memory a reader appends to, grown by doubling, with no reference counting or uniqueness checks; whoever ends
/// up with it deallocates it.
// Unsafe: `base` holds `count` initialized elements of `capacity`; every append grows first; the buffer is freed
// exactly once, by whoever ends up with it (`OpenStepPlist.deinit`, or `PlistReader.deallocate` after an error).
// Elements are bitwise-copyable, so no deinitialisation is needed. Covered by OpenStepPlistTests.
private struct PlistBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) subscript(i: Int) -> Element { base[i] }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `other[from..<other.count]`.
    mutating func append(_ other: PlistBuffer, from: Int) {
        let n = other.count - from
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(from: other.base + from, count: n)
        count += n
    }

    mutating func removeLast(from index: Int) { count = index }

    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    func deallocate() { base.deallocate() }

    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}

/// The one-pass reader behind `OpenStepPlist`: an explicit stack of open containers instead of recursion. The
/// children of open containers wait on `pending` and move to `children` in one copy when their container closes,
/// so every value is copied once. Comments and quoted strings are scanned with `memchr`.
private struct PlistReader {
    private var values: PlistBuffer<OpenStepPlist.Raw>
    private var children: PlistBuffer<Int32>
    private var pending: PlistBuffer<Int32>

    init(capacity: Int) {
        values = PlistBuffer(capacity: capacity)
        children = PlistBuffer(capacity: capacity)
        pending = PlistBuffer(capacity: 64)
    }

    /// The values and children read, for the property list to own.
    func finish() -> (UnsafeBufferPointer<OpenStepPlist.Raw>, UnsafeBufferPointer<Int32>) {
        pending.deallocate()
        return (values.buffer, children.buffer)
    }

    /// Frees everything (after an error).
    func deallocate() {
        values.deallocate()
        children.deallocate()
        pending.deallocate()
    }

    private enum State {
        case key, equals, value, semicolon   // in a dictionary
        case element, comma                  // in an array
    }

    private struct Open {
        var isDictionary: Bool
        var state: State
        var pendingStart: Int
        var offset: Int
    }

    /// The innermost open container (when `inside`), and the ones around it (in `outer`, innermost last).
    private var current = Open(isDictionary: false, state: .element, pendingStart: 0, offset: 0)
    private var inside = false
    private var outer: [Open] = []
    // Unsafe: `p` and `bare` borrow the input and the bare-string table for the duration of `read` only; reads are
    // checked against `p.count`. Covered by OpenStepPlistTests.
    private var p = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var i = 0
    /// `bareStringBytes` while reading.
    private var bare: UnsafePointer<Bool>!

    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Int32 {
        try bareStringBytes.withUnsafeBufferPointer { table in
            bare = table.baseAddress!
            defer { bare = nil }
            return try readValues(bytes)
        }
    }

    private mutating func readValues(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Int32 {
        p = bytes
        i = 0
        try skipTrivia()
        guard i < p.count else { throw fail("empty property list", at: 0) }
        try readValue()
        while inside {
            try skipTrivia()
            guard i < p.count else {
                let opened = PlistReader.line(of: current.offset, in: p)
                throw fail("unexpected end of input (the \(current.isDictionary ? "dictionary" : "array") opened on line \(opened) is not closed)", at: p.count)
            }
            let c = p[i]
            switch current.state {
            case .key:
                if c == UInt8(ascii: "}") { close(); continue }
                guard let key = try readString() else { throw fail("expected a key or '}', found \(PlistReader.describe(c))", at: i) }
                pending.append(key)
                current.state = .equals
            case .equals:
                guard c == UInt8(ascii: "=") else { throw fail("expected '=', found \(PlistReader.describe(c))", at: i) }
                i += 1
                current.state = .value
            case .value:
                current.state = .semicolon
                try readValue()
            case .semicolon:
                guard c == UInt8(ascii: ";") else { throw fail("expected ';', found \(PlistReader.describe(c))", at: i) }
                i += 1
                current.state = .key
            case .element:
                if c == UInt8(ascii: ")") { close(); continue }
                current.state = .comma
                try readValue()
            case .comma:
                if c == UInt8(ascii: ")") { close(); continue }
                guard c == UInt8(ascii: ",") else { throw fail("expected ',' or ')', found \(PlistReader.describe(c))", at: i) }
                i += 1
                current.state = .element
            }
        }
        try skipTrivia()
        guard i >= p.count else { throw fail("unexpected text after the end of the property list", at: i) }
        return pending[0]
    }

    private func fail(_ reason: String, at offset: Int) -> OpenStepPlistError {
        OpenStepPlistError(line: PlistReader.line(of: offset, in: p), reason: reason)
    }

    /// The offset of the first `byte` in `from..<to` (to the end by default), or nil.
    @inline(__always)
    private func find(_ byte: UInt8, from: Int, to: Int? = nil) -> Int? {
        let end = to ?? p.count
        guard from < end, let hit = memchr(p.baseAddress! + from, Int32(byte), end - from) else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(p.baseAddress!)
    }

    /// Skips whitespace and comments.
    @inline(__always)
    private mutating func skipTrivia() throws {
        guard i < p.count, isSpace(p[i]) || p[i] == UInt8(ascii: "/") else { return }
        try skipTriviaRun()
    }

    private mutating func skipTriviaRun() throws {
        let n = p.count
        while i < n {
            let c = p[i]
            if isSpace(c) {
                var j = i + 1
                while j < n && isSpace(p[j]) { j += 1 }
                i = j
            } else if c == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "*") {
                let start = i
                var from = i + 2
                while true {
                    guard let star = find(UInt8(ascii: "*"), from: from), star + 1 < n else {
                        throw fail("unterminated comment", at: start)
                    }
                    if p[star + 1] == UInt8(ascii: "/") { i = star + 2; break }
                    from = star + 1
                }
            } else if c == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "/") {
                i += 2
                while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
            } else {
                return
            }
        }
    }

    /// Reads a string at `i` (quoted or bare) and returns its value index, or nil when none starts there.
    private mutating func readString() throws -> Int32? {
        let c = p[i]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let start = i
            var end = i + 1
            var escaped = false
            while true {
                guard let quote = find(c, from: end) else { throw fail("unterminated string", at: start) }
                // Escaped when an odd number of backslashes precede it.
                var backslashes = 0
                while quote - backslashes - 1 > start && p[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes > 0 { escaped = true }
                if backslashes % 2 == 0 { end = quote; break }
                end = quote + 1
            }
            if !escaped && find(UInt8(ascii: "\\"), from: start + 1, to: end) != nil { escaped = true }
            values.append(.init(kind: .string, escaped: escaped, start: Int32(start + 1), count: Int32(end - start - 1)))
            i = end + 1
            return Int32(values.count - 1)
        }
        guard bare[Int(c)] else { return nil }
        let start = i
        var j = i + 1
        let n = p.count
        while j < n && bare[Int(p[j])] { j += 1 }
        i = j
        values.append(.init(kind: .string, escaped: false, start: Int32(start), count: Int32(j - start)))
        return Int32(values.count - 1)
    }

    /// Reads the value at `i`: a string or data goes onto `pending`; a container is opened (its parent's state
    /// must already say what comes after it).
    private mutating func readValue() throws {
        let c = p[i]
        switch c {
        case UInt8(ascii: "{"):
            enter(Open(isDictionary: true, state: .key, pendingStart: pending.count, offset: i))
        case UInt8(ascii: "("):
            enter(Open(isDictionary: false, state: .element, pendingStart: pending.count, offset: i))
        case UInt8(ascii: "<"):
            let start = i
            guard let end = find(UInt8(ascii: ">"), from: i + 1) else { throw fail("unterminated data", at: start) }
            var digits = 0
            for k in (start + 1)..<end {
                if hexValue(p[k]) != nil {
                    digits += 1
                } else if !isSpace(p[k]) {
                    throw fail("invalid character in data", at: k)
                }
            }
            guard digits % 2 == 0 else { throw fail("data with an odd number of hex digits", at: start) }
            values.append(.init(kind: .data, escaped: false, start: Int32(start + 1), count: Int32(end - start - 1)))
            pending.append(Int32(values.count - 1))
            i = end + 1
        default:
            guard let s = try readString() else { throw fail("expected a value, found \(PlistReader.describe(c))", at: i) }
            pending.append(s)
        }
    }

    /// Closes the innermost container at `i` and hands it to its parent.
    /// Opens a container at `i`.
    private mutating func enter(_ container: Open) {
        if inside { outer.append(current) }
        current = container
        inside = true
        i += 1
    }

    private mutating func close() {
        let top = current
        if let parent = outer.popLast() { current = parent } else { inside = false }
        let start = children.count
        children.append(pending, from: top.pendingStart)
        pending.removeLast(from: top.pendingStart)
        values.append(.init(kind: top.isDictionary ? .dictionary : .array, escaped: false,
                            start: Int32(start), count: Int32(children.count - start)))
        pending.append(Int32(values.count - 1))
        i += 1
    }

    /// A byte as an error message shows it.
    private static func describe(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format: "byte 0x%02X", c)
    }

    /// The 1-based line of `offset` (a line break is `\n`, `\r\n` or a lone `\r`).
    private static func line(of offset: Int, in p: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var i = 0
        let end = min(offset, p.count)
        while i < end {
            if p[i] == 0x0A || (p[i] == 0x0D && (i + 1 >= p.count || p[i + 1] != 0x0A)) { line += 1 }
            i += 1
        }
        return line
    }
}
