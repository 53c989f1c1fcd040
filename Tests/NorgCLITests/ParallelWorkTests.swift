@testable import NorgCLI
import Synchronization
import Testing

/// `ParallelWork.map` writes each result straight into its slot of the array it returns: every
/// index is worked once, its result lands at its own index whatever ran first, and each result is
/// owned once (none copied or released twice on the way out).
@Suite struct ParallelWorkTests {
    /// A result that counts how many of its kind are alive.
    private final class Counted: Sendable {
        static let alive = Atomic<Int>(0)
        let index: Int
        init(_ index: Int) {
            self.index = index
            Counted.alive.add(1, ordering: .relaxed)
        }
        deinit { Counted.alive.subtract(1, ordering: .relaxed) }
    }

    @Test func everyResultLandsAtItsOwnIndexWhateverRanFirst() {
        for count in [0, 1, 2, 7, 10_000] {
            let worked = Mutex([Int](repeating: 0, count: count))
            let results = ParallelWork.map(count) { index -> (text: String, square: Int) in
                worked.withLock { $0[index] += 1 }
                return ("note-\(index)", index * index)
            }
            #expect(results.count == count)
            #expect(worked.withLock { $0 }.allSatisfy { $0 == 1 })
            #expect(results.indices.allSatisfy { results[$0].text == "note-\($0)" && results[$0].square == $0 * $0 })
        }
    }

    @Test func eachResultIsOwnedOnceAndFreedWithTheArray() {
        do {
            let results = ParallelWork.map(5_000) { Counted($0) }
            #expect(Counted.alive.load(ordering: .relaxed) == 5_000)
            #expect(results.enumerated().allSatisfy { $0.element.index == $0.offset })
        }
        #expect(Counted.alive.load(ordering: .relaxed) == 0)
    }
}
