import Foundation
import Testing
@testable import NorgCLI
@testable import NorgHTML
import NorgKit

/// The note summaries of the site cache: a note whose bytes are unchanged takes part in a rebuild
/// without being parsed, the key is the bytes (not size or time), and whatever a summary says is
/// written escaped.
@Suite struct SiteNoteSummaryTests {
    /// A build of `notes` for `out` as `norg render` makes it, reading the store in `cache`.
    private func build(_ notes: String, _ out: String, cache: String) throws -> SiteBuild {
        var options = SiteBuild.Options(input: notes)
        options.today = TaskDay(year: 2026, month: 12, day: 1)!
        // OUT is opened (made) first, as `norg render` does: the store is named by its real path.
        _ = try OutputFolder(creating: out)
        let summaries = try #require(SiteNoteStore(output: out, cacheFolder: cache)).read().summaries
        options.summaries = { summaries }
        return try SiteBuild(options)
    }

    /// The notes of `folder` (`notes/`) rendered once into `out/` with the store in `cache/`: the
    /// three paths.
    private func renderedOnce(_ folder: TaskTemporaryFolder) -> (notes: String, out: String, cache: String) {
        let notes = folder.path + "/notes", out = folder.path + "/out", cache = folder.path + "/cache"
        _ = render(notes, out, cache: cache)
        return (notes, out, cache)
    }

    private func render(_ notes: String, _ out: String, cache: String) -> TaskCommandOutput {
        let output = TaskCommandOutput(noteCacheFolder: cache)
        #expect(output.run(["render", notes, "-o", out]) == 0)
        return output
    }

