extension NorgDocument {
    /// The tree as one line in the conformance skeleton vocabulary. (Placeholder until the inline issue.)
    public func skeleton() -> String { "(document)" }
}
