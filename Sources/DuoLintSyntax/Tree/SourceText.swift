import Foundation

/// The bytes of one file plus a line-start table, so that byte offsets turn into
/// 1-based line and column (columns count Unicode scalars) by binary search, without re-scanning.
// @unchecked Sendable: `path` and `bytes` are immutable; the line and column tables are built on first use and read
// and written only with `tablesLock` held.
public final class SourceText: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Guards the tables built on first use: `lineTable` and `blockScalars`.
    private let tablesLock = NSLock()
    private var lineTable: [Int]?

    /// Byte offset at which each line starts. A line break is `\n`, `\r\n` or a lone `\r`.
    /// Built on first use: most files are linted without anyone asking for a line (only findings, parse errors
    /// and `duo-lint:` directives do).
    public var lineStarts: [Int] {
        tablesLock.lock()
        defer { tablesLock.unlock() }
        if let table = lineTable { return table }
        let table = SourceText.lineStarts(of: bytes)
        lineTable = table
        return table
    }

    /// Line starts (a line break is `\n`, `\r\n` or a lone `\r`; the language server's documents use them too).
    /// Nearly every file breaks lines with `\n` alone; then the C library's vectorised `memchr` finds them (after
    /// one `memchr` for `\r` says there is none).
    // Unsafe: raw pointers into `bytes` during `withUnsafeBufferPointer` only; `memchr` is given the remaining length, and
    // 8-byte loads happen only where 8 bytes remain. Covered by LexerTests.testLineStarts and
    // RobustnessTests.testMixedLineEndings / testPositionsMatchAPlainScalarCount.
    public static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buf -> [Int] in
            guard let base = buf.baseAddress else { return [0] }
            if memchr(base, 0x0D, buf.count) != nil { return SourceText.lineStartsWithCarriageReturns(buf) }
            var starts = [0]
            starts.reserveCapacity(buf.count / 32 + 1)
            let start = UnsafeRawPointer(base)
            let end = start + buf.count
            var from = start
            while from < end, let lineFeed = memchr(from, 0x0A, end - from) {
                from = UnsafeRawPointer(lineFeed) + 1
                starts.append(from - start)
            }
            return starts
        }
    }

    /// Line starts when a line break may be `\r\n` or a lone `\r`.
    private static func lineStartsWithCarriageReturns(_ buf: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buf.count / 32 + 1)
        let n = buf.count
        let raw = UnsafeRawPointer(buf.baseAddress!)
        var i = 0
        while i < n {
            if i + 8 <= n {
                // SWAR: does any of the next 8 bytes equal 0x0A or 0x0D?
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if !SourceText.hasByte(w, 0x0A) && !SourceText.hasByte(w, 0x0D) {
                    i += 8
                    continue
                }
            }
            let c = buf[i]
            if c == 0x0A {
                starts.append(i + 1)
            } else if c == 0x0D {
                if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    @inline(__always) static func hasByte(_ w: UInt64, _ b: UInt8) -> Bool {
        let x = w ^ (0x0101_0101_0101_0101 &* UInt64(b))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// 0-based line index containing `offset`.
    public func lineIndex(ofOffset offset: Int) -> Int {
        SourceText.lineIndex(ofOffset: offset, in: lineStarts)
    }

    private static func lineIndex(ofOffset offset: Int, in lineStarts: [Int]) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    /// Linear in the distance from the line start up to `2 * columnBlock` bytes; on longer lines a lazily built
    /// table of scalar counts per block keeps it constant, so many findings on one huge line stay linear.
    public func position(ofOffset offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let lineStarts = self.lineStarts
        let line = SourceText.lineIndex(ofOffset: clamped, in: lineStarts)
        var start = lineStarts[line]
        // A byte order mark is not a column (editors do not show it).
        if line == 0 && hasByteOrderMark && clamped >= 3 { start = 3 }
        let column: Int
        if clamped - start <= 2 * SourceText.columnBlock {
            column = 1 + scalarCount(start, clamped)
        } else {
            column = 1 + scalarsBefore(clamped) - scalarsBefore(start)
        }
        return SourcePosition(line: line + 1, column: column)
    }

    /// Number of UTF-8 lead (non-continuation) bytes in `bytes[from..<to]`, 8 bytes at a time.
    // Unsafe: 8-byte loads from `bytes` only while `i + 8 <= to` (and `to` is clamped to the count). Covered by
    // LexerTests.testLinesAndColumnsCountScalars and RobustnessTests.testPositionsMatchAPlainScalarCount.
    private func scalarCount(_ from: Int, _ to: Int) -> Int {
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            var count = 0
            var i = from
            while i + 8 <= to {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
                let continuation = w & ~(w << 1) & 0x8080_8080_8080_8080
                count += 8 - continuation.nonzeroBitCount
                i += 8
            }
            while i < to {
                if buf[i] & 0xC0 != 0x80 { count += 1 }
                i += 1
            }
            return count
        }
    }

    static let columnBlock = 256
    /// `blockScalars[k]`: lead bytes in `bytes[0..<k * columnBlock]`; built on the first long-line query.
    private var blockScalars: [Int] = []

    private func scalarsBefore(_ offset: Int) -> Int {
        tablesLock.lock()
        if blockScalars.isEmpty {
            var table = [0]
            table.reserveCapacity(bytes.count / SourceText.columnBlock + 2)
            var total = 0
            var k = 0
            while k + SourceText.columnBlock <= bytes.count {
                total += scalarCount(k, k + SourceText.columnBlock)
                table.append(total)
                k += SourceText.columnBlock
            }
            blockScalars = table
        }
        let block = offset / SourceText.columnBlock
        let base = blockScalars[block]
        tablesLock.unlock()
        return base + scalarCount(block * SourceText.columnBlock, offset)
    }

    /// Whether the file starts with a UTF-8 byte order mark (EF BB BF).
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The text of a 0-based line without its line break and without a byte order mark (invalid UTF-8 repaired).
    public func lineText(_ index: Int) -> String {
        let lineStarts = self.lineStarts
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
        // (Decoding from a buffer pointer takes the fast contiguous path; an ArraySlice does not.)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[s..<e]), as: UTF8.self) }
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil when all are valid.
    public var firstInvalidUTF8Offset: Int? {
        bytes.withUnsafeBufferPointer { buf -> Int? in
            guard let base = buf.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var i = 0
            let n = buf.count
            while i < n {
                // ASCII runs, 8 bytes at a time.
                if i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let c = buf[i]
                if c < 0x80 { i += 1; continue }
                let len: Int
                if c & 0xE0 == 0xC0 { len = 2; if c < 0xC2 { return i } }
                else if c & 0xF0 == 0xE0 { len = 3 }
                else if c & 0xF8 == 0xF0 { len = 4; if c > 0xF4 { return i } }
                else { return i }
                if i + len > n { return i }
                for k in 1..<len where buf[i + k] & 0xC0 != 0x80 { return i }
                if len == 3 {
                    let b1 = buf[i + 1]
                    if c == 0xE0 && b1 < 0xA0 { return i }
                    if c == 0xED && b1 >= 0xA0 { return i }
                }
                if len == 4 {
                    let b1 = buf[i + 1]
                    if c == 0xF0 && b1 < 0x90 { return i }
                    if c == 0xF4 && b1 >= 0x90 { return i }
                }
                i += len
            }
            return nil
        }
    }
}
