import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// Internal links and `.toc` entries scroll only where the host opted in; the seed's rules otherwise.
@Suite struct NorgLinkTapTests {
    private static let document = NorgParser.parse(".toc\n* Notes\n* Other\n** Notes\n\nsee {* Other} and {https://x.y}\n")
    private let outline = NorgOutline(document: Self.document)

    private var links: [InlineLink] {
        outline.rows.flatMap { node in
            node.row.inlines.compactMap { inline -> InlineLink? in
                if case .link(let link) = inline { return link }
                return nil
            }
        }
    }

    @Test func withoutAScrollTargetInternalLinksStayInert() {
        #expect(NorgLinkTap.link(links[0], hasCallback: false, scrolls: false, in: outline) == .inert)
        #expect(NorgLinkTap.link(links[1], hasCallback: false, scrolls: false, in: outline) == .open(URL(string: "https://x.y")!))
    }

    @Test func withAScrollTargetInternalLinksScrollToTheirNode() {
        #expect(NorgLinkTap.link(links[0], hasCallback: false, scrolls: true, in: outline) == .scroll("other"))
        #expect(NorgLinkTap.link(links[1], hasCallback: false, scrolls: true, in: outline) == .open(URL(string: "https://x.y")!))
    }

    @Test func aCallbackStillReceivesEveryLink() {
        #expect(NorgLinkTap.link(links[0], hasCallback: true, scrolls: true, in: outline) == .callback)
    }

    @Test func tocEntriesScrollByIdSoTheSecondNotesIsReached() throws {
        guard case .tableOfContents(let toc) = try #require(outline.rows.first).row.kind,
              case .full(let entries) = toc.form else {
            Issue.record("no .toc")
            return
        }
        #expect(entries.map { NorgLinkTap.entry($0, hasCallback: true, scrolls: true) } == [.scroll("notes"), .scroll("other"), .scroll("notes-2")])
        #expect(NorgLinkTap.entry(entries[0], hasCallback: true, scrolls: false) == .callback)
        #expect(NorgLinkTap.entry(entries[0], hasCallback: false, scrolls: false) == .inert)
        #expect(outline.route(toLinkID: "notes-2")?.row != outline.route(toLinkID: "notes")?.row)
    }
}
