import NorgKit

/// The ids a page holds so far, so each is written once and links point only at ids that exist.
/// The index's ids are marked in an array by slot (a document can hold a million, and a set of
/// strings would hash each one twice); the few others (footnote references) are kept by name.
struct EmittedIDs {
    private var slots: [Bool]
    private var others: Set<String> = []

    init(slotCount: Int) {
        slots = Array(repeating: false, count: slotCount)
    }

    func contains(slot: Int) -> Bool { slots[slot] }

    mutating func insert(slot: Int) { slots[slot] = true }

    /// Records an id the index does not know (it must not be one of the index's).
    mutating func insert(other id: String) { others.insert(id) }

    /// Whether `id`, an id of `index` or one inserted by name, was written.
    func contains(_ id: String, in index: LinkIndex) -> Bool {
        if let slot = index.idSlot(of: id) { return slots[slot] }
        return others.contains(id)
    }
}
