import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgInlineRunsTests {
    private func runs(_ inlines: [NorgInline]) -> [(String, NorgStyle, InlineLink?)] {
        let string = NorgInlineRuns.attributedString(inlines)
        return string.runs.map { (String(string[$0.range].characters), $0.norgStyle ?? [], $0.norgLink) }
    }

    @Test func linkWithoutDescriptionShowsTheSameTextAsThePage() {
        let document = NorgParser.parse("Read {? Compost} and {:notes/todo:}\n")
        guard case .paragraph(let paragraph)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let string = NorgInlineRuns.attributedString(paragraph.content)
        #expect(String(string.characters) == "Read Compost and notes/todo")
    }

    @Test func plainTextCarriesNoStyle() {
        let result = runs([Fixture.text("Hello")])
        #expect(result.count == 1)
        #expect(result.first?.0 == "Hello")
        #expect(result.first?.1 == [])
    }

    @Test func nestedModifiersUniteTheirStyles() {
        let inlines = [Fixture.text("a "), Fixture.styled(.bold, [Fixture.text("b "), Fixture.styled(.italic, [Fixture.text("c")])])]
        let result = runs(inlines)
        #expect(result.map(\.0) == ["a ", "b ", "c"])
        #expect(result.map(\.1) == [[], [.bold], [.bold, .italic]])
    }

    @Test func everyAttachedModifierMapsToItsStyle() {
        let expected: [AttachedModifier: NorgStyle] = [
            .bold: .bold, .italic: .italic, .underline: .underline, .strikethrough: .strikethrough,
            .spoiler: .spoiler, .superscript: .superscript, .subscript: .subscript,
        ]
        for (modifier, style) in expected {
            #expect(runs([Fixture.styled(modifier, [Fixture.text("x")])]).first?.1 == style)
        }
    }

    @Test func nullModifierContentIsDropped() {
        let result = runs([Fixture.text("kept"), Fixture.styled(.null, [Fixture.text(" hidden")])])
        #expect(result.map(\.0) == ["kept"])
    }

    @Test func softBreaksBecomeSpacesAndLinkModifiersVanish() {
        let inlines: [NorgInline] = [Fixture.text("one"), .softBreak(range: Fixture.range(3)), Fixture.text("two"),
                                     .linkModifier(range: Fixture.range(7)), .escape("*", range: Fixture.range(8))]
        #expect(NorgInlineRuns.plainText(inlines) == "one two*")
    }

    @Test func verbatimSpansKeepRawContentWithTheirStyle() {
        let code = NorgInline.verbatim(VerbatimSpan(modifier: .code, content: "*not bold*", range: Fixture.range(0)))
        let math = NorgInline.verbatim(VerbatimSpan(modifier: .math, content: "x^2", range: Fixture.range(20)))
        let variable = NorgInline.verbatim(VerbatimSpan(modifier: .variable, content: "name", range: Fixture.range(30)))
        let result = runs([code, math, variable])
        #expect(result.map(\.0) == ["*not bold*", "x^2", "name"])
        #expect(result.map(\.1) == [.verbatim, .math, .variable])
    }

    @Test func linksShowTheirDescriptionAndCarryTheLink() {
        let link = Fixture.link(.url("https://neorg.org"), raw: "https://neorg.org", description: "Neorg", at: 5)
        let result = runs([Fixture.text("See "), .link(link)])
        #expect(result.map(\.0) == ["See ", "Neorg"])
        #expect(result.last?.1 == .link)
        #expect(result.last?.2 == link)
        #expect(result.first?.2 == nil)
    }

    @Test func linksWithoutDescriptionShowTheNameTheirLocationGives() {
        let link = Fixture.link(.heading(level: 1, title: "Intro"), raw: "* Intro", at: 0)
        #expect(runs([.link(link)]).map(\.0) == ["Intro"])
    }

    @Test func stylesInsideLinkDescriptionsKeepTheLink() {
        let link = InlineLink(location: LinkLocation(target: .url("https://a.b"), rawText: "https://a.b"),
                              description: [Fixture.styled(.bold, [Fixture.text("bold")])], range: Fixture.range(0))
        let result = runs([.link(link)])
        #expect(result.first?.1 == [.link, .bold])
        #expect(result.first?.2 == link)
    }

    @Test func deepNestingNeedsNoRecursion() {
        var inline = Fixture.text("deep")
        for _ in 0..<10_000 { inline = Fixture.styled(.italic, [inline]) }
        #expect(NorgInlineRuns.plainText([inline]) == "deep")
    }
}
