import Foundation
import Testing
@testable import NorgUI

@Suite struct NorgImageSourceTests {
    private let folder = URL(fileURLWithPath: "/notes/work/", isDirectory: true)

    @Test func webAndFileURLsAreUsedAsWritten() {
        #expect(NorgImageSource.url(of: "https://example.com/a.png", base: nil)?.absoluteString == "https://example.com/a.png")
        #expect(NorgImageSource.url(of: "HTTP://example.com/a.png", base: nil) != nil)
        #expect(NorgImageSource.url(of: "file:///tmp/a.png", base: nil)?.path == "/tmp/a.png")
    }

    @Test func aRelativePathResolvesAgainstTheBaseFolder() {
        #expect(NorgImageSource.url(of: "pic.png", base: folder)?.path == "/notes/work/pic.png")
        #expect(NorgImageSource.url(of: "img/my pic.png", base: folder)?.path == "/notes/work/img/my pic.png")
        #expect(NorgImageSource.url(of: "../up.png", base: folder)?.standardized.path == "/notes/up.png")
    }

    @Test func anAbsolutePathResolvesFromTheBasesRoot() {
        let site = URL(string: "https://example.com/docs/page")!
        #expect(NorgImageSource.url(of: "/pic.png", base: site)?.absoluteString == "https://example.com/pic.png")
        #expect(NorgImageSource.url(of: "pic.png", base: site)?.absoluteString == "https://example.com/docs/pic.png")
    }

    @Test func aPathWithoutABaseIsNotLoaded() {
        #expect(NorgImageSource.url(of: "pic.png", base: nil) == nil)
    }

    @Test func otherSchemesHostRelativeAndHomePathsAreNeverLoaded() {
        #expect(NorgImageSource.url(of: "javascript:alert(1)", base: folder) == nil)
        #expect(NorgImageSource.url(of: "data:image/png;base64,AAAA", base: folder) == nil)
        #expect(NorgImageSource.url(of: "//evil.example/a.png", base: folder) == nil)
        #expect(NorgImageSource.url(of: "~/a.png", base: folder) == nil)
        #expect(NorgImageSource.url(of: "pic.png", base: URL(string: "ftp://example.com/")) == nil)
    }

    @Test func theCaptionIsTheAltTextOrElseTheFileName() {
        #expect(NorgImageSource.caption(source: "img/pic.png", alt: "A cat") == "A cat")
        #expect(NorgImageSource.caption(source: "img/pic.png", alt: "") == "pic.png")
        #expect(NorgImageSource.caption(source: "https://example.com/", alt: " ") == "example.com")
    }
}
