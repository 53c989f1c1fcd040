/// The finished nodes of every open level of one paragraph, on one stack: a level or span under
/// construction pushes its nodes, and when it ends they move into an array of exactly their count.
///
/// Manually managed storage, because moving nodes out of an `Array` costs a retain and a release
/// per node (or a swap with a placeholder that is destroyed later); here they move as bytes. One
/// per parse (in the `InlineWorkspace`), so never shared between threads.
final class InlineNodeStack {
    private var base: UnsafeMutablePointer<NorgInline>
    private var capacity: Int
    /// The number of nodes on the stack; a level remembers it as its start.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: consuming NorgInline) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Moves the nodes from `start` to the top into a new array of exactly their count.
    func pop(from start: Int) -> [NorgInline] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let nodes = [NorgInline](unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: moved)
            initialized = moved
        }
        count = start
        return nodes
    }

    /// Destroys the nodes from `start` to the top (a level that hands over to the token pass).
    func discard(from start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let larger = UnsafeMutablePointer<NorgInline>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
