import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgLinkPolicyTests {
    @Test func withCallbackEveryLinkGoesToTheCallback() {
        let external = Fixture.link(.url("https://neorg.org"), raw: "https://neorg.org", at: 0)
        let heading = Fixture.link(.heading(level: 1, title: "Intro"), raw: "* Intro", at: 10)
        let missing = InlineLink(form: .anchorDeclaration, location: nil, range: Fixture.range(20))
        for link in [external, heading, missing] {
            #expect(NorgLinkPolicy.action(for: link, hasCallback: true) == .callback)
        }
    }

    @Test func withoutCallbackWebAndMailLinksOpenThroughOpenURL() {
        for url in ["https://neorg.org", "http://example.com/a?b", "mailto:someone@example.com", "HTTPS://UPPER.CASE"] {
            let link = Fixture.link(.url(url), raw: url, at: 0)
            #expect(NorgLinkPolicy.action(for: link, hasCallback: false) == .open(URL(string: url)!))
        }
    }

    @Test func withoutCallbackOtherSchemesAndInternalLinksAreInert() {
        let links = [
            Fixture.link(.url("ftp://example.com"), raw: "ftp://example.com", at: 0),
            Fixture.link(.url("file:///etc/passwd"), raw: "file:///etc/passwd", at: 1),
            Fixture.link(.heading(level: 2, title: "Setup"), raw: "** Setup", at: 2),
            Fixture.link(.footnote("note"), raw: "^ note", at: 3),
            Fixture.link(.generic("target"), raw: "# target", at: 4),
            Fixture.link(.externalFile("notes.txt"), raw: "/ notes.txt", at: 5),
            InlineLink(form: .anchorDeclaration, location: nil, range: Fixture.range(6)),
        ]
        for link in links {
            #expect(NorgLinkPolicy.action(for: link, hasCallback: false) == .inert)
        }
    }
}
