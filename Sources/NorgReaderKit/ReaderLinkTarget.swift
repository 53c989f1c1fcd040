import Foundation
import NorgKit

/// Where a tapped link takes the reader.
public enum ReaderLinkTarget: Sendable, Hashable {
    /// A document of the folder, scrolled to the node with `id` (the `LinkIndex` id that `NorgView`
    /// gives the node's row), or to its top when `id` is nil.
    case document(path: String, id: String?)
    /// Anything outside the folder's notes (a web page, a mail address, a non-Norg file): for the
    /// system to open.
    case external(URL)
    /// The link names nothing the reader can find; `reason` says what.
    case unresolved(reason: String)
}

extension ReaderLibrary {
    /// Resolves `link` of the document at `path` by the spec's rules (`LinkIndex`): a heading,
    /// anchor or other node of the same document; `{:other:…}` in another document of the folder,
    /// relative to the linking document's folder or to the root with `$/`; `{/ file}` and URLs to
    /// the system.
    public func target(of link: InlineLink, inDocumentAt path: String) -> ReaderLinkTarget {
        guard let current = document(at: path) else { return .unresolved(reason: "\(path) is not in the folder") }
        switch LinkIndex(document: current.document).resolve(link) {
        case .local(let id, _):
            return .document(path: path, id: id)
        case .external(let text):
            guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.scheme != nil else {
                return .unresolved(reason: "\(text) is not a URL")
            }
            return .external(url)
        case .file(let file, let location) where location.file != nil:
            return target(ofNorgFile: file, location: location, from: current)
        case .file(let file, _):
            guard let resolved = Self.resolvedPath(file, from: current.folderPath) else {
                return .unresolved(reason: "\(file) is outside the folder")
            }
            return .external(folder.appendingPathComponent(resolved))
        case .unresolved:
            return .unresolved(reason: "nothing in \(current.title) matches \(link.location?.rawText ?? "the link")")
        }
    }

    private func target(ofNorgFile file: String, location: LinkLocation, from current: ReaderDocument) -> ReaderLinkTarget {
        let bare = file.hasSuffix(".norg") ? String(file.dropLast(5)) : file
        guard let resolved = Self.resolvedPath(bare, from: current.folderPath),
              let other = document(at: resolved + ".norg")
        else { return .unresolved(reason: "no document \(file) in the folder") }
        guard location.target != .none else { return .document(path: other.path, id: nil) }
        let inner = LinkLocation(target: location.target, rawText: location.rawText)
        if case .local(let id, _) = LinkIndex(document: other.document).resolve(inner) {
            return .document(path: other.path, id: id)
        }
        return .document(path: other.path, id: nil)
    }

    /// `file` relative to `folderPath` (or to the root with `$/`), `.` and `..` resolved; nil when it
    /// climbs out of the folder or names a place the reader cannot see (`/…`, `~/…`, another
    /// workspace `$name/…`).
    static func resolvedPath(_ file: String, from folderPath: String) -> String? {
        var components: [Substring]
        var rest = Substring(file)
        if rest.hasPrefix("$/") {
            components = []
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/") || rest.hasPrefix("~") || rest.hasPrefix("$") {
            return nil
        } else {
            components = folderPath.split(separator: "/")
        }
        for part in rest.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(part)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }
}
