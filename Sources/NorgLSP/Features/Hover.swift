import NorgHTML
import NorgKit

/// `textDocument/hover` on a link: where it goes — the target document's title and path, and the
/// first lines at the target node — or why it goes nowhere, in the site's words.
extension LanguageServer {
    /// How many lines of the target the hover shows.
    static let hoverLines = 8

    func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params)
        let snapshot = query.snapshot
        guard let link = snapshot.link(in: query.document, at: query.offset),
              let destination = snapshot.site.destination(of: link, in: query.document.key) else { return .null }
        var value: String
        switch destination {
        case .document(let key, let id):
            value = "**" + Self.markdownEscaped(snapshot.site.title(of: key)) + "** — `" + key + ".norg`"
            if let target = snapshot.documents[key] {
                let offset = id.flatMap { snapshot.offset(ofID: $0, in: key) } ?? 0
                let first = target.text.position(ofOffset: offset, encoding).line
                let last = min(first + Self.hoverLines, target.text.lineStarts.count) - 1
                if last >= first {
                    let end = target.text.lineContentEnd(last)
                    let excerpt = String(decoding: target.text.bytes[target.text.lineStarts[first]..<end], as: UTF8.self)
                    let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(excerpt) + 1))
                    value += "\n\n" + fence + "norg\n" + excerpt + "\n" + fence
                }
            }
        case .file(let path):
            value = "file `" + path + "`"
        case .external(let url):
            value = "<" + url + ">"
        case .unresolved(let refusal):
            value = refusal.map { "refused: " + $0 } ?? "unresolved: nothing in the workspace has this name"
        }
        return [
            "contents": ["kind": "markdown", "value": .string(value)],
            "range": query.text.range(link.range.offsets, encoding).json,
        ]
    }

    private static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
