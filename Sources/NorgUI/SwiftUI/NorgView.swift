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
/// `init` only stores the document: the outline is built when the view first renders a document
/// that differs from the last one, and a row's text is styled when the row is first shown.
/// Rows sit in lazy stacks (put the view in a `ScrollView`), with identities derived from the
/// content; nested lists and quotes are indented rows rather than nested views. Headings,
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
    @State private var cache = NorgOutlineCache()
    private let document: NorgDocument
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
        self.document = document
        self.collapsible = collapsible
        self.onOpenLink = onOpenLink
        self.onSetStatus = onSetStatus
    }

    /// The form for a trailing `{ line, status in … }` closure.
    nonisolated public init(document: NorgDocument, collapsible: Bool = false,
                            onSetStatus: @escaping @MainActor (Int, TaskStatus) -> Void) {
        self.init(document: document, collapsible: collapsible, onOpenLink: nil, onSetStatus: onSetStatus)
    }

    /// The document's rows in lazy stacks, styled by the environment's `norgTheme`; sections toggle
    /// from their chevron unless the theme's `usesHostDisclosureGroupStyle` is set.
    public var body: some View {
        if theme.usesHostDisclosureGroupStyle {
            rows
        } else {
            rows.disclosureGroupStyle(NorgDisclosureGroupStyle())
        }
    }

    private var rows: some View {
        let outline = cache.outline(for: document)
        // Rows set the space above themselves (tighter within a list than between blocks).
        return LazyVStack(alignment: .leading, spacing: 0) {
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
        .tint(theme.linkColor)  // SwiftUI draws `.link` runs in the tint colour
    }

    private var actions: NorgRowActions {
        let onOpenLink = onOpenLink
        let openURL = openURL
        return NorgRowActions(collapsible: collapsible, rendered: cache.rendered, setStatus: onSetStatus, openLink: { link in
            switch NorgLinkPolicy.action(for: link, hasCallback: onOpenLink != nil) {
            case .callback: onOpenLink?(link)
            case .open(let target): openURL(target)
            case .inert: break
            }
        }, openURL: openURL)
    }
}

/// What rows need from their `NorgView`.
@MainActor struct NorgRowActions {
    var collapsible: Bool
    /// The texts rows have made of this document, kept across `body` evaluations.
    var rendered: NorgRenderCache
    var setStatus: @MainActor (Int, TaskStatus) -> Void
    /// A tapped link of the document, handled by the link rules of `NorgView`.
    var openLink: @MainActor (InlineLink) -> Void
    /// The host's `openURL`, for any URL that is not one of the document's links.
    var openURL: OpenURLAction

    /// A tapped entry of the first `.toc`: goes where its link goes.
    func openTableOfContentsEntry(_ entry: NorgTableOfContents.Entry) {
        openLink(entry.link)
    }

    /// The action a row puts in its environment: its own links follow the link rules, any other URL
    /// goes to the host's action.
    func urlAction(for router: NorgLinkRouter) -> OpenURLAction {
        OpenURLAction { url in
            if let link = router.link(for: url) {
                openLink(link)
            } else {
                openURL(url)
            }
            return .handled
        }
    }
}
#endif
