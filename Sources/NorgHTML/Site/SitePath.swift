/// Paths inside a site: `/`-separated and relative to its root, resolved the way Norg links name
/// files (relative to the linking document's folder, or to the workspace root after `$/`) and
/// never leaving the root.
enum SitePath {
    /// A path as a link or an `.image` writes it, resolved from the document at `current` (a site
    /// path without `.norg`): the site path it names, or why it is refused.
    static func resolve(_ written: String, from current: String) -> Result<String, Refusal> {
        guard !written.isEmpty else { return .failure(.empty) }
        guard !DisallowedCharacters.occur(in: written) else { return .failure(.disallowedCharacter) }
        let components: [Substring]
        if written.hasPrefix("$/") {
            components = split(String(written.dropFirst(2)))
        } else if written.hasPrefix("/") {
            return .failure(.absolute)
        } else if written.hasPrefix("~") {
            return .failure(.home)
        } else if written.hasPrefix("$") {
            return .failure(.otherWorkspace)
        } else {
            components = Array(split(current).dropLast()) + split(written)
        }
        var result: [Substring] = []
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !result.isEmpty else { return .failure(.outside) }
                result.removeLast()
            default: result.append(component)
            }
        }
        guard !result.isEmpty else { return .failure(.empty) }
        return .success(result.joined(separator: "/"))
    }

    /// Why a written path names no file of the site.
    enum Refusal: Error, Hashable {
        case empty
        case disallowedCharacter
        case absolute
        case home
        case otherWorkspace
        case outside

        var reason: String {
            switch self {
            case .empty: "names no file"
            case .disallowedCharacter: "holds a character no URL may"
            case .absolute: "an absolute path"
            case .home: "a path in the home folder"
            case .otherWorkspace: "a path in another workspace"
            case .outside: "a path outside the folder"
            }
        }
    }

    /// The relative, percent-encoded `href` from the page of `current` to the site path `target`
    /// (both `/`-separated site paths; `current` without its `.html`).
    static func href(to target: String, from current: String) -> String {
        let currentFolder = split(current).dropLast()
        let targetComponents = split(target)
        var common = 0
        while common < currentFolder.count, common < targetComponents.count - 1,
              currentFolder[common] == targetComponents[common] {
            common += 1
        }
        var relative = String(repeating: "../", count: currentFolder.count - common)
        // Percent-encoding leaves no `:`, so no first segment can read as a scheme.
        relative += LinkPolicy.percentEncodedPath(targetComponents[common...].joined(separator: "/"))
        return relative
    }

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
