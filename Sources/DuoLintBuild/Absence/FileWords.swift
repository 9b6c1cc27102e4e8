import DuoLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The words of one file's code: every identifier and attribute name (`` `default` `` as `default`, `$text` as
/// `text`, `_text` as `_text` and `text`, `@State` as `State`) but the names declarations give (the word after
/// `func`, `var`, `let`, `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `associatedtype`,
/// `extension`: a declaration is no use of its name), and the words inside string interpolations, each as a 32-bit
/// hash with how often it occurs. One pass over the tokens when the file is parsed; what it answers:
///
/// - whether the file mentions a name at all (`contains`): the cheap test that tells most files they have no
///   run-time check (`userInterfaceIdiom`, `isMacCatalystApp`, …) and no `@available(…, unavailable)` to look at;
/// - once the file's absent code is known (`removeOccurrences(in:)`), the words its present code still uses: the
///   cross-file half of VOCABULARY.md scope 5 (`ScopeFacts.presentWords`), where a file that uses a name counts as
///   using every declaration of that name, unless a closer look says otherwise.
///
/// Hashes collide rarely; a collision only ever makes a file look as if it used a name it does not, which keeps
/// code judged (never the reverse).
public struct FileWords: Sendable {
    /// Open addressing, linear probing; 0 marks an empty slot (no word hashes to 0: see `hash`).
    private var keys: [UInt32]
    private var counts: [UInt32]
    private var used = 0

    init(capacity: Int = 256) {
        var size = 128
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        counts = [UInt32](repeating: 0, count: size)
    }

    /// The words of `tree`'s code (its tokens).
    public init(_ tree: SyntaxTree) {
        self.init(capacity: max(64, tree.tokens.count / 8))
        addWords(tree, tokens: 0..<tree.tokens.count, sign: 1)
    }

    /// Only the words of `names` whose text occurs somewhere in `bytes` (in code, comments or strings: a superset of
    /// those of them `init(_ tree:)` finds, hash collisions aside), each once. Enough where the words only decide
    /// where to look and what is found there is read from the tree — `AbsentCode`'s questions
    /// (`AbsentCode.askedWords`) — for a byte search per name instead of a pass over every token.
    public init(probing bytes: [UInt8], for names: [String]) {
        self.init(capacity: 16)
        for name in names where FileWords.occurs(Array(name.utf8), in: bytes) { insert(FileWords.hash(name), 1) }
    }

    /// Whether `needle` (not empty) occurs in `bytes`: `memchr` to each candidate first byte, then a compare.
    // Unsafe: `memchr` and `memcmp` read inside the borrowed buffers: a candidate starts at most `n` bytes before the
    // end of `bytes`, and `needle` has `n` bytes. Covered by RunTimeChecksTests.testAParseWithoutItsWordsMarksTheSameCode.
    static func occurs(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        let n = needle.count
        guard n > 0, bytes.count >= n else { return false }
        return bytes.withUnsafeBytes { hay in
            needle.withUnsafeBytes { nb in
                guard var p = hay.baseAddress, let first = nb.first, let nbase = nb.baseAddress else { return false }
                let last = p + (hay.count - n)
                while p <= last {
                    guard let hit = memchr(p, Int32(first), last - p + 1) else { return false }
                    if memcmp(hit, nbase, n) == 0 { return true }
                    p = UnsafeRawPointer(hit) + 1
                }
                return false
            }
        }
    }

    /// Whether the file mentions the word (a hash collision may say yes wrongly).
    public func contains(_ word: UInt32) -> Bool { count(word) > 0 }

    public func contains(_ word: StaticString) -> Bool { contains(FileWords.hash(word)) }

    /// How often the word occurs (0: never).
    func count(_ word: UInt32) -> UInt32 {
        let mask = keys.count - 1
        var i = Int(word) & mask
        while true {
            let k = keys[i]
            if k == word { return counts[i] }
            if k == 0 { return 0 }
            i = (i + 1) & mask
        }
    }

    /// The words that occur at least once, in no particular order.
    public var words: [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(used)
        for i in keys.indices where keys[i] != 0 && counts[i] > 0 { out.append(keys[i]) }
        return out
    }

    /// The words that occur at least once, and how often (saturating at 255), in no particular order.
    public var wordCounts: (words: [UInt32], counts: [UInt8]) {
        var words: [UInt32] = []
        var n: [UInt8] = []
        words.reserveCapacity(used)
        n.reserveCapacity(used)
        for i in keys.indices where keys[i] != 0 && counts[i] > 0 {
            words.append(keys[i])
            n.append(UInt8(min(counts[i], 255)))
        }
        return (words, n)
    }

