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

    /// The size `fstat` gave may be out of date by the time the file is read: the file grew or
    /// shrank since. Only a read that comes short at exactly that size ends the reading early.
    @Test func aRegularFilesSizeEndsTheReadingOnlyWhereTheReadEnds() throws {
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try withFile(bytes) { (descriptor: Int32) throws in
            // As `fstat` said: one read.
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: bytes.count, regularFileSize: bytes.count) == bytes)
            // The file grew since: a read fills what was asked, and the rest is read too.
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: 10, regularFileSize: 10) == bytes)
            // The file shrank since: a short read at another size is read past, to the end.
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: 90_000, regularFileSize: 90_000) == bytes)
            // A limit still stops at one byte past it.
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: 10, limit: 100, regularFileSize: 10).count == 101)
        }
        try withFile([]) { (descriptor: Int32) throws in
            #expect(try DescriptorReading.readToEnd(descriptor, from: 0, regularFileSize: 0) == [])
        }
    }

    @Test func aFailedReadReportsTheSystemsErrorNumber() {
        #expect(throws: SystemCallError(code: EBADF)) { try DescriptorReading.readToEnd(-1) }
    }
}
