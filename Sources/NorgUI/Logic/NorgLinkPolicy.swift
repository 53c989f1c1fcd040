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

/// Routes `Text` link taps back to the `InlineLink` they came from.
///
/// `NorgView` gives every link run a `norg-link:<offset>` URL (the link's UTF-8 source offset, unique in a
/// document) and intercepts `openURL`; the router maps the URL back to the link.
struct NorgLinkRouter: Sendable {
    static let scheme = "norg-link"
    private let links: [Int: InlineLink]

    init(links: [InlineLink]) {
        var table: [Int: InlineLink] = [:]
        for link in links where table[link.range.start.offset] == nil {
            table[link.range.start.offset] = link
        }
        self.links = table
    }

    /// The URL a link's text carries inside `NorgView`.
    static func url(for link: InlineLink) -> URL {
        URL(string: "\(scheme):\(link.range.start.offset)")!
    }

    /// The link a `norg-link:` URL stands for; nil for any other URL.
    func link(for url: URL) -> InlineLink? {
        guard url.scheme == Self.scheme, let offset = Int(url.absoluteString.dropFirst(Self.scheme.count + 1))
        else { return nil }
        return links[offset]
    }
}
