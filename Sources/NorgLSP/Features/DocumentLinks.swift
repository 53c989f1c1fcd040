import NorgHTML
import NorgKit

/// `textDocument/documentLink`: every link that goes somewhere, with the URI it opens — the
/// target document or file of the workspace, or the external URL. Links that go nowhere are left
/// out (their diagnostics say so).
extension LanguageServer {
    func documentLinks(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params, needsPosition: false)
        let snapshot = query.snapshot
        var links: [JSONValue] = []
        for link in snapshot.site.linkIndex(of: query.document.key)?.siteLinks ?? [] {
            guard let destination = snapshot.site.destination(of: link, in: query.document.key) else { continue }
            let target: String, tooltip: String
            switch destination {
            case .document(let key, _):
                guard let uri = snapshot.documents[key]?.uri else { continue }
                (target, tooltip) = (uri, snapshot.site.title(of: key))
            case .file(let path):
                guard let uri = snapshot.uri(ofFile: path) else { continue }
                (target, tooltip) = (uri, path)
            case .external(let url):
                (target, tooltip) = (url, url)
            case .unresolved:
                continue
            }
            links.append(["range": query.text.range(link.range.offsets, encoding).json,
                          "target": .string(target), "tooltip": .string(tooltip)])
        }
        return .array(links)
    }
}
