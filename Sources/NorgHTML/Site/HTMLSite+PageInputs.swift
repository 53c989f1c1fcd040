import NorgKit

/// What one page of a site reads from the other documents, for a build that renders again only
/// the pages whose inputs changed (`norg render`'s site cache).
extension HTMLSite {
    /// Everything the page of the document at `path` reads from the other documents, besides what
    /// every page reads alike (the set of pages and their titles, the folder's files): where each
    /// of its links goes, as the page writes it, and the places that link to it, as its "Linked
    /// from" lists them. `visit` is called with each part, in a fixed order; a digest that takes
    /// each part's length with it tells any two different sequences apart. Two builds in which a
    /// page's document, these inputs and the site-wide data are the same write the same bytes for it.
    public func forEachPageInput(of path: String, _ visit: (String) -> Void) {
        // The pre-pass resolved every link once; its answers are what the page writes.
        for target in graph.targets(of: path) ?? [] {
            switch graph.target(target) {
            case .page(let target, let id)?:
                visit("page")
                visit(target)
                visit(id == nil ? "" : "#")
                visit(id ?? "")
            case .file(let file)?:
                visit("file")
                visit(file)
            case .missingFile(let file)?:
                visit("missing")
                visit(file)
            case .refused(let refusal)?:
                visit("refused")
                visit(refusal.reason)
            case .unresolved?:
                visit("unresolved")
            case nil:
                visit("own")
            }
        }
        for backlink in backlinks(to: path) {
            visit("backlink")
            visit(backlink.sourcePath)
            visit(backlink.sourceTitle)
            visit(backlink.headingTitle == nil ? "" : "*")
            visit(backlink.headingTitle ?? "")
            visit(backlink.headingID == nil ? "" : "#")
            visit(backlink.headingID ?? "")
        }
    }
}
