import Testing
@testable import NorgHTML

@Suite struct HTMLOutputTests {
    /// Short appends copy words that overlap (the first and last 8 or 4 bytes of the slice): every
    /// length, at every position the buffer can be in, must come out byte for byte.
    @Test func appendsOfEveryShortLengthKeepEveryByte() {
        let pattern = (0..<64).map { UInt8(0x21 + $0) }
        var output = HTMLOutput()
        var expected: [UInt8] = []
        for length in 0...40 {
            for start in [0, 1, 7, 13] {
                let slice = Array(pattern[start..<(start + length)])
                slice.withUnsafeBufferPointer { output.append($0) }
                expected += slice
            }
        }
        #expect(output.string == String(decoding: expected, as: UTF8.self))
    }

    /// Highlighted code is escaped run by run straight into reserved output: split at any
    /// character boundary, the runs escape as each part escaped alone (controls, C1 characters and
    /// noncharacters become U+FFFD, `<>&` become references, the rest is kept).
    @Test func contentWrittenInRunsEscapesAsEachRunAlone() {
        let text = "a<b>&c\u{1}\td\u{85}e\u{FFFE}f😀 \u{7F}, then a longer run without any special byte in it"
        let bytes = Array(text.utf8)
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += String(scalar).utf8.count
        }
        offsets.append(offset)
        for cut in offsets {
            var output = HTMLOutput()
            bytes.withUnsafeBufferPointer { buffer in
                HTMLEscaping.withContentWriter { writer in
                    output.write(maximumCount: HTMLEscaping.maximumEscapedCount(buffer.count) + 1) { start in
                        var target = start
                        writer.write(buffer, 0..<cut, to: &target)
                        target.pointee = UInt8(ascii: "|")
                        target += 1
                        writer.write(buffer, cut..<buffer.count, to: &target)
                        return target
                    }
                }
            }
            let head = String(decoding: bytes[..<cut], as: UTF8.self)
            let tail = String(decoding: bytes[cut...], as: UTF8.self)
            #expect(output.string == HTMLEscaping.escaped(head) + "|" + HTMLEscaping.escaped(tail), "cut at \(cut)")
        }
    }

    /// Runs are copied by words that overlap: every short length must come out byte for byte.
    @Test func copiesOfEveryShortLengthKeepEveryByte() {
        let pattern = (0..<64).map { UInt8(0x21 + $0) }
        var output = HTMLOutput()
        var expected: [UInt8] = []
        for length in 0...40 {
            pattern.withUnsafeBufferPointer { source in
                output.write(maximumCount: length) { start in
                    var target = start
                    HTMLEscaping.copy(source.baseAddress! + 3, length, to: &target)
                    return target
                }
            }
            expected += pattern[3..<(3 + length)]
        }
        #expect(output.string == String(decoding: expected, as: UTF8.self))
    }
}