    @Test func aRebuildParsesOnlyTheNotesWhoseBytesChanged() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        for number in 0..<5 {
            try folder.write("notes/n\(number).norg", "* Note \(number)\n  See {? Note \((number + 1) % 5)}.\n")
        }
        let notes = folder.path + "/notes", out = folder.path + "/out", cache = folder.path + "/cache"
        #expect(try build(notes, out, cache: cache).parsedNoteCount == 5)
        _ = render(notes, out, cache: cache)
        #expect(try build(notes, out, cache: cache).parsedNoteCount == 0)
        try folder.write("notes/n3.norg", "* Note 3\n  See {? Note 4}. An edit.\n")
        #expect(try build(notes, out, cache: cache).parsedNoteCount == 1)
        // Without a cache folder, every note is parsed.
        #expect(SiteNoteStore(output: out, cacheFolder: nil) == nil)
    }

    @Test func theStoreIsWrittenOnlyWhenWhatItHoldsChanges() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("notes/b.norg", "* B\n")
        let (notes, out, cache) = renderedOnce(folder)
        let store = try #require(SiteNoteStore(output: out, cacheFolder: cache))
        // The store dated long ago: a build that writes it dates it now.
        let past = Date(timeIntervalSince1970: 0)
        func writtenSinceMarked() throws -> Bool {
            try #require(FileManager.default.attributesOfItem(atPath: store.path)[.modificationDate] as? Date) != past
        }
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: store.path)
        _ = render(notes, out, cache: cache)
        #expect(try !writtenSinceMarked())
        try folder.write("notes/a.norg", "* A\n  An edit.\n")
        _ = render(notes, out, cache: cache)
        #expect(try writtenSinceMarked())
        #expect(try build(notes, out, cache: cache).parsedNoteCount == 0)
        // A note gone is a summary gone: the store is written without it.
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: store.path)
        try FileManager.default.removeItem(atPath: notes + "/b.norg")
        _ = render(notes, out, cache: cache)
        #expect(try writtenSinceMarked())
        #expect(store.read().summaries.count == 1)
    }

    @Test func notesWithTheSameBytesLeaveTheStoreAsItIsWhenNothingChanged() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        // Two notes with one entry (the same bytes), each with a link: only the first's record is
        // kept, and the second's, resolved again each time, is no change to write.
        try folder.write("notes/a.norg", "{:c:}\n")
        try folder.write("notes/b.norg", "{:c:}\n")
        try folder.write("notes/c.norg", "* C\n")
        let (notes, out, cache) = renderedOnce(folder)
        let store = try #require(SiteNoteStore(output: out, cacheFolder: cache))
        let past = Date(timeIntervalSince1970: 0)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: store.path)
        _ = render(notes, out, cache: cache)
        #expect(try #require(FileManager.default.attributesOfItem(atPath: store.path)[.modificationDate] as? Date) == past)
        #expect(folder.read("out/c.html")?.contains("href=\"b.html\"") == true)
    }

    @Test func aSummaryWhoseLinkIndexDoesNotReadIsMadeFromTheNotesBytes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let text = "* A\n{:b:* B}\n{* Nowhere}\n"
        try folder.write("notes/a.norg", text)
        try folder.write("notes/b.norg", "* B\n")
        let (notes, out, cache) = renderedOnce(folder)
        // A store holding a's summary with its link index, read only when asked for, made junk.
        var archive = ArchiveWriter()
        HTMLSite.Note(NorgParser.parse(text)).archive(into: &archive)
        var bytes = archive.bytes
        var reader = ArchiveReader(bytes)
        for position in try reader.byteRange() { bytes[position] = 0xFF }
        var forged = SiteNoteSummaries()
        forged.add(SiteNoteSummaries.Key(digest: SiteDigest.of(Array(text.utf8)), length: text.utf8.count), archived: bytes)
        #expect(try #require(SiteNoteStore(output: out, cacheFolder: cache)).write(forged) == nil)
        try folder.write("notes/b.norg", "* B\nMore.\n")
        let again = render(notes, out, cache: cache)
        let clean = TaskCommandOutput()
        #expect(clean.run(["render", notes, "-o", folder.path + "/clean"]) == 0)
        #expect(folder.read("out/a.html") == folder.read("clean/a.html"))
        let problems = { (output: TaskCommandOutput) in output.err.split(separator: "\n").filter { $0.contains("a.norg:") } }
        #expect(problems(again) == problems(clean) && problems(clean).count == 1)
    }

    @Test func anEditKeepingSizeAndTimeIsStillSeen() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let note = try folder.write("notes/a.norg", "* Apple\n  Text.\n")
        try folder.write("notes/b.norg", "* B\n  {? Apple}\n")
        let (notes, out, cache) = renderedOnce(folder)
        #expect(folder.read("out/b.html")?.contains("a.html#apple") == true)
        let before = try FileManager.default.attributesOfItem(atPath: note)[.modificationDate] as! Date
        // The same length, the same modification time, another heading.
        try folder.write("notes/a.norg", "* Grape\n  Text.\n")
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: note)
        #expect(try build(notes, out, cache: cache).parsedNoteCount == 1)
        _ = render(notes, out, cache: cache)
        #expect(folder.read("out/a.html")?.contains("Grape") == true)
        // b's wiki link no longer finds a heading: its page says so as a clean build's does.
        #expect(folder.read("out/b.html")?.contains("a.html#apple") == false)
    }

    @Test func theSummariesAreKeptOutsideThePublishedFolder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/.norgignore", "private/\n")
        try folder.write("notes/private/secret.norg", "* Diary\n")
        try folder.write("notes/a.norg", "* A\n  See {:private/secret:}[my notes].\n")
        let (_, out, cache) = renderedOnce(folder)
        let store = try #require(SiteNoteStore(output: out, cacheFolder: cache))
        #expect(try #require(FileManager.default.contents(atPath: store.path)).count > 0)
        #expect(store.path.hasPrefix(cache + "/sites/"))
        // The summary knows where a's link points; nothing in OUT does.
        for name in try FileManager.default.contentsOfDirectory(atPath: out) {
            let bytes = try #require(FileManager.default.contents(atPath: out + "/" + name))
            #expect(!String(decoding: bytes, as: UTF8.self).contains("secret"), "\(name)")
        }
    }

    @Test func aStoreFileTheBuildDidNotWriteIsLeftAlone() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        let notes = folder.path + "/notes", out = folder.path + "/out", cache = folder.path + "/cache"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let store = try #require(SiteNoteStore(output: out, cacheFolder: cache))
        try folder.write(String(store.path.dropFirst(folder.path.count + 1)), "mine\n")
        let output = render(notes, out, cache: cache)
        #expect(output.err.contains("not a note cache of norg; left alone"))
        #expect(folder.read(String(store.path.dropFirst(folder.path.count + 1))) == "mine\n")
    }

    @Test func whatAForgedSummarySaysIsWrittenEscaped() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let bytes = Array("* Plain\n".utf8)
        try folder.write("notes/a.norg", String(decoding: bytes, as: UTF8.self))
        try folder.write("notes/b.norg", "* B\n")
        let (notes, out, cache) = renderedOnce(folder)
        // A store someone else wrote, summarising a.norg's bytes as a note with a hostile title.
        var summaries = SiteNoteSummaries()
        let hostile = NorgParser.parse("@document.meta\ntitle: <script>alert(1)</script>\ncategories: <b>x</b>\n@end\n")
        summaries.add(SiteNoteSummaries.Key(digest: SiteDigest.of(bytes), length: bytes.count), HTMLSite.Note(hostile))
        #expect(try #require(SiteNoteStore(output: out, cacheFolder: cache)).write(summaries) == nil)
        _ = render(notes, out, cache: cache)
        let page = try #require(folder.read("out/b.html"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains("<script>alert"))
    }

    @Test func aSummaryReadsBackAsTheNoteItWasMadeFrom() throws {
        let text = """
            @document.meta
            title: Garden
            created: 2026-11-02
            updated: 2026-11-03T10:00:00Z
            categories: [plants, notes]
            draft: yes
            @end
            * Beds
            ** Soil : pH
               See {:other:** Soil}, {:other:* Missing}, {? Beds}, {# target}, {12}, [anchor] and <target>.
               [anchor]{https://example.org}
            .image pictures/bed.png
            $ Compost
            Rotting leaves.
            """
        let note = HTMLSite.Note(NorgParser.parse(text))
        var archive = ArchiveWriter()
        note.archive(into: &archive)
        var reader = ArchiveReader(archive.bytes)
        let read = try HTMLSite.Note(from: &reader, in: archive.bytes)
        #expect(reader.isAtEnd)
        var again = ArchiveWriter()
        read.archive(into: &again)
        #expect(again.bytes == archive.bytes)
        #expect(read.created == "2026-11-02" && read.updated == "2026-11-03T10:00:00Z")
        #expect(read.categories == ["plants", "notes"] && read.isDraft)
        // A site made of either resolves every link alike.
        let site = HTMLSite(notes: ["a": note, "other": read]), readSite = HTMLSite(notes: ["a": read, "other": note])
        #expect(!site.linkProblems.isEmpty && site.linkProblems == readSite.linkProblems)
        #expect(!site.backlinks(to: "other").isEmpty && site.backlinks(to: "other") == readSite.backlinks(to: "other"))
        #expect(site.referencedFiles == ["pictures/bed.png"] && readSite.referencedFiles == site.referencedFiles)
        #expect(site.title(of: "a") == readSite.title(of: "a"))
    }

    @Test func damagedSummaryBytesThrowAndNeverTrap() throws {
        let note = HTMLSite.Note(NorgParser.parse("* A\n  {:b:** C} {? D} {* E : ** F}\n** C\n.image x.png\n"))
        var archive = ArchiveWriter()
        note.archive(into: &archive)
        let bytes = archive.bytes
        // Every shorter prefix is refused.
        for length in 0..<bytes.count {
            var reader = ArchiveReader(bytes, range: 0..<length)
            #expect(throws: ArchiveError.self) { _ = try HTMLSite.Note(from: &reader, in: bytes) }
        }
        // Bytes changed anywhere either read as some note or are refused; none traps.
        var random = SplitMix(state: 7)
        for _ in 0..<2000 {
            var damaged = bytes
            damaged[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            var reader = ArchiveReader(damaged)
            // The index, read only when asked for, is made anew when its bytes do not read.
            let note = try? HTMLSite.Note(from: &reader, in: damaged) { LinkIndex(listingEveryLink: NorgParser.parse("")) }
            _ = note?.index
        }
    }
}
