import Testing
@testable import NorgKit

extension LinkIndex {
    /// Every link of `document`, in order. The index of a parsed document leaves out links when the
    /// parser saw none that points into it (`mayHoldInlineLinkables`); the index of an equal
    /// document built by hand walks all inline content.
    static func allLinks(of document: NorgDocument) -> [InlineLink] {
        LinkIndex(document: NorgDocument(blocks: document.blocks, metadata: document.metadata,
                                         diagnostics: document.diagnostics, lineCount: document.lineCount)).links
    }
}

@Suite struct LinkResolutionTests {
    /// Every link of the document, in order.
    private func links(_ document: NorgDocument) -> [InlineLink] { LinkIndex.allLinks(of: document) }

    private func resolve(_ source: String, link number: Int = 0) -> (LinkResolution, LinkIndex, NorgDocument) {
        let document = NorgParser.parse(source)
        let index = LinkIndex(document: document)
        let all = LinkIndex.allLinks(of: document)
        guard number < all.count else { return (.unresolved, index, document) }
        return (index.resolve(all[number]), index, document)
    }

    private func headingRanges(_ document: NorgDocument) -> [SourceRange] {
        document.allBlocks.compactMap { if case .heading(let heading) = $0 { heading.range } else { nil } }
    }

    @Test func headingByLevelAndNormalisedTitle() {
        let (resolution, _, _) = resolve("* Hello   World\n\n{* hello\n  world}\n")
        #expect(resolution == .local(id: "hello-world", line: 1))
        let (wrongLevel, _, _) = resolve("* Hello World\n\n{** Hello World}\n")
        #expect(wrongLevel == .unresolved)
    }

    @Test func firstMatchFromTheTopWins() {
        let source = "* Same\n** Same\n* Same\n\n{* Same}\n"
        let (resolution, index, document) = resolve(source)
        #expect(resolution == .local(id: "same", line: 1))
        let ids = headingRanges(document).map { index.id(for: $0) }
        #expect(ids == ["same", "same-2", "same-3"])
    }

    @Test func rangeableItemsHavePrefixedIds() {
        let source = "$ Term\nMeaning.\n\n^ Note\nText.\n\n: A1\nCell.\n\n{$ term} {^ note} {: a1}\n"
        let (definition, _, _) = resolve(source, link: 0)
        let (footnote, _, _) = resolve(source, link: 1)
        let (cell, _, _) = resolve(source, link: 2)
        #expect(definition == .local(id: "def-term", line: 1))
        #expect(footnote == .local(id: "fn-note", line: 4))
        #expect(cell == .local(id: "cell-a1", line: 7))
    }

    @Test func magicCharFindsTargetsAndHeadings() {
        let source = "* Intro\nSee <the target> here.\n\n{# The Target} {# intro}\n"
        let (target, index, document) = resolve(source, link: 0)
        let (heading, _, _) = resolve(source, link: 1)
        #expect(target == .local(id: "target-the-target", line: 2))
        #expect(heading == .local(id: "intro", line: 1))
        #expect(index.id(for: headingRanges(document)[0]) == "intro")
    }

    @Test func wikiLinksFindHeadingsOfAnyLevel() {
        let (resolution, _, _) = resolve("*** Deep\n\n{? deep}\n")
        #expect(resolution == .local(id: "deep", line: 1))
    }

    @Test func scopedLinksDescend() {
        let source = "* A\n** B\n* C\n** B\n\n{* C : ** B}\n\n{** B : * C}\n"
        let (resolution, _, _) = resolve(source, link: 0)
        #expect(resolution == .local(id: "b-2", line: 4))
        let (reversed, _, _) = resolve(source, link: 1)
        #expect(reversed == .unresolved)
    }

    @Test func lineNumbersPointAtTheBlockOnThatLine() {
        let source = "First paragraph.\n\nSecond paragraph.\nStill second.\n\nSee {4}.\n"
        let (resolution, index, document) = resolve(source)
        #expect(resolution == .local(id: "line-4", line: 3))
        #expect(index.id(for: document.blocks[1].range) == "line-4")
        let (beyond, _, _) = resolve("Text {99}\n")
        #expect(beyond == .unresolved)
    }

    @Test func anchorDeclarationsTakeTheDefinitionsLocation() {
        let document = NorgParser.parse("[Neorg] is a tool.\n\nI like [neorg]{https://github.com/nvim-neorg/neorg}.\n")
        let all = links(document)
        #expect(all.first?.form == .anchorDeclaration)
        #expect(all.first?.target == "https://github.com/nvim-neorg/neorg")
        #expect(LinkIndex(document: document).resolve(all[0]) == .external(url: "https://github.com/nvim-neorg/neorg"))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func anchorDefinitionsHaveIds() {
        let source = "[Neorg]{https://neorg.org}\n"
        let (_, index, document) = resolve(source)
        #expect(index.id(for: links(document)[0].range) == "anchor-neorg")
    }

    @Test func unresolvedLinksBecomeDiagnostics() {
        let document = NorgParser.parse("{* Missing} [nowhere] {https://x.org} {@ 5th May}\n")
        #expect(document.diagnostics.count == 2)
        #expect(document.diagnostics.map(\.range.start.column) == [1, 13])
        let (resolution, _, _) = resolve("{* Missing}\n")
        #expect(resolution == .unresolved)
    }

