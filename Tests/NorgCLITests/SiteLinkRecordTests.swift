import Foundation
import Testing
@testable import NorgCLI
import NorgHTML
import NorgKit

/// A rebuild takes a note's links from the record the note store kept (`SiteLinkRecords`) only
/// while the note's bytes and everything its links' answers depend on are unchanged: what it
/// reports and writes is what a clean build of the same notes reports and writes.
@Suite struct SiteLinkRecordTests {
    /// A notes folder built again and again into one output with one note store, and each time
    /// also cleanly (a fresh output, no store) for comparison.
    private struct Builds {
        let folder: TaskTemporaryFolder
        var notes: String { folder.path + "/notes" }
        var count = 0

        /// Builds incrementally and cleanly; the two reports, each with its own folders' names
        /// taken out, and whether every page is the same.
        mutating func build() -> (kept: [String], clean: [String], samePages: Bool) {
            count += 1
            let out = folder.path + "/out", clean = folder.path + "/clean-\(count)"
            let kept = TaskCommandOutput(noteCacheFolder: folder.path + "/store")
            _ = kept.run(["render", notes, "-o", out, "--today", "2026-12-01"])
            let fresh = TaskCommandOutput(noteCacheFolder: folder.path + "/store-\(count)")
            _ = fresh.run(["render", notes, "-o", clean, "--today", "2026-12-01"])
            func lines(_ report: String, _ output: String) -> [String] {
                report.split(separator: "\n").map { $0.replacingOccurrences(of: output, with: "OUT") }
                    .filter { !$0.contains("written to") && !$0.hasPrefix("norg render: rebuilt") }
            }
            let pages = ["a.html", "b.html", "c.html", "sub/a.html"].allSatisfy { folder.read("out/" + $0) == folder.read("clean-\(count)/" + $0) }
            return (lines(kept.err, out), lines(fresh.err, clean), pages)
        }
    }

