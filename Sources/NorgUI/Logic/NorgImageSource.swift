import Foundation

/// Where an `.image` tag's picture comes from, and what a reader is told about it.
///
/// A web (`http`, `https`) or `file:` URL is used as written. A path is resolved against the base
/// URL the host sets with `.norgImageBaseURL(_:)` (a workspace folder or a web page): `pic.png`
/// and `img/pic.png` below it, `/pic.png` from its root. Without a base a path cannot be loaded,
/// and other schemes (`javascript:`, `data:`), `//host` sources and `~` paths are never loaded:
/// the view shows its placeholder instead.
enum NorgImageSource {
    static func url(of source: String, base: URL?) -> URL? {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("~") else { return nil }
        if let scheme = self.scheme(of: trimmed) {
            guard ["http", "https", "file"].contains(scheme), let url = URL(string: trimmed) else { return nil }
            return url
        }
        guard let base, let scheme = base.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) else {
            return nil
        }
        guard let path = trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
              let url = URL(string: path, relativeTo: base) else { return nil }
        return url.absoluteURL
    }

    /// True for an SVG file (by its extension, before any query or fragment), which `AsyncImage`
    /// cannot decode: the view shows it as a named placeholder with its alt text instead.
    static func isSVG(_ source: String) -> Bool {
        let path = source.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? source
        return path.trimmingCharacters(in: .whitespaces).lowercased().hasSuffix(".svg")
    }

    /// What the placeholder shows and VoiceOver reads: the alt text, or for an image without one its
    /// file name (`pic.png`), so an empty alt still leaves something visible.
    static func caption(source: String, alt: String) -> String {
        let alt = alt.trimmingCharacters(in: .whitespaces)
        if !alt.isEmpty { return alt }
        let name = source.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? source : name
    }

    /// A URL scheme (`https`, lowercased) when `source` starts with one; nil for a path. A drive
    /// letter such as `C:` is not a scheme.
    private static func scheme(of source: String) -> String? {
        guard let colon = source.firstIndex(of: ":") else { return nil }
        let candidate = source[..<colon]
        guard candidate.count > 1, let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
            return nil
        }
        return candidate.lowercased()
    }
}
