import NorgKit

/// The document's footnotes in order (NorgKit's `NorgDocument.footnotes`), numbered, with the
/// references written to each so far: the footnotes are collected at the end of the page and link
/// back to their references.
struct FootnoteRegistry {
    struct Footnote {
        var item: RangeableItem
        var id: String?
        var number: Int
        /// Ids of the reference elements written for this footnote.
        var references: [String] = []
    }

    struct Reference {
        var elementID: String
        var number: Int
    }

    private(set) var notes: [Footnote] = []
    private var positionByID: [String: Int] = [:]

    init(document: NorgDocument, index: LinkIndex) {
        // The index holds every footnote the document shows (it skips comments and examples too):
        // a document without any (most) is not walked again.
        guard index.hasFootnotes else { return }
        for item in document.footnotes {
            let id = index.id(for: item.range)
            if let id, positionByID[id] == nil { positionByID[id] = notes.count }
            notes.append(Footnote(item: item, id: id, number: notes.count + 1))
        }
    }

    var isEmpty: Bool { notes.isEmpty }

    /// Records a reference to the footnote with `id` and returns its element id and number; nil
    /// when `id` is not a collected footnote.
    mutating func addReference(to id: String) -> Reference? {
        guard let position = positionByID[id] else { return nil }
        let count = notes[position].references.count + 1
        // A colon never occurs in the index's slugs, so these ids cannot collide with its ids.
        let elementID = "fnref:\(notes[position].number)" + (count > 1 ? ":\(count)" : "")
        notes[position].references.append(elementID)
        return Reference(elementID: elementID, number: notes[position].number)
    }
}

extension HTMLWriter {
    /// The collected footnotes as an ordered list at the end, each linking back to its references.
    mutating func writeFootnotes() {
        guard !footnotes.isEmpty else { return }
        out += "<section class=\"norg-footnotes\" aria-label=\"Footnotes\">\n<hr>\n<ol>\n"
        for position in footnotes.notes.indices {
            let note = footnotes.notes[position]
            let rest = openElement("li", classes: ["norg-footnote"],
                                   ids: ids(for: note.item.range, carryovers: note.item.carryovers),
                                   status: note.item.extensions.taskStatus, line: note.item.line)
            anchors(rest)
            writeTitledBody(note.item, depth: 1)
            // Read again: the note's own body may have referenced it.
            for (number, reference) in footnotes.notes[position].references.enumerated() {
                out += " <a class=\"norg-backref\""
                attribute("href", "#" + reference)
                attribute("aria-label", "Back to reference \(number + 1)")
                out += ">↩</a>"
            }
            out += "</li>\n"
        }
        out += "</ol>\n</section>\n"
    }

    /// A footnote or definition: its title in bold then its body; in collapsible mode the title is
    /// the `<summary>` of a `<details open>`.
    mutating func writeTitledBody(_ item: RangeableItem, depth: Int) {
        if options.collapsible {
            out += "<details open class=\"norg-collapsible\"><summary>"
        }
        out += "<strong class=\"norg-item-title\">"
        writeExtensionBadges(item.extensions)
        text(item.title)
        out += "</strong>"
        if options.collapsible { out += "</summary>" }
        out += "\n"
        writeBlocks(item.content, depth: depth + 1)
        if options.collapsible { out += "</details>" }
    }
}
