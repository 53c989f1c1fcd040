#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// `OUT/.norg-site-manifest`: the files a site build wrote, each with what proves the file on disk
/// is still that one: its stamp (device, inode, size, modification time) and the SHA-256 of the
/// bytes written.
///
/// The manifest lies in a folder others may write (a `docs/` folder in a shared repository), so
/// nothing in it is believed on its own: a build replaces a listed file only while the file at
/// that path still has the recorded device, inode and size and either its time or its digest
/// (`SiteOutput.proves`), and deletes it only when device, inode, size and digest all match. A path that is not a `RelativePath` (a NUL, a `..`, an absolute path) makes
/// the whole manifest unreadable, and an unreadable manifest is not acted on at all.
///
/// One file a line after the header `norg-site-manifest 2`:
/// `DIGEST DEVICE INODE SIZE SECONDS NANOSECONDS PATH`, the path last with `%`, controls and DEL
/// written `%XX`, so a line is always one whole path.
struct SiteManifest: Equatable {
    static let fileName = ".norg-site-manifest"
    /// The manifest of `norg export DIR -o OUT` (`Publication.export`), in the same format.
    static let exportFileName = ".norg-export-manifest"
    static let header = "norg-site-manifest 2"

    /// One file a build wrote.
    struct Entry: Equatable, Sendable {
        var path: RelativePath
        var stamp: FileStamp
        /// SHA-256 of the bytes written (64 lowercase hexadecimal digits in the file).
        var digest: SHA256.Digest
    }

    /// What an earlier build left in OUT.
    enum Reading: Equatable {
        /// No manifest: OUT was not made by a build (or is new).
        case missing
        /// A manifest of this format: its entries by path (each path listed once), to be checked
        /// against the disk before use.
        case entries([RelativePath: Entry])
        /// The format before stamps and digests (one path a line): none of its files is proven to be
        /// the build's, so none is deleted or replaced.
        case unverified
        /// Bytes that are not a manifest (damaged or forged): not acted on.
        case unreadable(String)
    }

    /// The entries, by path.
    var entries: [Entry] = []

    /// The manifest's bytes: the header, then the entries in byte order of their paths. Written
    /// straight into buffers, the paths sorted as spans of one joined copy (no path retained per
    /// comparison), and the lines of a long manifest written in parts in parallel: a site lists
    /// thousands of files, and each build writes the manifest.
    var bytes: [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(entries.reduce(0) { $0 + $1.path.bytes.count })
        var spans: [(start: Int, count: Int, entry: Int)] = []
        spans.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            spans.append((joined.count, entry.path.bytes.count, index))
            joined += entry.path.bytes
        }
        joined.withUnsafeBufferPointer { paths in
            spans.sort { left, right in
                UnsafeBufferPointer(rebasing: paths[left.start..<left.start + left.count])
                    .byteOrder(UnsafeBufferPointer(rebasing: paths[right.start..<right.start + right.count])) < 0
            }
        }
        let parts = stride(from: 0, to: spans.count, by: SiteManifest.linesPerPart).map { $0..<min($0 + SiteManifest.linesPerPart, spans.count) }
        let lines = ParallelWork.map(parts.count) { [entries, spans, joined] part in
            SiteManifest.lines(spans[parts[part]], of: entries, paths: joined)
        }
        var bytes = Array(SiteManifest.header.utf8) + [UInt8(ascii: "\n")]
        bytes.reserveCapacity(bytes.count + lines.reduce(0) { $0 + $1.count })
        for part in lines { bytes += part }
        return bytes
    }

    /// How many lines of a manifest one worker writes.
    private static let linesPerPart = 2048

    /// The lines of the entries `spans` name, in their order; `paths` holds each span's path.
    private static func lines(_ spans: ArraySlice<(start: Int, count: Int, entry: Int)>, of entries: [Entry],
                              paths joined: [UInt8]) -> [UInt8] {
        // At most: the digest, five numbers of a sign and 20 digits, six spaces, a newline, and
        // each byte of the path escaped in three.
        let capacity = spans.reduce(0) { $0 + 64 + 5 * 21 + 6 + 1 + 3 * $1.count }
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var line = LineWriter(base: buffer.baseAddress!)
            joined.withUnsafeBufferPointer { paths in
                for span in spans {
                    let entry = entries[span.entry]
                    line.put(entry.digest)
                    line.put(UInt8(ascii: " "))
                    line.put(entry.stamp.identity.device)
                    line.put(UInt8(ascii: " "))
                    line.put(entry.stamp.identity.inode)
                    line.put(UInt8(ascii: " "))
                    line.put(signed: entry.stamp.size)
                    line.put(UInt8(ascii: " "))
                    line.put(signed: Int64(entry.stamp.modified))
                    line.put(UInt8(ascii: " "))
                    line.put(signed: Int64(entry.stamp.modifiedNanoseconds))
                    line.put(UInt8(ascii: " "))
                    line.put(escaped: UnsafeBufferPointer(rebasing: paths[span.start..<span.start + span.count]))
                    line.put(UInt8(ascii: "\n"))
                }
            }
            count = line.position
        }
    }

    /// Writes a manifest's lines into memory known to be large enough (`bytes` sizes it).
    private struct LineWriter {
        let base: UnsafeMutablePointer<UInt8>
        var position = 0

        mutating func put(_ byte: UInt8) {
            base[position] = byte
            position += 1
        }

        mutating func put(_ digest: SHA256.Digest) {
            digest.writeHex(to: UnsafeMutableRawPointer(base + position))
            position += 64
        }

        mutating func put(_ value: UInt64) {
            var length = 1
            var rest = value / 10
            while rest > 0 {
                length += 1
                rest /= 10
            }
            rest = value
            for offset in stride(from: length - 1, through: 0, by: -1) {
                base[position + offset] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                rest /= 10
            }
            position += length
        }

        mutating func put(signed value: Int64) {
            if value < 0 { put(UInt8(ascii: "-")) }
            put(value.magnitude)
        }

        mutating func put(escaped path: UnsafeBufferPointer<UInt8>) {
            for byte in path {
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                    put(UInt8(ascii: "%"))
                    put(SiteManifest.hexDigit(byte >> 4))
                    put(SiteManifest.hexDigit(byte & 15))
                } else {
                    put(byte)
                }
            }
        }
    }

    /// An uppercase hexadecimal digit, as escapes are written.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// Reads a manifest's bytes (nil: there is none).
    static func read(_ bytes: [UInt8]?) -> Reading {
        guard let bytes else { return .missing }
        return bytes.withUnsafeBufferPointer { SiteManifest.Parser(bytes: $0).reading() }
    }

    /// `%`, controls and DEL written `%XX`.
    static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        appendEscaped(bytes, to: &escaped)
        return escaped
    }

    /// `escaped(path)`, appended to `bytes`.
    static func appendEscaped(_ path: some Sequence<UInt8>, to bytes: inout [UInt8]) {
        for byte in path {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 15))
            } else {
                bytes.append(byte)
            }
        }
    }

    /// The bytes `escaped` wrote; nil when a `%` is not followed by two hexadecimal digits or an
    /// unescaped control stands in the line.
    static func unescaped<Bytes: RandomAccessCollection<UInt8>>(_ line: Bytes) -> [UInt8]? where Bytes.Index == Int {
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < line.endIndex,
                      let high = hexValue(line[index + 1]), let low = hexValue(line[index + 2]) else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                guard byte >= 0x20, byte != 0x7F else { return nil }
                decoded.append(byte)
                index += 1
            }
        }
        return decoded
    }
}
