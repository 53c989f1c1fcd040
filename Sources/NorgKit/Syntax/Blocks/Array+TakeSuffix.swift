extension Array {
    /// Moves the elements from `start` on into a new array of exactly their count, and removes them
    /// here. They trade places with the new array's `vacated` fillers, so no element is retained
    /// for the move or released by the removal.
    mutating func takeSuffix(from start: Int, vacating vacated: Element) -> [Element] {
        let count = self.count - start
        guard count > 0 else { return [] }
        // Appending to a reserved array, not `init(repeating:count:)` or `removeLast(_:)`: those
        // reach the unspecialised array code in the standard library and look up its metadata.
        var taken: [Element] = []
        taken.reserveCapacity(count)
        for _ in 0..<count { taken.append(vacated) }
        taken.withUnsafeMutableBufferPointer { taken in
            withUnsafeMutableBufferPointer { source in
                for index in 0..<count { swap(&taken[index], &source[start + index]) }
            }
        }
        for _ in 0..<count { removeLast() }
        return taken
    }
}

extension NorgBlock {
    /// What a moved-out slot of the builder's shared arrays holds until it is removed.
    static let vacated = NorgBlock.delimiter(Delimiter(kind: .weak, range: .empty))
}

extension ListItem {
    static let vacated = ListItem(level: 0, content: [], range: .empty)
}
