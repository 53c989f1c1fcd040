/// `textDocument/definition`: on a link, where `norg render` sends it — a heading or other node of
/// this document or another (`{* h}`, `{:file:** h}`, `{# name}`, `{? title}`, `[anchor]`,
/// footnotes and definitions), a document (`{:file:}`), or a file of the folder (`{/ file}`).
extension LanguageServer {
    func definition(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        guard let link = query.snapshot.link(in: query.document, at: query.offset),
              let destination = query.snapshot.site.destination(of: link, in: query.document.key),
              let location = location(of: destination, in: query.snapshot) else { return .null }
        return location
    }
}
