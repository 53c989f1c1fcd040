import NorgKit

/// One Pandoc JSON export, written straight into bytes as it walks the tree: nothing is built
/// twice, so the output is linear in the document. Lists of nodes are written with `list`, which
/// puts the commas between the elements its body writes.
struct PandocWriter {
    let document: NorgDocument
    let options: PandocExporter.Options
    let plan: ExportPlan
    var out: [UInt8] = []
    /// Per list being written: whether it has an element yet.
    private var listHasElement: [Bool] = []
    var insideLink = false
    /// Footnotes already written at a reference: a later reference only refers to them.
    var writtenNotes: Set<Int> = []
    var tableOfContents = TableOfContentsRule()
    /// True while the document's blocks are written: each top-level block starts a line, so that
    /// a diff of two exports shows the blocks that changed.
    private var linesBlocks = false

    init(document: NorgDocument, options: PandocExporter.Options, place: ExportPlace? = nil) {
        self.document = document
        self.options = options
        self.plan = ExportPlan(document: document, place: place)
        out.reserveCapacity(document.lineCount * 96)
    }

    mutating func writeDocument() {
        append("{\"pandoc-api-version\":")
        append(options.apiVersion.numbers)
        append(",\"meta\":")
        writeMeta()
        append(",\"blocks\":")
        linesBlocks = true
        list { writer in
            writer.writeBlocks(writer.document.blocks, depth: 0)
            writer.writeUnreferencedFootnotes()
        }
        linesBlocks = false
        append(out.last == UInt8(ascii: "[") ? "]}\n" : "\n]}\n")
    }

    // MARK: JSON

    mutating func append(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    /// `[` … `]` (itself an element of any list around it), the elements written by `body`
    /// separated by commas (each opened with `element`).
    mutating func list(_ body: (inout PandocWriter) -> Void) {
        element()
        out.append(UInt8(ascii: "["))
        listHasElement.append(false)
        body(&self)
        listHasElement.removeLast()
        if !(linesBlocks && listHasElement.isEmpty) { out.append(UInt8(ascii: "]")) }
    }

    /// Starts an element of the innermost list: a comma unless it is the first.
    mutating func element() {
        guard let last = listHasElement.indices.last else { return }
        if listHasElement[last] { out.append(UInt8(ascii: ",")) }
        listHasElement[last] = true
        if linesBlocks && last == 0 { out.append(UInt8(ascii: "\n")) }
    }

    /// `{"t":"Name"}` as an element.
    mutating func node(_ name: String) {
        element()
        append("{\"t\":\"" + name + "\"}")
    }

    /// `{"t":"Name","c":…}` as an element, `content` writing the `c` value.
    mutating func node(_ name: String, _ content: (inout PandocWriter) -> Void) {
        element()
        append("{\"t\":\"" + name + "\",\"c\":")
        // The value is the first (and only) element of a context of its own: no comma before it.
        listHasElement.append(false)
        content(&self)
        listHasElement.removeLast()
        append("}")
    }

    /// A JSON string of `text`.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string($0) }
    }

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(bytes)
        out.append(UInt8(ascii: "\""))
    }

    /// JSON string content: `"` and `\` escaped, controls as `\u00XX`.
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        let hex = Self.hex
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20, 0x7F:
                out += Array("\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// An attribute triple `[id, [classes], [[key, value]]]` as an element.
    mutating func attr(id: String = "", classes: [String] = [], _ pairs: [(String, String)] = []) {
        element()
        append("[")
        string(id)
        append(",[")
        for (position, name) in classes.enumerated() {
            if position > 0 { append(",") }
            string(name)
        }
        append("],[")
        for (position, pair) in pairs.enumerated() {
            if position > 0 { append(",") }
            append("[")
            string(pair.0)
            append(",")
            string(pair.1)
            append("]")
        }
        append("]]")
    }

    /// A JSON string as an element.
    mutating func stringElement(_ text: String) {
        element()
        string(text)
    }

    /// A JSON number as an element.
    mutating func number(_ value: Int) {
        element()
        append(String(value))
    }
}
