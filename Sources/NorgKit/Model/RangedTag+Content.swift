extension RangedTag {
    /// True for a ranged tag named `name` whose content is not part of the document's meaning:
    /// `|comment` (it evaluates to nothing) and `|example` (markup shown, not meant). Neither holds
    /// tasks, link targets or real links; the link index, the task scanners and the table of
    /// contents all skip it.
    public static func holdsInertContent(named name: String) -> Bool { name == "comment" || name == "example" }

    /// `holdsInertContent(named:)` of this tag's name.
    public var holdsInertContent: Bool { Self.holdsInertContent(named: name) }
}
