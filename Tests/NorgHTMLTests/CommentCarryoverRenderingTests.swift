import NorgHTML
import NorgKit
import Testing

/// The page shows what a comment carryover tag leaves (spec lines 1000–1004): `#comment` hides the
/// next block, `+comment` the next list item or paragraph segment.
@Suite struct CommentCarryoverRenderingTests {
    private func page(_ source: String) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment)).render(NorgParser.parse(source))
    }

    @Test func weakCommentHidesOneLineOfAParagraph() {
        let html = page("first line\n+comment\nsecret line\nlast line\n")
        #expect(html.contains("first line"))
        #expect(html.contains("last line"))
        #expect(!html.contains("secret"))
    }

    @Test func weakCommentBeforeAParagraphHidesOnlyItsFirstLine() {
        let html = page("+comment\nsecret line\nshown line\n")
        #expect(!html.contains("secret"))
        #expect(html.contains("<p>shown line</p>"))
    }

    @Test func strongCommentStillHidesTheWholeParagraph() {
        let html = page("#comment\nsecret line\nsecret too\n\nshown\n")
        #expect(!html.contains("secret"))
        #expect(html.contains("shown"))
    }

    @Test func weakCommentHidesTheNextListItem() {
        let html = page("- shown\n+comment\n- secret item\n- also shown\n")
        #expect(!html.contains("secret"))
        #expect(html.contains("shown") && html.contains("also shown"))
    }
}
