import NorgHTML
import NorgKit

/// `workspace/willRenameFiles` for `.norg` files: before the editor moves a document, one
/// `WorkspaceEdit` rewrites every `{:path:…}` and `{/ path.norg}` link of the workspace that
/// reaches it, and the relative paths of the moved document's own links (they start from its
/// folder), in the style each was written (`$/…` from the root, else relative). The editor
/// applies the edit, then renames; the server writes nothing. A link the edit would still send
/// elsewhere is reported with `window/showMessage` (the rename itself is the user's).
extension LanguageServer {
    /// The `fileOperations` registration: `.norg` files, as the watcher names them.
    static let renameFilter: JSONValue = ["filters": [["scheme": "file", "pattern": ["glob": "**/*.norg", "matches": "file"]]]]

    func willRenameFiles(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard let files = params["files"]?.array else { throw .invalidParams("no files") }
        // Renames grouped by site (workspace folder): old key → new key.
        var renames: [String: (snapshot: SiteSnapshot, keys: [String: String])] = [:]
        for file in files {
            guard let oldURI = file["oldUri"]?.string, let newURI = file["newUri"]?.string,
                  let snapshot = store.snapshot(for: oldURI), let root = snapshot.root,
                  // The client's spelling of the URI, or the server's own for a file read from disk.
                  let oldKey = (snapshot.document(uri: oldURI) ?? FileURI.path(oldURI).flatMap {
                      snapshot.document(uri: FileURI.uri($0))
                  })?.key,
                  let newKey = Self.key(of: newURI, in: root) else { continue }
            renames[root, default: (snapshot, [:])].keys[oldKey] = newKey
        }
        var changes: [String: JSONValue] = [:]
        for (_, rename) in renames.sorted(by: { $0.key < $1.key }) {
            let edit = Self.pathEdits(rename.snapshot, renaming: rename.keys)
            if let problem = edit.check(rename.snapshot, renaming: rename.keys) {
                notify("window/showMessage", ["type": 2, "message": .string("norg: after this rename, " + problem)])
            }
            if case .object(let edits)? = edit.json(in: rename.snapshot, encoding)["changes"] {
                changes.merge(edits) { first, _ in first }
            }
        }
        return changes.isEmpty ? .null : ["changes": .object(changes)]
    }

    /// The edits to the paths of the links that a move of documents (`renamed`) changes.
    static func pathEdits(_ snapshot: SiteSnapshot, renaming renamed: [String: String]) -> SiteEdit {
        var edit = SiteEdit()
        for source in snapshot.keys {
            guard let document = snapshot.documents[source], let index = snapshot.site.linkIndex(of: source) else { continue }
            let newSource = renamed[source] ?? source
            for link in index.siteLinks where link.form != .anchorDeclaration {
                let destination = snapshot.site.destination(of: link, in: source)
                let target: String, newTarget: String
                switch destination {
                case .document(let key, _)?: (target, newTarget) = (key, renamed[key] ?? key)
                case .file(let path)?: (target, newTarget) = (path, path)
                default: continue
                }
                guard newSource != source || newTarget != target,
                      let offsets = LinkSource.path(of: link, in: document.text.bytes) else { continue }
                let written = String(decoding: document.text.bytes[offsets], as: UTF8.self)
                // `{:path:}` names a document without `.norg` (kept when written); `{/ path}` names its file.
                var path = newTarget
                if case .document? = destination, link.location?.file == nil || written.hasSuffix(".norg") { path += ".norg" }
                let rewritten = written.hasPrefix("$/") ? "$/" + path : LinkPaths.relative(to: path, from: newSource)
                if rewritten != written { edit.replace(offsets, in: source, with: rewritten) }
            }
        }
        return edit
    }

    /// The site key of the file `uri` names in `root`, nil when it is no `.norg` file inside it.
    private static func key(of uri: String, in root: String) -> String? {
        guard let path = FileURI.path(uri), NorgFolder.isInside(path, root), path.hasSuffix(".norg") else { return nil }
        let start = root == "/" ? 1 : root.utf8.count + 1
        let bytes = Array(path.utf8)
        guard bytes.count > start + 5 else { return nil }
        return String(decoding: bytes[start..<(bytes.count - 5)], as: UTF8.self)
    }
}
