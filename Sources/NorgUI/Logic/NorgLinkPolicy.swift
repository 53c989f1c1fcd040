import Foundation
import NorgKit

/// What tapping a link does, decided before any view is involved.
public enum NorgLinkAction: Sendable, Hashable {
    /// The app's `onOpenLink` callback receives the link.
    case callback
    /// The link opens through the environment's `openURL`.
    case open(URL)
    /// Nothing happens.
    case inert
}

/// The link rules of `NorgView`: with an `onOpenLink` callback every link goes to it; without one,
/// only external `http`, `https` and `mailto` links open (through `openURL`) and everything else —
/// headings, anchors, footnotes, targets, other files and schemes — is inert.
public enum NorgLinkPolicy {
    /// The URL schemes opened without a callback.
    public static let openableSchemes: Set<String> = ["http", "https", "mailto"]

    /// What tapping `link` does: `.callback` whenever the view has an `onOpenLink` callback, else
    /// `.open` for an external link with an openable scheme, `.inert` for everything else.
    public static func action(for link: InlineLink, hasCallback: Bool) -> NorgLinkAction {
        if hasCallback { return .callback }
        guard let url = externalURL(of: link) else { return .inert }
        return .open(url)
    }

    /// The URL of an external link whose scheme is openable, nil otherwise.
    public static func externalURL(of link: InlineLink) -> URL? {
        guard let location = link.location, case .url(let text) = location.target,
              let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = url.scheme?.lowercased(), openableSchemes.contains(scheme)
        else { return nil }
        return url
    }
}
