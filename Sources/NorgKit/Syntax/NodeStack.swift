/// The finished nodes of every open container, on one stack: a container under construction (a
/// heading's section, a list, a level of inline content, a styled span) pushes its nodes, and when
/// it closes they move into an array of exactly their count.
///
/// Manually managed storage, because moving elements out of an `Array` costs a retain and a
/// release per element, or a swap with a placeholder that is destroyed later; here they move as
/// bytes. One per parse, so never shared between threads.
final class NodeStack<Node> {
    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    /// The number of nodes on the stack; a container remembers it as its start.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: consuming Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Moves the nodes from `start` to the top into a new array of exactly their count.
    func pop(from start: Int) -> [Node] {
        let moved = count - start
        guard moved > 0 else { return [] }
        // `reserveCapacity` and `append`, which are specialised here; `Array(unsafeUninitializedCapacity:)`
        // goes through the standard library's generic allocation, a metadata lookup per array.
        var nodes: [Node] = []
        nodes.reserveCapacity(moved)
        for index in start..<count { nodes.append((base + index).move()) }
        count = start
        return nodes
    }

    /// Moves the top node out.
    func popLast() -> Node {
        precondition(count > 0, "pop from an empty node stack")
        count -= 1
        return (base + count).move()
    }

    /// Destroys the nodes from `start` to the top (a level that hands over to the token pass).
    func discard(from start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
