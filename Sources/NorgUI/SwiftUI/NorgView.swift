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
/// Every row, in both modes, is a row of one lazy stack (put the view in a `ScrollView`), with an
/// identity derived from its content and the titles above it; nested lists and quotes are indented
/// rows, and a collapsed section hides the rows below it.
///
/// To make internal links and `.toc` entries scroll to their target, attach a scroll target:
/// ```swift
/// @State private var target: String?   // a LinkIndex id
/// ScrollView {
///     NorgView(document: document).norgScrollTarget($target)
/// }
/// ```
/// The view opens the sections above the target, scrolls to its row and sets `target` back to nil.
public struct NorgView: View {
    @Environment(\.norgTheme) private var theme
    @Environment(\.openURL) private var openURL
    @Environment(\.norgScrollTarget) private var scrollTarget
    @State private var cache = NorgOutlineCache()
    /// The sections collapsible mode has collapsed, by row id (all start expanded).
    @State private var collapsed: Set<String> = []
    private let document: NorgDocument
    private let collapsible: Bool
    private let onOpenLink: (@MainActor (InlineLink) -> Void)?
    private let onSetStatus: @MainActor (Int, TaskStatus) -> Void

    /// - Parameters:
    ///   - collapsible: sections (headings, nested lists and quotes, definitions, footnotes, table
    ///     cells) collapse; they start expanded.
    ///   - onOpenLink: receives every tapped link. Without it, `http`, `https` and `mailto` links open
    ///     through the environment's `openURL`, and internal links are inert unless the view has a
    ///     scroll target (`norgScrollTarget(_:)`).
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

    /// The document's rows in one lazy stack, styled by the environment's `norgTheme`; sections
    /// toggle from their disclosure control unless the theme's `usesHostDisclosureGroupStyle` is set.
    public var body: some View {
        ScrollViewReader { proxy in
            Group {
                if theme.usesHostDisclosureGroupStyle {
                    rows
                } else {
                    rows.disclosureGroupStyle(NorgDisclosureGroupStyle())
                }
            }
            .onChange(of: scrollTarget?.wrappedValue, initial: true) {
                scroll(with: proxy)
            }
        }
    }

    private var rows: some View {
        let outline = cache.outline(for: document)
        let shown = collapsible ? cache.visibleRows(collapsed: collapsed) : outline.rows
        let actions = actions(outline)
        // Rows set the space above themselves (tighter within a list than between blocks).
        return LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(shown) { node in
                if collapsible && node.row.isSection {
                    NorgSectionRow(node: node, isExpanded: $collapsed[expanded: node.id], actions: actions)
                } else {
                    NorgRowView(node: node, actions: actions)
                        .padding(.leading, collapsible ? NorgDisclosureMetrics.current.gutter : 0)
                }
            }
        }
        .font(theme.body)
        // Within each row's text, as far as SwiftUI allows (one Text at a time; ranges on macOS).
        .textSelection(.enabled)
        .tint(theme.linkColor)  // SwiftUI draws `.link` runs in the tint colour
    }

    /// Opens the sections above the scroll target's row, then scrolls to it once the rows are there
    /// (one main-actor turn later) and clears the target.
    private func scroll(with proxy: ScrollViewProxy) {
        guard let target = scrollTarget, let id = target.wrappedValue else { return }
        let route = cache.outline(for: document).route(toLinkID: id)
        target.wrappedValue = nil
        guard let route else { return }
        if collapsible, !collapsed.isDisjoint(with: route.expanding) {
            collapsed.subtract(route.expanding)
        }
        Task { @MainActor in
            await Task.yield()
            withAnimation { proxy.scrollTo(route.row, anchor: .top) }
        }
    }

    private func actions(_ outline: NorgOutline) -> NorgRowActions {
        let onOpenLink = onOpenLink
        let openURL = openURL
        let target = scrollTarget
        return NorgRowActions(collapsible: collapsible, rendered: cache.rendered, setStatus: onSetStatus,
                              openLink: { link in
                                  Self.perform(NorgLinkTap.link(link, hasCallback: onOpenLink != nil,
                                                                scrolls: target != nil, in: outline),
                                               link: link, onOpenLink: onOpenLink, openURL: openURL, target: target)
                              },
                              openEntry: { entry in
                                  Self.perform(NorgLinkTap.entry(entry, hasCallback: onOpenLink != nil, scrolls: target != nil),
                                               link: entry.link, onOpenLink: onOpenLink, openURL: openURL, target: target)
                              },
                              openURL: openURL)
    }

    private static func perform(_ tap: NorgLinkTap, link: InlineLink, onOpenLink: (@MainActor (InlineLink) -> Void)?,
                                openURL: OpenURLAction, target: Binding<String?>?) {
        switch tap {
        case .callback: onOpenLink?(link)
        case .open(let url): openURL(url)
        case .scroll(let id): target?.wrappedValue = id
        case .inert: break
        }
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
    /// A tapped entry of the first `.toc`.
    var openEntry: @MainActor (NorgTableOfContents.Entry) -> Void
    /// The host's `openURL`, for any URL that is not one of the document's links.
    var openURL: OpenURLAction

    /// A tapped entry of the first `.toc`: scrolls to its heading where the host opted in.
    func openTableOfContentsEntry(_ entry: NorgTableOfContents.Entry) {
        openEntry(entry)
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

private struct NorgScrollTargetKey: EnvironmentKey {
    static var defaultValue: Binding<String?>? { nil }
}

extension EnvironmentValues {
    /// Where `NorgView`s scroll to; set it with `norgScrollTarget(_:)`.
    public var norgScrollTarget: Binding<String?>? {
        get { self[NorgScrollTargetKey.self] }
        set { self[NorgScrollTargetKey.self] = newValue }
    }
}

extension View {
    /// Lets the `NorgView`s inside scroll to a node of their document: set `target` to a
    /// `LinkIndex` id (what `LinkIndex.resolve(_:)` gives for a link, or `"norg:toc"` for the first
    /// `.toc`) and the view opens the sections above it (collapsible mode), scrolls its row to the
    /// top and sets `target` back to nil. An id the document does not have is cleared and ignored.
    ///
    /// With a target, `.toc` entries scroll to their heading, and, when the view has no
    /// `onOpenLink`, so do internal links; without one (the default) internal links stay inert.
    /// The view must sit in a `ScrollView`.
    nonisolated public func norgScrollTarget(_ target: Binding<String?>) -> some View {
        environment(\.norgScrollTarget, target)
    }
}
#endif
