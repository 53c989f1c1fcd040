#if canImport(SwiftUI)
import SwiftUI
import NorgKit

extension TaskStatus {
    /// The status's name from NorgUI's string catalog (`Localizable.xcstrings`): the default
    /// `NorgTheme.statusLabel`, used by the long-press menu and accessibility.
    public var displayName: LocalizedStringResource {
        switch self {
        case .undone: LocalizedStringResource("task.status.undone", defaultValue: "To do", bundle: .norgUI)
        case .done: LocalizedStringResource("task.status.done", defaultValue: "Done", bundle: .norgUI)
        case .pending: LocalizedStringResource("task.status.pending", defaultValue: "Pending", bundle: .norgUI)
        case .onHold: LocalizedStringResource("task.status.onHold", defaultValue: "On hold", bundle: .norgUI)
        case .cancelled: LocalizedStringResource("task.status.cancelled", defaultValue: "Cancelled", bundle: .norgUI)
        case .urgent: LocalizedStringResource("task.status.urgent", defaultValue: "Urgent", bundle: .norgUI)
        case .recurring: LocalizedStringResource("task.status.recurring", defaultValue: "Recurring", bundle: .norgUI)
        case .uncertain: LocalizedStringResource("task.status.uncertain", defaultValue: "Uncertain", bundle: .norgUI)
        }
    }
}

extension LocalizedStringResource.BundleDescription {
    /// NorgUI's resource bundle, which holds the string catalog.
    static var norgUI: Self { .atURL(Bundle.module.bundleURL) }
}
#endif
