import NorgKit

extension HTMLWriter {
    /// Writes blocks in order; consecutive definitions, footnotes or table cells of one kind that
    /// no blank line separates form one object (one `<dl>`, one `<table>`), as the spec groups them.
    mutating func writeBlocks<Blocks: RandomAccessCollection<NorgBlock>>(_ blocks: Blocks, depth: Int)
    where Blocks.Index == Int {
        guard depth <= Self.maximumDepth else {
            out += "<p class=\"norg-truncated\">…</p>\n"
            return
        }
        var position = blocks.startIndex
        while position < blocks.endIndex {
            let block = blocks[position]
            position += 1
            guard block.isShown else { continue }
            guard case .rangeable(let first) = block else {
                writeBlock(block, depth: depth)
                continue
            }
            var group = [first]
            while position < blocks.endIndex, case .rangeable(let next) = blocks[position], next.kind == first.kind,
                  blocks[position].isShown,
                  next.range.start.line <= group[group.count - 1].range.lines.upperBound + 1 {
                group.append(next)
                position += 1
            }
            writeRangeableGroup(group, depth: depth)
        }
    }

    mutating func writeBlock(_ block: NorgBlock, depth: Int) {
        switch block {
        case .heading(let heading):
            writeHeading(heading, depth: depth)
        case .paragraph(let paragraph):
            anchors(ids(for: paragraph.range, carryovers: paragraph.carryovers))
            out += "<p>"
            writeInlines(paragraph.visibleContent, depth: depth + 1)
            out += "</p>\n"
        case .list(let list):
            writeList(list, depth: depth)
        case .quote(let quote):
            writeQuote(quote, depth: depth)
        case .rangeable(let item):
            writeRangeableGroup([item], depth: depth)
        case .verbatimTag(let tag):
            writeVerbatimTag(tag)
        case .rangedTag(let tag):
            writeRangedTag(tag, depth: depth)
        case .infirmTag(let tag):
            writeInfirmTag(tag)
        case .delimiter(let delimiter):
            if delimiter.kind == .horizontalRule { out += "<hr>\n" }
        }
    }

    /// Opens `<name …>` with the first of `ids` (index slots), `classes`, and for a task (a node
    /// whose extensions have a `status`) `data-status` and `data-line`; returns the ids left for
    /// `anchors(_:)`. An `isolated` element gets `dir="auto"`: its direction is its text's, and bidi
    /// controls in that text cannot reorder anything outside it.
    mutating func openElement(_ name: String, classes: [String], ids: [Int],
                              status: TaskStatus? = nil, line: Int = 0, isolated: Bool = false) -> ArraySlice<Int> {
        out += "<"
        out.append(name)
        let rest = idAttribute(ids)
        if !classes.isEmpty || status != nil {
            // Class by class into the output: joining them into one string first would allocate
            // twice per list item.
            out += " class=\""
            for (position, name) in classes.enumerated() {
                if position > 0 { out += " " }
                HTMLEscaping.append(name, to: &out, attribute: true)
            }
            if status != nil { out += classes.isEmpty ? "norg-task" : " norg-task" }
            out += "\""
        }
        if let status {
            attribute("data-status", status.rawValue)
            out += " data-line=\""
            out.append(decimal: line)
            out += "\""
        }
        out += isolated ? " dir=\"auto\">" : ">"
        return rest
    }

    private static let headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"]
    private static let headingClasses = ["norg-heading"]
    private static let deepHeadingClasses = ["norg-heading", "norg-heading-deep"]

    mutating func writeHeading(_ heading: Heading, depth: Int) {
        let level = max(1, heading.level)
        // Constant strings, not interpolated ones: this runs for every heading.
        let tag = Self.headingTags[min(level, 6) - 1]
        out += "<section class=\"norg-section norg-level-"
        out.append(decimal: min(level, 99))
        out += "\">\n"
        if options.collapsible { out += "<details open class=\"norg-collapsible\"><summary>" }
        let rest = openElement(tag, classes: level > 6 ? Self.deepHeadingClasses : Self.headingClasses,
                               ids: ids(for: heading.range, carryovers: heading.carryovers),
                               status: heading.extensions.taskStatus, line: heading.line, isolated: true)
        anchors(rest)
        writeExtensionBadges(heading.extensions)
        writeInlines(heading.title, depth: depth + 1)
        out += "</"
        out.append(tag)
        out += ">"
        if options.collapsible { out += "</summary>" }
        out += "\n"
        writeBlocks(heading.content, depth: depth + 1)
        if options.collapsible { out += "</details>\n" }
        out += "</section>\n"
    }

