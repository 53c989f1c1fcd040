import NorgHTML
import NorgKit

/// `textDocument/references`: every link of the workspace that reaches what the cursor is on —
/// the target of the link under it, the heading whose line it is on, or else the document itself
/// (its backlinks: links from other documents to it or to any node of it). Each link is resolved
/// by the site, as `norg render` resolves it for its backlinks, when it is indexed (`SiteIndex`):
/// a request only looks the answers up.
extension LanguageServer {
    func references(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        let snapshot = query.snapshot
        let key: String, id: String?
        if let link = snapshot.link(in: query.document, at: query.offset) {
            guard case .document(let target, let targetID)? = snapshot.site.destination(of: link, in: query.document.key) else {
                return []
            }
            (key, id) = (target, targetID)
        } else if let heading = heading(at: query) {
            (key, id) = (query.document.key, heading.id)
        } else {
            (key, id) = (query.document.key, nil)
        }
        var locations: [JSONValue] = []
        if params["context"]?["includeDeclaration"]?.bool == true, let declaration = location(of: key, id: id, in: snapshot) {
            locations.append(declaration)
        }
        // The other documents' links to the target, which the site keeps by target, and for a node
        // the target document's own links to it (its index resolves them); in path order.
        var sources = snapshot.site.linkers(of: key)
        if id != nil { sources.insert(key, at: sources.firstIndex { key.utf8Precedes($0) } ?? sources.count) }
        for source in sources {
            guard let document = snapshot.documents[source] else { continue }
            var ranges: [Range<Int>] = []
            if source == key {
                for link in snapshot.site.linkIndex(of: source)?.siteLinks ?? [] {
                    guard case .document(key, let targetID)? = snapshot.site.destination(of: link, in: source),
                          targetID == id else { continue }
                    ranges.append(link.range.offsets)
                }
            } else {
                for (offset, targetID) in snapshot.site.links(from: source, to: key) where id == nil || targetID == id {
                    guard let link = snapshot.link(in: document, at: offset) else { continue }
                    ranges.append(link.range.offsets)
                }
            }
            for range in ranges {
                locations.append(["uri": .string(document.uri), "range": document.text.range(range, encoding).json])
            }
        }
        return .array(locations)
    }

    /// The heading whose first line holds the query's position.
    private func heading(at query: DocumentQuery) -> LinkIndex.SiteHeading? {
        let line = query.text.position(ofOffset: query.offset, encoding).line
        return query.snapshot.site.linkIndex(of: query.document.key)?.siteHeadings.last { heading in
            query.text.position(ofOffset: heading.offsets.lowerBound, encoding).line == line
        }
    }
}
