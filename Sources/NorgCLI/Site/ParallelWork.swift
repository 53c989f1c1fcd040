import Dispatch

/// Work spread over every core, its results kept in the order of the inputs, so what a command
/// prints from them comes out the same whatever ran first.
enum ParallelWork {
    /// `work(0) … work(count - 1)`, run concurrently, in index order.
    static func map<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        // Each result is written straight into its own slot of the array: no lock, and no copy
        // of a result on its way out (a copy of a note's results costs a count for each field).
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: work(index))
            }
            initialized = count
        }
    }

    /// The array's storage, shared by the workers: each writes only the slot of its own index,
    /// and all are done before the array is used.
    private struct Slots<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }
}
