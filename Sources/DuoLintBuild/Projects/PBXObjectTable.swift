import Foundation

/// The `objects` dictionary of a `project.pbxproj` indexed by identifier: an open-addressing hash table over
/// the identifiers' bytes, so following a reference costs one hash of ~24 bytes and no `String`. Objects are
/// numbered 0..<count in file order (`entry`), so that per-object state can live in arrays.
///
/// A slot holds the hash, where the identifier's bytes are and the entry, so a look-up touches one slot (and its
/// neighbours on the same cache line) and then the identifier's bytes once to confirm: following tens of thousands
/// of references into a file of several MB is bound by memory latency, not by instructions.
final class PBXObjectTable {
    let plist: OpenStepPlist

    private struct Slot {
        /// The high half of the identifier's hash.
        var tag: UInt32
        /// The identifier's byte range in the file, or (for a quoted identifier with escapes, `count` -1) its
        /// value index in `start`.
        var start: Int32
        var count: Int32
        /// The entry, or -1 in an empty slot.
        var entry: Int32
    }

    /// The object (value index) of each entry.
    // Unsafe: both tables are allocated and filled by `init` and freed by `deinit`; probes wrap modulo the slot count
    // (a power of two at least twice the number of objects, so a probe always meets an empty slot). Covered by
    // XcodeProjectTests.
    private let objects: UnsafeMutableBufferPointer<Int32>
    private(set) var count = 0
    /// A power of two at least twice the number of objects.
    private let slots: UnsafeMutableBufferPointer<Slot>
    private let mask: Int

    init(plist: OpenStepPlist, objects dict: Int32) {
        self.plist = plist
        let range = plist.childRange(dict)  // keys and values: twice the number of objects
        var capacity = 16
        while capacity < range.count { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(tag: 0, start: 0, count: 0, entry: -1))
        mask = capacity - 1
        objects = .allocate(capacity: max(1, range.count / 2))
        for k in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            let key = plist.children[k]
            let r = plist.values[Int(key)]
            guard r.kind == .string else { continue }
            let inserted: Bool? = plist.withStringBytes(key) { bytes in
                let hash = PBXObjectTable.hash(bytes)
                var slot = hash & mask
                while slots[slot].entry >= 0 {
                    if matches(slots[slot], hash, bytes) { return false }  // a repeated identifier: the first one stays
                    slot = (slot + 1) & mask
                }
                slots[slot] = Slot(tag: UInt32(truncatingIfNeeded: hash >> 32),
                                   start: r.escaped ? key : r.start, count: r.escaped ? -1 : r.count, entry: Int32(count))
                return true
            }
            if inserted == true {
                objects[count] = plist.children[k + 1]
                count += 1
            }
        }
    }

    deinit {
        slots.deallocate()
        objects.deallocate()
    }

    /// The object dictionary of an entry.
    @inline(__always) func object(_ entry: Int) -> Int32 { objects[entry] }

    /// The entry of the object a string value refers to; nil when the value is not a string, no object has that
    /// identifier, or the object is not a dictionary.
    func entry(referencedBy reference: Int32) -> Int? {
        guard reference >= 0 else { return nil }
        let found: Int? = plist.withStringBytes(reference) { bytes in
            let hash = PBXObjectTable.hash(bytes)
            var slot = hash & mask
            while slots[slot].entry >= 0 {
                if matches(slots[slot], hash, bytes) { return Int(slots[slot].entry) }
                slot = (slot + 1) & mask
            }
            return nil
        } ?? nil
        guard let found, plist.kind(objects[found]) == .dictionary else { return nil }
        return found
    }

    /// The entry of the object stored under `key` in dictionary `object` (see `entry(referencedBy:)`).
    func entry(_ object: Int32, _ key: StaticString) -> Int? {
        entry(referencedBy: plist.lookup(object, key))
    }

    @inline(__always)
    private func matches(_ slot: Slot, _ hash: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard slot.tag == UInt32(truncatingIfNeeded: hash >> 32) else { return false }
        if slot.count < 0 {
            return plist.withStringBytes(slot.start) { $0.elementsEqual(bytes) } ?? false
        }
        return Int(slot.count) == bytes.count
            && (bytes.isEmpty || memcmp(plist.bytes.baseAddress! + Int(slot.start), bytes.baseAddress!, bytes.count) == 0)
    }

    /// FNV-1a over the bytes, then a 64-bit finalizer (MurmurHash3's): FNV alone leaves its low bits, which pick
    /// the slot, depending on the low bits of the bytes only — and identifiers are hex digits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
        }
        h = (h ^ (h >> 33)) &* 0xff51_afd7_ed55_8ccd
        h = (h ^ (h >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return Int(truncatingIfNeeded: h ^ (h >> 33))
    }
}
