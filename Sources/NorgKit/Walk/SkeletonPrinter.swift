extension NorgDocument {
    /// The tree as one line in the conformance skeleton vocabulary
    /// (`(document (heading 1 (title (text)) (paragraph (bold (text)))))`): block structure,
    /// inline markup and a few atoms (levels, tag names, link kinds), no text. Allocates the string.
    ///
    /// ```swift
    /// print(NorgParser.parse("* Title").skeleton())  // (document (heading 1 (title (text))))
    /// ```
    public func skeleton() -> String {
        var printer = SkeletonPrinter()
        printer.open("document")
        walk(&printer)
        printer.close()
        return printer.output
    }
}

/// Writes the skeleton S-expression as a walker; adjacent plain text (soft breaks included) prints
/// as one `(text)`.
struct SkeletonPrinter: NorgWalker {
    private(set) var output = ""
    private var lastWasText = false
    /// A heading's `(title` is open: it closes at the heading's first content block or its end.
    private var isTitleOpen = false

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

    /// Prints inline content alone.
    mutating func inlines(_ inlines: [NorgInline]) {
        inlines.walk(&self)
    }

    private mutating func closeTitle() {
        if isTitleOpen { close() }
        isTitleOpen = false
    }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        closeTitle()
        for carryover in block.carryovers {
            leaf(carryover.strength == .strong ? "strong_carryover" : "weak_carryover", [carryover.name])
        }
        switch block {
        case .heading(let heading):
            open("heading", [String(heading.level)])
            extensions(heading.extensions)
            open("title")
            isTitleOpen = true
        case .paragraph:
            open("paragraph")
        case .list(let list):
            open(list.kind == .ordered ? "ordered_list" : "unordered_list")
        case .quote(let quote):
            open("quote", [String(quote.level)])
            extensions(quote.extensions)
        case .rangeable(let item):
            open(item.kind.skeletonName)
            extensions(item.extensions)
            open("title")
            text()
            close()
        case .verbatimTag(let tag):
            leaf("verbatim_tag", [tag.name])
        case .rangedTag(let tag):
            open(tag.kind == .macro ? "macro_tag" : "ranged_tag", [tag.name])
        case .infirmTag(let tag):
            leaf("infirm_tag", [tag.name])
        case .delimiter(let delimiter):
            switch delimiter.kind {
            case .weak: leaf("weak_delimiter")
            case .strong: leaf("strong_delimiter")
            case .horizontalRule: leaf("horizontal_rule")
            }
        }
        return .visitChildren
    }

    mutating func leaveBlock(_ block: NorgBlock) {
        closeTitle()
        switch block {
        case .verbatimTag, .infirmTag, .delimiter: break
        default: close()
        }
    }

    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        open("list_item", [String(item.level)])
        extensions(item.extensions)
        return .visitChildren
    }

    mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) {
        close()
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

    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
        switch leaf {
        case .escape: self.leaf("escape")
        case .linkModifier: self.leaf("link_modifier")
        case .verbatim(let span):
            open(span.modifier == .code ? "verbatim" : span.modifier.name)
            text()
            close()
        default: text()
        }
        return .visitChildren
    }

    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
        switch span {
        case .styled(let styled):
            open(styled.modifier == .null ? "null_modifier" : styled.modifier.name)
        case .link(let link):
            if link.isAnchor {
                open("anchor", link.form == .anchorDefinition ? link.location.map(Self.kinds) ?? [] : [])
            } else {
                open("link", link.location.map(Self.kinds) ?? [])
            }
            if link.description != nil { open("description") }
        default:
            open("inline_link_target")
        }
        return .visitChildren
    }

    mutating func leaveSpan(_ span: NorgInline) {
        if case .link(let link) = span, link.description != nil { close() }
        close()
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

extension RangeableItem.Kind {
    /// The skeleton's name of the kind: `definition`, `footnote`, `table_cell`.
    fileprivate var skeletonName: String {
        self == .tableCell ? "table_cell" : name
    }
}
