import Foundation
import Testing

/// The static `norg` stays small and quick to start only while no module it links imports Linux's
/// `Foundation` (which brings FoundationInternationalization and ICU, 49 MB; docs/PERFORMANCE.md,
/// "Start-up"). Each of those modules imports FoundationEssentials where it exists, in the one
/// pattern docs/DEVELOPMENT.md shows; this reads their sources and names every file that does not.
struct FoundationImportTests {
    /// The modules `norg` links (Package.swift: norg → NorgCLI → NorgKit, NorgHTML → NorgMathML,
    /// NorgHighlight, NorgEscaping).
    static let modules = ["norg", "NorgCLI", "NorgKit", "NorgHTML", "NorgMathML", "NorgHighlight", "NorgEscaping",
                                 "NorgExport", "NorgLSP"]

    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func norgsModulesImportFoundationOnlyWhereFoundationEssentialsIsMissing() throws {
        var offenders: [String] = []
        var files = 0
        for module in Self.modules {
            let folder = Self.sources.appendingPathComponent(module)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where Self.importsFoundation(line) {
                    let guarded = index >= 3 && lines[index - 1] == "#else"
                        && lines[index - 2].hasSuffix("import FoundationEssentials")
                        && lines[index - 3] == "#if canImport(FoundationEssentials)"
                    if !guarded { offenders.append("Sources/\(module)/\(relative):\(index + 1)") }
                }
            }
        }
        #expect(files > 100, "the sources were not found beside the tests")
        #expect(offenders.isEmpty, "import FoundationEssentials first (docs/DEVELOPMENT.md): \(offenders)")
    }

    /// `import Foundation`, with any attribute or access level before it.
    private static func importsFoundation(_ line: String) -> Bool {
        guard let range = line.range(of: "import Foundation") else { return false }
        return line[range.upperBound...].isEmpty
    }
}
