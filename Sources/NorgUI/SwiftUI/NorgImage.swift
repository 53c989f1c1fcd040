#if canImport(SwiftUI)
import SwiftUI

/// `.image`: loaded with `AsyncImage` from a web or file URL, or from a path below the base URL set
/// with `.norgImageBaseURL(_:)`. While it loads, when it fails and when it cannot be loaded, a
/// placeholder shows its alt text (or file name); VoiceOver reads the same text as the image's label.
struct NorgImage: View {
    @Environment(\.norgTheme) private var theme
    @Environment(\.norgImageBaseURL) private var baseURL
    let source: String
    let alt: String

    var body: some View {
        let caption = NorgImageSource.caption(source: source, alt: alt)
        Group {
            if let url = NorgImageSource.url(of: source, base: baseURL) {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    placeholder(caption)
                }
            } else {
                placeholder(caption)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(caption))
        .accessibilityAddTraits(.isImage)
    }

    private func placeholder(_ caption: String) -> some View {
        Label {
            Text(caption)
        } icon: {
            Image(systemName: "photo")
        }
        .foregroundStyle(.secondary)
        .padding(8)
        .background(theme.codeBackground)
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
