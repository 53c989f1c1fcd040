import Testing
import NorgHTML
import NorgKit

@Suite struct PageRenderingTests {
    private func metadata(_ pairs: [(key: String, value: MetadataValue)]) -> NorgMetadata {
        NorgMetadata(root: .object(pairs), range: Build.range(1))
    }

    @Test func pagesHaveADoctypeTitleMetadataAndStylesheetAndNoScript() {
        let meta = metadata([("title", .string("My notes")), ("authors", .array([.string("Ann"), .string("Bo")])),
                             ("created", .string("2024-01-02")), ("updated", .string("2024-02-03"))])
        let html = HTMLRenderer().render(Build.document([Build.paragraph("x", line: 2)], metadata: meta))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>My notes</title>"))
        #expect(html.contains("<meta name=\"author\" content=\"Ann\">\n<meta name=\"author\" content=\"Bo\">"))
        #expect(html.contains("<meta name=\"dcterms.created\" content=\"2024-01-02\">"))
        #expect(html.contains("<meta name=\"dcterms.modified\" content=\"2024-02-03\">"))
        #expect(html.contains("<style>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains(" on") || !html.contains("onload="))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func longUnbrokenWordsWrapInsteadOfWideningThePage() {
        #expect(HTMLRenderer.stylesheet().contains("overflow-wrap: break-word"))
        #expect(SiteChrome.stylesheet(theme: .auto).contains(".norg-site { display: flex; align-items: flex-start; overflow-wrap: anywhere; }"))
    }

    @Test func aTitleThatTheOpeningHeadingRepeatsIsShownOnce() {
        let repeated = HTMLRenderer().render(NorgParser.parse("@document.meta\ntitle: Garden\ndescription: Beds\n@end\n* Garden\n"))
        #expect(!repeated.contains("<p class=\"norg-title\">"))
        #expect(repeated.contains("<p class=\"norg-description\">Beds</p>"))
        #expect(repeated.contains("<title>Garden</title>"))
        let different = HTMLRenderer().render(NorgParser.parse("@document.meta\ntitle: Garden\n@end\n* Beds\n"))
        #expect(different.contains("<p class=\"norg-title\">Garden</p>"))
        let later = HTMLRenderer().render(NorgParser.parse("@document.meta\ntitle: Garden\n@end\nIntro.\n* Garden\n"))
        #expect(later.contains("<p class=\"norg-title\">Garden</p>"))
    }

    // spec line 823: an `|example` shows markup "without it being rendered", so its heading is not
    // the page's title (NorgKit's `NorgDocument.title`).
    @Test func aHeadingInsideAnExampleDoesNotTitleThePage() {
        let page = HTMLRenderer().render(NorgParser.parse("|example\n* Example heading\n|end\n* Real\n"))
        #expect(page.contains("<title>Real</title>"))
        let onlyExample = HTMLRenderer(options: HTMLOptions(fallbackTitle: "file"))
            .render(NorgParser.parse("|example\n* Example heading\n|end\n"))
        #expect(onlyExample.contains("<title>file</title>"))
    }

    @Test func metadataCannotBreakOutOfTitleOrMeta() {
        let meta = metadata([("title", .string("</title><script>alert(1)</script>")),
                             ("authors", .string("\"><script>x</script>"))])
        let html = HTMLRenderer().render(Build.document([], metadata: meta))
        #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(html.contains("<meta name=\"author\" content=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\">"))
        #expect(!html.contains("<script"))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func titleFallsBackToTheFirstHeadingThenTheFileName() {
        let withHeading = HTMLRenderer().render(Build.document([Build.heading(2, "First & best", line: 1)]))
        #expect(withHeading.contains("<title>First &amp; best</title>"))
        let named = HTMLRenderer(options: HTMLOptions(fallbackTitle: "notes")).render(Build.document([]))
        #expect(named.contains("<title>notes</title>"))
    }

    @Test func codeLanguagesCannotAddAttributes() {
        let code = NorgBlock.verbatimTag(VerbatimRangedTag(name: "code", parameters: ["x\" onclick=\"alert(1)"], content: "",
                                                          contentRange: Build.range(2), range: Build.range(1)))
        let html = Build.render([code])
        #expect(html.contains("<code class=\"language-x-onclick-alert-1-\">"))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func themesForceOneSchemeOrFollowThePreference() {
        let auto = HTMLRenderer().render(Build.document([]))
        #expect(auto.contains("@media (prefers-color-scheme: dark)"))
        let dark = HTMLRenderer(options: HTMLOptions(theme: .dark)).render(Build.document([]))
        #expect(!dark.contains("prefers-color-scheme") && dark.contains("color-scheme: dark;"))
        let light = HTMLRenderer(options: HTMLOptions(theme: .light)).render(Build.document([]))
        #expect(!light.contains("prefers-color-scheme") && light.contains("color-scheme: light;"))
    }

    @Test func fragmentsHaveNoHeadOrStylesheet() {
        let html = HTMLRenderer(options: HTMLOptions(format: .fragment)).render(Build.document([Build.paragraph("x", line: 1)]))
        #expect(html == "<div class=\"norg-document\">\n<p>x</p>\n</div>\n")
    }

    @Test func collapsibleModeWrapsHeadingsNestedListsDefinitionsAndCells() {
        let nested = Build.list(.unordered, [Build.item("inner", line: 3, level: 2)])
        let html = Build.render([
            Build.heading(1, "Head", line: 1, content: [
                Build.list(.unordered, [Build.item("outer", line: 2, nested: [nested])]),
                Build.rangeable(.definition, "Term", "Body", line: 5),
                Build.rangeable(.tableCell, "A1", "Cell", line: 7),
            ]),
        ], collapsible: true)
        #expect(html.contains("<details open class=\"norg-collapsible\"><summary><h1 class=\"norg-heading\" dir=\"auto\">Head</h1></summary>"))
        #expect(html.contains("<li><details open class=\"norg-collapsible\"><summary>outer</summary>"))
        #expect(html.contains("<details open class=\"norg-collapsible norg-definition\"><summary><dfn>Term</dfn></summary>"))
        #expect(html.contains("<td dir=\"auto\">Cell</td>"))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func utf8RenderingIsTheStringRenderingsBytes() {
        // Non-ASCII text, invalid UTF-8 (repaired to U+FFFD), ids, a link back to an id, a footnote.
        var source = Array("* Grüße <target>\nSee {# target} and {^ n}.\n^ n\nNote é\n".utf8)
        source += [0xFF, 0xC3, 0x0A]
        let document = NorgParser.parse(bytes: source)
        for options in [HTMLOptions(), HTMLOptions(format: .fragment, collapsible: true)] {
            let renderer = HTMLRenderer(options: options)
            let bytes = Array(renderer.renderUTF8(document))
            #expect(bytes == Array(renderer.render(document).utf8))
            #expect(String(validating: bytes, as: UTF8.self) != nil)
        }
    }
}
