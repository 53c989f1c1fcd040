extension NorgDocument {
    /// The tree as one line in the conformance skeleton vocabulary
    /// (`(document (heading 1 (title (text)) (paragraph (bold (text)))))`): block structure,
    /// inline markup and a few atoms (levels, tag names, link kinds), no text.
    public func skeleton() -> String {
        var printer = SkeletonPrinter()
        printer.open("document")
        printer.blocks(blocks)
        printer.close()
        return printer.output
    }
}

/// Writes the skeleton S-expression; adjacent plain text (soft breaks included) prints as one `(text)`.
struct SkeletonPrinter {
    private(set) var output = ""
    private var lastWasText = false

    mutating func open(_ name: String, _ atoms: [String] = []) {
        if !output.isEmpty { output += " " }
        output += "(" + ([name] + atoms).joined(separator: " ")
        lastWasText = false
    }

    mutating func close() {
        output += ")"
        lastWasText = false
    }

    mutating func leaf(_ name: String, _ atoms: [String] = []) {
        open(name, atoms)
        close()
    }

    mutating func text() {
        guard !lastWasText else { return }
        leaf("text")
        lastWasText = true
    }

    mutating func blocks(_ blocks: some Collection<NorgBlock>) {
        for block in blocks { self.block(block) }
    }

    mutating func block(_ block: NorgBlock) {
        for carryover in block.carryovers {
            leaf(carryover.strength == .strong ? "strong_carryover" : "weak_carryover", [carryover.name])
        }
        switch block {
        case .heading(let heading):
            open("heading", [String(heading.level)])
            extensions(heading.extensions)
            open("title")
            inlines(heading.title)
            close()
            blocks(heading.content)
            close()
        case .paragraph(let paragraph):
            open("paragraph")
            inlines(paragraph.content)
            close()
        case .list(let list):
            open(list.kind == .ordered ? "ordered_list" : "unordered_list")
            for item in list.items {
                open("list_item", [String(item.level)])
                extensions(item.extensions)
                blocks(item.content)
                close()
            }
            close()
        case .quote(let quote):
            open("quote", [String(quote.level)])
            extensions(quote.extensions)
            blocks(quote.content)
            close()
        case .rangeable(let item):
            open(item.kind == .definition ? "definition" : item.kind == .footnote ? "footnote" : "table_cell")
            extensions(item.extensions)
            open("title")
            text()
            close()
            blocks(item.content)
            close()
        case .verbatimTag(let tag):
            leaf("verbatim_tag", [tag.name])
        case .rangedTag(let tag):
            open(tag.kind == .macro ? "macro_tag" : "ranged_tag", [tag.name])
            blocks(tag.content)
            close()
        case .infirmTag(let tag):
            leaf("infirm_tag", [tag.name])
        case .delimiter(let delimiter):
            switch delimiter.kind {
            case .weak: leaf("weak_delimiter")
            case .strong: leaf("strong_delimiter")
            case .horizontalRule: leaf("horizontal_rule")
            }
        }
    }

    mutating func extensions(_ extensions: some Collection<DetachedModifierExtension>) {
        for item in extensions {
            switch item.kind {
            case .status(let status): leaf("todo", [Self.statusAtom(status)])
            case .priority: leaf("priority")
            case .timestamp: leaf("timestamp")
            case .due: leaf("due")
            case .start: leaf("start")
            }
        }
    }

    static func statusAtom(_ status: TaskStatus) -> String {
        switch status {
        case .onHold: "on_hold"
        default: status.rawValue
        }
    }

    mutating func inlines(_ inlines: some Collection<NorgInline>) {
        for inline in inlines { self.inline(inline) }
    }

    mutating func inline(_ inline: NorgInline) {
        switch inline {
        case .text, .softBreak:
            text()
        case .escape:
            leaf("escape")
        case .linkModifier:
            leaf("link_modifier")
        case .styled(let span):
            open(Self.name(span.modifier))
            inlines(span.children)
            close()
        case .verbatim(let span):
            open(span.modifier == .code ? "verbatim" : span.modifier == .math ? "math" : "variable")
            text()
            close()
        case .link(let link):
            if link.isAnchor {
                open("anchor", link.form == .anchorDefinition ? link.location.map(Self.kinds) ?? [] : [])
            } else {
                open("link", link.location.map(Self.kinds) ?? [])
            }
            if let description = link.description {
                open("description")
                inlines(description)
                close()
            }
            close()
        case .linkTarget(let target):
            open("inline_link_target")
            inlines(target.children)
            close()
        }
    }

    static func name(_ modifier: AttachedModifier) -> String {
        switch modifier {
        case .bold: "bold"
        case .italic: "italic"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        case .spoiler: "spoiler"
        case .superscript: "superscript"
        case .subscript: "subscript"
        case .null: "null_modifier"
        }
    }

    /// The kind atoms of a location: `url`, `norg_file heading 2`, `scoped heading 1 footnote` …
    static func kinds(_ location: LinkLocation) -> [String] {
        let target = kinds(location.target)
        return location.file == nil ? target : ["norg_file"] + target
    }

    static func kinds(_ target: LinkTarget) -> [String] {
        switch target {
        case .none: []
        case .url: ["url"]
        case .lineNumber: ["line_number"]
        case .heading(let level, _): ["heading", String(level)]
        case .definition: ["definition"]
        case .footnote: ["footnote"]
        case .tableCell: ["table_cell"]
        case .generic: ["generic"]
        case .externalFile: ["file"]
        case .timestamp: ["timestamp"]
        case .wiki: ["wiki"]
        case .extendable: ["extendable"]
        case .scoped(let parts): ["scoped"] + parts.flatMap(kinds)
        }
    }
}
