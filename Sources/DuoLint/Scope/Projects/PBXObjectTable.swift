import Foundation

/// The `objects` dictionary of a `project.pbxproj` indexed by identifier: an open-addressing hash table over
/// the identifiers' bytes, so following a reference costs one hash of ~24 bytes and no `String`. Objects are
/// numbered 0..<count in file order (`entry`), so that per-object state can live in arrays.
struct PBXObjectTable {
    let plist: OpenStepPlist
    /// For each entry, the value index of its identifier and of its object.
    private var keys: [Int32] = []
    private var objects: [Int32] = []
    /// Entry + 1 in each used slot, 0 in an empty one; the capacity is a power of two at least twice the count.
    private var slots: [Int32]
    private let mask: Int

    init(plist: OpenStepPlist, objects dict: Int32) {
        self.plist = plist
        let range = plist.childRange(dict)
        var capacity = 16
        while capacity < range.count { capacity <<= 1 }  // range.count is twice the number of objects
        slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        keys.reserveCapacity(range.count / 2)
        self.objects.reserveCapacity(range.count / 2)
        for k in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            let key = plist.children[k]
            guard let hash = plist.withStringBytes(key, PBXObjectTable.hash) else { continue }
            var slot = hash & mask
            var repeated = false  // a repeated identifier: the first one stays
            while slots[slot] != 0 && !repeated {
                repeated = sameString(keys[Int(slots[slot]) - 1], key)
                slot = (slot + 1) & mask
            }
            if repeated { continue }
            keys.append(key)
            self.objects.append(plist.children[k + 1])
            slots[slot] = Int32(keys.count)
        }
    }

    var count: Int { objects.count }

    /// The object dictionary of an entry.
    func object(_ entry: Int) -> Int32 { objects[entry] }

    /// The entry of the object a string value refers to; nil when the value is not a string, no object has that
    /// identifier, or the object is not a dictionary.
    func entry(referencedBy reference: Int32) -> Int? {
        guard reference >= 0, let hash = plist.withStringBytes(reference, PBXObjectTable.hash) else { return nil }
        var slot = hash & mask
        while slots[slot] != 0 {
            let e = Int(slots[slot]) - 1
            if sameString(keys[e], reference) { return plist.kind(objects[e]) == .dictionary ? e : nil }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The entry of the object stored under `key` in dictionary `object` (see `entry(referencedBy:)`).
    func entry(_ object: Int32, _ key: StaticString) -> Int? {
        entry(referencedBy: plist.lookup(object, key))
    }

    private func sameString(_ a: Int32, _ b: Int32) -> Bool {
        plist.withStringBytes(a) { x in
            plist.withStringBytes(b) { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } ?? false
        } ?? false
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
