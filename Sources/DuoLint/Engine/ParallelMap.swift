import Foundation

/// Maps items on worker threads (64 MiB of stack each) while they are still being submitted: the submitting
/// thread goes on with its own work (finding more files, answering the cross-file index) while the workers map
/// what it submitted so far. `finish()` returns the results in submission order.
///
/// A worker takes each item out of the queue, so an item is released by the worker that mapped it — on several
/// threads at once — rather than by the submitter afterwards. At most `jobs` threads are started, and never more
/// than there are items. One thread submits and finishes; each instance is used once.
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

    /// Maps `items` with `jobs` threads; results keep the input order.
    static func map(_ items: [T], jobs: Int, _ transform: @escaping (T) -> R) -> [R] {
        let map = ParallelMap(jobs: jobs, transform)
        for item in items { map.submit(item) }
        return map.finish()
    }

    /// Queues `item`; a worker maps it as soon as one is free.
    func submit(_ item: T) {
        condition.lock()
        queue.append(item)
        results.append(nil)
        let startWorker = workers < jobs && idleWorkers == 0
        if startWorker { workers += 1 }
        if idleWorkers > 0 { condition.signal() }
        condition.unlock()
        if startWorker {
            let thread = Thread { [self] in
                work()
                done.signal()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
    }

    /// Waits until every submitted item is mapped; the results in submission order.
    func finish() -> [R] {
        condition.lock()
        closed = true
        condition.broadcast()
        let started = workers
        condition.unlock()
        for _ in 0..<started { done.wait() }
        let mapped = results.map { $0! }
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