    /// The inline parser tells the link pass whether it built any link into the document, nested
    /// levels included; a document with only URL links skips the pass and reports nothing.
    @Test func linksInsideMarkupAndHeadingsStillGetTheLinkPass() {
        let nested = NorgParser.parse("* Title {# gone}\n*bold /italic {* Missing}/*\n\n/|free-form {# Nowhere}|/\n")
        #expect(nested.diagnostics.map(\.range.start.line) == [1, 2, 4])
        let declaration = NorgParser.parse("- item /with [Neorg]/\n\n[neorg]{https://neorg.org}\n")
        #expect(links(declaration).first { $0.form == .anchorDeclaration }?.target == "https://neorg.org")
        #expect(NorgParser.parse("see {https://x.org}[x] and *{https://y.org}*\n").diagnostics.isEmpty)
    }

    @Test func externalAndFileLinks() {
        #expect(resolve("{https://neorg.org}\n").0 == .external(url: "https://neorg.org"))
        let file = resolve("{:notes/todo:* Groceries}\n").0
        #expect(file == .file(path: "notes/todo", location: LinkLocation(
            file: "notes/todo", target: .heading(level: 1, title: "Groceries"), rawText: ":notes/todo:* Groceries")))
        if case .file(let path, _) = resolve("{/ docs/a.txt:12}\n").0 {
            #expect(path == "docs/a.txt")
        } else {
            Issue.record("not a file link")
        }
    }

    @Test func namedBlocksResolveThroughTheMagicChar() {
        let source = "#name special list\n- item\n\n{# special list}\n"
        let (resolution, _, _) = resolve(source)
        #expect(resolution == .local(id: "name-special-list", line: 2))
    }

    @Test func slugsAreURLSafe() {
        #expect(LinkKey.slug("Hello, World! (2024)") == "hello-world-2024")
        #expect(LinkKey.slug("  --  ") == "")
        #expect(LinkKey.normalize("  Hello \n  WORLD ") == "hello world")
    }

    @Test func slugsLeaveBidiControlsOut() {
        #expect(LinkKey.slug("Invoice \u{202E}fdp.exe\u{202C}") == "invoice-fdp-exe")
        #expect(LinkKey.slug("ab\u{200E}\u{200F}\u{061C}\u{202A}\u{2066}\u{2069}cd") == "abcd")
        #expect(LinkKey.slug("\u{2067}שלום\u{2069} עולם") == "שלום-עולם")
    }

    @Test func emptyTitlesStillGetIds() {
        let (_, index, document) = resolve("* !!!\n* !!!\n")
        #expect(headingRanges(document).map { index.id(for: $0) } == ["section", "section-2"])
    }
}

@Suite struct LinkResolutionEdgeTests {
    private func resolveFirst(_ source: String) -> LinkResolution {
        let document = NorgParser.parse(source)
        let index = LinkIndex(document: document)
        guard let link = LinkIndex.allLinks(of: document).first else { return .unresolved }
        return index.resolve(link)
    }

    @Test func headingTitlesWithMarkupMatchByPlainText() {
        #expect(resolveFirst("{* contextual `|` delimiter}\n\n* Contextual `|` Delimiter\n") ==
            .local(id: "contextual-delimiter", line: 3))
        #expect(resolveFirst("{# the magic char (`#`)}\n\n**** The Magic Char (`#`)\n") ==
            .local(id: "the-magic-char", line: 3))
    }

    @Test func rangeableTitlesMatchAsWritten() {
        #expect(resolveFirst("{$ *Term*}\n\n$ *Term*\nMeaning.\n") == .local(id: "def-term", line: 3))
    }

    @Test func commentsAndExamplesHoldNoTargetsOrCheckedLinks() {
        let document = NorgParser.parse("|comment\n* Hidden\n|end\n|example\n{* Nowhere}\n|end\n{* Hidden}\n")
        #expect(document.diagnostics.filter { $0.message.contains("Nowhere") }.isEmpty)
        #expect(document.diagnostics.contains { $0.message.contains("Hidden") })
    }

    @Test func weakNameCarryoversNameTheNextItem() {
        #expect(resolveFirst("{# path modifiers}\n\n+name path modifiers\nSome paragraph.\n") ==
            .local(id: "name-path-modifiers", line: 4))
    }

    @Test func blankBracketsAreNotAnchors() {
        #expect(inlineSkeleton("- [ ] task") == "(text)")
        #expect(NorgParser.parse("- [ ] task\n").diagnostics.isEmpty)
    }
}

@Suite struct LinkIndexIdTests {
    @Test func magicCharTakesTheFirstItemOfAnyKind() {
        let document = NorgParser.parse("Some <Topic> here.\n\n* Topic\n\n{# topic}\n")
        let index = LinkIndex(document: document)
        #expect(index.resolve(index.links[0]) == .local(id: "target-topic", line: 1))
    }

    @Test func inlineTargetsHaveIdsAtTheirRange() {
        let document = NorgParser.parse("A <target> b\n")
        let index = LinkIndex(document: document)
        guard case .paragraph(let paragraph) = document.blocks.first,
              case .linkTarget(let target)? = paragraph.content.first(where: {
                  if case .linkTarget = $0 { true } else { false }
              }) else {
            Issue.record("no target")
            return
        }
        #expect(index.id(for: target.range) == "target-target")
        #expect(index.id(for: paragraph.range) == nil)
    }

    @Test func idsAreStableAcrossParses() {
        let source = "* One\n** Two\n$ Three\nx\n"
        let first = LinkIndex(document: NorgParser.parse(source))
        let second = LinkIndex(document: NorgParser.parse(source))
        #expect(first.entries.map(\.id) == second.entries.map(\.id))
        #expect(first.entries.map(\.id) == ["one", "two", "def-three"])
    }
}
