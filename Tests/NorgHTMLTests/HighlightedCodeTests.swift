import Foundation
import Testing
import NorgHTML
import NorgKit

/// Code blocks in a known language become `<span class="hl-…">` runs over escaped text; hostile
/// code stays text, whatever the language's tokens make of it.
@Suite struct HighlightedCodeTests {
    private func render(_ source: String, highlights: Bool = true) -> String {
        var options = HTMLOptions(format: .fragment)
        options.highlightsCode = highlights
        return HTMLRenderer(options: options).render(NorgParser.parse(source))
    }

    private let languages = ["swift", "lua", "python", "javascript", "typescript", "c", "cpp", "rust", "go", "sh",
                             "json", "yaml", "toml", "html", "xml", "css", "sql", "norg"]

    private func withoutSpans(_ html: String) -> String {
        var html = html.replacingOccurrences(of: "</span>", with: "")
        for kind in ["keyword", "type", "constant", "string", "number", "comment", "function", "attribute", "tag",
                     "key", "heading", "link", "punctuation"] {
            html = html.replacingOccurrences(of: "<span class=\"hl-\(kind)\">", with: "")
        }
        return html
    }

    @Test func aSwiftBlockRendersAsSpans() {
        let html = render("""
        @code swift
        // Greets.
        func greet(_ name: String) -> Int {
            print("Hi <\\(name)> & bye")
            return 42
        }
        @end
        """)
        #expect(html == """
        <div class="norg-document">
        <pre class="norg-code"><code class="language-swift"><span class="hl-comment">// Greets.</span>
        <span class="hl-keyword">func</span> <span class="hl-function">greet</span>(_ name: <span class="hl-type">String</span>) -&gt; <span class="hl-type">Int</span> {
            <span class="hl-function">print</span>(<span class="hl-string">"Hi &lt;\\(name)&gt; &amp; bye"</span>)
            <span class="hl-keyword">return</span> <span class="hl-number">42</span>
        }</code></pre>
        </div>

        """)
    }

    @Test func unknownLanguagesAndDisabledHighlightingStayPlain() {
        #expect(render("@code klingon\nlet x = 1\n@end\n").contains(#"<code class="language-klingon">let x = 1</code>"#))
        #expect(render("@code\nlet x = 1\n@end\n").contains("<code>let x = 1</code>"))
        #expect(render("@code swift\nlet x = 1\n@end\n", highlights: false)
            .contains(#"<code class="language-swift">let x = 1</code>"#))
    }

    @Test func hostileCodeStaysEscapedInEveryLanguage() {
        let hostile = """
        </code></pre><script>alert(1)</script> "</code><script>" '<img src=x onerror=alert(1)>'
        /* <style> */ // <iframe> # <svg onload=alert(1)> -- <a href="javascript:alert(1)">
        <!-- --><![CDATA[</code>]]> <a b="</pre>"> &amp; &#x3C;script&#x3E; `<object>` {<embed>}
        """
        for language in languages {
            let html = render("@code \(language)\n\(hostile)\n@end\n")
            for tag in ["<script", "<img", "<svg", "<iframe", "<style", "<a ", "<object", "<embed", "<!--", "<![CDATA"] {
                #expect(!html.contains(tag), "\(language): \(tag)")
            }
            #expect(html.components(separatedBy: "</code>").count == 2, "\(language)")
            #expect(html.components(separatedBy: "<span").count == html.components(separatedBy: "</span>").count,
                    "\(language)")
            // Highlighting only adds spans: without them the page is the plain one.
            let plain = render("@code \(language)\n\(hostile)\n@end\n", highlights: false)
            #expect(withoutSpans(html) == plain, "\(language)")
        }
    }

    @Test func forbiddenCharactersInTokensBecomeReplacementCharacters() {
        for language in languages {
            let html = render("@code \(language)\n\"a\u{85}b\" // c\u{9B}d \u{1}\n@end\n")
            #expect(!html.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 1 }, "\(language)")
            #expect(html.contains("a\u{FFFD}b"), "\(language)")
        }
    }

    @Test func aHostileLanguageNameIsAClassTokenAndHighlightsNothing() {
        let html = render("@code swift\" onload=\"x\nlet a\n@end\n")
        #expect(!html.contains("onload=\""))
        #expect(!html.contains("hl-"))
    }

    @Test func theStylesheetColoursTokensInEveryTheme() {
        for theme in HTMLOptions.Theme.allCases {
            let css = HTMLRenderer.stylesheet(theme: theme)
            #expect(css.contains(".hl-keyword { color: var(--norg-hl-keyword);"))
            #expect(css.contains("--norg-hl-string: light-dark(#c41a16, #ff8170);"))
        }
    }
}
