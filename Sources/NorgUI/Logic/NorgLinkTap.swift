import Foundation
import NorgKit

/// What a tap on a link or a `.toc` entry does inside a `NorgView`, given what the host set up.
///
/// `NorgLinkPolicy` holds the seed's rules (a callback receives every link; without one, web and
/// mail links open and internal links are inert). A host that attaches a scroll target
/// (`norgScrollTarget(_:)`) opts in to one more: without a callback, an internal link that names a
/// node of this document scrolls to it; `.toc` entries, the view's own navigation, then always
/// scroll to their heading by its id (their `{* Title}` link would reach only the first heading so
/// titled).
package enum NorgLinkTap: Sendable, Hashable {
    case callback
    case open(URL)
    /// Scroll to the node with this `LinkIndex` id (or `NorgTableOfContents.firstID`).
    case scroll(String)
    case inert

    /// A link in the document's text.
    static func link(_ link: InlineLink, hasCallback: Bool, scrolls: Bool, in outline: NorgOutline) -> NorgLinkTap {
        switch NorgLinkPolicy.action(for: link, hasCallback: hasCallback) {
        case .callback: return .callback
        case .open(let url): return .open(url)
        case .inert:
            guard scrolls, outline.route(to: link) != nil else { return .inert }
            if let location = link.location, case .url(let text) = location.target,
               text == NorgTableOfContents.firstURL.absoluteString {
                return .scroll(NorgTableOfContents.firstID)
            }
            guard case .local(let id, _) = outline.linkIndex.resolve(link) else { return .inert }
            return .scroll(id)
        }
    }

    /// An entry of the first `.toc`.
    static func entry(_ entry: NorgTableOfContents.Entry, hasCallback: Bool, scrolls: Bool) -> NorgLinkTap {
        if scrolls, !entry.id.isEmpty { return .scroll(entry.id) }
        return hasCallback ? .callback : .inert
    }
}
