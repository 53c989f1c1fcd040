import Foundation
import Testing
@testable import NorgKit

@Suite struct BlockJSONTests {
    func json(_ source: String) throws -> [String: Any] {
        let text = NorgParser.parse(source).jsonString()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyBlockKindIsValidJSON() throws {
        let source = """
        @document.meta
        title: "quoted" \\ back
        @end
        #strong
        * (x|# A) Heading
        - item
        ~ ordered
        > quote
        $$ Def
        ^ Foot : note
        $$
        |group a\\ b
        .toc
        =macro
        =end
        |end
        - ::
          body
          ---
        ___
        ===
        """
        let object = try json(source)
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        #expect(blocks.map { $0["type"] as? String } == ["verbatimTag", "heading", "delimiter"])
        let meta = try #require(object["metadata"] as? [String: Any])
        #expect((meta["values"] as? [String: Any])?["title"] as? String == "\"quoted\" \\ back")
        let heading = blocks[1]
        #expect((heading["carryovers"] as? [[String: Any]])?.first?["name"] as? String == "strong")
        #expect((heading["extensions"] as? [[String: Any]])?.count == 2)
    }

    @Test func rangesCarryLineColumnAndOffsets() throws {
        let object = try json("para\n")
        let block = try #require((object["blocks"] as? [[String: Any]])?.first)
        let range = try #require(block["range"] as? [String: Any])
        #expect(range["start"] as? String == "1:1")
        #expect(range["end"] as? String == "1:5")
        #expect(range["offsets"] as? [Int] == [0, 4])
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.quoted("a\"b\\c\n\t\u{1}é") == "\"a\\\"b\\\\c\\n\\t\\u0001é\"")
    }

    @Test func diagnosticsAreListed() throws {
        let object = try json("|unclosed\n")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] as? String == "warning")
    }

    @Test func walkerVisitsBlocksInDocumentOrderWithDepth() {
        let document = NorgParser.parse("* A\n** B\ntext\n- item\n-- nested\n* C\n")
        var visited: [String] = []
        document.forEachBlock { block, depth in
            let name = switch block {
            case .heading(let heading): "h\(heading.level)"
            case .paragraph: "p"
            case .list: "list"
            default: "?"
            }
            visited.append("\(depth):\(name)")
        }
        #expect(visited == ["0:h1", "1:h2", "2:p", "2:list", "3:p", "3:list", "4:p", "0:h1"])
        #expect(document.allBlocks.count == visited.count)
    }
}
