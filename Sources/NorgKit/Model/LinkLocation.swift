/// The parsed `{…}` part of a link.
///
/// `{:notes/todo:* Groceries}` is `file: "notes/todo"` with `target: .heading(level: 1, "Groceries")`;
/// `{https://neorg.org}` is `target: .url(…)`; `{:notes/todo:}` is a file with `target: .none`.
public struct LinkLocation: Sendable, Hashable {
    /// The Norg file of `{:path:…}` as written between the colons, which the spec writes without
    /// `.norg` (`notes/todo`, `$/notes/todo`, `~/notes`); nil for a location in this document or
    /// an external one.
    public var file: String?
    /// What the location names: in `file` when there is one, otherwise in this document or outside
    /// it (a URL, a non-Norg file).
    public var target: LinkTarget
    /// The location exactly as written between `{` and `}`.
    public var rawText: String

    /// A location with the given parts, for building trees by hand; the parser fills every field
    /// from the `{…}` it reads.
    public init(file: String? = nil, target: LinkTarget, rawText: String) {
        self.file = file
        self.target = target
        self.rawText = rawText
    }

    /// The URL for `.url`, otherwise the location as written (`rawText`); returns a stored string, allocating nothing.
    public var targetText: String {
        if case .url(let url) = target { return url }
        return rawText
    }

    /// The text a link without a description shows: the name its location gives, without the
    /// kind's prefix (`Compost` for `{? Compost}` and `{* Compost}`, the path for `{:notes/todo:}`,
    /// the innermost name of a scoped link, `line 4` for `{4}`). Every renderer shows this, so a
    /// page, a view and a task's text read the same. Allocates a `String` only for a line number.
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
    /// No target beyond the file itself (`{:file:}`): the link opens the file.
    case none
    /// An external resource, e.g. `{https://example.com}`.
    case url(String)
    /// `{12}`: a 1-based line of this document, or of the linked file (`{:file:12}`).
    case lineNumber(Int)
    /// `{** Title}`: a heading of exactly that level with that title (whitespace runs in the title
    /// read as one space, here and in every titled target).
    case heading(level: Int, title: String)
    /// `{$ Term}`: a definition by its term.
    case definition(String)
    /// `{^ Note}`: a footnote by its title.
    case footnote(String)
    /// `{: A1}`: a table cell by its title.
    case tableCell(String)
    /// `{# text}`: any linkable item, inline link targets and carryover names included.
    case generic(String)
    /// `{/ path}`: a file that is not Norg, optionally `path:line`.
    case externalFile(String)
    /// `{@ 5th May}`: a timestamp.
    case timestamp(String)
    /// `{? title}`: a wiki link, any heading of the workspace.
    case wiki(String)
    /// `{= key}`: an extendable link, its meaning given by the link's extensions (a bibliography
    /// entry, for example).
    case extendable(String)
    /// `{* A : ** B}`: B inside A, joined by the scoping modifier ` : `; outermost first, each
    /// a titled target.
    case scoped([LinkTarget])
}
