import Foundation

/// Maps items on worker threads (64 MiB of stack each) while they are still being submitted: the submitting
/// thread goes on with its own work (finding more files, answering the cross-file index) while the workers map
/// what it submitted so far. `finish()` returns the results in submission order.
///
/// Items are handed over, not shared: `submit(taking:)` empties the caller's array before any worker can start on
/// its items, so each item is released by the worker that mapped it — on several threads at once — and never by
/// the submitter afterwards. Submitting in batches also means one wake-up a batch rather than one an item. At most
/// `jobs` threads are started, and never more than there are items. One thread submits and finishes; each
/// instance is used once.
// @unchecked Sendable: `queue`, `next`, `results`, `closed` and the worker counts are read and written only with
// `condition` locked; `transform` is called by the workers on items each of them took alone (see above).
final class ParallelMap<T, R>: @unchecked Sendable {
    private let jobs: Int
    private let transform: (T) -> R
    private let condition = NSCondition()
    /// Submitted items not taken yet: `queue[next...]` (taken slots are nil).
    private var queue: [T?] = []
    private var next = 0
    private var results: [R?] = []
    private var closed = false
    private var idleWorkers = 0
    private var workers = 0
    private let done = DispatchSemaphore(value: 0)

    init(jobs: Int, _ transform: @escaping (T) -> R) {
        self.jobs = max(1, jobs)
        self.transform = transform
    }

    /// Queues every item of `items` and leaves it empty; free workers start on them at once.
    func submit(taking items: inout [T]) {
        condition.lock()
        let added = items.count
        for item in items {
            queue.append(item)
            results.append(nil)
        }
        items.removeAll(keepingCapacity: true)  // while no worker can have mapped (and let go of) them
        let toStart = min(jobs - workers, max(0, added - idleWorkers))
        workers += toStart
        if idleWorkers > 0 && added > 0 { condition.broadcast() }
        condition.unlock()
        for _ in 0..<toStart {
            let thread = Thread { [self] in
                work()
                done.signal()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
    }

    /// Waits until every submitted item is mapped; the results in submission order.
    func finish() -> [R] { finish(placingAt: nil) }

    /// `finish()`, with the result of the k-th submitted item at `positions[k]` (a permutation of the indices).
    /// The results are moved, not copied, into the array returned.
    func finish(placingAt positions: [Int]?) -> [R] {
        condition.lock()
        closed = true
        condition.broadcast()
        let started = workers
        condition.unlock()
        for _ in 0..<started { done.wait() }
        let n = results.count
        precondition(positions == nil || positions!.count == n, "positions must be a permutation of the results")
        // Unsafe: initializes each of the `n` slots once (`positions`, when given, is a permutation of `0..<n`: the
        // run's order of its inputs), from the results the workers stored before `done` was signalled, and hands back
        // `n`. Covered by every multi-job lint (LintHarness runs with 2 jobs) and
        // CLIFileCollectionTests.testOutputOrderIsDeterministicAndIndependentOfJobs.
        let mapped = [R](unsafeUninitializedCapacity: n) { buffer, count in
            for k in 0..<n { (buffer.baseAddress! + (positions?[k] ?? k)).initialize(to: results[k].take()!) }
            count = n
        }
        results = []
        return mapped
    }

    private func work() {
        condition.lock()
        while true {
            if next < queue.count {
                let i = next
                next += 1
                let item = queue[i]!
                queue[i] = nil
                condition.unlock()
                let result = transform(item)
                condition.lock()
                results[i] = result
            } else if closed {
                break
            } else {
                idleWorkers += 1
                condition.wait()
                idleWorkers -= 1
            }
        }
        condition.unlock()
    }
}
