import Synchronization

/// A count shared by copies of a site and by pages rendered in parallel (tests read it to pin how
/// many lookups a site makes per link).
final class SiteCounter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() {
        value.add(1, ordering: .relaxed)
    }

    var count: Int { value.load(ordering: .relaxed) }
}
