import NorgEscaping
extension HTMLWriter {
    /// The `src` of an `.image`: in a site, a local source points at the copied file relative to
    /// the page (nil when the site refuses the path or, knowing the folder's files, holds none
    /// there); otherwise as `LinkPolicy.imageSource(_:)` allows.
    func imageSource(_ source: String) -> String? {
        guard let site = options.site, let current = options.documentPath, !source.isEmpty,
              LinkPolicy.scheme(of: source) == nil else {
            return LinkPolicy.imageSource(source)
        }
        guard case .file(let path) = site.resolver.file(source, from: current, toFileOnly: true) else { return nil }
        return SitePath.href(to: path, from: current)
    }
}
