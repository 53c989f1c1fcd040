import Foundation
import Testing
@testable import NorgCLI
import NorgKit

/// Rebuilds that render only the pages whose inputs changed (`SiteCache`, `SitePageInputs`): the
/// output is always the bytes a clean build writes.
@Suite struct SiteIncrementalTests {
    /// The options every build of these tests uses: every kind of output (feed, sitemap, agenda,
    /// categories, journals) is made.
    private static let options = ["--today", "2026-12-01", "--base-url", "https://example.org/site/", "--agenda"]

    /// Builds with a note store beside `out` (each output folder has its own store file), so
    /// rebuilds read the summaries of the notes they saw.
    private func render(_ notes: String, into out: String) -> Int32 {
        let store = (out as NSString).deletingLastPathComponent + "/note-cache"
        return TaskCommandOutput(noteCacheFolder: store).run(["render", notes, "-o", out] + Self.options)
    }

    /// Every file below `folder` but the manifest (which records inodes), by path.
    private func files(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = walk.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue,
                  relative != SiteManifest.fileName else { continue }
            files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
        }
        return files
    }

    /// A small random model of a notes folder: each note's place, title, categories, date,
    /// headings and links, written as Norg.
    private struct Workspace {
        struct Note {
            var title: String?
            var categories: [String] = []
            var created: String?
            var draft = false
            var headings: [String] = []
            var links: [String] = []
            var body: [String] = []
        }

        var notes: [String: Note] = [:]
        var random: SplitMix

        static let places = ["a", "b/c", "b/d", "journal/2026/11/03", "journal/2026/11/14", "journal/2026-12-01", "e/f/g",
                             "index", "b/index", "h"]
        static let categories = ["garden", "Reading", "c++", "<b>x</b>"]

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        mutating func randomNote() -> Note {
            var note = Note()
            if chance(70) { note.title = "Title \(random.next() % 5)" }
            if chance(40) { note.categories = [pick(Self.categories)] }
            if chance(50) { note.created = "2026-11-\(10 + random.next() % 10)" }
            note.draft = chance(10)
            note.headings = (0..<Int(random.next() % 3)).map { _ in "Heading \(random.next() % 4)" }
            for _ in 0..<Int(random.next() % 3) { note.links.append(randomLink()) }
            note.body = ["Some text \(random.next() % 100)."]
            return note
        }

        mutating func randomLink() -> String {
            let target = pick(Self.places)
            switch random.next() % 4 {
            case 0: return "{? Heading \(random.next() % 4)}"
            case 1: return "{:$/\(target):* Heading \(random.next() % 4)}[there]"
            case 2: return "{:$/\(target):}"
            default: return "{/ pic.txt}"
            }
        }

        static func text(_ note: Note) -> String {
            var text = "@document.meta\n"
            if let title = note.title { text += "title: \(title)\n" }
            if !note.categories.isEmpty { text += "categories: [\(note.categories.joined(separator: " "))]\n" }
            if let created = note.created { text += "created: \(created)\n" }
            if note.draft { text += "draft: true\n" }
            text += "@end\n"
            for heading in note.headings { text += "* \(heading)\n  - ( ) task under \(heading)\n" }
            text += note.body.joined(separator: "\n") + "\n"
            text += note.links.joined(separator: "\n") + "\n"
            return text
        }

        /// Changes the model by one random step; the place whose note changed.
        mutating func step() -> (place: String, removed: Bool, sameSize: Bool) {
            let existing = notes.keys.sorted()
            if existing.isEmpty || chance(15) {
                let place = pick(Self.places)
                notes[place] = randomNote()
                return (place, false, false)
            }
            let place = pick(existing)
            switch random.next() % 10 {
            case 0:
                notes[place] = nil
                return (place, true, false)
            case 1:
                // A rename: the note moves to another place (replacing what stood there).
                let note = notes.removeValue(forKey: place)!
                let target = pick(Self.places)
                notes[target] = note
                return (target, false, false)
            case 2: notes[place]!.title = chance(50) ? "Title \(random.next() % 5)" : nil
            case 3: notes[place]!.headings.append("Heading \(random.next() % 4)")
            case 4: notes[place]!.links.append(randomLink())
            case 5: notes[place]!.categories = chance(50) ? [pick(Self.categories)] : []
            case 6: notes[place]!.created = chance(70) ? "2026-11-\(10 + random.next() % 10)" : nil
            case 7: notes[place]!.draft.toggle()
            case 8:
                // The same number of bytes, written back with the old time.
                let last = notes[place]!.body.count - 1
                let digit = notes[place]!.body[last].last(where: { $0.isNumber }) ?? "0"
                let other: Character = digit == "7" ? "3" : "7"
                if let index = notes[place]!.body[last].lastIndex(of: digit) {
                    notes[place]!.body[last].replaceSubrange(index...index, with: String(other))
                }
                return (place, false, true)
            default: notes[place]!.body.append("An edit \(random.next() % 1000).")
            }
            return (place, false, false)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func aRebuildAfterEveryRandomEditIsByteIdenticalToACleanBuild(seed: UInt64) throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let notes = folder.path + "/notes"
        try folder.write("notes/pic.txt", "a picture\n")
        var workspace = Workspace(random: SplitMix(state: seed))
        for _ in 0..<4 {
            let place = workspace.pick(Workspace.places)
            workspace.notes[place] = workspace.randomNote()
            try folder.write("notes/\(place).norg", Workspace.text(workspace.notes[place]!))
        }
        #expect(render(notes, into: folder.path + "/out") == 0)
        for step in 0..<30 {
            let change = workspace.step()
            let file = notes + "/" + change.place + ".norg"
            if change.removed || workspace.notes[change.place] == nil {
                try? FileManager.default.removeItem(atPath: file)
            } else {
                let old = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate]
                try folder.write("notes/\(change.place).norg", Workspace.text(workspace.notes[change.place]!))
                if change.sameSize, let old {
                    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
                }
            }
            // A rename removes the note from its old place.
            for place in Workspace.places where workspace.notes[place] == nil {
                try? FileManager.default.removeItem(atPath: notes + "/" + place + ".norg")
            }
            #expect(render(notes, into: folder.path + "/out") <= 1)
            let clean = folder.path + "/clean-\(step)"
            #expect(render(notes, into: clean) <= 1)
            let incremental = files(folder.path + "/out"), expected = files(clean)
            #expect(incremental.keys.sorted() == expected.keys.sorted(), "seed \(seed), step \(step)")
            for (path, bytes) in expected where incremental[path] != bytes {
                Issue.record("seed \(seed), step \(step): \(path) differs from a clean build's")
            }
            try? FileManager.default.removeItem(atPath: clean)
        }
    }

    /// The build of `notes` into `out` as `SiteRender` makes it, up to the pages it would keep,
    /// with the page cache the store in `cacheFolder` holds.
    private func pagesKept(_ notes: String, _ out: String, cacheFolder: String) throws -> (kept: Int, notes: Int) {
        let (site, folder) = try build(notes, out)
        let output = try SiteOutput(folder: folder, planned: site.plannedPaths, force: false)
        let pages = SiteNoteStore(output: out, cacheFolder: cacheFolder)!.readPages().cache
        return (output.keep(site.unchangedPages(in: pages)).count, site.pageCount)
    }

    /// The build of `notes` for `out` as `SiteRender` makes it, and `out` opened.
    private func build(_ notes: String, _ out: String) throws -> (SiteBuild, OutputFolder) {
        var options = SiteBuild.Options(input: notes)
        options.today = TaskDay(year: 2026, month: 12, day: 1)!
        return (try SiteBuild(options), try OutputFolder(creating: out))
    }

    @Test func aBodyEditRendersOnlyThatNotesPageAgain() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        for number in 0..<6 {
            try folder.write("notes/n\(number).norg", "* Note \(number)\n  See {? Note \((number + 1) % 6)}.\n")
        }
        let notes = folder.path + "/notes", out = folder.path + "/out"
        #expect(folder.keepingCaches.run(["render", notes, "-o", out]) == 0)
        // The six notes' pages and the folder's index page.
        #expect(try pagesKept(notes, out, cacheFolder: folder.noteCache).kept == 7)
        try folder.write("notes/n2.norg", "* Note 2\n  See {? Note 3}. An edit.\n")
        #expect(try pagesKept(notes, out, cacheFolder: folder.noteCache).kept == 6)
        // A new title shows in every sidebar: every page is rendered again.
        try folder.write("notes/n2.norg", "* Note two\n  See {? Note 3}.\n")
        #expect(try pagesKept(notes, out, cacheFolder: folder.noteCache).kept == 0)
    }

    @Test func thePageCacheIsKeptOutsideTheSiteAndAnEarlierOneInItRemoved() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        let notes = folder.path + "/notes", out = folder.path + "/out"
        #expect(folder.keepingCaches.run(["render", notes, "-o", out]) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.noteStore().pagesPath))
        #expect(folder.manifestPaths() == ["a.html", "index.html", "norg.css"])
        // A cache an earlier version wrote into OUT, which its manifest lists, is removed.
        let earlier = try SiteOutput(folder: OutputFolder(creating: out), planned: [".norg-site-cache"], force: false)
        earlier.write([SiteFile(path: ".norg-site-cache", bytes: Array("norg-site-cache 2\n".utf8))])
        _ = earlier.finish()
        #expect(folder.manifestPaths() == [".norg-site-cache"])
        let output = folder.keepingCaches
        #expect(output.run(["render", notes, "-o", out]) == 0)
        #expect(!FileManager.default.fileExists(atPath: out + "/.norg-site-cache"))
        #expect(output.err.contains("1 removed"))
    }

    @Test func aDamagedForeignOrChangedCacheIsIgnoredAndWrittenAnew() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n  {? B}\n")
        try folder.write("notes/b.norg", "* B\n")
        let notes = folder.path + "/notes", out = folder.path + "/out"
        func kept() throws -> Int { try pagesKept(notes, out, cacheFolder: folder.noteCache).kept }
        #expect(folder.keepingCaches.run(["render", notes, "-o", out]) == 0)
        let cache = folder.noteStore().pagesPath
        let good = try #require(FileManager.default.contents(atPath: cache))
        #expect(good.starts(with: Array((SiteCache.header + "\n").utf8)))
        #expect(SiteCache.parse(Array(good)) != nil)
        let page = Array("a.html".utf8)
        let pagePath = try #require(good.firstRange(of: page))
        var traversing = good
        traversing.replaceSubrange(pagePath, with: Array("../a.h".utf8))
        // A page the cache names outside OUT is never looked up, let alone kept: the others are.
        #expect(FileManager.default.createFile(atPath: cache, contents: traversing))
        let (site, _) = try build(notes, out)
        #expect(site.unchangedPages(in: folder.noteStore().readPages().cache).map(\.path).sorted() == ["b.html", "index.html"])
        let forgeries: [Data] = [Data("norg-site-cache 1\n".utf8), good + Data("zz".utf8),
                                 good.prefix(good.count - 1), good.prefix(good.count / 2)]
        for forged in forgeries {
            #expect(FileManager.default.createFile(atPath: cache, contents: forged))
            #expect(try kept() == 0)
            // A page cache that does not read is written anew, the pages all rendered.
            #expect(folder.keepingCaches.run(["render", notes, "-o", out]) == 0)
            #expect(FileManager.default.contents(atPath: cache) == good)
            #expect(folder.read("out/a.html")?.contains("href=\"b.html") == true)
        }
        // Deleting it is always safe: the next build writes it anew.
        try FileManager.default.removeItem(atPath: cache)
        #expect(folder.keepingCaches.run(["render", notes, "-o", out]) == 0)
        #expect(FileManager.default.contents(atPath: cache) == good)
        // A page changed behind the build's back (new inode) is rendered again, whatever the cache says.
        try FileManager.default.removeItem(atPath: out + "/a.html")
        try folder.write("out/a.html", "not the page")
        #expect(try kept() == 2)
    }

    @Test func aFileThatIsNotAPageCacheIsNeverWrittenOver() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        // The store is named by OUT's real path: OUT is there before the first build.
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let cache = folder.noteStore().pagesPath
        try FileManager.default.createDirectory(atPath: (cache as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: cache, contents: Data("mine\n".utf8)))
        let output = folder.keepingCaches
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        #expect(output.err.contains(".pages: not a page cache of norg; left alone"))
        #expect(FileManager.default.contents(atPath: cache) == Data("mine\n".utf8))
        #expect(folder.read("out/a.html") != nil)
    }
}
