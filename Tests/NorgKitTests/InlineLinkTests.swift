import Testing
@testable import NorgKit

@Suite struct InlineLinkTests {
    private func location(_ input: String) -> LinkLocation? { firstLink(inlineNodes(input))?.location }

    @Test(arguments: [
        ("{https://neorg.org}", LinkTarget.url("https://neorg.org"), nil as String?),
        ("{12}", .lineNumber(12), nil),
        ("{** Heading two}", .heading(level: 2, title: "Heading two"), nil),
        ("{$ Term}", .definition("Term"), nil),
        ("{^ Note}", .footnote("Note"), nil),
        ("{: A1}", .tableCell("A1"), nil),
        ("{# magic  text}", .generic("magic text"), nil),
        ("{/ my-file.txt:123}", .externalFile("my-file.txt:123"), nil),
        ("{@ 5th May}", .timestamp("5th May"), nil),
        ("{? house pets}", .wiki("house pets"), nil),
        ("{= Neorg2022}", .extendable("Neorg2022"), nil),
        ("{:path/to/file:}", LinkTarget.none, "path/to/file"),
        ("{:$/notes:}", LinkTarget.none, "$/notes"),
        ("{:file:123}", .lineNumber(123), "file"),
        ("{:file:** Level 2}", .heading(level: 2, title: "Level 2"), "file"),
        ("{:file:# magic}", .generic("magic"), "file"),
        ("{:file:? wiki}", .wiki("wiki"), "file"),
        ("{* a : *** b : ^ c}", .scoped([.heading(level: 1, title: "a"), .heading(level: 3, title: "b"), .footnote("c")]), nil),
    ])
    func everyLocationKindParses(_ input: String, _ target: LinkTarget, _ file: String?) {
        let parsed = location(input)
        #expect(parsed?.target == target)
        #expect(parsed?.file == file)
        #expect(parsed?.rawText == String(input.dropFirst().dropLast()))
    }

    @Test(arguments: [
        "{*text}", "{:file:https://github.com}", "{:file:/ file.txt}", "{:file:@ Wednesday 30th Jan}",
        "{\n* text}", "{\n    * text\n}", "{* text\n}", "{ * text}", "{$$ Text}", "{}", "{12a}",
    ])
    func specInvalidLinksAreText(_ input: String) {
        #expect(firstLink(inlineNodes(input)) == nil)
    }

    @Test(arguments: [
        "{link}", "{* \ntext}", "{* text }", "{* some\ntext   }", "{:link:}", "{:link:20}", "{# link\n   text}",
        "{* a link\nto a heading}", "{* text}[content ]", "{* a\nlink to a heading}[with\na description]",
    ])
    func specValidLinksParse(_ input: String) {
        #expect(inlineSkeleton(input).hasPrefix("(link "))
    }

    @Test func multiLineTitlesAreNormalised() {
        #expect(location("{* a link\n   to a heading}")?.target == .heading(level: 1, title: "a link to a heading"))
    }

    @Test func descriptionHoldsMarkup() {
        let link = firstLink(inlineNodes("{* Heading}[*click* here]"))
        #expect(link?.form == .link)
        #expect(link?.description?.plainText == "click here")
        #expect(inlineSkeleton("{* Heading}[*click* here]") == "(link heading 1 (description (bold (text)) (text)))")
    }

    @Test(arguments: ["{* text}[\n    text\n]", "{* text}[text\n]", "{* text}[\ntext]"])
    func invalidDescriptionsAreNotPartOfTheLink(_ input: String) {
        #expect(firstLink(inlineNodes(input))?.description == nil)
    }

    @Test func targetIsTheURLOrTheLocationText() {
        #expect(firstLink(inlineNodes("{https://x.org/a}"))?.target == "https://x.org/a")
        #expect(firstLink(inlineNodes("{* Heading}"))?.target == "* Heading")
        #expect(firstLink(inlineNodes("{:notes:* Groceries}"))?.target == ":notes:* Groceries")
        #expect(firstLink(inlineNodes("[undefined]"))?.target == nil)
    }

    @Test func anchorsDeclareAndDefine() {
        let declaration = firstLink(inlineNodes("[Neorg] is fancy"))
        #expect(declaration?.form == .anchorDeclaration)
        #expect(declaration?.name == "Neorg")
        #expect(declaration?.location == nil)
        let definition = firstLink(inlineNodes("[Neorg]{https://github.com/nvim-neorg/neorg}"))
        #expect(definition?.form == .anchorDefinition)
        #expect(definition?.target == "https://github.com/nvim-neorg/neorg")
        #expect(inlineSkeleton("[te\nxt]{# linkable}") == "(anchor generic (description (text)))")
        let described = firstLink(inlineNodes("[anchor name][anchor *description*]"))
        #expect(described?.name == "anchor name")
        #expect(described?.description?.plainText == "anchor description")
    }

    @Test func inlineLinkTargetsParse() {
        #expect(inlineSkeleton("One thing is <inline link targets> here") == "(text) (inline_link_target (text)) (text)")
        #expect(inlineSkeleton("a < b > c") == "(text)")
        #expect(inlineSkeleton("<\nnot a target\n>") == "(text)")
    }

    @Test func linksTakePrecedenceOverModifiers() {
        #expect(inlineSkeleton("*{# i am a bold link!}*") == "(bold (link generic))")
        #expect(inlineSkeleton("*am I {* bold?} - no!") == "(text) (link heading 1) (text)")
        #expect(inlineSkeleton("{* /heading} /italic/") == "(link heading 1) (text) (italic (text))")
        #expect(inlineSkeleton("`{* heading`}") == "(text) (link heading 1)")
    }

    @Test func verbatimContainingALinkStaysVerbatim() {
        #expect(inlineSkeleton("`{word}`") == "(verbatim (text))")
        #expect(inlineSkeleton("$\\frac{a}{b}$") == "(math (text))")
    }

    @Test func linkClosesAtTheFirstBrace() {
        #expect(inlineSkeleton("{* word}}") == "(link heading 1) (text)")
        #expect(location("{* word\\}}")?.target == .heading(level: 1, title: "word\\}"))
    }

    @Test func linkAttributes() {
        let link = firstLink(inlineNodes("{* Link location}[important link](important|color:red)"))
        #expect(link?.attributes == [ModifierAttribute(name: "important"), ModifierAttribute(name: "color", value: "red")])
        #expect(link?.range.offsets == 0..<54)
    }

    @Test func specOddValidExampleParses() {
        #expect(!inlineSkeleton("{* Link to {# headings}[heading]}[*markup*]").isEmpty)
    }
}
