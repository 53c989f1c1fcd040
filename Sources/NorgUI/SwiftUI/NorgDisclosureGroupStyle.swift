#if canImport(SwiftUI)
import SwiftUI

/// The style of NorgUI's collapsible sections: only the chevron toggles, so a tap on a link or a
/// task symbol in the section's own row (its label) does what it says instead of collapsing it.
///
/// `NorgView` applies it unless `NorgTheme.usesHostDisclosureGroupStyle` is true.
struct NorgDisclosureGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        // No spacing: rows set the space above themselves.
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Button(action: { configuration.isExpanded.toggle() }) {
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel(configuration.isExpanded
                    ? Text(LocalizedStringResource("section.collapse", defaultValue: "Collapse", bundle: .norgUI))
                    : Text(LocalizedStringResource("section.expand", defaultValue: "Expand", bundle: .norgUI)))
                configuration.label
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}
#endif
