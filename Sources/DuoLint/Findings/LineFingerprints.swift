/// The fingerprints of findings on the lines of one file (see `fingerprint(ruleID:lineNumber:line:)` and
/// `lineFingerprint(ruleID:line:)`), computed
/// on the bytes with the same hashes: each line is trimmed at most once and runs of blank lines are walked once,
/// so a finding costs the hash of a few short byte ranges, with no allocation.
struct LineFingerprints {
    private let source: SourceText
    /// The source's line table and count, read once (the source guards its lazily built table with a lock).
    private let lineStarts: [Int]
    private let lineCount: Int
    private let hasByteOrderMark: Bool

    /// Per line (index = 1-based line), filled on first use: the byte range of the line trimmed as `fingerprint`
    /// trims it, packed `start << 32 | end` (`unknownLine` until computed; start == end for a blank line).
    private var trimmedRanges: [Int64] = []
    private static let unknownLine: Int64 = -1
    /// Lines whose ends are not ASCII, trimmed through `Character` as `fingerprint` does (rare).
    private var unicodeTrimmed: [Int: [UInt8]] = [:]
    private var nearestAbove: [Int32] = []       // 0: not yet known, -1: none, else the line
    private var nearestBelow: [Int32] = []
    /// Fingerprints of lines too long to hash per finding (a minified file), by rule and line.
    private var longLineFingerprints: [String: [Int: (UInt64, UInt64)]] = [:]

    init(source: SourceText) {
        self.source = source
        lineStarts = source.lineStarts
        lineCount = lineStarts.count
        hasByteOrderMark = source.hasByteOrderMark
        let count = lineCount + 2
        trimmedRanges = [Int64](repeating: LineFingerprints.unknownLine, count: count)
        nearestAbove = [Int32](repeating: 0, count: count)
        nearestBelow = [Int32](repeating: 0, count: count)
    }

    /// `fingerprint(ruleID:lineNumber:line:)` and `lineFingerprint(ruleID:line:)` of a line of this file,
    /// computed on the bytes (the same hashes).
    mutating func fingerprints(_ rule: RuleDescriptor, lineNumber n: Int) -> (full: UInt64, line: UInt64) {
        fingerprints(seed: rule.fingerprintSeed, ruleID: rule.id, lineNumber: n)
    }

    mutating func fingerprints(seed: FNV1a64, ruleID: String, lineNumber n: Int) -> (full: UInt64, line: UInt64) {
        let above = nonBlankLine(from: n - 1, step: -1)
        let below = nonBlankLine(from: n + 1, step: 1)
        let isLong = trimmedLength(above) + trimmedLength(n) + trimmedLength(below) > 4_096
        if isLong, let known = longLineFingerprints[ruleID]?[n] { return known }
        var hash = seed
        var lineHash = hash
        if let above { addTrimmed(above, to: &hash) }
        hash.addRaw(0)
        addTrimmed(n, to: &hash)
        addCompact(n, to: &lineHash)
        hash.addRaw(0)
        lineHash.addRaw(0)
        if let below { addTrimmed(below, to: &hash) }
        hash.addRaw(0)
        let result = (hash.value, lineHash.value)
        if isLong { longLineFingerprints[ruleID, default: [:]][n] = result }
        return result
    }

    private mutating func trimmedLength(_ n: Int?) -> Int {
        guard let n, n >= 1 && n <= lineCount else { return 0 }
        let r = trimmedRange(n)
        if r < 0 { return unicodeTrimmed[n]?.count ?? 0 }
        return Int(r & 0xFFFF_FFFF) - Int(r >> 32)
    }

    /// Mixes the trimmed bytes of line `n` (nothing for a blank or missing line) into `hash`.
    private mutating func addTrimmed(_ n: Int, to hash: inout FNV1a64) {
        guard n >= 1 && n <= lineCount else { return }
        let r = trimmedRange(n)
        if r < 0 {
            if let bytes = unicodeTrimmed[n] { hash.addRaw(bytes[...]) }
            return
        }
        let start = Int(r >> 32), end = Int(r & 0xFFFF_FFFF)
        if start < end { source.bytes.withUnsafeBufferPointer { hash.addRaw(UnsafeBufferPointer(rebasing: $0[start..<end])) } }
    }

