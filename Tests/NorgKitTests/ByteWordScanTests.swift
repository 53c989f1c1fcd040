import Testing
@testable import NorgKit

/// The scans that read eight bytes a step (`ByteWord`) must stop exactly where a byte-by-byte scan
/// stops, at every alignment and with bytes that are not ASCII next to the ones they look for.
@Suite struct ByteWordScanTests {
    /// Bytes that sit on the edges of the tests' ranges, mixed with random ones.
    static let edgeBytes: [UInt8] = [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x0E, 0x1F, 0x20, 0x21, 0x2A, 0x40, 0x41,
                                     0x5A, 0x5C, 0x5D, 0x60, 0x61, 0x7A, 0x7B, 0x7D, 0x7F, 0x80, 0xC2, 0xA0, 0xFF]

    static func randomBytes(_ random: inout TaskRandom, count: Int) -> [UInt8] {
        (0..<count).map { _ in
            random.below(2) == 0 ? random.pick(edgeBytes) : UInt8(truncatingIfNeeded: random.next())
        }
    }

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteWord.load($0.baseAddress!, at: 0) }
    }

    static func lowest(_ flagged: UInt64) -> Int? {
        flagged == 0 ? nil : ByteWord.offset(of: flagged)
    }

    @Test func eachTestFlagsTheFirstMatchingByteOfAWord() {
        var random = TaskRandom(seed: 8)
        for _ in 0..<200_000 {
            let bytes = Self.randomBytes(&random, count: 8)
            let word = Self.word(bytes)
            #expect(Self.lowest(ByteWord.notLowercaseOrSpace(word))
                == bytes.firstIndex { !(($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x20) })
            #expect(Self.lowest(ByteWord.below(word, 0x0E)) == bytes.firstIndex { $0 < 0x0E })
            let target = random.pick(Self.edgeBytes)
            #expect(Self.lowest(ByteWord.equal(word, target)) == bytes.firstIndex(of: target))
        }
    }

    /// Documents of lines in all three endings, some starting with range characters after
    /// whitespace, some with bytes that are not ASCII.
    static func randomDocument(_ random: inout TaskRandom) -> [UInt8] {
        let pieces: [[UInt8]] = ["plain words and more words", "@code", "  |example", "\t= done", "$ math",
                                 "^ footnote", ":: x", "\u{A0}@end", "\u{FEFF}* heading", "", "  ", "x",
                                 "ünïcødé line"].map { Array($0.utf8) }
        var bytes: [UInt8] = []
        for _ in 0..<random.below(40) {
            bytes += random.pick(pieces)
            if random.below(3) == 0 { bytes += randomBytes(&random, count: random.below(20)) }
            bytes += random.pick([[0x0A], [0x0D, 0x0A], [0x0D], [0x0A, 0x0A]])
        }
        if random.below(2) == 0 { bytes += Array("last".utf8) }
        return bytes
    }

    @Test func lineStartsAndRangeLineCandidatesMatchAByteLoop() {
        var random = TaskRandom(seed: 9)
        for _ in 0..<2_000 {
            let bytes = Self.randomDocument(&random)
            var starts = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                if byte == 0x0A || byte == 0x0D { starts.append(index) }
            }
            if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
            let candidates = starts.indices.filter { line in
                var at = starts[line]
                while at < bytes.count, [0x20, 0x09, 0x0C].contains(bytes[at]) { at += 1 }
                guard at < bytes.count else { return false }
                return bytes[at] >= 0x80 || Array("@|=$^:".utf8).contains(bytes[at])
            }
            SourceText.withBytes(bytes) { source in
                #expect(source.lineStarts == starts)
                #expect(source.rangeLineCandidates == candidates)
            }
        }
    }

    /// A scanner over one line of `bytes` (no line endings), for the scans it runs.
    static func withScanner<Result>(_ bytes: [UInt8], escapes: Bool = true,
                                    _ body: (inout InlineScanner) -> Result) -> Result {
        SourceText.withBytes(bytes) { source in
            let buffer = InlineBuffer(source: source, segments: [InlineSegment(start: 0, end: bytes.count, line: 0)])
            var scanner = InlineScanner(buffer: buffer, range: 0..<buffer.count, escapes: escapes, blocked: [],
                                        depth: 0)
            return body(&scanner)
        }
    }

    @Test func theNextSpecialByteIsFoundAtEveryAlignment() {
        var random = TaskRandom(seed: 10)
        let specials = Array("*/_-!^,%`$&|\\{[<:".utf8)
        for _ in 0..<3_000 {
            // Runs of prose with a special byte or an uppercase one in them, at any offset.
            var bytes = Array("the quick brown fox jumps over the lazy dog".utf8)
            for _ in 0..<random.below(4) {
                bytes[random.below(bytes.count)] = random.pick(specials + Array("AZ09.\u{7F}".utf8) + [0xC3, 0xA9])
            }
            bytes.removeAll { $0 == 0x20 && random.below(4) == 0 }
            let (found, expected) = Self.withScanner(bytes) { scanner -> ([Int], [Int]) in
                // The buffer drops trailing whitespace: the scan ends where it does.
                let end = scanner.upper
                var found: [Int] = [], expected: [Int] = []
                for start in 0...end {
                    found.append(scanner.nextSpecial(from: start))
                    expected.append((start..<end).first { ModifierCharacter.isSpecial[Int(bytes[$0])] } ?? end)
                }
                return (found, expected)
            }
            #expect(found == expected)
        }
    }

    @Test(arguments: [true, false])
    func aLinkableCloserIsFoundPastBackslashesAtEveryAlignment(escapes: Bool) {
        var random = TaskRandom(seed: escapes ? 11 : 12)
        for _ in 0..<3_000 {
            let bytes = (0..<random.below(40)).map { _ in random.pick(Array("ab }]>\\\\é".utf8)) }
            for closer in Array("}]>".utf8) {
                let (found, expected) = Self.withScanner(bytes, escapes: escapes) { scanner -> ([Int?], [Int?]) in
                    let end = scanner.upper
                    var found: [Int?] = [], expected: [Int?] = []
                    // From the end backwards: a later search that starts earlier is not answered
                    // from the memo of an earlier one.
                    for start in (0...end).reversed() {
                        found.append(scanner.findCloser(closer, from: start))
                        var index = start
                        var result: Int?
                        while index < end {
                            if bytes[index] == closer {
                                result = index
                                break
                            }
                            index += bytes[index] == UInt8(ascii: "\\") && escapes ? 2 : 1
                        }
                        expected.append(result)
                    }
                    return (found, expected)
                }
                #expect(found == expected)
            }
        }
    }
}
