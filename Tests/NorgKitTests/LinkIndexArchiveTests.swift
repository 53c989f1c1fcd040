import Foundation
import Testing
@testable import NorgKit

/// A link index archived and read back (a site's note summaries) answers as the index it was made
/// from: every id, every line target, every link's resolution, every title lookup.
@Suite struct LinkIndexArchiveTests {
    /// The golden inputs and the examples: every kind of linkable item and link the parser knows.
    private static var documents: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var texts: [String] = []
        for folder in ["Tests/Golden", "Examples"] {
            let path = root.appendingPathComponent(folder).path
            for file in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where file.hasSuffix(".norg") {
                if let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8) { texts.append(text) }
            }
        }
        return texts
    }

    private static func roundTrip(_ index: LinkIndex) throws -> LinkIndex {
        var archive = ArchiveWriter()
        index.archive(into: &archive)
        var reader = ArchiveReader(archive.bytes)
        let read = try LinkIndex(from: &reader)
        #expect(reader.isAtEnd)
        return read
    }

    @Test func anArchivedIndexAnswersAsTheIndexItWasMadeFrom() throws {
        let texts = Self.documents
        #expect(texts.count > 20)
        for text in texts {
            let document = NorgParser.parse(text)
            let index = LinkIndex(listingEveryLink: document)
            let read = try Self.roundTrip(index)
            #expect(read.idCount == index.idCount)
            #expect((0..<index.idCount).allSatisfy { read.id(inSlot: $0) == index.id(inSlot: $0) })
            #expect(read.siteLinks == index.siteLinks.map(Self.withoutDescription))
            for link in index.siteLinks {
                #expect(read.resolve(link) == index.resolve(link))
            }
            // Every title the document holds, looked up as each kind of link would.
            for entry in index.entries {
                for target: LinkTarget in [.generic(entry.rawTitle), .wiki(entry.rawTitle), .heading(level: 1, title: entry.rawTitle),
                                           .heading(level: 2, title: entry.rawTitle), .definition(entry.rawTitle),
                                           .footnote(entry.rawTitle), .tableCell(entry.rawTitle)] {
                    let location = LinkLocation(target: target, rawText: "")
                    #expect(read.resolve(location) == index.resolve(location))
                }
                #expect(read.id(for: SourceRange(start: SourcePosition(line: entry.line, column: 1, offset: entry.offsets.lowerBound),
                                                 end: SourcePosition(line: entry.line, column: 1, offset: entry.offsets.upperBound)))
                        == entry.id)
            }
            for line in index.lineTargets.keys {
                let location = LinkLocation(target: .lineNumber(line), rawText: "\(line)")
                #expect(read.resolve(location) == index.resolve(location))
            }
        }
    }

    /// What an archive keeps of a link: all but its description and attributes.
    private static func withoutDescription(_ link: InlineLink) -> InlineLink {
        InlineLink(form: link.form, location: link.location, range: link.range, name: link.name)
    }

    @Test func archiveIntegersReadBackWhateverTheirSign() throws {
        var archive = ArchiveWriter()
        let values = [0, 1, -1, 63, -64, 64, Int.max, Int.min, 1 << 40]
        for value in values { archive.write(value) }
        archive.writeFixed(0xDEAD_BEEF_0123_4567)
        var reader = ArchiveReader(archive.bytes)
        for value in values { #expect(try reader.int() == value) }
        #expect(try reader.fixed() == 0xDEAD_BEEF_0123_4567)
        #expect(reader.isAtEnd)
    }

    @Test func countsLargerThanTheBytesLeftAreRefused() {
        var archive = ArchiveWriter()
        archive.write(1 << 40)
        var reader = ArchiveReader(archive.bytes)
        #expect(throws: ArchiveError.self) { _ = try reader.count() }
        // An integer running past 64 bits.
        var long = ArchiveReader([UInt8](repeating: 0xFF, count: 11))
        #expect(throws: ArchiveError.self) { _ = try long.unsigned() }
    }
}

/// `String.utf8Precedes`, `utf8Order` and `utf8Equals` compare the strings' UTF-8 bytes, whatever
/// they hold: canonically equivalent strings (`é`, `e\u{301}`) are not equal.
@Suite struct ByteOrderTests {
    @Test func utf8PrecedesIsTheOrderOfTheBytes() {
        let pieces = ["", "a", "b", "A", "é", "e\u{301}", "/", "ü", "\u{10FFFF}", "a/b", "ab", "\u{0}", "z"]
        for left in pieces {
            for right in pieces {
                for suffix in ["", "a", "é"] {
                    let (l, r) = (left + suffix, right)
                    #expect(l.utf8Precedes(r) == l.utf8.lexicographicallyPrecedes(r.utf8), "\(l) \(r)")
                    let order = l.utf8Order(r)
                    let same = l.utf8.elementsEqual(r.utf8)
                    #expect((order == 0) == same && (order < 0) == l.utf8Precedes(r), "\(l) \(r)")
                    // Compared with bytes held elsewhere (a cache's), at any place among them.
                    let held = [UInt8](repeating: 7, count: 3) + Array(r.utf8) + [9]
                    #expect(l.utf8Equals(held[3..<held.count - 1]) == same, "\(l) \(r)")
                }
            }
        }
    }
}
