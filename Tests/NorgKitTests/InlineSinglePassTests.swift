import Testing
@testable import NorgKit

/// The single pass (`InlineScanner.parseInOnePass`) must build exactly the nodes the token pass
/// (`scan` then `ModifierPairing`) builds, and hand over every level it cannot decide alone.
@Suite struct InlineSinglePassTests {
    /// Both passes over one paragraph, and how many levels the single pass handed over.
    static func bothPasses(_ text: String) -> (single: [NorgInline], tokens: [NorgInline], handOvers: Int) {
        SourceText.withText(text) { source in
            let segments = inlineSegments(source)
            let single = InlineParser(source: source)
            let singleNodes = single.parse(segments)
            let tokens = InlineParser(source: source)
            tokens.buffer.workspace.allowsSinglePass = false
            return (singleNodes, tokens.parse(segments), single.buffer.workspace.handOvers)
        }
    }

    @Test(arguments: [
        "*a /b* c/",                  // a closer with another modifier open above its opener
        "*never closed /but this/",   // an opener still open at the end
        "Ex:*ample*",                 // a colon that may be a link modifier
        "*bold*(color:red) text",     // a possible closer followed by an extension
        "{https://x.org}[*a /b* c/]", // a description that hands over inside a level that does not
    ])
    func levelsTheSinglePassCannotDecideAreHandedOver(_ text: String) {
        let result = Self.bothPasses(text)
        #expect(result.handOvers >= 1)
        #expect(result.single == result.tokens)
    }

    @Test(arguments: [
        "plain *bold* and /italic/ with `code` and {https://x.org}[a link] end.",
        "*bold /italic _under_ italic/ bold*",
        "line one *spans\nthe break* and ends",
        "^sup^ ,sub, %null% !spoiler! -strike-",
        "an anchor [name] and a target <target> and \\*escaped\\*",
    ])
    func ordinaryMarkupTakesTheSinglePass(_ text: String) {
        let result = Self.bothPasses(text)
        #expect(result.handOvers == 0)
        #expect(result.single == result.tokens)
    }

    /// Free-form spans nested eight deep, each level ending in a possible link modifier, so every
    /// level hands over after its nested levels were built. The token pass builds those again
    /// with tokens only: one hand-over per level. (Trying the single pass again at each depth
    /// doubled the work per level: 255 hand-overs here.)
    @Test func nestedHandOversDoNotMultiplyTheWork() {
        let modifiers = ["*", "/", "_", "-", "!", "^", "%", ","]
        var text = "x y a:*"
        for modifier in modifiers.reversed() { text = "\(modifier)| a \(text) b a:* |\(modifier)" }
        let result = Self.bothPasses(text)
        #expect(result.single == result.tokens)
        // One per free-form level (the paragraph itself is one free-form span and needs none).
        #expect(result.handOvers == modifiers.count)
    }

    /// Random paragraphs of markup fragments: the passes agree on every one, and both the single
    /// pass and the hand-over are taken often enough for the comparison to mean something.
    @Test func randomMarkupBuildsTheSameNodesInBothPasses() {
        let fragments = ["*", "/", "_", "-", "!", "^", ",", "%", "`", "$", "&", "|", "\\", ":", "{", "}", "[", "]",
                         "<", ">", "(", ")", "(x:y)", "word", "w", " ", " ", "\n", "é", "\u{00A0}", ".", "#", "@",
                         "https://x.org", "{# a}", "*b*", "/i/", "`c`", "[a]", "{:f:}[d]", "|*", "*|", "**"]
        var generator = InlineRobustnessTests.Generator(state: 7)
        var handedOver = 0
        var mismatches: [String] = []
        let count = 4_000
        for _ in 0..<count {
            let text = (0..<(generator.next(24) + 1)).map { _ in fragments[generator.next(fragments.count)] }.joined()
            let result = Self.bothPasses(text)
            if result.single != result.tokens { mismatches.append(text) }
            if result.handOvers > 0 { handedOver += 1 }
        }
        #expect(mismatches.isEmpty, "first differing: \(mismatches.prefix(3).map(\.debugDescription))")
        #expect(handedOver > count / 20 && handedOver < count * 19 / 20, "handed over \(handedOver) of \(count)")
    }
}
