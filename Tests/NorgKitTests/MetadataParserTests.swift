import Testing
@testable import NorgKit

@Suite struct MetadataParserTests {
    @Test func keyValuePairsInSourceOrder() {
        let value = MetadataParser.parse("title: Hello: world\ndescription:  a b  \ncreated: 2024-01-01")
        #expect(value == .object([("title", .string("Hello: world")), ("description", .string("a b")),
                                  ("created", .string("2024-01-01"))]))
    }

    @Test func multiLineArraysAndNestedObjects() {
        let text = """
        authors: [
            vhyrro
            mrossinek,
        ]
        tangle: {
            languages: {
                lua: ./init.lua
            }
            scope: all
            files: [
              [
                a
              ]
              {
                k: v
              }
            ]
        }
        """
        let value = MetadataParser.parse(text)
        #expect(value["authors"] == .array([.string("vhyrro"), .string("mrossinek")]))
        #expect(value["tangle"]?["languages"]?["lua"] == .string("./init.lua"))
        #expect(value["tangle"]?["scope"] == .string("all"))
        #expect(value["tangle"]?["files"] == .array([.array([.string("a")]), .object([("k", .string("v"))])]))
    }

    @Test func inlineArraysAndEmptyValues() {
        let value = MetadataParser.parse("categories: [a, b , c]\nempty: []\nnone:\nobject: {}")
        #expect(value["categories"]?.strings == ["a", "b", "c"])
        #expect(value["empty"] == .array([]))
        #expect(value["none"] == .string(""))
        #expect(value["object"] == .object([]))
    }

    @Test func garbageIsSkippedAndUnclosedContainersClose() {
        let value = MetadataParser.parse("}\n]\nno colon here\n: no key\nlist: [\n  x\nobj: {\n")
        #expect(value["list"] == .array([.string("x"), .string("obj: {")]))
        #expect(MetadataParser.parse("") == .object([]))
        #expect(MetadataParser.parse("a: {\nb: 1\n") == .object([("a", .object([("b", .string("1"))]))]))
    }

    @Test func deepNestingBecomesStrings() {
        let text = String(repeating: "k: {\n", count: 200) + String(repeating: "}\n", count: 200)
        var value = MetadataParser.parse(text)
        var depth = 0
        while let inner = value["k"], case .object = inner {
            value = inner
            depth += 1
        }
        #expect(depth < NorgParser.maximumNestingDepth)
    }

    @Test func crLineEndingsSplitLines() {
        #expect(MetadataParser.parse("a: 1\r\nb: 2\rc: 3") == .object([("a", .string("1")), ("b", .string("2")), ("c", .string("3"))]))
    }

    @Test func documentMetadataAccessors() throws {
        let document = NorgParser.parse("@document.meta\n  title: T\n  author: me\n  updated: now\n@end\n")
        let metadata = try #require(document.metadata)
        #expect(metadata.title == "T")
        #expect(metadata.authors == ["me"])
        #expect(metadata.updated == "now")
    }

    @Test func onlyTheFirstDocumentMetaCounts() {
        let document = NorgParser.parse("@document.meta\ntitle: one\n@end\n@document.meta\ntitle: two\n@end\n")
        #expect(document.metadata?.title == "one")
    }
}
