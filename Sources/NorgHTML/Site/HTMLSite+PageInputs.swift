import NorgKit

/// What one page of a site reads from the other documents, for a build that renders again only
/// the pages whose inputs changed (`norg render`'s site cache).
extension HTMLSite {
    /// Everything the page of the document at `path` reads from the other documents, besides what
    /// every page reads alike (the set of pages and their titles, the folder's files): where each
    /// of its links goes, as the page writes it, and the places that link to it, as its "Linked
    /// from" lists them. One string an item, in a fixed order; `visit` is called with each.
    /// Two builds in which a page's document, these inputs and the site-wide data are the same
    /// write the same bytes for it.
    public func forEachPageInput(of path: String, _ visit: (String) -> Void) {
        guard let index = resolver.indexes[path] else { return }
        for link in index.siteLinks {
            // `String(describing:)` quotes and escapes the strings a target holds: one target, one text.
            let target = resolver.resolve(link, index.resolve(link), from: path)?.target
            visit(target.map { String(describing: $0) } ?? "-")
        }
        for backlink in backlinks(to: path) {
            visit(String(describing: (backlink.sourcePath, backlink.sourceTitle, backlink.headingTitle, backlink.headingID)))
        }
    }
}
