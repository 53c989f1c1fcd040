import NorgKit

/// A set of documents rendered together (a folder), so `{:path:}` links between them become
/// relative links to the pages that exist, with a `#id` when they name a node of the other page.
public struct HTMLSite: Sendable {
    private let indexes: [String: LinkIndex]

    /// `documents` keyed by their path relative to the site root, `/`-separated, without `.norg`
    /// (`notes/todo` for `notes/todo.norg`), which is also where each page goes (`notes/todo.html`).
    public init(documents: [String: NorgDocument]) {
        var indexes: [String: LinkIndex] = [:]
        for (path, document) in documents {
            indexes[path] = LinkIndex(document: document)
        }
        self.indexes = indexes
    }

    /// The paths of the site's documents.
    public var paths: [String] { indexes.keys.sorted() }

    func index(at path: String?) -> LinkIndex? {
        path.flatMap { indexes[$0] }
    }

    /// The `href` from the page at `current` to the document `file` names, nil when the site does
    /// not hold it or the path holds a character no URL may (`DisallowedCharacters`). `file` is
    /// relative to `current`'s folder, or to the root when it starts `$/`.
    func href(toFile file: String, location: LinkLocation, from current: String) -> String? {
        guard !DisallowedCharacters.occur(in: file) else { return nil }
        let file = LinkPolicy.strippingNorgExtension(file)
        let currentFolder = HTMLSite.components(current).dropLast()
        let target: [Substring]
        if file.hasPrefix("$/") {
            guard let resolved = HTMLSite.normalized(HTMLSite.components(String(file.dropFirst(2)))) else { return nil }
            target = resolved
        } else if file.hasPrefix("/") || file.hasPrefix("~") || file.hasPrefix("$") {
            return nil
        } else {
            guard let resolved = HTMLSite.normalized(Array(currentFolder) + HTMLSite.components(file)) else { return nil }
            target = resolved
        }
        let key = target.joined(separator: "/")
        guard let index = indexes[key] else { return nil }

        var common = 0
        while common < currentFolder.count, common < target.count - 1, currentFolder[common] == target[common] {
            common += 1
        }
        var relative = String(repeating: "../", count: currentFolder.count - common)
        relative += LinkPolicy.percentEncodedPath(target[common...].joined(separator: "/")) + ".html"
        if LinkPolicy.scheme(of: relative) != nil { relative = "./" + relative }

        if location.target != .none {
            if case .local(let id, _) = index.resolve(LinkLocation(target: location.target, rawText: location.rawText)) {
                relative += "#" + id
            }
        }
        return relative
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Resolves `.` and `..`; nil when `..` climbs above the root.
    private static func normalized(_ components: [Substring]) -> [Substring]? {
        var result: [Substring] = []
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !result.isEmpty else { return nil }
                result.removeLast()
            default: result.append(component)
            }
        }
        return result.isEmpty ? nil : result
    }
}
