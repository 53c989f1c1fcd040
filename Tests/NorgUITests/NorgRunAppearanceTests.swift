import Testing
@testable import NorgUI

@Suite struct NorgRunAppearanceTests {
    @Test func plainRunsInheritEverything() {
        let look = NorgRunAppearance([])
        #expect(look.font == .inherited)
        #expect(look.foreground == nil)
        #expect(!look.spoilerBackground && !look.underline && !look.strikethrough && !look.isLink)
        #expect(look.baseline == nil)
    }

    @Test func emphasisDerivesFromTheBlockFont() {
        #expect(NorgRunAppearance(.bold).font == .emphasized(bold: true, italic: false))
        #expect(NorgRunAppearance([.bold, .italic]).font == .emphasized(bold: true, italic: true))
    }

    @Test func codeFontWinsOverEmphasisForVerbatimMathAndVariables() {
        for style in [NorgStyle.verbatim, .math, .variable] {
            #expect(NorgRunAppearance(style.union(.bold)).font == .code)
        }
        #expect(NorgRunAppearance(.verbatim).foreground == .verbatim)
        #expect(NorgRunAppearance(.variable).foreground == .verbatim)
        #expect(NorgRunAppearance(.math).foreground == nil)
    }

    @Test func linkColourBeatsSpoilerWhichBeatsVerbatim() {
        #expect(NorgRunAppearance([.link, .spoiler, .verbatim]).foreground == .link)
        #expect(NorgRunAppearance([.spoiler, .verbatim]).foreground == .spoiler)
        #expect(NorgRunAppearance([.link, .spoiler]).spoilerBackground)
        #expect(NorgRunAppearance([.link, .spoiler]).isLink)
    }

    @Test func linesAndBaselinesFollowTheirModifiers() {
        let look = NorgRunAppearance([.underline, .strikethrough, .subscript])
        #expect(look.underline && look.strikethrough)
        #expect(look.baseline == .subscript)
        #expect(NorgRunAppearance([.superscript, .subscript]).baseline == .superscript)
    }
}
