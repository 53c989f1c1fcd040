import NorgKit
import Testing
@testable import NorgHTML

/// `SiteIndex`, updated one document at a time, against its simple twin: `HTMLSite` built afresh.
@Suite struct SiteIndexTests {
    private func parse(_ documents: [String: String]) -> [String: NorgDocument] {
        documents.mapValues { NorgParser.parse($0) }
    }

    private func expectAgrees(_ index: SiteIndex, _ documents: [String: String]) {
        let site = HTMLSite(documents: parse(documents))
        #expect(index.paths == site.paths)
        for path in site.paths {
            #expect(index.problems(of: path) == site.linkProblems.filter { $0.path == path })
            #expect(index.title(of: path) == site.title(of: path))
            let linkers = Set(site.backlinks(to: path).map(\.sourcePath))
            #expect(Set(index.linkers(of: path)) == linkers)
        }
    }

    @Test func anIndexUpdatedOneDocumentAtATimeAgreesWithTheSiteBuiltAfresh() {
        var documents = [
            "a": "* A\n  {:b:* Target} {? Wiki} {? Shared} {/ c.norg} {:missing:}\n",
            "b": "* Target\n* Shared\n",
            "c": "* Shared\n  {:a:}\n",
        ]
        var index = SiteIndex(documents: parse(documents))
        expectAgrees(index, documents)
        let steps: [(String, String?)] = [
            ("b", "* Other\n"),                  // breaks a's {:b:* Target}
            ("d", "* Wiki\n* Shared\n"),         // a new note answers {? Wiki}; {? Shared} now ambiguous
            ("missing", "* Here\n"),             // mends {:missing:}
            ("c", nil),                          // a's {/ c.norg} now names nothing
            ("b", "* Target\n"),                 // mends it again
            ("d", nil),
        ]
        for (path, text) in steps {
            documents[path] = text
            index.update(path, text.map { NorgParser.parse($0) })
            expectAgrees(index, documents)
        }
    }

    @Test func anUpdateNamesTheDocumentsWhoseLinksItMayChangeAndNoOthers() {
        let documents = ["a": "{:b:}\n", "b": "* Title\n", "c": "{? Title}\n", "d": "{? Else}\n", "e": "* E\n"]
        var index = SiteIndex(documents: parse(documents))
        #expect(index.update("b", NorgParser.parse("* Other\n")) == ["a", "b", "c"])
        #expect(index.update("e", NorgParser.parse("* Else\n")) == ["d", "e"])
        #expect(index.update("a", nil) == [])
    }
}
