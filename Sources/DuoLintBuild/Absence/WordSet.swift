/// A set of word hashes (`FileWords.hash`, never 0): open addressing with linear probing, no hashing beyond a
/// multiply — the sets of names the scope questions keep are large and asked often (Swift's `Set` hashes each
/// key with SipHash).
public struct WordSet: Sendable {
    private var keys: [UInt32]
    public private(set) var count = 0

    public init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
    }

    public init<S: Sequence>(_ words: S) where S.Element == UInt32 {
        self.init(capacity: words.underestimatedCount)
        for w in words { insert(w) }
    }

    @inline(__always) private static func slot(_ word: UInt32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(word) &* 0x9E37_79B9_7F4A_7C15) &>> 32) & mask
    }

    public func contains(_ word: UInt32) -> Bool {
        guard word != 0 else { return false }
        let mask = keys.count - 1
        var k = WordSet.slot(word, mask)
        while true {
            let key = keys[k]
            if key == word { return true }
            if key == 0 { return false }
            k = (k + 1) & mask
        }
    }

    /// Inserts the word; true when it was not there.
    @discardableResult
    public mutating func insert(_ word: UInt32) -> Bool {
        guard word != 0 else { return false }
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var k = WordSet.slot(word, mask)
        while true {
            let key = keys[k]
            if key == word { return false }
            if key == 0 {
                keys[k] = word
                count += 1
                return true
            }
            k = (k + 1) & mask
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The words, in no particular order.
    public var elements: [UInt32] { keys.filter { $0 != 0 } }

    private mutating func grow() {
        let old = keys
        keys = [UInt32](repeating: 0, count: old.count * 2)
        count = 0
        for w in old where w != 0 { insert(w) }
    }
}

/// Word hashes numbered densely in the order first inserted (`index(of:)`), for side arrays of values.
public struct WordIndex: Sendable {
    private var keys: [UInt32]
    private var slots: [Int32]
    public private(set) var words: [UInt32] = []

    public init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        slots = [Int32](repeating: -1, count: size)
    }

    public var count: Int { words.count }

    @inline(__always) private static func slot(_ word: UInt32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(word) &* 0x9E37_79B9_7F4A_7C15) &>> 32) & mask
    }

    /// The word's number, or nil.
    public func index(of word: UInt32) -> Int? {
        guard word != 0 else { return nil }
        let mask = keys.count - 1
        var k = WordIndex.slot(word, mask)
        while true {
            let key = keys[k]
            if key == word { return Int(slots[k]) }
            if key == 0 { return nil }
            k = (k + 1) & mask
        }
    }

    /// The word's number, a new one when it was not there.
    public mutating func insert(_ word: UInt32) -> Int {
        if let known = index(of: word) { return known }
        if (words.count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var k = WordIndex.slot(word, mask)
        while keys[k] != 0 { k = (k + 1) & mask }
        keys[k] = word
        slots[k] = Int32(words.count)
        words.append(word)
        return words.count - 1
    }

    private mutating func grow() {
        let size = keys.count * 2
        keys = [UInt32](repeating: 0, count: size)
        slots = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for (n, w) in words.enumerated() {
            var k = WordIndex.slot(w, mask)
            while keys[k] != 0 { k = (k + 1) & mask }
            keys[k] = w
            slots[k] = Int32(n)
        }
    }
}
