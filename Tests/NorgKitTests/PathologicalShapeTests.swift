import Testing
import NorgKit

/// Small versions of the shapes `norg-bench --pathological` times: their structure (not their
/// speed) is pinned here, so a change that alters how hostile input parses is seen.
@Suite struct PathologicalShapeTests {
    private static let limit = NorgParser.maximumNestingDepth

    /// The deepest parenthesis nesting of a skeleton: how deep the tree really is.
    private func treeDepth(_ skeleton: String) -> Int {
        var depth = 0, deepest = 0
        for byte in skeleton.utf8 {
            if byte == UInt8(ascii: "(") { depth += 1; deepest = max(deepest, depth) }
            if byte == UInt8(ascii: ")") { depth -= 1 }
        }
        return deepest
    }

    private func climbing(_ marker: String, to levels: Int) -> String {
        (1...levels).map { String(repeating: marker, count: $0) + " x\n" }.joined()
    }

    @Test(arguments: [">", "-", "~"])
    func nestingAcrossLinesIsClampedWithADiagnostic(marker: String) {
        let document = NorgParser.parse(climbing(marker, to: 3 * Self.limit))
        let depth = treeDepth(document.skeleton())
        #expect(depth >= Self.limit && depth <= Self.limit + 3, "depth \(depth)")
        #expect(document.diagnostics.contains { $0.message.contains("nesting deeper than \(Self.limit)") })
    }

    @Test func nestingWithinTheLimitHasNoDiagnostic() {
        let document = NorgParser.parse(climbing(">", to: Self.limit - 1))
        #expect(document.diagnostics.isEmpty)
        #expect(treeDepth(document.skeleton()) >= Self.limit - 1)
    }

    @Test func hundredThousandQuoteMarkersOnOneLineAreOneQuote() {
        let source = String(repeating: ">", count: 100_000) + " x\n"
        #expect(NorgParser.parse(source).skeleton() == "(document (quote 100000 (paragraph (text))))")
    }

    @Test(arguments: ["*", "-", "~", "{", "[", "<", "\\", "(", ":", "|"])
    func aLineOfOnePunctuationCharacterStaysShallow(character: String) {
        let document = NorgParser.parse(String(repeating: character, count: 20_000) + " x\n")
        #expect(treeDepth(document.skeleton()) <= 6)
    }

    @Test(arguments: ["*", "/", "_", "!", "^", ",", "%"])
    func unclosedAttachedModifiersAreText(modifier: String) {
        let source = String(repeating: "\(modifier)word ", count: 2_000)
        #expect(NorgParser.parse(source).skeleton() == "(document (paragraph (text)))")
    }

    @Test(arguments: ["{* a ", "{", "{:a: ", "{# a ", "{/ a ", "{@ a ", "{https://a "])
    func unclosedLinksAreText(opener: String) {
        let source = String(repeating: opener, count: 2_000)
        #expect(NorgParser.parse(source).skeleton() == "(document (paragraph (text)))")
    }

    @Test func inlineNestingIsClampedNotRecursedWithoutBound() {
        let openers = Array("*/_!^,".utf8)
        var bytes = (0..<(4 * Self.limit)).map { openers[$0 % openers.count] }
        bytes.append(UInt8(ascii: "x"))
        bytes += bytes.dropLast().reversed()
        let depth = treeDepth(NorgParser.parse(bytes: bytes).skeleton())
        #expect(depth <= Self.limit + 3, "depth \(depth)")
    }

    @Test(arguments: [("@code\ntext *a*\n", "(document (paragraph (text) (bold (text))))"),
                      ("|example\n* h\n", "(document (paragraph (text)) (heading 1 (title (text))))"),
                      ("|group\n|group\nx\n", "(document (paragraph (text)))")])
    func unclosedRangedTagsAreText(source: String, skeleton: String) {
        #expect(NorgParser.parse(source).skeleton() == skeleton)
    }

    @Test(arguments: ["@code", "|example", "=macro", "|comment", "|group", "@document.meta", "@math"])
    func manyUnclosedTagsKeepEveryLine(opener: String) {
        let source = String(repeating: "\(opener)\ntext\n", count: 500)
        let document = NorgParser.parse(source)
        // Nothing is swallowed: every `text` line survives in the tree as text or tag content.
        let json = document.jsonString()
        #expect(treeDepth(document.skeleton()) <= Self.limit + 3)
        #expect(json.utf8.count > source.utf8.count)
    }

    @Test func nulBytesInvalidUTF8AndCROnlyEndingsParse() {
        let nul = NorgParser.parse(bytes: Array(repeating: [0x00, 0x2A, 0x61, 0x00, 0x0A], count: 100).flatMap { $0 })
        #expect(nul.blocks.count >= 1)
        let invalid = NorgParser.parse(bytes: [0xFF, 0xC0, 0x80, 0x2A, 0xE2, 0x82, 0x0A, 0x61])
        #expect(invalid.skeleton().hasPrefix("(document"))
        let crOnly = NorgParser.parse("* A\r** B\rtext\r")
        #expect(crOnly.skeleton() == "(document (heading 1 (title (text)) (heading 2 (title (text)) (paragraph (text)))))")
    }
}
