import Testing
import NorgKit

/// A macro definition is a template, placed into the document only where it is invoked (spec
/// lines 779–781): what it holds is no link target of the document, as it is not shown
/// (`RangedTag.holdsShownBlocks`).
@Suite struct LinkableMacroTests {
    private let source = "=template\n* Inside a macro\n#name named in a macro\nText.\n=end\n{* Inside a macro}\n"

    @Test func aHeadingInsideAMacroDefinitionIsNoLinkTarget() {
        let titles = LinkableBlockRecordTests.entries(LinkIndex(document: NorgParser.parse(source))).joined(separator: "\n")
        #expect(!titles.contains("inside a macro"))
        #expect(!titles.contains("named in a macro"))
        #expect(NorgParser.parse(source).diagnostics.contains { $0.message.contains("Inside a macro") })
    }

    @Test func theParserNotesAMacroDefinitionAsTheIndexWalksIt() {
        LinkableBlockRecordTests.checkRecordMatchesWalk(source)
        LinkableBlockRecordTests.checkRecordMatchesWalk("=comment\n* A\n=end\n|group\n=m\n* B\n=end\n* C\n|end\n")
    }
}
