import NorgKit

extension SiteManifest {
    /// Reads a manifest's bytes in one pass, field by field, without a string per field: a
    /// manifest lists every file of a site, and each build reads it first.
    ///
    /// What it accepts is exactly the format `bytes` writes; anything else makes the whole
    /// manifest `.unreadable` (never a trap): a line that is not seven fields, a digest that is
    /// not 64 lowercase hexadecimal digits, a number that is empty, not all digits or too large
    /// for its field, nanoseconds of a whole second or more, a path that is not a `RelativePath`,
    /// a path listed twice.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>

        func reading() -> Reading {
            guard !bytes.isEmpty else { return .unverified }
            // A final newline ends the last line; it does not start another.
            let end = bytes[bytes.count - 1] == newline ? bytes.count - 1 : bytes.count
            let headerEnd = lineEnd(from: 0, end: end)
            let first = UnsafeBufferPointer(rebasing: bytes[0..<headerEnd])
            guard first.elementsEqual(SiteManifest.header.utf8) else {
                // The old format's lines are paths; a path never starts with the header's first word.
                return first.starts(with: "norg-site-manifest".utf8)
                    ? .unreadable("a manifest format this version does not read") : .unverified
            }
            // About 120 bytes a line.
            var entries = [RelativePath: Entry](minimumCapacity: end / 100)
            var number = 2
            var position = headerEnd
            while position < end {
                let start = position + 1
                let stop = lineEnd(from: start, end: end)
                guard let entry = entry(start, stop), entries.updateValue(entry, forKey: entry.path) == nil else {
                    return .unreadable("line \(number) is not a file the build wrote")
                }
                number += 1
                position = stop
            }
            return .entries(entries)
        }

        private var newline: UInt8 { UInt8(ascii: "\n") }

        /// Where the line starting at `start` ends: its newline, or `end`.
        private func lineEnd(from start: Int, end: Int) -> Int {
            var index = start
            while index < end && bytes[index] != newline { index += 1 }
            return index
        }

        /// `DIGEST DEVICE INODE SIZE SECONDS NANOSECONDS PATH` between `start` and `stop`.
        private func entry(_ start: Int, _ stop: Int) -> Entry? {
            guard stop - start > 65, bytes[start + 64] == UInt8(ascii: " "),
                  let digest = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: bytes[start..<start + 64])) else { return nil }
            var position = start + 65
            guard let device = number(&position, stop), let inode = number(&position, stop),
                  let size = number(&position, stop), size <= UInt64(Int64.max),
                  let seconds = number(&position, stop), seconds <= UInt64(Int.max),
                  let nanoseconds = number(&position, stop), nanoseconds < 1_000_000_000,
                  let decoded = SiteManifest.unescaped(UnsafeBufferPointer(rebasing: bytes[position..<stop])),
                  let path = RelativePath(bytes: decoded) else { return nil }
            let stamp = FileStamp(identity: FileIdentity(device: device, inode: inode), size: Int64(size),
                                  modified: Int(seconds), modifiedNanoseconds: Int(nanoseconds))
            return Entry(path: path, stamp: stamp, digest: digest)
        }

        /// The decimal number at `position` and the one space after it (`position` moves past
        /// both); nil when it is empty, holds anything but digits, or does not fit 64 bits.
        private func number(_ position: inout Int, _ stop: Int) -> UInt64? {
            var value: UInt64 = 0
            var index = position
            while index < stop, bytes[index] != UInt8(ascii: " ") {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
                guard !overflow, !carry else { return nil }
                value = sum
                index += 1
            }
            // At most 20 digits, as any 64-bit number is written.
            guard index > position, index - position <= 20, index < stop else { return nil }
            position = index + 1
            return value
        }
    }
}
