#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// Renders a parsed Norg document.
///
/// ```swift
/// NorgView(document: NorgParser.parse(source)) { line, status in
///     // Persist the new status back to your file at `line`.
/// }
/// ```
/// Top-level rows sit in a `LazyVStack` (put the view in a `ScrollView`), with identities derived
/// from the source; nested lists and quotes are indented rows rather than nested views. Headings,
/// definitions, footnotes and table cells are identified by their `LinkIndex` id, so a
/// `ScrollViewReader` can scroll to where an internal link points:
/// ```swift
/// NorgView(document: document) { link in
///     if case .local(let id, _) = LinkIndex(document: document).resolve(link) { proxy.scrollTo(id) }
/// }
/// ```
public struct NorgView: View {
    @Environment(\.norgTheme) private var theme
    @Environment(\.openURL) private var openURL
    private let outline: NorgOutline
    private let collapsible: Bool
    private let onOpenLink: (@MainActor (InlineLink) -> Void)?
    private let onSetStatus: @MainActor (Int, TaskStatus) -> Void

    /// - Parameters:
    ///   - collapsible: render a tree of `DisclosureGroup`s (sections start expanded).
    ///   - onOpenLink: receives every tapped link. Without it, `http`, `https` and `mailto` links open
    ///     through the environment's `openURL`, and internal links are inert.
    ///   - onSetStatus: the 1-based source line of a task and the status the user chose.
    ///
    /// Like SwiftUI's own views, the view can be created anywhere; the callbacks run on the main actor.
    nonisolated public init(document: NorgDocument, collapsible: Bool = false,
                            onOpenLink: (@MainActor (InlineLink) -> Void)? = nil,
                            onSetStatus: @escaping @MainActor (Int, TaskStatus) -> Void = { _, _ in }) {
        outline = NorgOutline(document: document)
        self.collapsible = collapsible
        self.onOpenLink = onOpenLink
        self.onSetStatus = onSetStatus
    }

    /// The form for a trailing `{ line, status in … }` closure.
    nonisolated public init(document: NorgDocument, collapsible: Bool = false,
                            onSetStatus: @escaping @MainActor (Int, TaskStatus) -> Void) {
        self.init(document: document, collapsible: collapsible, onOpenLink: nil, onSetStatus: onSetStatus)
    }

    public var body: some View {
        LazyVStack(alignment: .leading, spacing: 10) {
            if collapsible {
                ForEach(outline.nodes) { node in
                    NorgNodeView(node: node, actions: actions)
                }
            } else {
                ForEach(outline.rows) { node in
                    NorgRowView(node: node, actions: actions)
                }
            }
        }
        .font(theme.body)
        .environment(\.openURL, OpenURLAction { url in open(url) })
    }

    private var actions: NorgRowActions {
        NorgRowActions(collapsible: collapsible, setStatus: onSetStatus)
    }

    /// Link runs carry `norg-link:` URLs; anything else (a link in host content) goes on as usual.
    private func open(_ url: URL) -> OpenURLAction.Result {
        guard let link = outline.router.link(for: url) else { return .systemAction }
        switch NorgLinkPolicy.action(for: link, hasCallback: onOpenLink != nil) {
        case .callback: onOpenLink?(link)
        case .open(let target): openURL(target)
        case .inert: break
        }
        return .handled
    }
}

/// What rows need from their `NorgView`.
struct NorgRowActions {
    var collapsible: Bool
    var setStatus: @MainActor (Int, TaskStatus) -> Void
}
#endif
