/// Paths inside a site: a page is named by its key (`notes/todo` for `notes/todo.norg`, whose page
/// is `notes/todo.html`), a folder by its path (`notes`, the root `""`), and any output file by its
/// path relative to the site's root. Links between them are relative, so a site works from
/// `file://` and from any folder of a static server.
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

    /// The `href` from the page `from` (a key) to the output file `target` (a root-relative path
    /// such as `notes/todo.html`): `../` up to the folders they share, the rest percent-encoded so
    /// that no name can end the attribute or read as a scheme or a query.
    public static func href(to target: String, from page: String) -> String {
        // Bytes, not characters: every sidebar link of every page comes through here.
        let slash = UInt8(ascii: "/")
        var here = page.utf8.makeIterator(), there = target.utf8.makeIterator()
        var shared = 0, position = 0
        while let byte = here.next(), let other = there.next(), byte == other {
            position += 1
            if byte == slash { shared = position }
        }
        let ups = page.utf8.dropFirst(shared).reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        var relative = String(repeating: "../", count: ups)
        relative += LinkPolicy.percentEncodedPath(String(decoding: target.utf8.dropFirst(shared), as: UTF8.self))
        if LinkPolicy.scheme(of: relative) != nil { relative = "./" + relative }
        return relative
    }
}
