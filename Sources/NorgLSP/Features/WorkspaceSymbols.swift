import NorgHTML
import NorgKit

/// `workspace/symbol`: the title of every note and every heading of the workspace folders whose
/// text holds the query (case folded; an empty query lists all, up to `workspaceSymbolLimit`).
extension LanguageServer {
    static let workspaceSymbolLimit = 1000

    func workspaceSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let needle = (params["query"]?.string ?? "").lowercased()
        var symbols: [JSONValue] = []
        for snapshot in store.allSnapshots() {
            for key in snapshot.keys {
                guard let document = snapshot.documents[key], let index = snapshot.site.linkIndex(of: key) else { continue }
                func add(_ name: String, kind: Int, offset: Int) {
                    guard symbols.count < Self.workspaceSymbolLimit, needle.isEmpty || name.lowercased().contains(needle) else {
                        return
                    }
                    let line = document.text.position(ofOffset: offset, encoding).line
                    symbols.append([
                        "name": .string(name), "kind": .int(kind), "containerName": .string(key + ".norg"),
                        "location": ["uri": .string(document.uri),
                                     "range": document.text.range(offset..<document.text.lineContentEnd(line), encoding).json],
                    ])
                }
                add(snapshot.site.title(of: key), kind: 1, offset: 0)
                for heading in index.siteHeadings { add(heading.title, kind: 15, offset: heading.offsets.lowerBound) }
            }
        }
        return .array(symbols)
    }
}
