import Testing
@testable import NorgKit

@Suite struct InlineRobustnessTests {
    /// A fixed-seed generator, so the inputs are the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let alphabet: [String] = ["*", "/", "_", "-", "!", "^", ",", "`", "%", "$", "&", "|", "\\", ":", "{", "}",
                                     "[", "]", "<", ">", "(", ")", "#", "@", "?", "=", " ", "\n", "a", "b", "1",
                                     "é", "\u{00A0}", "—", "\t", "\r"]

    @Test func randomMarkupParsesAndRangesStayInsideTheSource() {
        var generator = Generator(state: 42)
        for _ in 0..<3_000 {
            let length = generator.next(40) + 1
            let text = (0..<length).map { _ in Self.alphabet[generator.next(Self.alphabet.count)] }.joined()
            let count = text.utf8.count
            for node in inlineNodes(text) {
                #expect(node.range.start.offset <= node.range.end.offset)
                #expect(node.range.end.offset <= count, "\(text.debugDescription)")
            }
            _ = NorgParser.parse(text).skeleton()
        }
    }

    @Test func textNodesKeepEveryNonMarkupByte() {
        // With no modifiers and no linkables, the text comes back unchanged (soft breaks aside).
        let nodes = inlineNodes("plain words, with punctuation; and more.")
        #expect(nodes.plainText == "plain words, with punctuation; and more.")
    }
}

@Suite struct InlineCharacterClassTests {
    /// The bit masks give every ASCII byte the spec's class.
    @Test func everyASCIIByteHasItsClass() {
        for byte in UInt8(0)..<0x80 {
            let expected: InlineCharacterClass = switch byte {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20: .whitespace
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: .punctuation
            default: .regular
            }
            #expect(InlineCharacterClass.ofASCII(byte) == expected, "byte \(byte)")
        }
    }
}
