import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The structure a Markdown reader found, or the one the mapping table promises: headings and
/// their levels, list items and their nesting, table shapes, link targets and paragraph texts,
/// each in document order. Compared field by field (`GitHubReadsTheMarkdownTests`).
struct MarkdownOutline: Equatable {
    var headings: [Heading] = []
    /// Each list item's depth: 1 for an item of a top-level list, 2 for one nested in it …
    var itemDepths: [Int] = []
    /// Each table's rows (the header row included) and columns.
    var tables: [Shape] = []
    /// The destinations of links with a scheme (external links), in order.
    var externalLinks: [String] = []
    /// Each paragraph's text, whitespace collapsed.
    var paragraphs: [String] = []

    struct Heading: Equatable, CustomStringConvertible {
        var level: Int
        var text: String
        var description: String { "h\(level) \(text)" }
    }

    struct Shape: Equatable {
        var rows: Int
        var columns: Int
    }

    /// Whitespace runs (and control characters, which XML cannot hold) as one space, ends trimmed.
    static func collapsed(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.value < 0x21 || scalar.value == 0x7F || scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result += " " }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// `cmark-gfm -t xml` output read into a `MarkdownOutline` (footnote definitions left out: the
/// exporter writes them after the content, where the expected outline does not look).
final class CmarkOutlineReader: NSObject, XMLParserDelegate {
    private(set) var outline = MarkdownOutline()
    private var listDepth = 0
    private var footnoteDepth = 0
    /// Text being gathered: of a heading or paragraph, and whether it is a heading of that level.
    private var text: String?
    private var headingLevel: Int?
    private var tableRows = 0
    private var tableColumns = 0
    private var rowCells = 0
    /// True inside a `text` or `code` node, whose characters are the text (not the XML's indentation).
    private var inText = false

    /// Reads cmark-gfm's XML; nil when it does not parse.
    static func read(_ xml: [UInt8]) -> MarkdownOutline? {
        // cmark-gfm names footnote nodes `<unknown>` in XML, which is not well-formed; control
        // characters are not XML either.
        var source = String(decoding: xml, as: UTF8.self)
            .replacingOccurrences(of: "<<unknown> />", with: "<footnote_reference/>")
            .replacingOccurrences(of: "</<unknown>>", with: "</footnote_definition>")
            .replacingOccurrences(of: "<<unknown>>", with: "<footnote_definition>")
        source = String(source.unicodeScalars.map { scalar -> Character in
            scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" ? " " : Character(scalar)
        })
        let parser = XMLParser(data: Data(source.utf8))
        let reader = CmarkOutlineReader()
        parser.delegate = reader
        return parser.parse() ? reader.outline : nil
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "footnote_definition": footnoteDepth += 1
        case _ where footnoteDepth > 0: return
        case "list": listDepth += 1
        case "item", "tasklist": outline.itemDepths.append(listDepth)
        case "heading":
            headingLevel = Int(attributes["level"] ?? "") ?? 0
            text = ""
        case "paragraph" where text == nil: text = ""
        case "table": (tableRows, tableColumns) = (0, 0)
        case "table_header", "table_row":
            tableRows += 1
            rowCells = 0
        case "table_cell":
            rowCells += 1
            tableColumns = max(tableColumns, rowCells)
        case "link":
            if let destination = attributes["destination"], destination.contains(":"), !destination.hasPrefix("#") {
                outline.externalLinks.append(destination)
            }
        case "text", "code": inText = true
        case "softbreak", "linebreak": text? += " "
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "footnote_definition" { footnoteDepth -= 1; return }
        guard footnoteDepth == 0 else { return }
        switch element {
        case "list": listDepth -= 1
        case "heading":
            outline.headings.append(.init(level: headingLevel ?? 0, text: MarkdownOutline.collapsed(text ?? "")))
            (text, headingLevel) = (nil, nil)
        case "paragraph" where headingLevel == nil:
            outline.paragraphs.append(MarkdownOutline.collapsed(text ?? ""))
            text = nil
        case "table": outline.tables.append(.init(rows: tableRows, columns: tableColumns))
        case "text", "code": inText = false
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard footnoteDepth == 0, inText, text != nil else { return }
        text? += string
    }
}
