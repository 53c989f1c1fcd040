// Compiled only where SwiftUI exists: on Linux this target holds no tests (NorgUI's views are
// type-checked there by scripts/check-swiftui instead). Run by .github/workflows/apple.yml.
#if canImport(SwiftUI)
import Foundation
import ImageIO
import NorgKit
import NorgUI
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// Renders Examples/Showcase.norg with `ImageRenderer` in light, dark and the largest Dynamic Type
/// size, and writes each image as a PNG to `$NORG_SNAPSHOT_DIR` (default `.build/snapshots` in the
/// package) for a person to look at: the images are kept, not compared. `ImageRenderer` draws no
/// `ScrollView` content (code blocks and display math scroll horizontally, so they come out blank),
/// no view UIKit or AppKit provides (the task menus) and no `AsyncImage` load (images stay
/// placeholders); the README's Limits say so.
@MainActor @Suite struct ShowcaseSnapshotTests {
    enum Appearance: String, CaseIterable, Sendable {
        case light
        case dark
        case largestText = "largest-text"
    }

    /// The package root, three levels above this file.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static var platform: String {
        #if os(iOS)
        "ios"
        #elseif os(visionOS)
        "visionos"
        #elseif os(macOS)
        "macos"
        #else
        "other"
        #endif
    }

    /// macOS has no Dynamic Type: there the largest size draws the default image again, so it is
    /// left out rather than written as a second copy.
    static var appearances: [Appearance] {
        #if os(macOS)
        Appearance.allCases.filter { $0 != .largestText }
        #else
        Appearance.allCases
        #endif
    }

    @Test(arguments: appearances)
    func showcaseRendersAsAnImage(_ appearance: Appearance) throws {
        let url = Self.packageRoot.appendingPathComponent("Examples/Showcase.norg")
        let document = NorgParser.parse(try String(contentsOf: url, encoding: .utf8))
        let page = NorgView(document: document)
            .padding()
            .frame(width: 390)
            .background(appearance == .dark ? Color.black : Color.white)
            .environment(\.colorScheme, appearance == .dark ? .dark : .light)
            .environment(\.dynamicTypeSize, appearance == .largestText ? .accessibility5 : .large)
        let renderer = ImageRenderer(content: page)
        renderer.scale = 1  // the largest text makes a tall page; keep it within CoreGraphics' limits
        let image = try #require(renderer.cgImage, "ImageRenderer drew nothing")
        #expect(image.width == 390)
        #expect(image.height > 390)
        try Self.write(image, named: "showcase-\(Self.platform)-\(appearance.rawValue)")
    }

    private static func write(_ image: CGImage, named name: String) throws {
        let folder = ProcessInfo.processInfo.environment["NORG_SNAPSHOT_DIR"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".build/snapshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name + ".png")
        let destination = try #require(
            CGImageDestinationCreateWithURL(file as CFURL, UTType.png.identifier as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination), "could not write \(file.path)")
    }
}
#endif
