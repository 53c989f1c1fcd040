#if canImport(SwiftUI)
import SwiftUI

/// `.image`: loaded with `AsyncImage` from a web or file URL, or from a path below the base URL set
/// with `.norgImageBaseURL(_:)`, and shown at its natural size up to the available width
/// (`NorgImageSizing`). While it loads, when it fails and when it cannot be loaded, a 16:9
/// placeholder shows its alt text (or file name); an SVG, which `AsyncImage` cannot decode, is a
/// placeholder that says so. VoiceOver reads the same text as the image's label.
struct NorgImage: View {
    @Environment(\.norgTheme) private var theme
    @Environment(\.norgImageBaseURL) private var baseURL
    let source: String
    let alt: String

    var body: some View {
        let caption = NorgImageSource.caption(source: source, alt: alt)
        let isSVG = NorgImageSource.isSVG(source)
        Group {
            if !isSVG, let url = NorgImageSource.url(of: source, base: baseURL) {
                AsyncImage(url: url) { image in
                    NorgImageFrame(sizing: .natural) {
                        image.resizable()
                    }
                } placeholder: {
                    placeholder(caption, isSVG: false)
                }
            } else {
                placeholder(caption, isSVG: isSVG)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(caption))
        .accessibilityAddTraits(.isImage)
    }

    private func placeholder(_ caption: String, isSVG: Bool) -> some View {
        NorgImageFrame(sizing: .placeholder) {
            VStack(spacing: 4) {
                Label {
                    Text(caption)
                } icon: {
                    Image(systemName: "photo")
                }
                if isSVG {
                    Text(LocalizedStringResource("image.svg", defaultValue: "SVG image, not shown", bundle: .norgUI))
                        .font(.caption)
                }
            }
            .foregroundStyle(.secondary)
            .padding(8)
        }
        .background(theme.codeBackground)
    }
}

/// Sizes its one subview by `NorgImageSizing`: an image at its natural size up to the proposed
/// width, or the placeholder's fixed ratio.
private struct NorgImageFrame: Layout {
    enum Sizing {
        case natural
        case placeholder
    }

    let sizing: Sizing

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let available = proposal.width.map { Double($0) }
        let size: NorgImageSizing.Size
        switch sizing {
        case .natural:
            let natural = subview.sizeThatFits(.unspecified)
            size = NorgImageSizing.fitted(natural: (Double(natural.width), Double(natural.height)), available: available)
        case .placeholder:
            size = NorgImageSizing.placeholder(available: available)
        }
        return CGSize(width: size.width, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}

private struct NorgImageBaseURLKey: EnvironmentKey {
    static let defaultValue: URL? = nil
}

extension EnvironmentValues {
    /// The URL `.image` paths resolve against; set it with `.norgImageBaseURL(_:)`.
    public var norgImageBaseURL: URL? {
        get { self[NorgImageBaseURLKey.self] }
        set { self[NorgImageBaseURLKey.self] = newValue }
    }
}

extension View {
    /// Resolves the paths of `.image` tags inside this view against `url`: the folder of the note
    /// (a file URL) or the page it came from. Without one, only web and `file:` URLs load.
    nonisolated public func norgImageBaseURL(_ url: URL?) -> some View {
        environment(\.norgImageBaseURL, url)
    }
}
#endif
