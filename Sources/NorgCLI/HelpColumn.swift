extension String {
    /// The text followed by spaces up to `width` characters: the first column of a help table.
    /// Longer text is left whole (the help's names are ASCII and shorter than their column).
    func padded(toColumn width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
