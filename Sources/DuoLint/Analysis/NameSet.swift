/// A fixed set of identifier names that answers "is this node's name one of them?" from the name token's bytes,
/// without making a `String` or hashing one with SipHash: the hot path of the rules' vocabulary tests
/// (`knownNonCustomTypes`, toolbar sinks, control names…), asked for many nodes of every file.
///
/// Lookup: a bit per name length rejects most tokens at once, then an FNV-1a hash of the bytes probes a small
/// open-addressing table and the bytes are compared. A token written with backticks is compared without them;
/// a token with non-ASCII bytes is compared as a `String` (Swift compares strings canonically), as `Node.name` is.
public final class NameSet: Sendable {
    public let names: Set<String>
    private let bytes: [[UInt8]]
    private let slots: [Int32]          // index into `bytes`, or -1
    private let mask: Int
    let lengths: UInt64                 // bit `min(length, 63)` set for every name
    /// Per length 0…63 (63: longer), a bit per first byte 0…127 of the names of that length: two words each.
    let firstBytes: [UInt64]

    public init(_ names: Set<String>) {
        self.names = names
        let list = names.sorted().map { Array($0.utf8) }
        bytes = list
        var size = 8
        while size < list.count * 4 { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        var lengths: UInt64 = 0
        var firstBytes = [UInt64](repeating: 0, count: 128)
        for (i, b) in list.enumerated() {
            lengths |= 1 << UInt64(min(b.count, 63))
            if let f = b.first {
                // Non-ASCII first bytes share bit 127 (a name with one is compared without this filter anyway).
                let c = Int(min(f, 127))
                firstBytes[2 * min(b.count, 63) + (c >> 6)] |= 1 << UInt64(c & 63)
            }
            var s = Int(truncatingIfNeeded: b.withUnsafeBufferPointer(NameSet.hash)) & (size - 1)
            while slots[s] >= 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int32(i)
        }
        self.slots = slots
        self.firstBytes = firstBytes
        mask = size - 1
        self.lengths = lengths
    }

    public convenience init(_ names: [String]) { self.init(Set(names)) }

    // Unsafe: the functions below read only within the borrowed name bytes they are given. Covered by every rule test.
    @inline(__always) static func hash(_ b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in b { h = (h ^ UInt64(c)) &* 0x0000_0100_0000_01b3 }
        return h ^ (h >> 29)
    }

    /// Whether the ASCII bytes are one of the names.
    @inline(__always) func contains(ascii b: UnsafeBufferPointer<UInt8>) -> Bool { index(ascii: b) >= 0 }

    /// The position in `sortedNames` of the ASCII bytes, or -1.
    @inline(__always) public func index(ascii b: UnsafeBufferPointer<UInt8>) -> Int {
        let len = min(b.count, 63)
        if lengths & (1 << UInt64(len)) == 0 { return -1 }
        if len > 0 {
            let c = Int(min(b[0], 127))
            if firstBytes.withUnsafeBufferPointer({ $0[2 * len + (c >> 6)] }) & (1 << UInt64(c & 63)) == 0 { return -1 }
        }
        var s = Int(truncatingIfNeeded: NameSet.hash(b)) & mask
        while true {
            let i = slots[s]
            if i < 0 { return -1 }
            if bytes[Int(i)].withUnsafeBufferPointer({ $0.elementsEqual(b) }) { return Int(i) }
            s = (s + 1) & mask
        }
    }

    /// The bytes of the name a token spells, in `buf[start..<end]`: without backticks, and without the `@` of an
    /// attribute when `attributeSign` is true.
    @inline(__always) static func nameRange(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                            attributeSign: Bool) -> Range<Int> {
        var a = start
        var b = end
        if attributeSign && b > a && buf[a] == 0x40 { a += 1 }
        if b - a >= 2 && buf[a] == 0x60 && buf[b - 1] == 0x60 {
            a += 1
            b -= 1
        }
        return a..<b
    }

    /// The names in a fixed order (the positions `index` answers).
    public var sortedNames: [String] { bytes.map { String(decoding: $0, as: UTF8.self) } }

    /// The position in `sortedNames` of token `t` of `tree`, unescaped (also without the `@` of an attribute),
    /// or -1.
    public func index(ofToken t: Int32, in tree: SyntaxTree) -> Int {
        guard t >= 0 && Int(t) < tree.tokens.count else { return -1 }
        let tok = tree.tokens[Int(t)]
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let b = UnsafeBufferPointer(rebasing: buf[NameSet.nameRange(buf, Int(tok.offset), tok.end, attributeSign: true)])
            // (Non-ASCII: compared as Strings, canonically, whatever the byte length.)
            for c in b where c >= 0x80 {
                let s = String(decoding: b, as: UTF8.self)
                return bytes.firstIndex { String(decoding: $0, as: UTF8.self) == s } ?? -1
            }
            return index(ascii: b)
        }
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether token `t` of `tree` (unescaped) is one of the names.
    public func contains(token t: Int32, in tree: SyntaxTree) -> Bool {
        guard t >= 0 && Int(t) < tree.tokens.count else { return false }
        let tok = tree.tokens[Int(t)]
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let b = UnsafeBufferPointer(rebasing: buf[NameSet.nameRange(buf, Int(tok.offset), tok.end, attributeSign: false)])
            for c in b where c >= 0x80 {
                return names.contains(String(decoding: b, as: UTF8.self))
            }
            return contains(ascii: b)
        }
    }
}

extension Node {
    /// Whether the node's name is in `set` (no allocation for ASCII names).
    public func nameIn(_ set: NameSet) -> Bool { set.contains(token: nameToken, in: tree) }
}

