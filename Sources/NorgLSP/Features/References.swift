import NorgHTML
import NorgKit

/// `textDocument/references`: every link of the workspace that reaches what the cursor is on —
/// the target of the link under it, the heading whose line it is on, or else the document itself
/// (its backlinks: links from other documents to it or to any node of it). Each link is resolved
/// by the site, as `norg render` resolves it for its backlinks.
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
        for source in snapshot.keys {
            guard let document = snapshot.documents[source], let index = snapshot.site.linkIndex(of: source) else { continue }
            // A document's links to itself are no backlinks of the document as a whole.
            if id == nil && source == key { continue }
            for link in index.siteLinks {
                guard case .document(let target, let targetID)? = snapshot.site.destination(of: link, in: source),
                      target == key, id == nil || targetID == id else { continue }
                locations.append(["uri": .string(document.uri),
                                  "range": document.text.range(link.range.offsets, encoding).json])
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
