#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import NorgKit

@Suite struct DescriptorReadingTests {
    private func withFile(_ bytes: [UInt8], _ body: (Int32) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("norg-read-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try body(descriptor)
    }

    @Test func readingFromAnOffsetReadsToTheEndAndLeavesThePositionAlone() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try withFile(bytes) { (descriptor: Int32) throws in
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0) == bytes)
            #expect(try DescriptorReading.readToEnd(descriptor, from: 150_000) == Array(bytes[150_000...]))
            #expect(lseek(descriptor, 0, SEEK_CUR) == 0)
        }
    }

    @Test func readingWithoutAnOffsetReadsFromThePositionOn() throws {
        let bytes = Array("0123456789".utf8)
        try withFile(bytes) { (descriptor: Int32) throws in
            #expect(lseek(descriptor, 4, SEEK_SET) == 4)
            #expect(try DescriptorReading.readToEnd(descriptor) == Array("456789".utf8))
            #expect(try DescriptorReading.readToEnd(descriptor) == [])
        }
    }

    @Test func aFailedReadReportsTheSystemsErrorNumber() {
        #expect(throws: SystemCallError(code: EBADF)) { try DescriptorReading.readToEnd(-1) }
    }
}
