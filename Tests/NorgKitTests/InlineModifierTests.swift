import Testing
@testable import NorgKit

@Suite struct InlineModifierTests {
    @Test(arguments: [
        ("*x*", "(bold (text))"), ("/x/", "(italic (text))"), ("_x_", "(underline (text))"),
        ("-x-", "(strikethrough (text))"), ("!x!", "(spoiler (text))"), ("^x^", "(superscript (text))"),
        (",x,", "(subscript (text))"), ("%x%", "(null_modifier (text))"), ("`x`", "(verbatim (text))"),
        ("$x$", "(math (text))"), ("&x&", "(variable (text))"),
    ])
    func eachAttachedModifierHasItsNode(_ input: String, _ expected: String) {
        #expect(inlineSkeleton(input) == expected)
    }

    @Test(arguments: [
        ("*Bold text*", "(bold (text))"),
        ("*Bold text*,", "(bold (text)) (text)"),
        (".*Bold text*,", "(text) (bold (text)) (text)"),
        ("*Bold\ntext*", "(bold (text))"),
        ("*/Bold and italic/*", "(bold (italic (text)))"),
        ("*/Bold and italic/ and only bold*", "(bold (italic (text)) (text))"),
        ("Text */with/ _different_ ^markup^ !types!*",
         "(text) (bold (italic (text)) (text) (underline (text)) (text) (superscript (text)) (text) (spoiler (text)))"),
    ])
    func specValidExamplesApply(_ input: String, _ expected: String) {
        #expect(inlineSkeleton(input) == expected)
    }

    @Test(arguments: [
        "* Bold text *", "*Bold text *", "other text*Bold text*", "*Bold text*other text",
        "*\nBold text*", "*Bold\ntext\n*", "*/Bold and italic*/", "*/Bold and italic* and only italic/",
    ])
    func specInvalidExamplesStayText(_ input: String) {
        #expect(inlineSkeleton(input) == "(text)")
    }

    @Test func paragraphBreakEndsAModifier() {
        #expect(NorgParser.parse("*this\n\ntext*\n").skeleton() == "(document (paragraph (text)) (paragraph (text)))")
        #expect(NorgParser.parse("*this\ntext*\n").skeleton() == "(document (paragraph (bold (text))))")
    }

