#if canImport(SwiftUI)
import SwiftUI

/// The style of NorgUI's collapsible sections, drawn as each platform draws its own disclosure
/// (`NorgDisclosureMetrics`): a chevron at the row's trailing end on iOS and visionOS, the
/// disclosure triangle without a bezel in the column before the text on macOS. One symbol rotates,
/// animated, so the label never moves; only the control toggles, so a tap on a link or a task
/// symbol in the section's own row does what it says. VoiceOver reads the control as the
/// section's title and its state ("Shopping, collapsed").
///
/// `NorgView` applies it unless `NorgTheme.usesHostDisclosureGroupStyle` is true.
struct NorgDisclosureGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        NorgDisclosure(configuration: configuration)
    }
}

/// The body of `NorgDisclosureGroupStyle`: a view, so it can read the section's title from the
/// environment (`norgDisclosureTitle`, set by whoever makes the group).
private struct NorgDisclosure: View {
    @Environment(\.norgDisclosureTitle) private var title
    /// The control's target and the line it sits on grow with Dynamic Type like the text.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    let configuration: DisclosureGroupStyleConfiguration
    private let metrics = NorgDisclosureMetrics.current

    var body: some View {
        // No spacing: rows set the space above themselves.
        VStack(alignment: .leading, spacing: 0) {
            switch metrics.placement {
            case .leading:
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    control.frame(width: metrics.gutter * scale)
                    configuration.label
                }
            case .trailing:
                HStack(alignment: .firstTextBaseline, spacing: 8 * scale) {
                    configuration.label
                    Spacer(minLength: 0)
                    control
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }

    /// The chevron in a button as big as the platform's minimum target, of which only one line's
    /// height counts in the row's layout.
    private var control: some View {
        let isExpanded = configuration.isExpanded
        let binding = configuration.$isExpanded
        let state = isExpanded
            ? LocalizedStringResource("section.expanded", defaultValue: "expanded", bundle: .norgUI)
            : LocalizedStringResource("section.collapsed", defaultValue: "collapsed", bundle: .norgUI)
        return Button(action: { withAnimation { binding.wrappedValue.toggle() } }) {
            Image(systemName: "chevron.right")
                .font(.system(.footnote, weight: .semibold))
                .foregroundStyle(.secondary)
                .rotationEffect(.degrees(isExpanded ? metrics.expandedRotation : 0))
                .frame(width: metrics.target * scale, height: metrics.target * scale)
        }
        .buttonStyle(.plain)
        .padding(.vertical, -metrics.verticalOverhang * scale)
        .accessibilityLabel(title.isEmpty
            ? Text(LocalizedStringResource("section.untitled", defaultValue: "Section", bundle: .norgUI))
            : Text(verbatim: title))
        .accessibilityValue(Text(state))
    }
}

private struct NorgDisclosureTitleKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    /// The plain-text title of the section a `DisclosureGroup` of NorgUI toggles, for VoiceOver.
    var norgDisclosureTitle: String {
        get { self[NorgDisclosureTitleKey.self] }
        set { self[NorgDisclosureTitleKey.self] = newValue }
    }
}
#endif
