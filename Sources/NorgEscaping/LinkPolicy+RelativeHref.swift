extension LinkPolicy {
    /// The `href` from the file `from` to the file `target`, both paths relative to one root
    /// (`notes/todo.html`, `notes/a.md`): `../` up to the folders they share, the rest
    /// percent-encoded so that no name can end an attribute or read as a scheme or a query. The
    /// one rule of a site's links between its pages and of a folder export's links between its
    /// notes.
    package static func relativeHref(to target: String, from page: String) -> String {
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
        relative += percentEncodedPath(String(decoding: target.utf8.dropFirst(shared), as: UTF8.self))
        if scheme(of: relative) != nil { relative = "./" + relative }
        return relative
    }
}
