@testable import NorgCLI
import Testing

/// A note whose bytes are not valid UTF-8 is warned about (its text is repaired with U+FFFD), and
/// only such a note, wherever the bad byte lies: the check steps over ASCII eight bytes at a time.
@Suite struct RepairWarningTests {
    private func warns(_ bytes: [UInt8]) -> Bool {
        RenderCommand.repairWarning(bytes, name: "n.norg") != nil
    }

    @Test func aBadByteIsFoundAtEveryPositionAndGoodTextNever() {
        let ascii = Array("* A heading\n  Some text, {:link:}.\n".utf8)
        #expect(!warns([]) && !warns(ascii))
        for position in 0...ascii.count {
            for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x80]] {
                var bytes = ascii
                bytes.insert(contentsOf: bad, at: position)
                #expect(warns(bytes), "\(bad) at \(position)")
            }
            for good in ["é", "€", "𝄞", "\u{FEFF}"] {
                var bytes = ascii
                bytes.insert(contentsOf: Array(good.utf8), at: position)
                #expect(!warns(bytes), "\(good) at \(position)")
            }
        }
    }

    @Test func theFirstByteThatIsNotASCIIIsFoundWhereverItLies() {
        for length in 0..<40 {
            #expect(RenderCommand.firstNonASCII([UInt8](repeating: 0x61, count: length)) == nil)
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x7F, count: length)
                bytes[position] = 0x80
                if position + 1 < length { bytes[position + 1] = 0xFF }
                #expect(RenderCommand.firstNonASCII(bytes) == position)
            }
        }
    }
}
