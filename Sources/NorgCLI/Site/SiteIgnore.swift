/// `.norgignore` at the root of the notes: the notes, folders and files a site leaves out.
///
/// A subset of gitignore's syntax, read the same way for every path the site would publish (a
/// note, a copied file) and for each folder above it:
/// - one pattern a line; blank lines and lines starting with `#` are ignored; trailing spaces are
///   dropped; `\` makes the next character literal (`\#draft.norg`, `\ `);
/// - `*` matches any run of characters within a name, `?` one character; `**` as a whole
///   component matches any number of folders (`**/scratch`, `private/**`, `a/**/b`);
/// - a pattern with a `/` at its start or in its middle is anchored at the root (`/todo.norg`,
///   `journal/2025`); one without matches a name at any depth (`private`, `*.draft.norg`);
/// - a trailing `/` matches folders only (`private/`).
/// A line starting with `!` (re-including) and character classes (`[abc]`) are not supported: such
/// a line is reported once and left out of the rules, so it never publishes what another line
/// leaves out.
struct SiteIgnore {
    private struct Rule {
        /// The components, each a list of scalars; `**` is `nil`.
        var components: [[Unicode.Scalar]?]
        var anchored: Bool
        var foldersOnly: Bool
    }

    private var rules: [Rule] = []
    /// One line per pattern that is not supported, with its line number.
    private(set) var warnings: [String] = []

    /// The rules in `text`, the file's contents.
    init(_ text: String) {
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Array(raw.unicodeScalars)
            if line.last == "\r" { line.removeLast() }
            while line.last == " ", !(line.count >= 2 && line[line.count - 2] == "\\") { line.removeLast() }
            guard let first = line.first, first != "#" else { continue }
            if first == "!" || line.contains("[") {
                warnings.append("line \(number + 1): '\(String(String.UnicodeScalarView(line)))' (re-including with ! and [classes] are not supported); left out of the rules")
                continue
            }
            var foldersOnly = false
            if line.last == "/" {
                foldersOnly = true
                line.removeLast()
            }
            let anchored = line.dropLast().contains("/")
            if line.first == "/" { line.removeFirst() }
            let parts = line.split(separator: "/", omittingEmptySubsequences: true)
            guard !parts.isEmpty else { continue }
            rules.append(Rule(components: parts.map { $0.elementsEqual(["*", "*"]) ? nil : Array($0) },
                              anchored: anchored, foldersOnly: foldersOnly))
        }
    }

    /// Whether the file at `path` (relative to the root, `/` between names) is left out: a rule
    /// matches it, or one of the folders above it.
    func excludes(_ path: String) -> Bool {
        guard !rules.isEmpty else { return false }
        let names = path.split(separator: "/").map { Array($0.unicodeScalars) }
        for end in 1...names.count {
            let isFolder = end < names.count
            for rule in rules where !rule.foldersOnly || isFolder {
                if matches(rule, Array(names[..<end])) { return true }
            }
        }
        return false
    }

    private func matches(_ rule: Rule, _ names: [[Unicode.Scalar]]) -> Bool {
        if rule.anchored { return matches(rule.components[...], names[...]) }
        // Unanchored: the pattern's components match the path's last ones.
        guard rule.components.count <= names.count || rule.components.contains(where: { $0 == nil }) else { return false }
        for start in 0..<names.count where matches(rule.components[...], names[start...]) { return true }
        return false
    }

    /// Components against names, `**` (nil) standing for any number of names.
    private func matches(_ pattern: ArraySlice<[Unicode.Scalar]?>, _ names: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        guard let component = first else {
            for skip in 0...names.count where matches(pattern.dropFirst(), names.dropFirst(skip)) { return true }
            return false
        }
        guard let name = names.first, SiteIgnore.glob(component[...], name[...]) else { return false }
        return matches(pattern.dropFirst(), names.dropFirst())
    }

    /// `*` and `?` within one name; `\` makes the next character literal. Linear in practice: a `*`
    /// backtracks only to the last `*` seen.
    static func glob(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (p: Int, n: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p + 1, n)
                p += 1
                continue
            }
            if p < pattern.endIndex {
                var literal = pattern[p]
                var width = 1
                if literal == "\\", p + 1 < pattern.endIndex {
                    literal = pattern[p + 1]
                    width = 2
                }
                if (literal == "?" && width == 1) || literal == name[n] {
                    p += width
                    n += 1
                    continue
                }
            }
            guard let last = star else { return false }
            p = last.p
            n = last.n + 1
            star = (last.p, last.n + 1)
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
