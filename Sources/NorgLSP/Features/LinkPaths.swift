import NorgHTML
import NorgKit

/// How a link of one document writes the path of another, and where a written path leads: the
/// one rule completion (`{:` offers paths) and file renames (`{:old:}` becomes `{:new:}`) share.
/// Paths are site keys (relative to the workspace folder, without `.norg`).
enum LinkPaths {
    /// The path a `{:…:}` link of the document `current` writes for the document `target`:
    /// relative to `current`'s folder (`../` to climb), as `SitePath` resolves it back.
    static func relative(to target: String, from current: String) -> String {
        let folder = current.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        let parts = target.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < folder.count, common < parts.count - 1, folder[folder.startIndex + common] == parts[common] {
            common += 1
        }
        let climbs = Array(repeating: "..", count: folder.count - common)
        return (climbs + parts[common...].map(String.init)).joined(separator: "/")
    }

    /// The document a `{:path:}` link of `current` names in `snapshot`, resolved by the site as
    /// `norg render` resolves it; nil when the path names no document.
    static func document(_ written: String, from current: String, in snapshot: SiteSnapshot) -> String? {
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        let link = InlineLink(location: LinkLocation(file: written, target: .none, rawText: ":" + written + ":"),
                              range: SourceRange(start: origin, end: origin))
        guard case .document(let key, _)? = snapshot.site.destination(of: link, in: current) else { return nil }
        return key
    }
}
