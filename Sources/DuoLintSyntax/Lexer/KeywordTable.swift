/// Byte-level keyword lookup by perfect hashing. A word of at most 16 bytes is packed into two little-endian
/// 64-bit words (`low`, `high`, zero-padded); every keyword has a different `low`, and a multiplicative hash of
/// `low` sends each keyword to its own slot of a 512-entry index. A lookup is one multiply, two loads and a
/// compare of both words, so a word that is no keyword is rejected as cheaply as one that is.
/// Built once; the lexer calls `lookup` for every word it reads, so the table is plain memory (no arrays to
/// retain, no bounds checks).
// @unchecked Sendable: the tables are written once, by the initializer of `shared` (run once by the runtime), never
// freed and only read afterwards.
struct KeywordTable: @unchecked Sendable {
    // Unsafe: the four tables are allocated and filled by `init` (run once, for `shared`), never freed or written again;
    // a lookup reads `slotEntry` at a 9-bit hash (the table has 512 entries) and the entry it names. Covered by
    // LexerTests.testIdentifiersKeywordsAndContextualWords and testKeywordsAtTheVeryEndOfTheInput.
    /// `slotEntry[hash(low)]`: the entry of the keyword in that slot, or 0 (entry 0 matches no word).
    private let slotEntry: UnsafeMutablePointer<UInt8>
    /// Per entry: the keyword's bytes, zero-padded, and the keyword.
    private let entryLow: UnsafeMutablePointer<UInt64>
    private let entryHigh: UnsafeMutablePointer<UInt64>
    private let entryKeyword: UnsafeMutablePointer<Keyword>
    private let multiplier: UInt64

    static let maxLength = 16
    private static let slotBits: UInt64 = 9

    static let shared = KeywordTable()

    /// Allocated once for the life of the process.
    private init() {
        let words = Keyword.table.map { word, keyword -> (UInt64, UInt64, Keyword) in
            let bytes = Array(word.utf8)
            precondition(bytes.count >= 2 && bytes.count <= KeywordTable.maxLength && bytes.allSatisfy { $0 > 0 && $0 < 128 })
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count) }
            return (low, high, keyword)
        }
        // A multiplier that gives every keyword its own slot: the built-in one, or (should the keyword list
        // change) the first that works from a fixed sequence.
        var multiplier: UInt64 = 0xdf1c_a14a_5b37_c7a3
        var state: UInt64 = 1
        while !KeywordTable.separates(words.map { $0.0 }, multiplier) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            multiplier = state | 1
        }
        self.multiplier = multiplier
        let slots = 1 << KeywordTable.slotBits
        slotEntry = .allocate(capacity: slots)
        slotEntry.initialize(repeating: 0, count: slots)
        entryLow = .allocate(capacity: words.count + 1)
        entryHigh = .allocate(capacity: words.count + 1)
        entryKeyword = .allocate(capacity: words.count + 1)
        precondition(words.count < 256)
        // Entry 0: all-zero bytes, which no word packs to (a word has at least one non-zero byte).
        entryLow[0] = 0
        entryHigh[0] = 0
        entryKeyword[0] = .none
        for (k, (low, high, keyword)) in words.enumerated() {
            entryLow[k + 1] = low
            entryHigh[k + 1] = high
            entryKeyword[k + 1] = keyword
            slotEntry[KeywordTable.slot(low, multiplier)] = UInt8(k + 1)
        }
    }

    @inline(__always) private static func slot(_ low: UInt64, _ multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* multiplier) &>> (64 - slotBits))
    }

    private static func separates(_ lows: [UInt64], _ multiplier: UInt64) -> Bool {
        var used = Set<Int>()
        for low in lows where !used.insert(slot(low, multiplier)).inserted { return false }
        return true
    }

    /// The `length` (at most 16) bytes at `word` as two zero-padded little-endian words, read byte by byte.
    // Unsafe: reads `length` bytes at `word` (at most 16, checked by the callers). Covered as `lookup` is.
    static func pack(_ word: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var k = 0
        while k < length {
            if k < 8 { low |= UInt64(word[k]) &<< UInt64(k * 8) } else { high |= UInt64(word[k]) &<< UInt64((k - 8) * 8) }
            k += 1
        }
        return (low, high)
    }

    /// The keyword whose bytes pack to `low`, `high` (see `pack`), or `.none`. Any word of at most 16 bytes
    /// without NUL bytes may be asked about.
    @inline(__always)
    func lookup(low: UInt64, high: UInt64) -> Keyword {
        let entry = Int(slotEntry[KeywordTable.slot(low, multiplier)])
        return entryLow[entry] == low && entryHigh[entry] == high ? entryKeyword[entry] : .none
    }

    /// The keyword spelled by `base[start ..< start + length]`, or `.none`.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        if length < 2 || length > KeywordTable.maxLength { return .none }
        let (low, high) = KeywordTable.pack(base + start, length)
        return lookup(low: low, high: high)
    }
}
