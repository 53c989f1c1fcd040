import NorgKit

/// `textDocument/completion`: inside a link's `{`, the names the link can reach — after `{*`…
/// `{******` this document's headings of that level, after `{:` the workspace's documents (as a
/// `{:path:}` link of this document writes them), after `{:path:` that document's headings, after
/// `{?` the headings every note offers wiki links, after `{#` this document's linkable items;
/// inside a detached modifier's `(`, the task statuses. Each item is a `textEdit` replacing what
/// is typed since the name began, in the negotiated position encoding, and closes the link or
/// extension when nothing closes it yet.
extension LanguageServer {
    /// The characters that ask for completion as they are typed.
    static let completionTriggers: [JSONValue] = ["{", "*", ":", "?", "#", "(", "|"]

    /// LSP completion item kinds used here.
    private enum ItemKind: Int {
        case value = 12, file = 17, reference = 18
    }

    private struct Item {
        var label: String
        var detail: String
        var kind: ItemKind
        var newText: String
        var filterText: String?
    }

    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        let text = query.text
        let line = text.position(ofOffset: query.offset, encoding).line
        guard let context = CompletionContext.at(query.offset, lineStart: text.lineStarts[line], in: text.bytes) else {
            return ["isIncomplete": false, "items": []]
        }
        var items = Self.items(for: context, query)
        // A large workspace offers thousands of names: past the limit, only those holding what is
        // typed (its characters in order, case folded, as editors filter), and the client asks
        // again as typing goes on.
        var isIncomplete = false
        if items.count > Self.completionLimit {
            let typed = Array(String(decoding: text.bytes[context.start..<query.offset], as: UTF8.self).lowercased())
            items = Array(items.lazy.filter { Self.holdsInOrder(typed, ($0.filterText ?? $0.label).lowercased()) }
                .prefix(Self.completionLimit))
            isIncomplete = true
        }
        let range = text.range(context.start..<context.end, encoding).json
        let json: [JSONValue] = items.enumerated().map { index, item in
            var object: [String: JSONValue] = [
                "label": .string(item.label), "detail": .string(item.detail), "kind": .int(item.kind.rawValue),
                "sortText": .string(String(repeating: "0", count: max(0, 6 - String(index).count)) + String(index)),
                "textEdit": ["range": range, "newText": .string(item.newText)],
            ]
            if let filterText = item.filterText { object["filterText"] = .string(filterText) }
            return .object(object)
        }
        return ["isIncomplete": .bool(isIncomplete), "items": .array(json)]
    }

    /// The most items one answer holds.
    static let completionLimit = 200

    /// Whether `text` holds the characters of `typed` in order.
    private static func holdsInOrder(_ typed: [Character], _ text: String) -> Bool {
        var next = typed.startIndex
        for character in text where next < typed.endIndex && character == typed[next] { next += 1 }
        return next == typed.endIndex
    }

    private static func items(for context: CompletionContext, _ query: DocumentQuery) -> [Item] {
        let snapshot = query.snapshot, current = query.document.key
        let space = context.needsSpace ? " " : ""
        let close = context.isClosed ? "" : "}"
        switch context.kind {
        case .anyLink:
            return headings(of: current, level: nil, snapshot, prefix: "", close: close)
                + files(from: current, snapshot, prefix: ":", close: close)
        case .heading(let file, let level):
            let key: String? = if let file { LinkPaths.document(file, from: current, in: snapshot) } else { current }
            guard let key else { return [] }
            return headings(of: key, level: level, snapshot, prefix: space, close: close)
        case .file:
            return files(from: current, snapshot, prefix: "", close: close)
        case .wiki:
            var seen: Set<String> = []
            var items: [Item] = []
            for key in snapshot.keys {
                for heading in snapshot.site.linkIndex(of: key)?.siteHeadings ?? [] where seen.insert(heading.key).inserted {
                    items.append(Item(label: heading.title, detail: key + ".norg", kind: .reference,
                                      newText: space + heading.title + close))
                }
            }
            return items
        case .linkable:
            var seen: Set<String> = []
            return (snapshot.site.linkIndex(of: current)?.siteLinkables ?? []).compactMap { linkable in
                guard !linkable.title.isEmpty, seen.insert(linkable.title).inserted else { return nil }
                return Item(label: linkable.title, detail: linkable.kind + ", line \(linkable.line)", kind: .reference,
                            newText: space + linkable.title + close)
            }
        case .taskStatus:
            let closeTask = context.isClosed ? "" : ")"
            return TaskStatus.allCases.map { status in
                let character = String(status.character)
                return Item(label: "(\(character)) \(status.englishName)", detail: "task status", kind: .value,
                            newText: character + closeTask, filterText: character + " " + status.englishName)
            }
        }
    }

    /// The headings of document `key` (of `level` only, when given); without a level each is
    /// written with its stars.
    private static func headings(of key: String, level: Int?, _ snapshot: SiteSnapshot, prefix: String,
                                 close: String) -> [Item] {
        var seen: Set<String> = []
        return (snapshot.site.linkIndex(of: key)?.siteHeadings ?? []).compactMap { heading in
            guard level == nil || heading.level == level, !heading.title.isEmpty,
                  seen.insert("\(heading.level)" + heading.key).inserted else { return nil }
            let stars = String(repeating: "*", count: heading.level)
            let written = level == nil ? stars + " " + heading.title : heading.title
            return Item(label: heading.title, detail: stars + " in " + key + ".norg, line \(heading.line)",
                        kind: .reference, newText: prefix + written + close, filterText: level == nil ? written : nil)
        }
    }

    /// The workspace's other documents as `current` writes their paths.
    private static func files(from current: String, _ snapshot: SiteSnapshot, prefix: String, close: String) -> [Item] {
        snapshot.keys.compactMap { key in
            guard key != current else { return nil }
            let path = LinkPaths.relative(to: key, from: current)
            return Item(label: path, detail: snapshot.site.title(of: key), kind: .file,
                        newText: prefix + path + ":" + close, filterText: prefix + path)
        }
    }
}
