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

    /// The text a link without a description shows: the name its location gives, without the
    /// kind's prefix (`Compost` for `{? Compost}` and `{* Compost}`, the path for `{:notes/todo:}`,
    /// the innermost name of a scoped link, `line 4` for `{4}`). Every renderer shows this, so a
    /// page, a view and a task's text read the same.
    public var shownText: String {
        if case .none = target, let file { return file }
        var target = target
        // The innermost scope names the target; a loop, so nested scopes cannot recurse.
        while case .scoped(let scopes) = target {
            guard let innermost = scopes.last else { return rawText }
            target = innermost
        }
        switch target {
        case .url(let text), .heading(_, let text), .definition(let text), .footnote(let text),
             .tableCell(let text), .generic(let text), .externalFile(let text), .timestamp(let text),
             .wiki(let text), .extendable(let text):
            return text
        case .lineNumber(let line):
            return "line \(line)"
        case .scoped, .none:
            return rawText
        }
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
