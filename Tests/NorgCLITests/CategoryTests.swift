import Foundation
import Testing
@testable import NorgCLI
import NorgHTML
import NorgKit

/// Categories from `@document.meta`: shown on each note's page, a page per category listing its
/// notes, an index of categories; names kept as text, slugs safe and distinct.
@Suite struct CategoryTests {
    private func page(_ folder: TaskTemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path + "/out/" + path, encoding: .utf8)
    }

    @Test func aCategoryPageListsItsNotesNewestFirstThenByTitle() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "@document.meta\ntitle: Zucchini\ncategories: [garden, Reading]\ncreated: 2026-01-02\n@end\n* A\n")
        try folder.write("notes/b.norg", "@document.meta\ntitle: Apples\ncategories: Garden\n@end\n* B\n")
        try folder.write("notes/sub/c.norg", "@document.meta\ntitle: Beans\ncategories: [garden]\ncreated: 2026-05-01\n@end\n* C\n")
        try folder.write("notes/d.norg", "@document.meta\ntitle: Draft\ncategories: [secret]\ndraft: true\n@end\n* D\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        let garden = String(try page(folder, "categories/garden.html").split(separator: "<main", maxSplits: 1).last ?? "")
        let order = ["Beans", "Zucchini", "Apples"].map { garden.range(of: ">\($0)</a>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(garden.contains("href=\"../sub/c.html\">Beans</a> <time datetime=\"2026-05-01\">2026-05-01</time>"))
        let index = try page(folder, "categories/index.html")
        #expect(index.contains("href=\"garden.html\">garden</a> (3)"))
        #expect(index.contains("href=\"reading.html\">Reading</a> (1)"))
        // A draft leaves no trace: no category of its own, no entry.
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/categories/secret.html"))
        #expect(!index.contains("secret"))
        // Each note shows its categories, linked; the sidebar links the list.
        let note = try page(folder, "sub/c.html")
        #expect(note.contains("<p class=\"norg-categories\">Categories: <a dir=\"auto\" href=\"../categories/garden.html\">garden</a></p>"))
        #expect(note.contains("href=\"../categories/index.html\">Categories</a>"))
    }

    @Test func hostileCategoryNamesStayTextAndGetDistinctSafeSlugs() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let names = ["<script>alert(1)</script>", "../../etc/passwd", "a/b", "C++", "C#", "Caf\u{E9}", "Cafe", "\u{65E5}\u{672C}", "index", "\"q\" & 'a'"]
        let list = names.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }.joined(separator: ", ")
        try folder.write("notes/n.norg", "@document.meta\ntitle: N\ncategories: [\(list)]\n@end\n* N\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/categories").sorted()
        let document = NorgParser.parse(try String(contentsOfFile: folder.path + "/notes/n.norg", encoding: .utf8))
        let parsedNames = SiteCategories.names(of: document)
        #expect(files.count == parsedNames.count + 1, "one page per category and the index: \(files)")
        for file in files {
            #expect(file.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E }, "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/etc"))
        let note = try page(folder, "n.html")
        #expect(!note.contains("<script>alert"))
        #expect(note.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func slugsAreASCIIAndToldApartInTheOrderOfTheNamesBytes() {
        #expect(SiteCategories.slug("Deep Learning!") == "deep-learning")
        #expect(SiteCategories.slug("C++") == "c")
        #expect(SiteCategories.slug("Caf\u{E9}").hasPrefix("caf-"))
        #expect(SiteCategories.slug("Caf\u{E9}") != SiteCategories.slug("Cafe\u{301}"))
        #expect(SiteCategories.slug("!!!").count == 8)
        let document = NorgParser.parse("@document.meta\ncategories: [C++, C#, c]\n@end\n")
        let map = SiteMap(site: HTMLSite(documents: ["n": document]), rootTitle: "Home")
        let categories = SiteCategories(documents: ["n": document], map: map)
        let slugs = Dictionary(uniqueKeysWithValues: categories.all.map { ($0.name, $0.slug) })
        #expect(slugs == ["C#": "c", "C++": "c-2", "c": "c-3"])
    }

    @Test func breadcrumbsNameTheCategoriesAndEachCategoryAsWritten() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/n.norg", "@document.meta\ncategories: [C++]\n@end\n* N\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        let category = try page(folder, "categories/c.html")
        #expect(category.contains("<li><a dir=\"auto\" href=\"index.html\">Categories</a></li>\n<li aria-current=\"page\" dir=\"auto\">C++</li>"))
        #expect(try page(folder, "categories/index.html").contains("<li aria-current=\"page\" dir=\"auto\">Categories</li>"))
    }

    @Test func aNotesFolderNamedCategoriesKeepsItsPages() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/categories/garden.norg", "@document.meta\ncategories: garden\n@end\n* Mine\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        #expect(try page(folder, "categories/garden.html").contains("Mine"))
        #expect(try page(folder, "categories-1/garden.html").contains("href=\"../categories/garden.html\""))
    }
}
