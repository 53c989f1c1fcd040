/// The parsed `{…}` part of a link.
///
/// `{:notes/todo:* Groceries}` is `file: "notes/todo"` with `target: .heading(level: 1, "Groceries")`;
/// `{https://neorg.org}` is `target: .url(…)`; `{:notes/todo:}` is a file with `target: .none`.
public struct LinkLocation: Sendable, Hashable {
    /// The Norg file of `{:path:…}` (written without `.norg`), nil for a location in this document.
    public var file: String?
    public var target: LinkTarget
    /// The location exactly as written between `{` and `}`.
    public var rawText: String

    public init(file: String? = nil, target: LinkTarget, rawText: String) {
        self.file = file
        self.target = target
        self.rawText = rawText
    }

    /// The URL for `.url`, otherwise the location as written.
    public var targetText: String {
        if case .url(let url) = target { return url }
        return rawText
    }

    /// True for an external URL (any scheme: http, https, mailto, file …).
    public var isExternal: Bool {
        if case .url = target { return true }
        return false
    }
}

/// What a link location names, by the spec's location kinds.
public enum LinkTarget: Sendable, Hashable {
    /// No target beyond the file itself (`{:file:}`).
    case none
    /// An external resource, e.g. `{https://example.com}`.
    case url(String)
    /// `{12}`: a line of this (or the linked) file.
    case lineNumber(Int)
    /// `{** Title}`: a heading of exactly that level.
    case heading(level: Int, title: String)
    /// `{$ Term}`.
    case definition(String)
    /// `{^ Note}`.
    case footnote(String)
    /// `{: A1}`.
    case tableCell(String)
    /// `{# text}`: any linkable item, inline link targets and carryover names included.
    case generic(String)
    /// `{/ path}`: a file that is not Norg, optionally `path:line`.
    case externalFile(String)
    /// `{@ 5th May}`.
    case timestamp(String)
    /// `{? title}`: a wiki link, any heading of the workspace.
    case wiki(String)
    /// `{= key}`: meaning given by the link's extensions.
    case extendable(String)
    /// `{* A : ** B}`: B inside A, outermost first.
    case scoped([LinkTarget])
}
