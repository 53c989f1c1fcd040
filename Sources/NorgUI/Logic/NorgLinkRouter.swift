import Foundation
import NorgKit

/// The URLs a row's link runs carry, and the way back from a tapped URL to its `InlineLink`.
///
/// An external link's run carries its own URL, so "Copy Link" copies what the link points to; any
/// other link carries `norg:` and its location as written (`norg:*%20Groceries` for
/// `{* Groceries}`), which reads as its target. Each row routes the links of its own text (its
/// view puts an `OpenURLAction` around it), so nothing is collected for the whole document.
struct NorgLinkRouter: Sendable {
    static let scheme = "norg"
    private let links: [URL: InlineLink]

    /// The links of a row's runs, by the URL each run carries (the first link wins when two links
    /// of one row carry the same URL: they lead to the same place).
    init(runs: AttributedString) {
        var table: [URL: InlineLink] = [:]
        for run in runs.runs {
            guard let link = run.norgLink else { continue }
            let url = Self.url(for: link)
            if table[url] == nil { table[url] = link }
        }
        links = table
    }

    /// The URL a link's text carries: an external link's own URL when it parses as one with a
    /// scheme, otherwise `norg:` and the location as written (or the text of a link without one).
    static func url(for link: InlineLink) -> URL {
        if let location = link.location, case .url(let text) = location.target,
           let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.scheme != nil {
            return url
        }
        let target = link.location?.rawText ?? NorgInlineRuns.plainText(Array(link.description ?? []))
        let encoded = target.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
        return URL(string: "\(scheme):\(encoded)") ?? URL(string: "\(scheme):")!
    }

    /// The link of this row that `url` stands for; nil for any other URL.
    func link(for url: URL) -> InlineLink? {
        links[url]
    }
}