    @Test func aLinkIsResolvedAgainWhenTheHeadingItNamesChanges() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        var builds = Builds(folder: folder)
        try folder.write("notes/a.norg", "* A\n{:b:* Target}\n")
        try folder.write("notes/b.norg", "* B\n* Target\n")
        var result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(!result.kept.contains { $0.contains("unresolved") })
        // Only b changes: a's record no longer holds, since its link depends on b.
        try folder.write("notes/b.norg", "* B\n* Other\n")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.contains { $0.hasSuffix("a.norg:2: unresolved link {:b:* Target}") })
        try folder.write("notes/b.norg", "* B\n* Target\n")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(!result.kept.contains { $0.contains("unresolved") })
        #expect(folder.read("out/b.html")?.contains("href=\"a.html\"") == true)
    }

    @Test func aWikiLinkIsResolvedAgainWhenAnotherNoteTakesOrDropsItsTitle() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        var builds = Builds(folder: folder)
        try folder.write("notes/a.norg", "* A\n{? Shared}\n")
        try folder.write("notes/c.norg", "* Shared\n")
        var result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(folder.read("out/a.html")?.contains("href=\"c.html#shared\"") == true)
        // b comes first in path order: the link goes there now, and is ambiguous.
        try folder.write("notes/b.norg", "* Shared\n")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.contains { $0.hasSuffix("a.norg:2: ambiguous link {? Shared}: also in c.norg") })
        #expect(folder.read("out/a.html")?.contains("href=\"b.html#shared\"") == true)
        try FileManager.default.removeItem(atPath: folder.path + "/notes/b.norg")
        try folder.write("notes/c.norg", "* Elsewhere\n")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.contains { $0.hasSuffix("a.norg:2: unresolved link {? Shared}") })
    }

    @Test func aNoteWhoseTargetGoesOrComesIsResolvedAgain() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        var builds = Builds(folder: folder)
        try folder.write("notes/a.norg", "* A\n{:c:}\n{/ c.norg}\n")
        var result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.filter { $0.contains("unresolved") }.count == 2)
        try folder.write("notes/c.norg", "* C\n")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(!result.kept.contains { $0.contains("unresolved") })
        // The same bytes at another path are another note: reported where they are now.
        try FileManager.default.createDirectory(atPath: folder.path + "/notes/sub", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path + "/notes/a.norg", toPath: folder.path + "/notes/sub/a.norg")
        result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.contains { $0.hasSuffix("sub/a.norg:2: unresolved link {:c:}") })
    }

    @Test func aRecordThatDoesNotDecodeIsResolvedAgain() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        var builds = Builds(folder: folder)
        let bytes = Array("* A\n{:b:* Target}\n{? Nowhere}\n".utf8)
        try folder.write("notes/a.norg", String(decoding: bytes, as: UTF8.self))
        try folder.write("notes/b.norg", "* B\n* Target\n")
        _ = builds.build()
        // A store someone else wrote: a's summary as a build keeps it, its link record junk.
        let store = try #require(SiteNoteStore(output: folder.path + "/out", cacheFolder: folder.path + "/store"))
        let held = store.read().summaries
        let key = SiteNoteSummaries.Key(digest: SiteDigest.of(bytes), length: bytes.count)
        #expect(held.linkRecord(key, at: "a") != nil)
        #expect(held.linkRecord(key, at: "sub/a") == nil)
        var forged = SiteNoteSummaries()
        forged.add(key, archived: SiteNoteSummaries.archived(try #require(held.note(key))), record: ("a", [0xFF, 0xFF, 0x01]))
        #expect(forged.linkRecord(key, at: "a") == nil)
        #expect(store.write(forged) == nil)
        // Nothing changed but the record: a's links are resolved again, as in a clean build.
        let result = builds.build()
        #expect(result.kept == result.clean && result.samePages)
        #expect(result.kept.contains { $0.hasSuffix("a.norg:3: unresolved link {? Nowhere}") })
        #expect(folder.read("out/b.html")?.contains("href=\"a.html\"") == true)
    }

    @Test func damagedRecordBytesThrowAndNeverTrap() throws {
        // A record of every kind of answer: a page and a heading of it, a wiki title two notes
        // hold, a file, a path refused, an image, a link to nothing.
        let documents = [
            "a": NorgParser.parse("* A\n  {:b:* C} {? D} {/ pic.png} {/ /etc/passwd} {:gone:}\n.image x.png\n"),
            "b": NorgParser.parse("* C\n* D\n"),
            "c": NorgParser.parse("* D\n"),
        ]
        let memory = SiteLinkMemory(versions: ["a": 1, "b": 2, "c": 3]) { _ in nil }
        let site = HTMLSite(notes: documents.mapValues { HTMLSite.Note($0) }, links: memory)
        let bytes = SiteNoteSummaries.archived(try #require(site.linkRecords["a"]))
        var whole = ArchiveReader(bytes)
        _ = try SiteLinkRecord(from: &whole, path: "a")
        #expect(whole.isAtEnd)
        // Every shorter prefix is refused.
        for length in 0..<bytes.count {
            var reader = ArchiveReader(bytes, range: 0..<length)
            #expect(throws: ArchiveError.self) { _ = try SiteLinkRecord(from: &reader, path: "a") }
        }
        // Bytes changed anywhere either read as some record or are refused; none traps.
        var random = SplitMix(state: 11)
        for _ in 0..<2000 {
            var damaged = bytes
            damaged[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            var reader = ArchiveReader(damaged)
            _ = try? SiteLinkRecord(from: &reader, path: "a")
        }
    }

    @Test func aRecordHoldsEachStringOnceAndReadsBackAsItWasMade() throws {
        // The target's path is named by two targets, a page link and a dependency; two files are
        // named alike in two Unicode normalisations, which stay two strings.
        let documents = [
            "alpha": NorgParser.parse("* A\n  {:notes/beta-target:* C} {:notes/beta-target:} {/ caf\u{E9}.png} {/ cafe\u{301}.png}\n"),
            "notes/beta-target": NorgParser.parse("* C\n"),
        ]
        let memory = SiteLinkMemory(versions: ["alpha": 1, "notes/beta-target": 2]) { _ in nil }
        let site = HTMLSite(notes: documents.mapValues { HTMLSite.Note($0) }, links: memory)
        // And a note naming more strings than are looked for one by one, each twice.
        let files = (0..<40).map { "{/ file-\($0)-of-many.png}" }.joined(separator: " ")
        let many = HTMLSite(notes: ["many": HTMLSite.Note(NorgParser.parse("* M\n  \(files) \(files)\n"))],
                            links: SiteLinkMemory(versions: ["many": 1]) { _ in nil })
        for (bytes, path, named) in [(SiteNoteSummaries.archived(try #require(site.linkRecords["alpha"])), "alpha", "notes/beta-target"),
                                     (SiteNoteSummaries.archived(try #require(many.linkRecords["many"])), "many", "file-39-of-many.png")] {
            // As the archive holds a string: its length (one byte, under 128), then its bytes.
            let name = [UInt8(named.utf8.count)] + Array(named.utf8)
            let occurrences = (0...(bytes.count - name.count)).count { Array(bytes[$0..<$0 + name.count]) == name }
            #expect(occurrences == 1)
            var reader = ArchiveReader(bytes)
            let record = try SiteLinkRecord(from: &reader, path: path)
            #expect(reader.isAtEnd)
            // Read back and written again, it is the same bytes: every string kept its own.
            #expect(SiteNoteSummaries.archived(record) == bytes)
        }
    }
}
