import NorgExport
import NorgKit
import Testing

/// The Swift side of a folder export: `ExportFolder` sends the links a note does not answer where
/// its resolver says, with the anchor the other note's export gives the heading.
@Suite struct ExportFolderTests {
    private let documents = [
        "a": NorgParser.parse("* Start\nSee {:b:* Part}[part], {/ pics/x.png}[a file] and {:gone:}[gone].\n"),
        "b": NorgParser.parse("* Part\n* Part\n"),
    ]

    /// `{:b:* Part}` → b at its second heading's id, `{/ …}` → a file, anything else nowhere.
    private var folder: ExportFolder {
        let b = LinkIndex(document: documents["b"]!)
        let secondPart = b.id(for: documents["b"]!.blocks[1].range)
        return ExportFolder(documents: documents) { link, _ in
            switch link.location?.rawText {
            case ":b:* Part": .note(path: "b", id: secondPart)
            case "/ pics/x.png": .file(path: "pics/x.png")
            default: nil
            }
        }
    }

    @Test func aLinkToAnotherNoteTakesTheAnchorItsExportGivesTheHeading() {
        let markdown = MarkdownExporter().markdown(for: documents["a"]!)
        #expect(!markdown.contains("b.md#part-1"))
        let exported = String(decoding: MarkdownExporter().markdownUTF8(for: documents["a"]!, at: "a", in: folder), as: UTF8.self)
        // The second heading titled Part is `part-1` on GitHub.
        #expect(exported.contains("[part](b.md#part-1)"))
        #expect(exported.contains("[a file](pics/x.png)"))
        #expect(exported.contains("and gone."))
    }

    @Test func pandocLinksAnotherNoteByItsJSONAndTheHeadersID() {
        let exported = String(decoding: PandocExporter().jsonUTF8(for: documents["a"]!, at: "a", in: folder), as: UTF8.self)
        #expect(exported.contains(#"["b.json#part-2",""]"#))
        #expect(exported.contains(#"["pics/x.png",""]"#))
    }
}
