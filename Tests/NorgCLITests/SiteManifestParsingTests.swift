@testable import NorgCLI
import NorgKit
import Testing

/// `SiteManifest.read` parses a manifest field by field in one pass; it accepts exactly what the
/// line-splitting reader it replaced accepted (kept below as the reference), and whatever the
/// bytes, it answers without trapping.
@Suite struct SiteManifestParsingTests {
    private static let digest = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

    private func lines(_ body: String) -> [UInt8] { Array("norg-site-manifest 2\n\(body)".utf8) }

    @Test func everyFieldReadsBackAsWrittenAtTheEdgesOfItsRange() throws {
        let stamps = [
            FileStamp(identity: FileIdentity(device: .max, inode: 0), size: .max, modified: Int.max, modifiedNanoseconds: 999_999_999),
            FileStamp(identity: FileIdentity(device: 0, inode: .max), size: 0, modified: 0, modifiedNanoseconds: 0),
        ]
        let digest = try #require(SHA256.Digest(hex: Self.digest))
        let manifest = SiteManifest(entries: [
            SiteManifest.Entry(path: RelativePath("z/b.html")!, stamp: stamps[0], digest: digest),
            SiteManifest.Entry(path: RelativePath("a b%.html")!, stamp: stamps[1], digest: SHA256.digest([1, 2, 3])),
        ])
        #expect(String(decoding: manifest.bytes, as: UTF8.self) == """
            norg-site-manifest 2
            039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81 0 18446744073709551615 0 0 0 a b%25.html
            \(Self.digest) 18446744073709551615 0 9223372036854775807 9223372036854775807 999999999 z/b.html

            """)
        guard case .entries(let read) = SiteManifest.read(manifest.bytes) else {
            Issue.record("the manifest written does not read back")
            return
        }
        #expect(read.count == manifest.entries.count)
        for entry in manifest.entries { #expect(read[entry.path] == entry) }
    }

    @Test(arguments: [
        // The digest: too short, uppercase, not hexadecimal.
        String(Self.digest.dropLast()) + " 1 2 3 4 5 a.html",
        Self.digest.uppercased() + " 1 2 3 4 5 a.html",
        "g" + Self.digest.dropFirst() + " 1 2 3 4 5 a.html",
        // Numbers: missing, empty, signed, not digits, more than 20 digits, too large for the field.
        Self.digest + " 1 2 3 4 a.html",
        Self.digest + " 1  3 4 5 a.html",
        Self.digest + " 1 -2 3 4 5 a.html",
        Self.digest + " 1 +2 3 4 5 a.html",
        Self.digest + " 1 2x 3 4 5 a.html",
        Self.digest + " 000000000000000000001 2 3 4 5 a.html",
        Self.digest + " 18446744073709551616 2 3 4 5 a.html",
        Self.digest + " 1 2 9223372036854775808 4 5 a.html",
        Self.digest + " 1 2 3 9223372036854775808 5 a.html",
        Self.digest + " 1 2 3 4 1000000000 a.html",
        Self.digest + "\t1 2 3 4 5 a.html",
        // The path: missing, empty, leaving the folder, a broken or raw escape.
        Self.digest + " 1 2 3 4 5",
        Self.digest + " 1 2 3 4 5 ",
        Self.digest + " 1 2 3 4 5 ../a.html",
        Self.digest + " 1 2 3 4 5 a/../../b",
        Self.digest + " 1 2 3 4 5 a%G1.html",
        Self.digest + " 1 2 3 4 5 a%2",
        Self.digest + " 1 2 3 4 5 a\u{1}b",
        Self.digest + " 1 2 3 4 5 x%00y",
        // Lines: an empty one, a path twice.
        "",
        Self.digest + " 1 2 3 4 5 a.html\n" + Self.digest + " 6 7 8 9 10 a.html",
    ])
    func aLineThatIsNotAFileTheBuildWroteMakesTheManifestUnreadable(_ line: String) {
        let bytes = lines(line + "\n")
        guard case .unreadable(let why) = SiteManifest.read(bytes) else {
            Issue.record("\(line.debugDescription) was accepted")
            return
        }
        #expect(why.hasPrefix("line "))
        #expect(SiteManifest.read(bytes) == Self.reference(bytes))
    }

    @Test func theHeaderDecidesWhatKindOfFileItIs() {
        #expect(SiteManifest.read(nil) == .missing)
        #expect(SiteManifest.read([]) == .unverified)
        #expect(SiteManifest.read(Array("\n".utf8)) == .unverified)
        #expect(SiteManifest.read(Array("index.html\nnotes/a.html\n".utf8)) == .unverified)
        #expect(SiteManifest.read(Array("norg-site-manifest 3\n".utf8)) == .unreadable("a manifest format this version does not read"))
        #expect(SiteManifest.read(Array("norg-site-manifest 2".utf8)) == .entries([:]))
        #expect(SiteManifest.read(Array("norg-site-manifest 2\n".utf8)) == .entries([:]))
        #expect(SiteManifest.read(Array("norg-site-manifest 2\n\n".utf8)) == .unreadable("line 2 is not a file the build wrote"))
        // The last line needs no newline; a path may hold spaces.
        let read = SiteManifest.read(lines(Self.digest + " 1 2 3 4 5 with space.html"))
        guard case .entries(let entries) = read else {
            Issue.record("a last line without a newline was refused")
            return
        }
        #expect(entries.keys.map(\.string) == ["with space.html"])
    }

    /// Mutations of a real manifest (bytes changed, dropped, repeated) and random bytes after the
    /// header: the reader never traps, and decides as the reference does.
    @Test func anyBytesAreDecidedAsTheReferenceReaderDecides() {
        var generator = SplitMix(state: 34)
        let digest = SHA256.Digest(hex: Self.digest)!
        let entries = (0..<12).map { index in
            SiteManifest.Entry(path: RelativePath("f\(index)/p %\(index).html")!,
                               stamp: FileStamp(identity: FileIdentity(device: UInt64(index), inode: 99), size: Int64(index * 7),
                                                modified: 1_700_000_000 + index, modifiedNanoseconds: index * 1000),
                               digest: digest)
        }
        let valid = SiteManifest(entries: entries).bytes
        let alphabet = Array("0123456789abcdefABG %/.\n\t\u{0}-+".utf8)
        for round in 0..<3000 {
            var bytes = valid
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let position = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 4 {
                case 0: bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                default: bytes = Array(bytes[..<position])
                }
                if bytes.isEmpty { break }
            }
            if round % 10 == 0 {
                bytes = Array("norg-site-manifest 2\n".utf8) + (0..<Int(generator.next() % 200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            }
            #expect(SiteManifest.read(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    /// The reader as it was first written: lines split, fields split, numbers through `String`.
    static func reference(_ bytes: [UInt8]) -> SiteManifest.Reading {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, first.elementsEqual(SiteManifest.header.utf8) else {
            return lines.first.map { $0.starts(with: "norg-site-manifest".utf8) } == true
                ? .unreadable("a manifest format this version does not read") : .unverified
        }
        var entries: [RelativePath: SiteManifest.Entry] = [:]
        for (number, line) in lines.dropFirst().enumerated() {
            guard let entry = referenceEntry(line), entries[entry.path] == nil else {
                return .unreadable("line \(number + 2) is not a file the build wrote")
            }
            entries[entry.path] = entry
        }
        return .entries(entries)
    }

    private static func referenceEntry(_ line: ArraySlice<UInt8>) -> SiteManifest.Entry? {
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
              let decoded = SiteManifest.unescaped(fields[6]), let path = RelativePath(bytes: decoded),
              let digest = SHA256.Digest(hex: fields[0]) else { return nil }
        let stamp = FileStamp(identity: FileIdentity(device: device, inode: inode), size: size,
                              modified: seconds, modifiedNanoseconds: nanoseconds)
        return SiteManifest.Entry(path: path, stamp: stamp, digest: digest)
    }
}
