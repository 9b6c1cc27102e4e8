/// A growable array for the parser's hot paths: appending is a capacity check and a store (no copy-on-write
/// uniqueness check). It either owns its memory or starts in memory lent by an array under construction
/// (`Array(unsafeUninitializedCapacity:)`), and moves to memory of its own if that fills up.
/// Only for plain values (no references): elements are never deinitialised. Counts stay below `Int32.max` (checked
/// when it grows), so they are updated without overflow checks.
// Unsafe: `base` is either lent by an array under construction (valid until `finish`, which hands the count back or
// copies out) or owned (allocated here, freed by `finish` / `deallocate`); every write is below `capacity` (`append`
// and `appendUninitialized` grow first). Elements are plain values (no deinitialisation needed). Covered by
// ParserTests.testMoreNodesThanTokens (growth past the lent memory) and RobustnessTests.
struct OutputBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var ownsMemory: Bool
    private(set) var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
        ownsMemory = true
    }

    init(lending storage: UnsafeMutableBufferPointer<Element>) {
        base = storage.baseAddress!
        capacity = storage.count
        ownsMemory = false
    }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements' memory, valid until the next append.
    @inline(__always) var storage: UnsafeMutablePointer<Element> { base }

    /// Makes room for `k` more elements and counts them; returns where they go, for the caller to initialise
    /// before anything else reads them.
    @inline(__always) mutating func appendUninitialized(_ k: Int) -> UnsafeMutablePointer<Element> {
        if capacity &- count < k { grow(toHold: count + k) }
        let start = base + count
        count &+= k
        return start
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always) mutating func removeLast(_ k: Int) { count &-= k }

    @inline(never) private mutating func grow(toHold needed: Int) {
        // The parser stores counts and indices as Int32.
        precondition(needed < Int(Int32.max), "syntax tree too large")
        let newCapacity = min(max(16, 2 * capacity, needed), Int(Int32.max))
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = bigger
        capacity = newCapacity
        ownsMemory = true
    }

    /// Ends a buffer that started in lent memory: returns how many elements that memory now holds, or, if they
    /// had to move, 0 and the elements in `moved`.
    mutating func finish(movingTo moved: inout [Element]?) -> Int {
        if !ownsMemory { return count }
        moved = Array(UnsafeBufferPointer(start: base, count: count))
        deallocate()
        return 0
    }

    mutating func deallocate() {
        if ownsMemory { base.deallocate() }
        count = 0
        capacity = 0
        ownsMemory = false
    }
}
