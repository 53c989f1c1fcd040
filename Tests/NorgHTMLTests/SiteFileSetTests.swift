import Testing
import NorgHTML
import NorgKit

/// `withFiles` answers only whether each named file exists, from the pass that did not know the
/// folder's files: what it gives must be what a site built knowing them from the start gives.
@Suite struct SiteFileSetTests {
    static let sources = [
        "a": "* A\n{/ pic.png} {/ gone.txt} {:notes.txt:} {:absent:} {:b:* B} {? B} {? Shared}\n.image pic.png\n.image lost.png\n",
        "b": "* B\n** Shared\n{:a:} {/ a.norg} {/ pic.png} {:notes.txt:} {:/etc/passwd:}\n.image ../up.png\n",
        "c/d": "* Shared\n{:../a:* A} {/ ../pic.png} {/ lost.png}\n.image ../lost.png\n",
    ]

    static func pageInputs(_ site: HTMLSite, _ path: String) -> [String] {
        var parts: [String] = []
        site.forEachPageInput(of: path) { parts.append($0) }
        return parts
    }

    @Test(arguments: [Set<String>(), ["pic.png"], ["pic.png", "notes.txt", "lost.png", "c/lost.png", "gone.txt"]])
    func aSiteToldItsFilesLaterAnswersAsOneThatKnewThemFromTheStart(files: Set<String>) {
        let documents = Self.sources.mapValues { NorgParser.parse($0) }
        let known = HTMLSite(documents: documents, files: files)
        let told = HTMLSite(documents: documents).withFiles(files)
        #expect(told.linkProblems == known.linkProblems)
        #expect(told.assetPaths == known.assetPaths)
        #expect(told.referencedFiles == known.referencedFiles)
        for path in Self.sources.keys {
            #expect(told.backlinks(to: path) == known.backlinks(to: path))
            #expect(Self.pageInputs(told, path) == Self.pageInputs(known, path))
        }
        #expect(!known.linkProblems.isEmpty)
    }

    @Test func aSiteThatDoesNotKnowItsFilesTakesPathLinksToNameNoFile() {
        let site = HTMLSite(documents: Self.sources.mapValues { NorgParser.parse($0) })
        // `{/ file}` and images are taken to exist; `{:file:}` naming no document stays text.
        #expect(site.assetPaths.contains("pic.png"))
        #expect(!site.assetPaths.contains("notes.txt"))
        #expect(site.referencedFiles.contains("notes.txt"))
    }
}
