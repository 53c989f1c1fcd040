import Foundation
import Testing
import NorgCLI

/// `norg render --toc`.
@Suite struct RenderTableOfContentsFlagTests {
    private func render(_ arguments: [String], stdin: String) -> (code: Int32, out: String) {
        var out = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { _ in }, stdin: { Array(stdin.utf8) })
        let code = NorgCommandLine.run(["render"] + arguments, io: io)
        return (code, out)
    }

    @Test func tocAddsATableOfContentsToAPageWithThreeHeadings() {
        let source = "* One\n* Two\n* Three\n"
        let with = render(["--toc", "--fragment"], stdin: source)
        #expect(with.code == 0)
        #expect(with.out.hasPrefix("<div class=\"norg-document\">\n<nav class=\"norg-toc\" id=\"norg:toc\">"))
        #expect(!render(["--fragment"], stdin: source).out.contains("norg-toc"))
    }

    @Test func helpDescribesTheTocFlag() {
        let help = render(["--help"], stdin: "")
        #expect(help.out.contains("[--toc]"))
        let row = help.out.components(separatedBy: "\n  --toc ").dropFirst().first ?? ""
        let text = row.split(separator: " ").joined(separator: " ")
        #expect(text.hasPrefix("a page with three or more headings gets a table of contents"))
        #expect(text.contains("a document with a .toc of its own keeps just that one"))
    }
}
