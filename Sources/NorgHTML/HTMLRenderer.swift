import NorgKit

/// Renders a `NorgDocument` to HTML5. (Placeholder until the NorgHTML issue lands.)
public struct HTMLRenderer: Sendable {
    public init() {}
}