    mutating func writeList(_ list: NorgList, depth: Int) {
        anchors(ids(for: list.range, carryovers: list.carryovers))
        let ordered = list.kind == .ordered
        out += ordered ? "<ol class=\"norg-list\">\n" : "<ul class=\"norg-list\">\n"
        for item in list.items where !item.isCommentedOut {
            writeListItem(item, depth: depth + 1)
        }
        out += ordered ? "</ol>\n" : "</ul>\n"
    }

    mutating func writeListItem(_ item: ListItem, depth: Int) {
        guard depth <= Self.maximumDepth else { return }
        let rest = openElement("li", classes: [], ids: ids(for: item.range, carryovers: item.carryovers),
                               status: item.extensions.taskStatus, line: item.line)
        anchors(rest)
        // The status goes with the lead, so in collapsible mode it sits in the `<summary>` on the
        // lead's line rather than on a line of its own above the `<details>`.
        writeLeadAndBody(item.content, depth: depth, leadInParagraph: false, badges: item.extensions)
        out += "</li>\n"
    }

    mutating func writeQuote(_ quote: Quote, depth: Int) {
        let rest = openElement("blockquote", classes: ["norg-quote"],
                               ids: ids(for: quote.range, carryovers: quote.carryovers),
                               status: quote.extensions.taskStatus, line: quote.line)
        anchors(rest)
        // The status symbol goes inside the first paragraph, not on a line of its own.
        writeLeadAndBody(ContentBlocks(quote.content), depth: depth, leadInParagraph: true, badges: ExtensionList(quote.extensions))
        out += "</blockquote>\n"
    }

    /// A nestable item's content: its leading paragraph, then the rest. In collapsible mode an item
    /// with nested lists or quotes puts the lead in a `<summary>` and the rest in the `<details>`.
    mutating func writeLeadAndBody(_ content: ContentBlocks, depth: Int, leadInParagraph: Bool,
                                   badges: ExtensionList = []) {
        if let lead = content.loneParagraph {
            // A tight item (most): its paragraph alone, without slicing the content.
            if !lead.isCommentedOut {
                writeLeadAndBody(lead: lead, body: EmptyCollection<NorgBlock>(), depth: depth,
                                 leadInParagraph: leadInParagraph, badges: badges)
                return
            }
        } else if case .paragraph(let lead)? = content.first, !lead.isCommentedOut {
            writeLeadAndBody(lead: lead, body: content.dropFirst(), depth: depth, leadInParagraph: leadInParagraph,
                             badges: badges)
            return
        }
        if !badges.isEmpty { writeExtensionBadges(badges) }
        writeBlocks(content, depth: depth + 1)
    }

    private mutating func writeLeadAndBody<Body: RandomAccessCollection<NorgBlock>>(
        lead: Paragraph, body: Body, depth: Int, leadInParagraph: Bool, badges: ExtensionList
    ) where Body.Index == Int {
        let collapses = options.collapsible && body.contains(where: {
            switch $0 {
            case .list, .quote: true
            default: false
            }
        })
        anchors(ids(for: lead.range, carryovers: lead.carryovers))
        if collapses { out += "<details open class=\"norg-collapsible\"><summary>" }
        if leadInParagraph && !collapses { out += "<p>" }
        writeExtensionBadges(badges)
        writeInlines(lead.visibleContent, depth: depth + 1)
        if leadInParagraph && !collapses { out += "</p>" }
        if collapses { out += "</summary>" }
        out += "\n"
        writeBlocks(body, depth: depth + 1)
        if collapses { out += "</details>\n" }
    }

    /// Content that is only one paragraph is written without `<p>` (table cells, terms' bodies).
    mutating func writeBody(_ content: [NorgBlock], depth: Int) {
        if content.count == 1, case .paragraph(let paragraph) = content[0], content[0].isShown {
            anchors(ids(for: paragraph.range, carryovers: paragraph.carryovers))
            writeInlines(paragraph.visibleContent, depth: depth + 1)
        } else {
            writeBlocks(content, depth: depth + 1)
        }
    }
}