    /// Mixes the bytes of line `n` without its whitespace (see `lineFingerprint(ruleID:line:)`) into `hash`.
    private mutating func addCompact(_ n: Int, to hash: inout FNV1a64) {
        guard n >= 1 && n <= lineCount else { return }
        let r = trimmedRange(n)
        if r < 0 {
            if let bytes = unicodeTrimmed[n] {
                for byte in bytes where !LineFingerprints.isSpace(byte) { hash.addRaw(byte) }
            }
            return
        }
        let start = Int(r >> 32), end = Int(r & 0xFFFF_FFFF)
        guard start < end else { return }
        source.bytes.withUnsafeBufferPointer { buf in
            for i in start..<end where !LineFingerprints.isSpace(buf[i]) { hash.addRaw(buf[i]) }
        }
    }

    /// ASCII whitespace, as `Character.isWhitespace` has it: U+0009…U+000D and U+0020.
    @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }

    /// The nearest line from `start` in direction `step` whose trimmed text is not empty, or nil.
    private mutating func nonBlankLine(from start: Int, step: Int) -> Int? {
        let count = lineCount
        var n = start
        var found: Int?
        while n >= 1 && n <= count {
            let known = step < 0 ? nearestAbove[n] : nearestBelow[n]
            if known != 0 {
                found = known > 0 ? Int(known) : nil
                break
            }
            if !isBlank(n) { found = n; break }
            n += step
        }
        // Remember the answer for every line passed, so runs of blank lines are walked once.
        var p = start
        while p != n && p >= 1 && p <= count {
            if step < 0 { nearestAbove[p] = Int32(found ?? -1) } else { nearestBelow[p] = Int32(found ?? -1) }
            p += step
        }
        return found
    }

    private mutating func isBlank(_ n: Int) -> Bool {
        let r = trimmedRange(n)
        if r < 0 { return unicodeTrimmed[n] == nil }
        return (r >> 32) == (r & 0xFFFF_FFFF)
    }

    /// Line `n`'s trimmed byte range, packed (see `trimmedRanges`), or -2 when the line's ends are not ASCII
    /// (then `unicodeTrimmed[n]` holds its trimmed bytes, absent when blank).
    private mutating func trimmedRange(_ n: Int) -> Int64 {
        let known = trimmedRanges[n]
        if known != LineFingerprints.unknownLine { return known }
        var end = n < lineCount ? lineStarts[n] : source.bytes.count
        // As `SourceText.lineText`: line 1 starts after a byte order mark.
        let start = n == 1 && hasByteOrderMark ? min(3, end) : lineStarts[n - 1]
        let result: Int64 = source.bytes.withUnsafeBufferPointer { buf in
            while end > start && (buf[end - 1] == 0x0A || buf[end - 1] == 0x0D) { end -= 1 }
            // Character.isWhitespace on ASCII: U+0009…U+000D and U+0020.
            func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }
            var a = start
            var b = end
            while a < b && isSpace(buf[a]) { a += 1 }
            while b > a && isSpace(buf[b - 1]) { b -= 1 }
            if a == b || (buf[a] < 0x80 && buf[b - 1] < 0x80) { return Int64(a) << 32 | Int64(b) }
            // A non-ASCII character at an end (Unicode whitespace, a combining mark): trim as `Character` does.
            let s = Substring(String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self))
            if let first = s.firstIndex(where: { !$0.isWhitespace }), let last = s.lastIndex(where: { !$0.isWhitespace }) {
                unicodeTrimmed[n] = Array(s[first...last].utf8)
            }
            return -2
        }
        trimmedRanges[n] = result
        return result
    }
}