    /// The words of the tokens `first...last` outside the token `ranges` (sorted, disjoint), with their counts.
    static func words(of tree: SyntaxTree, tokens first: Int32, _ last: Int32, outside ranges: [ClosedRange<Int32>])
        -> (words: [UInt32], counts: [UInt8]) {
        guard first >= 0, last >= first else { return ([], []) }
        var w = FileWords(capacity: Int(last - first) / 4 + 16)
        w.addWords(tree, tokens: Int(first)..<(Int(last) + 1), sign: 1)
        for r in ranges where r.upperBound >= first && r.lowerBound <= last {
            let lo = max(r.lowerBound, first), hi = min(r.upperBound, last)
            w.addWords(tree, tokens: Int(lo)..<(Int(hi) + 1), sign: -1)
        }
        return w.wordCounts
    }

    /// Forgets the occurrences in the tokens `ranges` (sorted, disjoint): the absent code, once it is known.
    mutating func removeOccurrences(in ranges: [ClosedRange<Int32>], of tree: SyntaxTree) {
        for r in ranges { addWords(tree, tokens: Int(r.lowerBound)..<(Int(r.upperBound) + 1), sign: -1) }
    }

    private mutating func grow() {
        let oldKeys = keys, oldCounts = counts
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        counts = [UInt32](repeating: 0, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for j in oldKeys.indices where oldKeys[j] != 0 {
            var i = Int(oldKeys[j]) & mask
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = oldKeys[j]
            counts[i] = oldCounts[j]
        }
    }

    /// Adds (`sign` 1) or removes (-1) the words of the tokens `range`: one pass over the tokens, the table in
    /// unsafe buffers (grown between passes of a chunk when half full).
    mutating func addWords(_ tree: SyntaxTree, tokens range: Range<Int>, sign: Int) {
        var i = range.lowerBound
        let end = min(range.upperBound, tree.tokens.count)
        /// Interpolated string literals, read after the pass (each may hold any number of words).
        var interpolated: [Int] = []
        while i < end {
            if (used + 64) * 2 > keys.count { grow() }
            // At most this many new words before the table must grow again (an interpolated string may add many).
            let room = keys.count / 2 - used
            var added = 0
            let mask = keys.count - 1
            tree.source.bytes.withUnsafeBufferPointer { buf in
                tree.tokens.withUnsafeBufferPointer { toks in
                    keys.withUnsafeMutableBufferPointer { keys in
                        counts.withUnsafeMutableBufferPointer { counts in
                            @inline(__always) func put(_ word: UInt32) {
                                var k = Int(word) & mask
                                while true {
                                    let key = keys[k]
                                    if key == word {
                                        if sign > 0 { counts[k] &+= 1 } else if counts[k] > 0 { counts[k] -= 1 }
                                        return
                                    }
                                    if key == 0 {
                                        if sign > 0 { keys[k] = word; counts[k] = 1; added += 1 }
                                        return
                                    }
                                    k = (k + 1) & mask
                                }
                            }
                            while i < end && added + 2 < room {
                                let t = toks[i]
                                i += 1
                                if t.kind == .identifier || t.kind == .attribute {
                                    // A declaration's own name is no use of it.
                                    if t.kind == .identifier && i >= 2 && FileWords.declaresName(toks[i - 2]) { continue }
                                    var start = Int(t.offset)
                                    var stop = t.end
                                    guard start < stop, stop <= buf.count else { continue }
                                    var c = buf[start]
                                    if c == 0x40 { start += 1; guard start < stop else { continue }; c = buf[start] }   // @
                                    if c == 0x60 && stop - start >= 2 && buf[stop - 1] == 0x60 { start += 1; stop -= 1; c = buf[start] }
                                    if c == 0x24 {  // `$text`, but not `$0`
                                        start += 1
                                        guard start < stop, !(buf[start] >= 0x30 && buf[start] <= 0x39) else { continue }
                                        c = buf[start]
                                    }
                                    put(FileWords.hash(buf, start, stop))
                                    if c == 0x5F && stop - start >= 2 { put(FileWords.hash(buf, start + 1, stop)) }  // `_text`
                                } else if t.kind == .stringLiteral && t.flags.contains(.interpolated) {
                                    interpolated.append(i - 1)
                                }
                            }
                        }
                    }
                }
            }
            used += added
        }
        for k in interpolated {
            let t = tree.tokens[k]
            var words: [UInt32] = []
            tree.source.bytes.withUnsafeBufferPointer { buf in
                FileWords.forEachInterpolatedWord(buf, Int(t.offset), min(t.end, buf.count)) { words.append($0) }
            }
            for w in words { insert(w, sign) }
        }
    }

    /// One word added (`sign` 1) or removed (-1), the table grown as needed.
    private mutating func insert(_ word: UInt32, _ sign: Int) {
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var k = Int(word) & mask
        while true {
            let key = keys[k]
            if key == word {
                if sign > 0 { counts[k] &+= 1 } else if counts[k] > 0 { counts[k] -= 1 }
                return
            }
            if key == 0 {
                if sign > 0 { keys[k] = word; counts[k] = 1; used += 1 }
                return
            }
            k = (k + 1) & mask
        }
    }

    /// Calls `body` with the hash of each word inside the `\( … )` interpolations of the string literal at
    /// `start..<end` (nested string literals' text included: more words than needed, never fewer).
    static func forEachInterpolatedWord(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ body: (UInt32) -> Void) {
        var i = start
        var depth = 0   // parentheses open inside interpolations
        while i < end {
            let c = buf[i]
            if depth == 0 {
                if c == 0x5C && i + 1 < end {   // backslash: `\(`, `\#(` in raw strings, or an escape
                    var j = i + 1
                    while j < end && buf[j] == 0x23 { j += 1 }
                    if j < end && buf[j] == 0x28 { depth = 1; i = j + 1; continue }
                    i += 2
                    continue
                }
                i += 1
                continue
            }
            if c == 0x28 { depth += 1; i += 1; continue }
            if c == 0x29 { depth -= 1; i += 1; continue }
            if FileWords.isWordStart(c) {
                var j = i + 1
                while j < end && FileWords.isWordByte(buf[j]) { j += 1 }
                if !(c >= 0x30 && c <= 0x39) { body(FileWords.hash(buf, i, j)) }
                i = j
                continue
            }
            i += 1
        }
    }

    /// Whether the token before an identifier makes it the name of a declaration.
    @inline(__always) static func declaresName(_ t: Token) -> Bool {
        switch t.keyword {
        case .func, .var, .let, .struct, .class, .enum, .protocol, .typealias, .associatedtype, .extension:
            return t.kind == .keyword
        case .actor:
            return true
        default:
            return false
        }
    }

    @inline(__always) static func isWordStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    @inline(__always) static func isWordByte(_ c: UInt8) -> Bool {
        isWordStart(c) || (c >= 0x30 && c <= 0x39)
    }

    // MARK: Hashing

    /// The hash of the bytes `buf[start..<end]` (never 0).
    @inline(__always)
    public static func hash(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var h: UInt64 = UInt64(truncatingIfNeeded: end - start) &* 0x9E37_79B9_7F4A_7C15
        var i = start
        let raw = UnsafeRawPointer(buf.baseAddress!)
        while i + 8 <= end {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h &>> 29
            i += 8
        }
        if i < end {
            var tail: UInt64 = 0
            let n = end - i
            if i + 8 <= buf.count {
                // One load, the bytes past the word masked off.
                tail = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & ((1 &<< UInt64(n &* 8)) &- 1)
            } else {
                var shift: UInt64 = 0
                while i < end {
                    tail |= UInt64(buf[i]) &<< shift
                    shift &+= 8
                    i += 1
                }
            }
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h &>> 31
        }
        let out = UInt32(truncatingIfNeeded: h ^ (h &>> 32))
        return out == 0 ? 1 : out
    }

    /// The hash of a name as `hash(_:_:_:)` makes it from the name's bytes.
    public static func hash(_ name: String) -> UInt32 {
        var bytes = Array(name.utf8)
        if bytes.isEmpty { bytes = [0] }
        return bytes.withUnsafeBufferPointer { hash($0, 0, name.utf8.count) }
    }

    public static func hash(_ name: StaticString) -> UInt32 {
        hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), 0, name.utf8CodeUnitCount)
    }

    /// The hash of node `id`'s name (backticks and a `$` removed, as for the words), or nil when it has none.
    public static func hash(nameOf id: Int32, in tree: SyntaxTree) -> UInt32? {
        let t = tree.nodes[Int(id)].nameToken
        guard t >= 0 else { return nil }
        return hash(token: t, in: tree)
    }

    /// The hash of token `t`'s word (backticks, `@` and a leading `$` removed).
    public static func hash(token t: Int32, in tree: SyntaxTree) -> UInt32? {
        let tok = tree.tokens[Int(t)]
        return tree.source.bytes.withUnsafeBufferPointer { buf -> UInt32? in
            var start = Int(tok.offset)
            var stop = tok.end
            guard start < stop, stop <= buf.count else { return nil }
            if buf[start] == 0x40 { start += 1 }
            if start < stop && buf[start] == 0x60 && stop - start >= 2 && buf[stop - 1] == 0x60 { start += 1; stop -= 1 }
            if start < stop && buf[start] == 0x24 { start += 1 }
            guard start < stop else { return nil }
            return hash(buf, start, stop)
        }
    }
}
