import Foundation
import Testing

/// The shared Norg spec rendered as its authors wrote it: they escape inside inline code
/// (`` `\|comment` ``, 1.0-specification.norg 1692), and escaping outranks verbatim modifiers
/// (1689–1702), so no backslash of theirs shows outside verbatim blocks. Skipped (and reported as
/// skipped) where `../shared` is absent, as on a fresh clone; no copy of the spec is committed.
@Suite struct SharedSpecEscapeTests {
    static let spec = GoldenPaths.sharedDocuments?.appendingPathComponent("norg-specs/1.0-specification.norg")
    static let present = spec.map { FileManager.default.fileExists(atPath: $0.path) } ?? false

    @Test(.enabled(if: present, "needs ../shared/norg/documents/norg-specs/1.0-specification.norg (or $NORG_SHARED)"))
    func theRenderedSpecShowsNoEscapingBackslash() throws {
        let spec = try #require(Self.spec)
        let result = GoldenOutputs.run(["render", spec.path], standardInput: [])
        #expect(result.status == 0)
        // Ranged verbatim (`<pre>`) keeps its backslashes (spec 96–99); so does the stylesheet.
        let html = Self.removing(["pre", "style", "script"], from: result.standardOutput)
        #expect(html.contains("<code class=\"norg-verbatim\">|comment</code>"))
        #expect(!html.contains("\\|"), "a `\\|` is shown outside verbatim blocks")
    }

    /// `html` without the elements named `names`, from each opening tag to its closing tag.
    static func removing(_ names: [String], from html: String) -> String {
        var text = html
        for name in names {
            while let open = text.range(of: "<\(name)"),
                  let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex) {
                text.removeSubrange(open.lowerBound..<close.upperBound)
            }
        }
        return text
    }
}
