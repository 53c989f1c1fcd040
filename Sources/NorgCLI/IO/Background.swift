import Dispatch
import Synchronization

/// A value worked out on another thread from the moment this is made, while the caller does other
/// work; `value` waits for it. The one way a build runs work beside its own thread: reading what
/// OUT holds, drawing the map, storing the note summaries.
final class Background<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The value, once worked out (waits until then).
    var value: Value {
        wait()
        return result.withLock { $0! }
    }

    /// Returns once the value is worked out.
    func wait() {
        done.wait()
        done.signal()
    }
}
