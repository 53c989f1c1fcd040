import Foundation
import Testing

/// One golden input: a `.norg` document of the project and where its recorded outputs live.
struct GoldenInput: Sendable, CustomTestStringConvertible {
    /// The document's path relative to the package root, e.g. `Tests/Golden/lists.norg`.
    let path: String

    var testDescription: String { path }

    /// Every input: the documents in `Tests/Golden` and in `Examples/`.
    static var all: [GoldenInput] {
        GoldenPaths.inputFolders.flatMap { folder in
            GoldenPaths.norgFiles(below: GoldenPaths.packageRoot.appendingPathComponent(folder))
                .map { GoldenInput(path: folder + "/" + $0) }
        }
    }

    /// The document itself.
    var source: URL { GoldenPaths.packageRoot.appendingPathComponent(path) }

    /// The recorded output of `kind`: beside the input in `Tests/Golden`, or under
    /// `Tests/Golden/<folder>/` for an input elsewhere.
    func recorded(_ kind: GoldenOutputs.Kind) -> URL {
        let stem = String(path.dropLast(".norg".count)) + "." + kind.fileExtension
        let golden = "Tests/Golden/"
        let relative = stem.hasPrefix(golden) ? String(stem.dropFirst(golden.count)) : stem
        return GoldenPaths.goldenFolder.appendingPathComponent(relative)
    }
}
