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
}
