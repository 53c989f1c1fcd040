#if canImport(SwiftUI)
import SwiftUI
import NorgKit
import NorgUI

/// The themes the reader offers: NorgUI's default and one of the reader's own.
enum ReaderTheme: String, CaseIterable, Identifiable, Hashable {
    case standard
    case paper

    var id: String { rawValue }

    var title: String {
        switch self {
        case .standard: "Default"
        case .paper: "Paper"
        }
    }

    var norgTheme: NorgTheme {
        switch self {
        case .standard:
            return .default
        case .paper:
            var theme = NorgTheme.default
            theme.heading = { level in
                .system(level == 1 ? .largeTitle : level == 2 ? .title2 : .title3, design: .serif, weight: .bold)
            }
            theme.body = .system(.body, design: .serif)
            theme.termFont = .system(.body, design: .serif, weight: .semibold)
            theme.linkColor = .orange
            theme.quoteBarColor = .orange
            theme.statusTint = { $0 == .done ? .green : $0 == .urgent ? .red : .orange }
            return theme
        }
    }
}
#endif
