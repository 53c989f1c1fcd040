import NorgKit

/// One Markdown export: the output bytes and where the writer stands in them. Lines of nested
/// containers start with `prefix` (`> ` per quote, spaces per list item); the first line of a list
/// item with its marker instead. Blocks are separated by a blank line, except inside tight lists.
struct MarkdownWriter {
    let document: NorgDocument
    let options: MarkdownExporter.Options
    let plan: ExportPlan
    var out: [UInt8] = []

    /// What every continuation line of the current container starts with.
    var prefix: [UInt8] = []
    /// The list marker line of an item whose first line is not written yet.
    var markerLine: [UInt8]?
    /// True when the next text starts a line, where Markdown reads more characters as markup.
    var atLineStart = true
    /// True once a block was written in the current container (the next one needs a blank line first).
    var wroteBlock = false
    /// True inside a tight list item: its blocks follow each other without blank lines.
    var tight = false
    /// True inside a heading, table cell or `.toc` entry: soft breaks are spaces, `#` is escaped.
    var singleLine = false
    /// True inside a table cell, where GitHub reads `|` as the cell's end even in code.
    var insideTable = false
    /// True inside a link's text, where links are written as their text.
    var insideLink = false
    /// Text written before the next paragraph's or heading's content (a quote's status).
    var pendingLabel = ""
    var tableOfContents = TableOfContentsRule()

    init(document: NorgDocument, options: MarkdownExporter.Options, place: ExportPlace? = nil) {
        self.document = document
        self.options = options
        self.plan = ExportPlan(document: document, place: place)
        out.reserveCapacity(document.lineCount * 48)
    }

    mutating func writeDocument() {
        if options.frontMatter, let metadata = document.metadata { writeFrontMatter(metadata) }
        writeBlocks(document.blocks, depth: 0)
        writeFootnotes()
    }

    // MARK: Lines

    mutating func append(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    /// Starts a block: a blank line after the previous one (unless tight), then the line's prefix.
    mutating func startBlock() {
        separate()
        startLine()
    }

    /// Writes the current line's prefix: the pending list marker, or the container's prefix.
    mutating func startLine() {
        if let marker = markerLine {
            out.append(contentsOf: marker)
            markerLine = nil
        } else {
            out.append(contentsOf: prefix)
        }
        atLineStart = true
    }

    /// Ends a line inside a block and starts the next, trailing spaces dropped (two would be a
    /// hard break).
    mutating func newLine() {
        dropTrailingSpaces()
        out.append(UInt8(ascii: "\n"))
        startLine()
    }

    /// Ends the current block's last line.
    mutating func endBlock() {
        dropTrailingSpaces()
        out.append(UInt8(ascii: "\n"))
        wroteBlock = true
        atLineStart = true
    }

    /// The prefix without trailing spaces: the blank line inside a quote is `>`.
    mutating func appendTrimmedPrefix() {
        var end = prefix.count
        while end > 0, prefix[end - 1] == UInt8(ascii: " ") { end -= 1 }
        out.append(contentsOf: prefix[..<end])
    }

    mutating func dropTrailingSpaces() {
        while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { out.removeLast() }
    }

    /// Writes the blank line that separates a block from the one before it in this container.
    mutating func separate() {
        guard wroteBlock && !tight else { return }
        appendTrimmedPrefix()
        out.append(UInt8(ascii: "\n"))
    }

    /// Runs `body` with `extra` added to the prefix and `marker` (a list item's `- `, a
    /// footnote's `[^1]: `) starting its first line, after a blank line when `separated` (a list
    /// separates its items itself). A container opened on a line whose marker is not written yet
    /// (a list item that starts with a quote or a list) shares that line: `- > quote`, `- - item`.
    mutating func nested(prefix extra: String, marker: String? = nil, tight: Bool, separated: Bool = true,
                         _ body: (inout MarkdownWriter) -> Void) {
        if separated && markerLine == nil { separate() }
        if let marker {
            markerLine = (markerLine ?? prefix) + Array(marker.utf8)
        } else if let pending = markerLine {
            markerLine = pending + Array(extra.utf8)
        }
        let saved = (prefix, wroteBlock, self.tight)
        prefix.append(contentsOf: extra.utf8)
        wroteBlock = false
        self.tight = tight
        // A label waiting for its own container's paragraph is not taken by a nested one.
        let label = pendingLabel
        pendingLabel = ""
        body(&self)
        pendingLabel = label
        if let marker = markerLine {
            // An item with nothing shown still shows its marker.
            markerLine = nil
            out.append(contentsOf: marker)
            endBlock()
        }
        (prefix, wroteBlock, self.tight) = saved
        wroteBlock = true
    }
}
