import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgLinkRouterTests {
    private func inlines(_ source: String) -> [NorgInline] {
        guard case .paragraph(let paragraph)? = NorgParser.parse(source).blocks.first else { return [] }
        return paragraph.content
    }

    private func links(in source: String) -> [InlineLink] {
        inlines(source).compactMap { inline in
            if case .link(let link) = inline { return link }
            return nil
        }
    }

    @Test func anExternalLinkRunCarriesItsOwnURL() {
        let link = links(in: "see {https://example.com/a?b=1}[here]")[0]
        #expect(NorgLinkRouter.url(for: link).absoluteString == "https://example.com/a?b=1")
    }

    @Test func anInternalLinkRunCarriesAURLThatReadsAsItsTarget() {
        let link = links(in: "see {* Groceries}[list]")[0]
        let url = NorgLinkRouter.url(for: link)
        #expect(url.scheme == "norg")
        #expect(url.absoluteString.removingPercentEncoding == "norg:* Groceries")
    }

    @Test func aRowRoutesTheURLsOfItsOwnLinksBackToThem() {
        let source = "{* A}[one] and {https://x.y}[two] and {# b}"
        let found = links(in: source)
        let router = NorgLinkRouter(runs: NorgInlineRuns.attributedString(inlines(source)))
        #expect(found.count == 3)
        for link in found {
            #expect(router.link(for: NorgLinkRouter.url(for: link)) == link)
        }
        #expect(router.link(for: URL(string: "https://elsewhere.org")!) == nil)
    }
}
