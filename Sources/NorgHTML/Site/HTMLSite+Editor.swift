import NorgKit

/// What an editor asks of a site (the language server): where one link goes and each document's
/// index, answered by the resolver the pages and the link report use, so the editor follows a link
/// exactly where `norg render` sends it.
extension HTMLSite {
    /// Where a link of a site's document goes.
    package enum LinkDestination: Sendable, Equatable {
        /// A document of the site (`current` for a link inside its own document), at the node
        /// `id` names when given.
        case document(path: String, id: String?)
        /// A file of the folder that is not a document (a site path).
        case file(path: String)
        /// An external URL.
        case external(url: String)
        /// Nothing the site holds; `refusal` says why a path is never followed, when that is why.
        case unresolved(refusal: String?)
    }

    /// The index of the document at `path` (every link listed), nil for a path the site lacks.
    package func linkIndex(of path: String) -> LinkIndex? {
        index(at: path)
    }

    /// Where `link`, of the document at `path`, goes in the site; nil for what goes nowhere to
    /// follow (a timestamp, an empty location, an anchor declaration without definition).
    package func destination(of link: InlineLink, in path: String) -> LinkDestination? {
        resolver.destination(of: link, in: path)
    }
}

extension SiteLinkResolver {
    /// Where `link` of the document at `path` goes, for the editor (`HTMLSite.destination`).
    func destination(of link: InlineLink, in path: String) -> HTMLSite.LinkDestination? {
        guard let index = notes[path]?.index else { return nil }
        let resolution = index.resolve(link)
        switch resolution {
        case .local(let id, _):
            return .document(path: path, id: id)
        case .external(let url):
            return .external(url: url)
        case .file, .unresolved:
            break
        }
        guard let answer = resolve(link, resolution, from: path) else { return nil }
        switch answer.target {
        case .page(let target, let id): return .document(path: target, id: id)
        case .file(let file): return .file(path: file)
        case .missingFile, .unresolved: return .unresolved(refusal: nil)
        case .refused(let refusal): return .unresolved(refusal: refusal.reason)
        }
    }
}
