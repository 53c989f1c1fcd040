import Dispatch
import Synchronization

/// Work spread over every core, its results kept in the order of the inputs, so what a command
/// prints from them comes out the same whatever ran first.
enum ParallelWork {
    /// `work(0) … work(count - 1)`, run concurrently, in index order.
    static func map<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = work(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
