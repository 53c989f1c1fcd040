import Foundation
import Testing
@testable import NorgCLI
import NorgHTML
import NorgKit

/// Journals: notes dated by their path are listed newest first under month names on the journal's
/// page, titled by their day when they have no title, and linked to their neighbours.
@Suite struct JournalTests {
    private func page(_ folder: TaskTemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path + "/out/" + path, encoding: .utf8)
    }

    private func main(_ html: String) -> String {
        String(html.split(separator: "<main", maxSplits: 1).last ?? "")
    }

    @Test func aJournalIsListedNewestFirstUnderMonthNamesAndEntriesLinkTheirNeighbours() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/journal/2026/11/30.norg", "Monday's words.\n")
        try folder.write("notes/journal/2026/12/01.norg", "@document.meta\ntitle: Frost\n@end\nCold.\n")
        try folder.write("notes/journal/2026/12/02.norg", "Wednesday.\n")
        try folder.write("notes/journal/2025-12-31.norg", "Old year.\n")
        try folder.write("notes/journal/template.norg", "* Template\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)

        let listing = main(try page(folder, "journal/index.html"))
        let order = ["<h2>December 2026</h2>", "Wednesday 2 December 2026", ">Frost<", "Monday 30 November 2026",
                     "<h2>November 2026</h2>", "<h2>December 2025</h2>", "Wednesday 31 December 2025", "Also here", ">Template<"]
            .map { listing.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(listing)")
        #expect(listing.range(of: "<h2>November 2026</h2>")! .lowerBound > listing.range(of: ">Frost<")!.lowerBound)
        #expect(listing.range(of: "Monday 30 November 2026")!.lowerBound > listing.range(of: "<h2>November 2026</h2>")!.lowerBound)

        let frost = try page(folder, "journal/2026/12/01.html")
        #expect(main(frost).contains("<a rel=\"prev\" dir=\"auto\" href=\"../11/30.html\">\u{2190} Monday 30 November 2026</a>"))
        #expect(main(frost).contains("<a rel=\"next\" dir=\"auto\" href=\"02.html\">Wednesday 2 December 2026 \u{2192}</a>"))
        // The oldest entry has no previous one; the flat and nested forms are one journal.
        let oldest = main(try page(folder, "journal/2025-12-31.html"))
        #expect(!oldest.contains("rel=\"prev\""))
        #expect(oldest.contains("href=\"2026/11/30.html\">Monday 30 November 2026 \u{2192}</a>"))
        // A day without a title is titled by its date; its month folder by its month's name.
        let wednesday = try page(folder, "journal/2026/12/02.html")
        #expect(wednesday.contains("<title>Wednesday 2 December 2026</title>"))
        #expect(wednesday.contains(">December</a>"))
    }

    @Test func onlyValidDatesInAJournalShapeMakeEntries() {
        #expect(SiteJournal.date(ofPage: "journal/2026/12/01")?.journal == "journal")
        #expect(SiteJournal.date(ofPage: "2026/12/01")?.journal == "")
        #expect(SiteJournal.date(ofPage: "log/2026-02-28")?.day.description == "2026-02-28")
        #expect(SiteJournal.date(ofPage: "log/2026-02-30") == nil)
        #expect(SiteJournal.date(ofPage: "log/2026/13/01") == nil)
        #expect(SiteJournal.date(ofPage: "log/26/12/01") == nil)
        #expect(SiteJournal.date(ofPage: "projects/garden") == nil)
        #expect(SitePath.fallbackTitle(of: "log/2026-02-28") == "Saturday 28 February 2026")
        #expect(SitePath.fallbackTitle(of: "projects/garden") == "garden")
    }

    @Test func foldersOutsideAJournalKeepTheirNamesAndOrder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/specs/2026/12/notes.norg", "* Notes\n")
        try folder.write("notes/specs/2026/11/a.norg", "* A\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        let index = main(try page(folder, "specs/2026/index.html"))
        #expect(index.contains(">11</a>") && index.contains(">12</a>"))
        #expect(index.range(of: ">11</a>")!.lowerBound < index.range(of: ">12</a>")!.lowerBound)
    }
}
