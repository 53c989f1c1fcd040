import Testing
import NorgHTML
import NorgKit

/// Characters that are invisible or forbidden in HTML never reach the page as they are: C1 controls
/// and noncharacters become U+FFFD in text and refuse a URL; bidi controls stay in the text (so
/// right-to-left notes read right) but inside an element that isolates them, and never in an id.
@Suite struct HostileCharacterTests {
    private func render(_ source: String) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment)).render(NorgParser.parse(source))
    }

    private func scalar(_ value: UInt32) -> String {
        String(Character(Unicode.Scalar(value)!))
    }

    /// Whether `html` holds a C1 control or a noncharacter.
    private func holdsDisallowed(_ html: String) -> Bool {
        html.unicodeScalars.contains {
            (0x80...0x9F).contains($0.value) || (0xFDD0...0xFDEF).contains($0.value) || $0.value & 0xFFFE == 0xFFFE
        }
    }

    @Test func c1ControlsInTextBecomeReplacementCharacters() {
        let html = render("* Head\u{85}ing\n\nbefore\u{9B}31m after \u{80}\n.image a.png alt\u{90}text\n")
        #expect(html.contains("Head\u{FFFD}ing</h1>"))
        #expect(html.contains("before\u{FFFD}31m after \u{FFFD}"))
        #expect(html.contains("alt=\"alt\u{FFFD}text\""))
        #expect(!holdsDisallowed(html))
        // Other characters led by the same byte (U+00A0–U+00BF) stay.
        #expect(render("x\u{A0}\u{A9}\u{BF}").contains("x\u{A0}\u{A9}\u{BF}"))
    }

    @Test func noncharactersInTextBecomeReplacementCharacters() {
        // Swift refuses noncharacters in literals; they are made from their values.
        let (fffe, ffff, plane1, plane16) = (scalar(0xFFFE), scalar(0xFFFF), scalar(0x1FFFE), scalar(0x10FFFF))
        let html = render("a\(fffe)b\(ffff)c\(scalar(0xFDD0))d\(scalar(0xFDEF))e\(plane1)f\(plane16)g *\(fffe)*\n")
        #expect(html.contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g <strong>\u{FFFD}</strong>"))
        #expect(!holdsDisallowed(html))
        // Their neighbours are ordinary characters.
        let neighbours = "\u{FDCF}\u{FDF0}\u{FFFD}\u{FFFC}\u{1FFFD}\u{1F600}\u{10FFFD}"
        #expect(render(neighbours).contains(neighbours))
    }

    @Test func urlsHoldingC1ControlsOrNoncharactersAreRefused() {
        for url in ["https://example.org/\u{85}x", "https://example.org/\(scalar(0xFFFE))", "mailto:a\u{9F}@example.org"] {
            let html = render("{\(url)}[go]\n")
            #expect(!html.contains("href"), "\(url.debugDescription)")
            #expect(html.contains("norg-link-refused"), "\(url.debugDescription)")
            #expect(!holdsDisallowed(html), "\(url.debugDescription)")
        }
        let image = render(".image https://example.org/a\u{9F}.png\n")
        #expect(!image.contains("<img") && image.contains("norg-image-refused"))
        let file = render("{:notes\u{85}todo:}[todo] {:notes\(scalar(0xFDD0)):}[other]\n")
        #expect(!file.contains("href"))
        #expect(!holdsDisallowed(image + file))
    }

    @Test func bidiOverrideInAHeadingIsIsolatedAndLeftOutOfItsID() {
        let html = render("* Invoice \u{202E}fdp.exe\u{202C} ready\n** \u{2067}שלום\u{2069} עולם\n")
        #expect(html.contains("<h1 id=\"invoice-fdp-exe-ready\" class=\"norg-heading\" dir=\"auto\">Invoice \u{202E}fdp.exe\u{202C} ready</h1>"))
        #expect(html.contains("<h2 id=\"שלום-עולם\" class=\"norg-heading\" dir=\"auto\">\u{2067}שלום\u{2069} עולם</h2>"))
        for id in WellFormed.values(of: "id", in: html) {
            #expect(!id.unicodeScalars.contains { $0.properties.isBidiControl }, "\(id.debugDescription)")
        }
        // A mark between two letters is no word break either.
        #expect(render("* ab\u{200F}cd\u{061C}ef\n").contains("id=\"abcdef\""))
    }

    @Test func bidiOverrideInLinkTextIsIsolated() {
        let html = render("Open {https://example.org/a}[\u{202E}fdp.exe] and {* Missing}[\u{202E}gnissim] then\n")
        #expect(html.contains("<a class=\"norg-link norg-link-external\" dir=\"auto\" href=\"https://example.org/a\">\u{202E}fdp.exe</a> and"))
        #expect(html.contains("<span class=\"norg-link norg-link-unresolved\" dir=\"auto\">\u{202E}gnissim</span> then"))
        // The browser isolates the link by wrapping it in an isolate of its own: a pop (U+2069) the
        // text did not open would end that one early, and an isolate left open would take its end.
        let isolates = render("{https://example.org/a}[a\u{2069}\u{202E}b] {https://example.org/b}[\u{2067}שלום *x*] "
            + "{https://example.org/c}[\u{2066}x\u{2069}\u{2069}y] then\n")
        #expect(isolates.contains(">a\u{202E}b</a>"))
        #expect(isolates.contains(">\u{2067}שלום <strong>x</strong>\u{2069}</a>"))
        #expect(isolates.contains(">\u{2066}x\u{2069}y</a> then"))
    }

    @Test func bidiOverrideInATableCellIsIsolated() {
        let cells = Build.withoutIDs(render(": A1 : \u{202E}one\n: B1 : two\n"))
        #expect(cells.contains("<td dir=\"auto\">\u{202E}one</td><td dir=\"auto\">two</td>"))
        let visual = render("@table\nName | \u{202E}eman\n@end\n")
        #expect(visual.contains("<td dir=\"auto\">Name</td><td dir=\"auto\">\u{202E}eman</td>"))
    }

    @Test func protocolRelativeImageSourcesAreRefused() {
        for source in ["//evil.example/x.png", "///evil.example/x.png", "/\\evil.example/x.png", "\\\\evil.example\\x.png"] {
            let html = render(".image \(source) alt\n")
            #expect(!html.contains("<img"), "\(source)")
            #expect(html.contains("<p class=\"norg-image-refused\">alt</p>"), "\(source)")
        }
    }

    @Test func absolutePathImageSourcesAreRefused() {
        let html = render(".image /etc/passwd\n")
        #expect(!html.contains("<img"))
        #expect(html.contains("<p class=\"norg-image-refused\">/etc/passwd</p>"))
        // Paths relative to the page and http(s) URLs still load.
        #expect(render(".image images/a.png a\n").contains("<img src=\"images/a.png\""))
        #expect(render(".image ./a.png a\n").contains("<img src=\"./a.png\""))
        #expect(render(".image https://example.org/a.png a\n").contains("<img src=\"https://example.org/a.png\""))
    }
}
