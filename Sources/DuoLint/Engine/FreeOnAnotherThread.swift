import Foundation

/// Frees `value` on a thread of its own, off the caller's way: a run's cross-file index or the app's screen
/// catalogue is a large graph whose release costs milliseconds the result need not wait for.
///
/// The caller hands over its last reference (it drops its own right after the call and never reads the value
/// again), so the value is never used on two threads: the other thread only releases it.
func freeOnAnotherThread<T>(_ value: T) {
    let box = HandedOver(value)
    Thread.detachNewThread { box.release() }
}

/// `freeOnAnotherThread`, with the caller's reference moved out (`value` is nil on return) before the other thread
/// starts: the caller cannot keep the last reference by dropping its own only after that thread has dropped the box's
/// (a race the by-value form leaves to the caller, who must drop its copy first).
func freeOnAnotherThread<T>(_ value: inout T?) {
    guard value != nil else { return }
    let box = HandedOver<T>()
    box.take(&value)  // swapped in: no reference is left on this thread, not even a temporary one
    Thread.detachNewThread { box.release() }
}

/// A value handed to another thread to be released there.
// @unchecked Sendable: the value moves, it is not shared. The thread that makes the box keeps no reference to its
// value (see `freeOnAnotherThread`), and the only code that touches it afterwards is `release`, on the other thread.
// Covered by every lint (`LintRunner.run` frees its index this way) and report (`ReadinessReport.build`).
private final class HandedOver<T>: @unchecked Sendable {
    private var value: T?
    init(_ value: T) { self.value = value }
    init() { value = nil }
    func take(_ other: inout T?) { swap(&value, &other) }
    func release() { value = nil }
}
