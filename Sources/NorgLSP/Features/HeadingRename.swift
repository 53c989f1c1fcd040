import NorgHTML
import NorgKit

/// `textDocument/prepareRename` and `textDocument/rename` of a heading: with the cursor on a
/// heading's title or on a link that reaches a heading, one `WorkspaceEdit` rewrites the title
/// and the title in every link of the workspace that reaches the heading (the links references
/// lists, resolved by the site as `norg render` resolves them). What cannot be renamed safely is
/// refused with an error saying why: a link whose title cannot be found in its bytes, a new
/// title another heading of that level in the document already has, or an edit after which
/// any link of the workspace would go somewhere else than before (a wiki link taken by the new
/// title, a scoped link through the heading).
extension LanguageServer {
    /// The heading a rename is about, and every link that reaches it with its title's bytes.
    private struct RenameTarget {
        var key: String
        var heading: LinkIndex.SiteHeading
        var titleOffsets: Range<Int>
        var links: [(key: String, title: Range<Int>, link: Range<Int>)]
    }

    func prepareRename(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        let target = try renameTarget(query)
        // The range shown is the title under the cursor: of the link it is on, else the heading's.
        var range = target.titleOffsets
        if let link = target.links.first(where: { $0.key == query.document.key && $0.link.contains(query.offset) }) {
            range = link.title
        }
        return ["range": query.text.range(range, encoding).json, "placeholder": .string(target.heading.title)]
    }

    func rename(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        guard let newName = params["newName"]?.string else { throw .invalidParams("no newName") }
        let title = newName.trimmingWhitespace
        guard !title.isEmpty, !title.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
            throw Self.refusal("a heading's title is one line of text, not empty")
        }
        let target = try renameTarget(query)
        let snapshot = query.snapshot
        let key = LinkIndex.wikiKey(of: title)
        if let other = snapshot.site.linkIndex(of: target.key)?.siteHeadings.first(where: {
            $0.level == target.heading.level && $0.id != target.heading.id && $0.key == key
        }) {
            throw Self.refusal("\(target.key).norg already has a level-\(other.level) heading “\(other.title)” (line \(other.line))")
        }
        var edit = SiteEdit()
        edit.replace(target.titleOffsets, in: target.key, with: title)
        for link in target.links { edit.replace(link.title, in: link.key, with: title) }
        guard !edit.overlaps else { throw Self.refusal("a link to the heading lies in its own title") }
        if let problem = edit.check(snapshot) { throw Self.refusal(problem) }
        return edit.json(in: snapshot, encoding)
    }

    static func refusal(_ reason: String) -> RPCError { RPCError(-32803, "cannot rename: " + reason) }

    /// The heading under the cursor (its title line) or reached by the link under it, with the
    /// links to rewrite; refused when there is none or a link cannot be rewritten.
    private func renameTarget(_ query: DocumentQuery) throws(RPCError) -> RenameTarget {
        let snapshot = query.snapshot
        let key: String, id: String
        if let link = snapshot.link(in: query.document, at: query.offset) {
            guard case .document(let target, let targetID?)? = snapshot.site.destination(of: link, in: query.document.key) else {
                throw Self.refusal("this link reaches no heading")
            }
            (key, id) = (target, targetID)
        } else {
            let line = query.text.position(ofOffset: query.offset, .utf8).line + 1
            guard let heading = snapshot.site.linkIndex(of: query.document.key)?.siteHeadings.last(where: { $0.line == line }) else {
                throw Self.refusal("put the cursor on a heading's title or on a link to a heading")
            }
            (key, id) = (query.document.key, heading.id)
        }
        guard let heading = snapshot.site.linkIndex(of: key)?.siteHeadings.first(where: { $0.id == id }) else {
            throw Self.refusal("this link reaches no heading")
        }
        guard let document = snapshot.documents[key], let titleOffsets = Self.titleOffsets(of: heading, in: document.tree) else {
            throw Self.refusal("the heading's title cannot be found")
        }
        var links: [(key: String, title: Range<Int>, link: Range<Int>)] = []
        for source in snapshot.keys {
            guard let document = snapshot.documents[source], let index = snapshot.site.linkIndex(of: source) else { continue }
            for link in index.siteLinks where link.form != .anchorDeclaration {
                guard case .document(let reached, let reachedID)? = snapshot.site.destination(of: link, in: source),
                      reached == key, reachedID == id else { continue }
                // A line-number link `{:file:12}` reaches the heading without naming it.
                if case .lineNumber? = link.location?.target { continue }
                guard let title = LinkSource.title(of: link, in: document.text.bytes) else {
                    throw Self.refusal("the link on line \(link.range.start.line) of \(source).norg cannot be rewritten")
                }
                links.append((source, title, link.range.offsets))
            }
        }
        return RenameTarget(key: key, heading: heading, titleOffsets: titleOffsets, links: links)
    }

    /// The byte offsets of the title of the heading the index lists as `heading`.
    private static func titleOffsets(of heading: LinkIndex.SiteHeading, in tree: NorgDocument) -> Range<Int>? {
        var found: Range<Int>?
        NorgDocument.forEachBlock(in: tree.blocks, skippingContentOf: { _ in false }) { block, _ in
            if found == nil, case .heading(let node) = block, node.range.start.offset == heading.offsets.lowerBound {
                found = node.titleRange.offsets
            }
        }
        return found
    }
}

extension String {
    /// Without spaces, tabs and line breaks at either end.
    var trimmingWhitespace: String {
        let bytes = Array(utf8)
        var lower = 0, upper = bytes.count
        let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        while lower < upper, space(bytes[lower]) { lower += 1 }
        while upper > lower, space(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
