import NorgHTML
import NorgKit

/// What a `textDocument/…` request is about: the document its `textDocument.uri` names, in its
/// site, and the byte offset of its `position` when it has one.
struct DocumentQuery {
    var snapshot: SiteSnapshot
    var document: SiteSnapshot.Document
    var offset: Int

    var text: TextDocument { document.text }
}

extension LanguageServer {
    func query(_ params: JSONValue, needsPosition: Bool = true) throws(RPCError) -> DocumentQuery {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("no textDocument.uri") }
        guard let snapshot = store.snapshot(for: uri), let document = snapshot.document(uri: uri) else {
            throw RPCError(-32803, "cannot read \(uri)")
        }
        var offset = 0
        if needsPosition {
            guard let position = LSPPosition(params["position"]) else { throw .invalidParams("no position") }
            offset = document.text.offset(of: position, encoding)
        }
        return DocumentQuery(snapshot: snapshot, document: document, offset: offset)
    }

    /// An LSP `Location` of the node `id` (the document's start without one) in document `key`.
    func location(of key: String, id: String?, in snapshot: SiteSnapshot) -> JSONValue? {
        guard let target = snapshot.documents[key] else { return nil }
        let offset = id.flatMap { snapshot.offset(ofID: $0, in: key) } ?? 0
        let line = target.text.position(ofOffset: offset, encoding).line
        let end = target.text.lineContentEnd(line)
        return ["uri": .string(target.uri), "range": target.text.range(offset..<max(offset, end), encoding).json]
    }

    /// Where a destination lies, as an LSP `Location`: a document's node, or the start of a file.
    func location(of destination: HTMLSite.LinkDestination, in snapshot: SiteSnapshot) -> JSONValue? {
        switch destination {
        case .document(let key, let id):
            return location(of: key, id: id, in: snapshot)
        case .file(let path):
            guard let uri = snapshot.uri(ofFile: path) else { return nil }
            return ["uri": .string(uri), "range": LSPRange(start: .init(line: 0, character: 0),
                                                           end: .init(line: 0, character: 0)).json]
        case .external, .unresolved:
            return nil
        }
    }
}
