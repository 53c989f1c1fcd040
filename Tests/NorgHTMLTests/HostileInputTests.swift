import Testing
import NorgHTML
import NorgKit

/// Parsed input made of Norg's own punctuation, where markup collides most, always renders as
/// well-formed HTML without script and without dangling internal links.
@Suite struct HostileInputTests {
    private static let alphabet = Array("*/_-!^,`$&%|{}[]<>():#+.@=~\\\"' \n\nabcAB1\t".utf8)

    /// A deterministic generator (an LCG), so a failure reproduces.
    private static func inputs(count: Int, length: Int) -> [[UInt8]] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return alphabet[Int((state >> 33) % UInt64(alphabet.count))]
            }
        }
    }

    @Test func punctuationSoupRendersWellFormed() {
        for bytes in HostileInputTests.inputs(count: 300, length: 160) {
            let document = NorgParser.parse(bytes: bytes)
            for collapsible in [false, true] {
                let html = HTMLRenderer(options: HTMLOptions(collapsible: collapsible)).render(document)
                let source = String(decoding: bytes, as: UTF8.self)
                #expect(WellFormed.problem(in: html) == nil, "\(source.debugDescription)")
                #expect(WellFormed.danglingFragments(in: html).isEmpty, "\(source.debugDescription)")
                #expect(!html.contains("<script"), "\(source.debugDescription)")
                #expect(!WellFormed.attributeNames(in: html).contains(where: { $0.hasPrefix("on") }))
            }
        }
    }

    @Test func hostileLinksInParsedDocumentsNeverBecomeHrefs() {
        let source = """
        {javascript:alert(1)}[a] {JavaScript:alert(1)} {vbscript:x} {data:text/html,<b>} {java script:x}
        {&#106;avascript:alert(1)} {:x" onclick="alert(1):} {https://ok.org/"><script>}[fine]
        .image javascript:alert(1) alt
        .image data:image/png;base64,AAAA alt
        .image https://ok.org/a.png" onerror="alert(1) fine
        @code x" onload="alert(1)
        code
        @end
        """
        let html = HTMLRenderer().render(NorgParser.parse(source))
        let hrefs = WellFormed.values(of: "href", in: html) + WellFormed.values(of: "src", in: html)
        for href in hrefs {
            let lowered = href.lowercased()
            #expect(!lowered.hasPrefix("javascript") && !lowered.hasPrefix("vbscript") && !lowered.hasPrefix("data"), "\(href)")
        }
        #expect(!html.contains("<script"))
        let names = WellFormed.attributeNames(in: html)
        #expect(names.isSuperset(of: ["class", "href", "src", "alt"]))
        #expect(!names.contains(where: { $0.hasPrefix("on") }))
        #expect(WellFormed.problem(in: html) == nil)
    }
}
