/// The bytes of one file plus a line-start table, so that byte offsets turn into
/// 1-based line and column (columns count Unicode scalars) by binary search, without re-scanning.
public final class SourceText: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts. A line break is `\n`, `\r\n` or a lone `\r`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buf in
            let n = buf.count
            var i = 0
            while i < n {
                let c = buf[i]
                if c == 0x0A {
                    starts.append(i + 1)
                } else if c == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// 0-based line index containing `offset`.
    public func lineIndex(ofOffset offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(ofOffset offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(ofOffset: clamped)
        var column = 1
        var i = lineStarts[line]
        // A byte order mark is not a column (editors do not show it).
        if line == 0 && hasByteOrderMark && clamped >= 3 { i = 3 }
        while i < clamped {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    /// Whether the file starts with a UTF-8 byte order mark (EF BB BF).
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The text of a 0-based line without its line break and without a byte order mark (invalid UTF-8 repaired).
    public func lineText(_ index: Int) -> String {
        guard index >= 0 && index < lineStarts.count else { return "" }
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        let start = index == 0 && hasByteOrderMark ? min(3, end) : lineStarts[index]
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of a byte range (invalid UTF-8 repaired).
    public func text(_ start: Int, _ end: Int) -> String {
        let s = max(0, min(start, bytes.count))
        let e = max(s, min(end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    /// Whether the bytes are valid UTF-8.
    public var isValidUTF8: Bool {
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            let n = buf.count
            while i < n {
                let c = buf[i]
                if c < 0x80 { i += 1; continue }
                let len: Int
                if c & 0xE0 == 0xC0 { len = 2; if c < 0xC2 { return false } }
                else if c & 0xF0 == 0xE0 { len = 3 }
                else if c & 0xF8 == 0xF0 { len = 4; if c > 0xF4 { return false } }
                else { return false }
                if i + len > n { return false }
                for k in 1..<len where buf[i + k] & 0xC0 != 0x80 { return false }
                if len == 3 {
                    let b1 = buf[i + 1]
                    if c == 0xE0 && b1 < 0xA0 { return false }
                    if c == 0xED && b1 >= 0xA0 { return false }
                }
                if len == 4 {
                    let b1 = buf[i + 1]
                    if c == 0xF0 && b1 < 0x90 { return false }
                    if c == 0xF4 && b1 >= 0x90 { return false }
                }
                i += len
            }
            return true
        }
    }
}
