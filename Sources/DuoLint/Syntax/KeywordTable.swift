/// Byte-level keyword lookup: buckets by (length, first byte); within a bucket a word is compared as two
/// little-endian 64-bit words (keywords are at most 16 bytes). Built once; the lexer calls `lookup` for every
/// word it reads, so the table is plain memory (no arrays to retain, no bounds checks).
struct KeywordTable: @unchecked Sendable {
    /// Keywords sorted by bucket; `entryLow/entryHigh` hold the keyword's bytes, zero-padded.
    private let entryLow: UnsafeMutablePointer<UInt64>
    private let entryHigh: UnsafeMutablePointer<UInt64>
    private let entryKeyword: UnsafeMutablePointer<Keyword>
    /// `bucketStart[b] ..< bucketStart[b + 1]`: the entries of bucket `b = length * 128 + first byte`.
    private let bucketStart: UnsafeMutablePointer<UInt8>

    private static let maxLength = 16
    private static let bucketCount = (maxLength + 1) * 128

    static let shared = KeywordTable()

    /// Allocated once for the life of the process.
    private init() {
        let table = Keyword.table.map { (Array($0.0.utf8), $0.1) }
            .sorted { KeywordTable.bucket($0.0.count, $0.0[0]) < KeywordTable.bucket($1.0.count, $1.0[0]) }
        entryLow = .allocate(capacity: table.count)
        entryHigh = .allocate(capacity: table.count)
        entryKeyword = .allocate(capacity: table.count)
        bucketStart = .allocate(capacity: KeywordTable.bucketCount + 1)
        bucketStart.initialize(repeating: 0, count: KeywordTable.bucketCount + 1)
        for (k, (bytes, keyword)) in table.enumerated() {
            precondition(bytes.count >= 2 && bytes.count <= KeywordTable.maxLength && bytes[0] < 128)
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count, bytes.count) }
            entryLow[k] = low
            entryHigh[k] = high
            entryKeyword[k] = keyword
            // Count per bucket, turned into starts below.
            bucketStart[KeywordTable.bucket(bytes.count, bytes[0]) + 1] += 1
        }
        for b in 0..<KeywordTable.bucketCount { bucketStart[b + 1] += bucketStart[b] }
    }

    @inline(__always) private static func bucket(_ length: Int, _ first: UInt8) -> Int { length * 128 + Int(first) }

    /// The `length` bytes at `word` as two zero-padded little-endian words; `available` bytes may be read.
    @inline(__always)
    private static func pack(_ word: UnsafePointer<UInt8>, _ length: Int, _ available: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        if available >= 16 {
            let raw = UnsafeRawPointer(word)
            low = raw.loadUnaligned(as: UInt64.self)
            high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if length < 8 {
                low &= (1 &<< UInt64(length * 8)) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 &<< UInt64((length - 8) * 8)) &- 1
            }
        } else {
            var k = 0
            while k < length {
                if k < 8 { low |= UInt64(word[k]) &<< UInt64(k * 8) } else { high |= UInt64(word[k]) &<< UInt64((k - 8) * 8) }
                k += 1
            }
        }
        return (low, high)
    }

    /// The keyword spelled by `base[start ..< start + length]`, or `.none`; bytes up to `end` may be read.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) -> Keyword {
        if length < 2 || length > KeywordTable.maxLength { return .none }
        let first = base[start]
        if first >= 128 { return .none }
        let b = KeywordTable.bucket(length, first)
        var k = Int(bucketStart[b])
        let last = Int(bucketStart[b + 1])
        if k == last { return .none }
        let (low, high) = KeywordTable.pack(base + start, length, end - start)
        while k < last {
            if entryLow[k] == low && entryHigh[k] == high { return entryKeyword[k] }
            k += 1
        }
        return .none
    }
}
