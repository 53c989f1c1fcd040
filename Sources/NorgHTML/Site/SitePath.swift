import NorgEscaping

/// Paths inside a site: a page is named by its key (`notes/todo` for `notes/todo.norg`, whose page
/// is `notes/todo.html`), a folder by its path (`notes`, the root `""`), and any output file by its
/// path relative to the site's root. Links between them are relative, so a site works from
/// `file://` and from any folder of a static server. A path a link writes is resolved the way Norg
/// links name files (relative to the linking document's folder, or to the workspace root after
/// `$/`) and never leaves the root.
public enum SitePath {
    /// The output file of the page `key`: `notes/todo.html`.
    public static func pageFile(_ key: String) -> String { key + ".html" }

    /// The key of a folder's index page: `notes/index`, `index` at the root.
    public static func indexPage(ofFolder folder: String) -> String {
        folder.isEmpty ? "index" : folder + "/index"
    }

    /// The folder holding the page or file at `path` (`""` at the root).
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The title of the page `key` when its document gives none (no metadata title, no heading):
    /// a journal entry's day (`Tuesday 1 December 2026`, `SiteJournal`), else its file name.
    public static func fallbackTitle(of key: String) -> String {
        SiteJournal.date(ofPage: key)?.day.longDate ?? name(of: key)
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The folders above the page or folder at `path`, outermost first (`a`, `a/b` for `a/b/c`).
    public static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var index = path.utf8.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            result.append(String(path[..<slash]))
            index = path.utf8.index(after: slash)
        }
        return result
    }

    /// The last `count` of `ancestors(of:)` (fewer when `path` is shallower), outermost first,
    /// found from the end so that a deep path costs only the levels asked for.
    public static func ancestors(of path: String, last count: Int) -> [String] {
        var result: [String] = []
        var end = path.utf8.endIndex
        while result.count < count, let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            result.append(String(path[..<slash]))
            end = slash
        }
        return result.reversed()
    }

    /// How many folders are above the page or folder at `path` (0 at the root).
    public static func depth(of path: String) -> Int {
        path.utf8.count { $0 == UInt8(ascii: "/") }
    }

    /// The `href` from the page `from` (a key) to the output file `target` (a root-relative path
    /// such as `notes/todo.html`): `../` up to the folders they share, the rest percent-encoded so
    /// that no name can end the attribute or read as a scheme or a query.
    public static func href(to target: String, from page: String) -> String {
        LinkPolicy.relativeHref(to: target, from: page)
    }

    /// A path as a link or an `.image` writes it, resolved from the document at `current` (a site
    /// path without `.norg`): the site path it names, or why it is refused.
    static func resolve(_ written: String, from current: String) -> Result<String, Refusal> {
        guard !written.isEmpty else { return .failure(.empty) }
        guard !DisallowedCharacters.occur(in: written) else { return .failure(.disallowedCharacter) }
        // Most links name a file plainly (`$/notes/todo`, `todo`): no `.` or empty component to
        // resolve, so the path is the written one, below the root or the current folder.
        if let plain = plainPath(written, from: current) { return .success(plain) }
        return resolveByComponents(written, from: current)
    }

    /// `resolve` for any path: component by component.
    static func resolveByComponents(_ written: String, from current: String) -> Result<String, Refusal> {
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
    enum Refusal: Error, Hashable, CaseIterable {
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

    /// `resolve`'s answer for a path without `.`, `~`, a leading or trailing `/` or `//` (after
    /// `$/`, below the root; else below `current`'s folder); nil for any other path.
    private static func plainPath(_ written: String, from current: String) -> String? {
        var bytes = Substring(written).utf8
        let rootRelative = bytes.starts(with: "$/".utf8)
        if rootRelative { bytes = bytes.dropFirst(2) }
        guard bytes.first != UInt8(ascii: "$"), isPlain(bytes) else { return nil }
        let path = String(Substring(bytes))
        if rootRelative { return path }
        guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let folder = current.utf8[..<slash]
        // A page's folder is plain, and its name follows it; any other takes the general way.
        guard isPlain(folder), current.utf8.last != UInt8(ascii: "/") else { return nil }
        return String(Substring(folder)) + "/" + path
    }

    /// Whether `bytes` is a non-empty path of components that are neither empty nor `.`-anything,
    /// without `~`.
    private static func isPlain(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~") || (byte == UInt8(ascii: "/") && previous == byte) {
                return false
            }
            previous = byte
        }
        return true
    }

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
