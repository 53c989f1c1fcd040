// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NorgUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v18), .macOS(.v15), .visionOS(.v2)],
    products: [
        .library(name: "NorgKit", targets: ["NorgKit"]),
        .library(name: "NorgUI", targets: ["NorgUI"]),
        .library(name: "NorgHTML", targets: ["NorgHTML"]),
        .library(name: "NorgHighlight", targets: ["NorgHighlight"]),
        .library(name: "NorgMathML", targets: ["NorgMathML"]),
        .library(name: "NorgExport", targets: ["NorgExport"]),
        .executable(name: "norg", targets: ["norg"]),
    ],
    traits: [
        .trait(
            name: "SwiftMathSupport",
            description: "Typeset @math blocks and $inline$ math in NorgUI with SwiftMath (Apple platforms)."
        ),
    ],
    dependencies: [
        // Resolved only when the SwiftMathSupport trait is enabled, so the default build stays offline.
        .package(url: "https://github.com/mgriebling/SwiftMath.git", from: "1.7.0"),
    ],
    targets: [
        .target(name: "NorgKit"),
        // Code highlighting for NorgHTML and NorgUI: token kinds over ranges of the source.
        .target(name: "NorgHighlight"),
        .target(
            name: "NorgUI",
            dependencies: [
                "NorgKit",
                "NorgHighlight",
                .product(
                    name: "SwiftMath",
                    package: "SwiftMath",
                    condition: .when(platforms: [.iOS, .macOS, .visionOS], traits: ["SwiftMathSupport"])
                ),
            ],
            // On Apple platforms the catalog is compiled into per-language .strings; on Linux SwiftPM
            // has no xcstrings compiler and copies it unchanged (harmless: no SwiftUI code runs there).
            resources: [.process("Resources/Localizable.xcstrings")]
        ),
        // Escaping of text for HTML and the MathML inside it: one set of rules for both writers.
        .target(name: "NorgEscaping"),
        // TeX to MathML: platform-independent, used by NorgHTML for math.
        .target(name: "NorgMathML", dependencies: ["NorgEscaping"]),
        .target(name: "NorgHTML", dependencies: ["NorgKit", "NorgMathML", "NorgHighlight", "NorgEscaping"]),
        // Markdown (GitHub's flavour) and Pandoc's JSON AST: the way out of Norg.
        .target(name: "NorgExport", dependencies: ["NorgKit", "NorgEscaping"]),
        // The language server (`norg lsp`): JSON-RPC over NorgKit and the site's link resolution.
        .target(name: "NorgLSP", dependencies: ["NorgKit", "NorgHTML"]),
        .target(name: "NorgCLI", dependencies: ["NorgKit", "NorgHTML", "NorgExport", "NorgLSP"]),
        .executableTarget(name: "norg", dependencies: ["NorgCLI", "NorgKit"]),
        // Lines ending in `// not-for-ios` use Foundation.Process, which iOS and visionOS lack; the Apple
        // workflow drops them from its copy of this manifest before building for a simulator.
        .executableTarget(name: "norg-bench", dependencies: ["NorgKit", "NorgHTML", "NorgUI", "NorgExport", "NorgLSP"]), // not-for-ios
        // The reader app: its folder, link and saving logic in a library tested on Linux, its views in
        // an executable that is a SwiftUI app on Apple platforms.
        .target(name: "NorgReaderKit", dependencies: ["NorgKit"]),
        .executableTarget(
            name: "NorgReader",
            dependencies: ["NorgReaderKit", "NorgUI", "NorgKit"],
            path: "Examples/NorgReader"
        ),
        .testTarget(name: "NorgKitTests", dependencies: ["NorgKit"]),
        .testTarget(name: "NorgHTMLTests", dependencies: ["NorgHTML", "NorgKit"]),
        .testTarget(name: "NorgMathMLTests", dependencies: ["NorgMathML"]),
        .testTarget(name: "NorgHighlightTests", dependencies: ["NorgHighlight"]),
        .testTarget(name: "NorgExportTests", dependencies: ["NorgExport", "NorgKit", "NorgEscaping", "NorgCLI"]), // not-for-ios
        .testTarget(name: "NorgLSPTests", dependencies: ["NorgLSP", "NorgHTML", "NorgKit"]),
        .testTarget(name: "NorgCLITests", dependencies: ["NorgCLI", "NorgKit"]), // not-for-ios
        // The golden files in Tests/Golden: every output `norg` promises, compared byte for byte.
        .testTarget(name: "GoldenTests", dependencies: ["NorgCLI"]),
        .testTarget(name: "NorgUITests", dependencies: ["NorgUI", "NorgKit", "NorgHighlight"]),
        .testTarget(name: "NorgReaderKitTests", dependencies: ["NorgReaderKit", "NorgKit"]),
        // Renders Examples/Showcase.norg with ImageRenderer; compiled only where SwiftUI exists.
        .testTarget(name: "NorgUISnapshotTests", dependencies: ["NorgUI", "NorgKit"]),
    ],
    swiftLanguageModes: [.v6]
)
