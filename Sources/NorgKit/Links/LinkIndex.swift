/// Where a link goes, once resolved against its document.
public enum LinkResolution: Sendable, Hashable {
    /// An external URL (any scheme; renderers decide which schemes they open).
    case external(url: String)
    /// A node of this document: its stable, URL-safe id and its source line.
    case local(id: String, line: Int)
    /// Another Norg file (`{:path:…}`); `location` says what inside it.
    case file(path: String, location: LinkLocation)
    /// Nothing in the document matches.
    case unresolved
}

/// The linkable nodes of a document (headings, definitions, footnotes, table cells, inline link
/// targets, anchor definitions) with a stable id each, and link resolution by the spec's rules.
/// (Placeholder until the links issue lands: only external links resolve.)
public struct LinkIndex: Sendable {
    public init(document: NorgDocument) {}

    /// Resolves a link of this document.
    public func resolve(_ link: InlineLink) -> LinkResolution {
        guard let location = link.location else { return .unresolved }
        if case .url(let url) = location.target { return .external(url: url) }
        return .unresolved
    }

    /// The stable id of the linkable node whose range starts at `range.start`, if it is one.
    public func id(for range: SourceRange) -> String? { nil }
}
