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
        /// SHA-256 of the bytes written, 64 lowercase hexadecimal digits.
        var digest: String
    }

    /// What an earlier build left in OUT.
    enum Reading: Equatable {
        /// No manifest: OUT was not made by a build (or is new).
        case missing
        /// A manifest of this format: its entries, to be checked against the disk before use.
        case entries([Entry])
        /// The format before stamps and digests (one path a line): none of its files is proven to be
        /// the build's, so none is deleted or replaced.
        case unverified
        /// Bytes that are not a manifest (damaged or forged): not acted on.
        case unreadable(String)
    }

    /// The entries, by path.
    var entries: [Entry] = []

    /// The manifest's bytes: the header, then the entries in byte order of their paths.
    var bytes: [UInt8] {
        var bytes = Array((SiteManifest.header + "\n").utf8)
        for entry in entries.sorted(by: { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }) {
            let stamp = entry.stamp
            bytes += Array("\(entry.digest) \(stamp.identity.device) \(stamp.identity.inode) \(stamp.size) \(stamp.modified) \(stamp.modifiedNanoseconds) ".utf8)
            bytes += SiteManifest.escaped(entry.path.bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Reads a manifest's bytes (nil: there is none).
    static func read(_ bytes: [UInt8]?) -> Reading {
        guard let bytes else { return .missing }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, first.elementsEqual(header.utf8) else {
            // The old format's lines are paths; a path never starts with the header's first word.
            return lines.first.map { $0.starts(with: "norg-site-manifest".utf8) } == true
                ? .unreadable("a manifest format this version does not read") : .unverified
        }
        var entries: [Entry] = []
        var seen: Set<RelativePath> = []
        for (number, line) in lines.dropFirst().enumerated() {
            guard let entry = entry(line), seen.insert(entry.path).inserted else {
                return .unreadable("line \(number + 2) is not a file the build wrote")
            }
            entries.append(entry)
        }
        return .entries(entries)
    }

    private static func entry(_ line: ArraySlice<UInt8>) -> Entry? {
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 6, omittingEmptySubsequences: false)
        guard fields.count == 7, fields[0].count == 64,
              fields[0].allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        func number<Value: FixedWidthInteger>(_ field: ArraySlice<UInt8>, as: Value.Type) -> Value? {
            guard !field.isEmpty, field.count <= 20, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Value(String(decoding: field, as: UTF8.self))
        }
        guard let device = number(fields[1], as: UInt64.self), let inode = number(fields[2], as: UInt64.self),
              let size = number(fields[3], as: Int64.self), let seconds = number(fields[4], as: Int.self),
              let nanoseconds = number(fields[5], as: Int.self), nanoseconds < 1_000_000_000,
              let decoded = unescaped(fields[6]), let path = RelativePath(bytes: decoded) else { return nil }
        let stamp = FileStamp(identity: FileIdentity(device: device, inode: inode), size: size,
                              modified: seconds, modifiedNanoseconds: nanoseconds)
        return Entry(path: path, stamp: stamp, digest: String(decoding: fields[0], as: UTF8.self))
    }

    /// `%`, controls and DEL written `%XX`.
    static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                escaped += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            } else {
                escaped.append(byte)
            }
        }
        return escaped
    }

    /// The bytes `escaped` wrote; nil when a `%` is not followed by two hexadecimal digits or an
    /// unescaped control stands in the line.
    static func unescaped(_ line: ArraySlice<UInt8>) -> [UInt8]? {
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
        var decoded: [UInt8] = []
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