    @Test func doubledModifierCharactersAreRawText() {
        #expect(inlineSkeleton("*hello**world*") == "(bold (text))")
        #expect(firstStyled(inlineNodes("*hello**world*"))?.children == [
            .text("hello**world", range: SourceRange(start: .init(line: 1, column: 2, offset: 1),
                                                       end: .init(line: 1, column: 14, offset: 13))),
        ])
        #expect(inlineSkeleton("**word*") == "(text)")
        #expect(inlineSkeleton("^^, text, ^^") == "(text)")
        #expect(inlineSkeleton("*///example//*") == "(bold (text))")
    }

    @Test func theSameModifierDoesNotNest() {
        #expect(inlineSkeleton("*word *word* word*") == "(bold (text)) (text)")
        #expect(inlineSkeleton("*word *word*") == "(bold (text))")
    }

    @Test func superscriptAndSubscriptDoNotNestInEachOther() {
        #expect(inlineSkeleton("^a ,b, c^") == "(superscript (text))")
        #expect(inlineSkeleton(",a ^b^ c,") == "(subscript (text))")
        #expect(inlineSkeleton("^a *b* c^") == "(superscript (text) (bold (text)) (text))")
    }

    @Test func aCloserDoesNotCutAnInnerModifier() {
        #expect(inlineSkeleton("*/word word*/*") == "(bold (italic (text)))")
        #expect(inlineSkeleton("*word /*") == "(bold (text))")
    }

    @Test func verbatimContentIsRaw() {
        let span = firstVerbatim(inlineNodes("`*not bold* {link} /x/`"))
        #expect(span?.content == "*not bold* {link} /x/")
        #expect(span?.modifier == .code)
        #expect(firstVerbatim(inlineNodes("$f(x) = y$"))?.modifier == .math)
        #expect(firstVerbatim(inlineNodes("&var&"))?.modifier == .variable)
    }

    @Test func verbatimOutranksStandardModifiers() {
        #expect(inlineSkeleton("`verbatim *not bold`*") == "(verbatim (text)) (text)")
        #expect(inlineSkeleton("*/`word/*`") == "(text) (verbatim (text))")
        #expect(inlineSkeleton("*/`word/*") == "(bold (italic (text)))")
    }

    @Test func escapeOutranksVerbatimAndStandardModifiers() {
        #expect(inlineSkeleton("`word\\`") == "(text) (escape)")
        #expect(inlineSkeleton("*word\\**") == "(bold (text) (escape))")
        #expect(inlineSkeleton("\\*not bold\\*") == "(escape) (text) (escape)")
    }

    @Test func escapeKeepsTheEscapedCharacter() {
        let nodes = inlineNodes("a\\é")
        guard case .escape(let character, let range) = nodes.last else {
            Issue.record("no escape in \(nodes)")
            return
        }
        #expect(character == "é")
        #expect(range.offsets == 1..<4)
    }

    @Test func backslashBeforeALineEndingEscapesIt() {
        let nodes = inlineNodes("one\\\nword")
        #expect(inlineSkeleton("one\\\nword") == "(text) (escape) (text)")
        #expect(nodes.contains { if case .escape("\n", _) = $0 { true } else { false } })
        #expect(!nodes.contains { if case .softBreak = $0 { true } else { false } })
    }

    /// Content with nothing to pair is laid out in place (nodes moved from the back); the order and
    /// every node must come out as written, whichever kinds alternate.
    @Test func contentWithoutModifiersKeepsSourceOrder() {
        let text = "\\a{https://x.org}[x]b\\c\n[d]{:e:} \\\\<f>\\g"
        #expect(inlineSkeleton(text)
            == "(escape) (link url (description (text))) (text) (escape) (text) (anchor norg_file (description (text)))"
                + " (text) (escape) (inline_link_target (text)) (escape)")
        #expect(inlineNodes(text).contains { if case .softBreak = $0 { true } else { false } })
        let offsets = inlineNodes(text).map(\.range.offsets.lowerBound)
        #expect(offsets == offsets.sorted())
        #expect(inlineNodes(String(repeating: "\\x", count: 1000)).count == 1000)
    }

    @Test func extensionsBecomeAttributes() {
        let span = firstStyled(inlineNodes("*green*(color:green|important)"))
        #expect(span?.attributes == [ModifierAttribute(name: "color", value: "green"), ModifierAttribute(name: "important")])
        #expect(inlineNodes("*green*(color:green|important)").count == 1)
        #expect(span?.range.offsets == 0..<30)
        #expect(firstVerbatim(inlineNodes("`print()`(lang:python)"))?.attributes == [ModifierAttribute(name: "lang", value: "python")])
        #expect(firstStyled(inlineNodes("%red%(color:red)"))?.modifier == .null)
    }

    @Test func parenthesesWithWhitespaceAreNotAnExtension() {
        #expect(inlineSkeleton("*a*(see above)") == "(bold (text)) (text)")
        #expect(firstStyled(inlineNodes("*a*(see above)"))?.attributes == [])
    }

    @Test func freeFormModifiersAllowWhitespaceAndTheirOwnCharacter() {
        let bold = firstStyled(inlineNodes("*| free form  bold |*"))
        #expect(bold?.isFreeForm == true)
        guard case .text(let content, _)? = bold?.children.first else {
            Issue.record("no text in \(String(describing: bold))")
            return
        }
        #expect(content == " free form  bold ")
        #expect(firstVerbatim(inlineNodes("`| code with ` inside |`"))?.content == " code with ` inside ")
        #expect(firstVerbatim(inlineNodes("$| 10$ + 10$ = 20 |$"))?.content == " 10$ + 10$ = 20 ")
    }

    @Test func backslashesAreLiteralInFreeForm() {
        #expect(inlineSkeleton("*|\\|*") == "(bold (text))")
        #expect(firstVerbatim(inlineNodes("`| \\`word |`"))?.content == " \\`word ")
    }

    @Test func freeFormOutranksStandardModifiers() {
        #expect(inlineSkeleton("*word *|word|*") == "(text) (bold (text))")
        #expect(inlineSkeleton("*|word *word* word|*") == "(bold (text))")
        #expect(inlineSkeleton("/|*some|* text |/") == "(italic (bold (text)) (text))")
    }

    @Test func unclosedFreeFormIsText() {
        #expect(inlineSkeleton("*| test one") == "(text)")
    }

    @Test(arguments: [
        ("abso:/freaking/:lutely!", "(text) (link_modifier) (italic (text)) (link_modifier) (text)"),
        ("Ex:*ample* text", "(text) (link_modifier) (bold (text)) (text)"),
        ("*bold*: text", "(bold (text)) (text)"),
        (",:*bold* text", "(text) (bold (text)) (text)"),
        ("word:*", "(text)"),
        ("word:*word", "(text)"),
        ("x:`code`:y", "(text) (link_modifier) (verbatim (text)) (link_modifier) (text)"),
    ])
    func linkModifierGluesMarkupToWords(_ input: String, _ expected: String) {
        #expect(inlineSkeleton(input) == expected)
    }

    @Test func softBreaksSeparateLinesAndTrailingWhitespaceIsTrimmed() {
        let nodes = inlineNodes("first   \n   second  ")
        #expect(nodes.count == 3)
        guard nodes.count == 3, case .text(let first, _) = nodes[0], case .softBreak(let range) = nodes[1],
              case .text(let second, let secondRange) = nodes[2] else {
            Issue.record("unexpected \(nodes)")
            return
        }
        #expect(first == "first")
        #expect(second == "second")
        #expect(range.offsets == 5..<12)
        #expect(secondRange.start == SourcePosition(line: 2, column: 4, offset: 12))
    }

    @Test func adjacentPlainTextIsOneNode() {
        #expect(inlineNodes("a *b c, d_ e").count == 1)
    }

    @Test func rangesCoverMarkersAcrossLines() {
        let span = firstStyled(inlineNodes("x *bold\n  text* y"))
        #expect(span?.range.start == SourcePosition(line: 1, column: 3, offset: 2))
        #expect(span?.range.end == SourcePosition(line: 2, column: 8, offset: 15))
    }

    @Test func thousandsOfUnclosedOpenersStayText() {
        for opener in ["*", "`", "*|", "{* a", "[a", "<a", "{", "`{a}", "*a /b* c/"] {
            let input = String(repeating: opener + " word ", count: 5_000)
            let nodes = inlineNodes(input)
            #expect(!nodes.isEmpty, "\(opener)")
        }
        #expect(inlineNodes(String(repeating: "*word ", count: 5_000)).count == 1)
    }

    @Test func deepNestingIsBounded() {
        let input = String(repeating: "[a {b}[", count: 2_000) + String(repeating: "]", count: 2_000)
        #expect(!inlineNodes(input).isEmpty)
        let freeForms = String(repeating: "*|/|", count: 3_000) + String(repeating: "|/|*", count: 3_000)
        #expect(!inlineNodes(freeForms).isEmpty)
    }

    @Test func invalidUTF8IsRepairedAndClassified() {
        let nodes = SourceText.withBytes([0x2A, 0xFF, 0x61, 0x2A, 0x20, 0xC3]) { source in
            InlineParser(source: source).parse([InlineSegment(start: 0, end: 6)])
        }
        #expect(nodes.first.map { if case .styled = $0 { true } else { false } } == true)
    }
}
