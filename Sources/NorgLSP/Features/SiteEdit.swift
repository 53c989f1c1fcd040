import NorgHTML
import NorgKit

/// Edits to the documents of one site — byte ranges of each document's text and what replaces
/// them — that rename and code actions return as one LSP `WorkspaceEdit` (the editor applies
/// it; the server never writes a file). Before a rename is offered, `check` applies the edits
/// to a copy of the site and compares where every link goes, before and after.
struct SiteEdit {
    private(set) var edits: [String: [(offsets: Range<Int>, text: String)]] = [:]

    var isEmpty: Bool { edits.isEmpty }

    mutating func replace(_ offsets: Range<Int>, in key: String, with text: String) {
        edits[key, default: []].append((offsets, text))
    }

    /// Whether two edits of one document overlap (then none can be applied safely).
    var overlaps: Bool {
        edits.values.contains { list in
            let sorted = list.sorted { $0.offsets.lowerBound < $1.offsets.lowerBound }
            return zip(sorted, sorted.dropFirst()).contains { pair in pair.0.offsets.upperBound > pair.1.offsets.lowerBound }
        }
    }

    /// The `WorkspaceEdit`: each document's edits as LSP `TextEdit`s, in document order.
    func json(in snapshot: SiteSnapshot, _ encoding: PositionEncoding) -> JSONValue {
        var changes: [String: JSONValue] = [:]
        for (key, list) in edits {
            guard let document = snapshot.documents[key] else { continue }
            changes[document.uri] = .array(list.sorted { $0.offsets.lowerBound < $1.offsets.lowerBound }.map { edit -> JSONValue in
                ["range": document.text.range(edit.offsets, encoding).json, "newText": .string(edit.text)]
            })
        }
        return ["changes": .object(changes)]
    }

    /// The edits that turn `old` bytes into `new` bytes of the same length, one per run of bytes
    /// that differ (status characters, `[x]` → `(x)`): what a write-back computed, as edits.
    static func differences(_ old: [UInt8], _ new: [UInt8], in key: String) -> SiteEdit {
        var edit = SiteEdit()
        guard old.count == new.count else { return edit }
        var index = 0
        while index < old.count {
            guard old[index] != new[index] else {
                index += 1
                continue
            }
            let start = index
            while index < old.count, old[index] != new[index] { index += 1 }
            edit.replace(start..<index, in: key, with: String(decoding: new[start..<index], as: UTF8.self))
        }
        return edit
    }

    /// The site after the edits, with the documents of `renamed` (old key → new key) moved: the
    /// snapshot updated one changed document at a time (`SiteSnapshot.update`), as an editor's
    /// changes are, so a check costs the documents it touches and those whose links name them.
    /// Also returns the keys (before the moves) of the documents whose links may go elsewhere:
    /// those changed and those `SiteSnapshot.update` names as depending on them.
    func applied(to snapshot: SiteSnapshot,
                 renaming renamed: [String: String] = [:]) -> (site: SiteSnapshot, touched: Set<String>) {
        var changed: [(oldKey: String, document: SiteSnapshot.Document)] = []
        for key in Set(edits.keys).union(renamed.keys).sorted(by: { $0.utf8Precedes($1) }) {
            guard var document = snapshot.documents[key] else { continue }
            if let list = edits[key] {
                var bytes = document.text.bytes
                for edit in list.sorted(by: { $0.offsets.lowerBound > $1.offsets.lowerBound }) {
                    bytes.replaceSubrange(edit.offsets, with: Array(edit.text.utf8))
                }
                document.text = TextDocument(bytes: bytes)
                document.tree = NorgParser.parse(bytes: document.text.bytes)
            }
            if let newKey = renamed[key] {
                document.key = newKey
                document.uri = snapshot.uri(ofFile: newKey + ".norg") ?? document.uri
            }
            changed.append((key, document))
        }
        var after = snapshot
        var affected: Set<String> = []
        // Moved documents leave their old keys first, so one may move to a key another frees.
        for (oldKey, document) in changed where document.key != oldKey {
            affected.formUnion(after.update(key: oldKey, nil))
        }
        for (_, document) in changed { affected.formUnion(after.update(key: document.key, document)) }
        var oldKeys: [String: String] = [:]
        for (oldKey, newKey) in renamed { oldKeys[newKey] = oldKey }
        var touched = Set(changed.map(\.oldKey))
        for uri in affected {
            guard let key = after.document(uri: uri)?.key else { continue }
            touched.insert(oldKeys[key] ?? key)
        }
        return (after, touched)
    }

    /// Nil when every link of the site goes, after the edits (and the moves of `renamed`), where
    /// it went before; else the first link that would not, described for the user.
    func check(_ snapshot: SiteSnapshot, renaming renamed: [String: String] = [:]) -> String? {
        // Only the documents the edit touches can have links that now go elsewhere.
        let (after, touched) = applied(to: snapshot, renaming: renamed)
        for key in snapshot.keys where touched.contains(key) {
            let newKey = renamed[key] ?? key
            let links = snapshot.site.linkIndex(of: key)?.siteLinks ?? []
            let before = links.map { Self.destination(of: $0, in: key, snapshot, renaming: renamed) }
            let now = (after.site.linkIndex(of: newKey)?.siteLinks ?? []).map {
                Self.destination(of: $0, in: newKey, after, renaming: [:])
            }
            guard before != now else { continue }
            let index = zip(before, now).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(before.count, now.count)
            guard index < links.count, let document = snapshot.documents[key] else {
                return "the edit would add or remove links in \(key).norg"
            }
            let link = links[index]
            let text = String(decoding: document.text.bytes[link.range.offsets.clamped(to: 0..<document.text.bytes.count)],
                              as: UTF8.self)
            return "\(text) on line \(link.range.start.line) of \(key).norg would no longer reach what it reaches now"
        }
        return nil
    }

    /// Where a link goes, comparable across the edit: a document and the line of its target
    /// (lines do not move: no edit adds or removes a line), a file, a URL or nothing.
    private static func destination(of link: InlineLink, in key: String, _ snapshot: SiteSnapshot,
                                    renaming renamed: [String: String]) -> String {
        switch snapshot.site.destination(of: link, in: key) {
        case .document(let target, let id)?:
            var line = "start"
            if let id {
                guard let offset = snapshot.offset(ofID: id, in: target), let text = snapshot.documents[target]?.text else {
                    return "lost"
                }
                line = String(text.position(ofOffset: offset, .utf8).line)
            }
            return "document " + (renamed[target] ?? target) + " " + line
        case .file(let path)?: return "file " + path
        case .external(let url)?: return "url " + url
        case .unresolved?: return "unresolved"
        case nil: return "none"
        }
    }
}
