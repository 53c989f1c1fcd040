import Foundation
import NorgKit

/// How a collapsible section's disclosure control sits and how big it answers, per platform, as
/// each platform's own disclosure control does.
///
/// iOS and visionOS show a chevron at the trailing end of the row (as `DisclosureGroup` and
/// `List` outlines do there), so a section's text sits exactly where its siblings' does; its
/// target is the platform's minimum (Human Interface Guidelines: 44 × 44 pt on iOS, 60 × 60 pt on
/// visionOS). macOS shows the disclosure triangle in a column before the text, without a bezel,
/// and every row of collapsible mode keeps that column, as Finder's outlines do, so labels still
/// line up; its target is the HIG's default for macOS controls (28 × 28 pt).
package struct NorgDisclosureMetrics: Sendable, Hashable {
    package typealias Platform = NorgPlatform

    package enum Placement: Sendable, Hashable {
        /// In a column before the text that every row keeps (`gutter` wide).
        case leading
        /// After the text, at the row's trailing end.
        case trailing
    }

    package var placement: Placement
    /// The width of the column before every row's text (zero with `.trailing`).
    package var gutter: CGFloat
    /// The side of the square the control answers in, at the default text size.
    package var target: CGFloat
    /// The height the control takes in the row's layout (about one line of body text), so a
    /// section's row is no taller than a sibling's: the rest of `target` overhangs.
    package var lineHeight: CGFloat
    /// The rotation of the one chevron symbol when expanded (right → down), animated, so the label
    /// never jumps between two symbols of different widths.
    package var expandedRotation: Double = 90

    package static func of(_ platform: Platform) -> NorgDisclosureMetrics {
        switch platform {
        case .iOS: NorgDisclosureMetrics(placement: .trailing, gutter: 0, target: 44, lineHeight: 22)
        case .visionOS: NorgDisclosureMetrics(placement: .trailing, gutter: 0, target: 60, lineHeight: 22)
        case .macOS: NorgDisclosureMetrics(placement: .leading, gutter: 16, target: 28, lineHeight: 16)
        }
    }

    /// The metrics of the platform being built for.
    package static var current: NorgDisclosureMetrics { of(.current) }

    /// How far the target overhangs the row's line above and below (a negative padding).
    package var verticalOverhang: CGFloat { max(target - lineHeight, 0) / 2 }
}

/// What VoiceOver says for a section's disclosure control: "<section title>, collapsed" or
/// "…, expanded" (the title as its label; the state, from the catalog's `section.expanded` and
/// `section.collapsed`, as its value); activating it toggles.
enum NorgDisclosureSpeech {
    /// The section's title as plain text: a heading's or item's text, a term's or `|details`
    /// title, a table of contents' title; empty when the row has none (the view then says
    /// "Section").
    static func title(of row: NorgRow) -> String {
        switch row.kind {
        case .term(_, let title), .details(let title): title
        case .tableOfContents(let toc): toc.title
        default: NorgInlineRuns.plainText(row.inlines)
        }
    }
}
