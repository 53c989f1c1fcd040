import NorgKit

/// `textDocument/documentSymbol`: the document's outline as nested symbols — headings (their
/// sections nest), definitions and footnotes, and tasks with their status (`(x) Buy milk`,
/// detail `done`), a task nested under the heading or task that holds it. Only what is shown is
/// listed: what a comment hides is not part of the outline.
extension LanguageServer {
    /// LSP symbol kinds used here.
    private enum SymbolKind: Int {
        case string = 15, key = 20, event = 24, constant = 14
    }

    private struct Symbol {
        var name: String
        var detail: String?
        var kind: SymbolKind
        var offsets: Range<Int>
        var selection: Range<Int>
        var children: [Int] = []
    }

    func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params, needsPosition: false)
        let tree = query.document.tree
        var symbols: [Symbol] = []
        var taskByStart: [Int: NorgTask] = [:]
        for task in TaskScanner.scan(tree) { taskByStart[task.range.start.offset] = task }
        // The outline lists what a reader sees, by the rule every renderer and `TaskScanner` read
        // (`forEachShownBlock`): nothing inside a comment (`|comment`, `#comment`, `+comment`), a
        // macro definition or `@document.meta`, and not the source an `|example` shows.
        tree.forEachShownBlock { block in
            switch block {
            case .heading(let heading):
                var symbol = Symbol(name: heading.title.plainText, kind: .string, offsets: heading.range.offsets,
                                    selection: heading.titleRange.offsets)
                if let task = taskByStart.removeValue(forKey: heading.range.start.offset) {
                    symbol.name = "(\(task.status.character)) " + symbol.name
                    symbol.detail = task.status.rawValue
                }
                symbols.append(symbol)
            case .rangeable(let item) where item.kind != .tableCell:
                var symbol = Symbol(name: item.title, detail: item.kind == .definition ? "definition" : "footnote",
                                    kind: item.kind == .definition ? .key : .constant,
                                    offsets: item.range.offsets, selection: item.titleRange.offsets)
                if let task = taskByStart.removeValue(forKey: item.range.start.offset) {
                    symbol.name = "(\(task.status.character)) " + symbol.name
                    symbol.detail = task.status.rawValue
                }
                symbols.append(symbol)
            default:
                break
            }
            return .visitChildren
        }
        for task in taskByStart.values {
            let offsets = task.range.offsets
            let lineEnd = query.text.lineContentEnd(task.line - 1)
            symbols.append(Symbol(name: "(\(task.status.character)) " + (task.text.isEmpty ? "task" : task.text),
                                  detail: task.status.rawValue, kind: .event, offsets: offsets,
                                  selection: offsets.lowerBound..<max(offsets.lowerBound, min(lineEnd, offsets.upperBound))))
        }
        symbols.sort { $0.offsets.lowerBound < $1.offsets.lowerBound }
        // Nest by containment: the symbols open at a start are those whose range holds it.
        var roots: [Int] = []
        var open: [Int] = []
        for position in symbols.indices {
            let start = symbols[position].offsets.lowerBound
            while let top = open.last, symbols[top].offsets.upperBound <= start || symbols[top].offsets.isEmpty {
                open.removeLast()
            }
            if let parent = open.last { symbols[parent].children.append(position) } else { roots.append(position) }
            open.append(position)
        }
        // Written straight to JSON (a long note has tens of thousands of symbols), members in the
        // byte order of their keys as `JSONValue.encoded` writes them.
        let text = query.text
        let encoding = encoding
        var out: [UInt8] = []
        func write(_ position: Int) {
            let symbol = symbols[position]
            out.append(contentsOf: #"{"children":["#.utf8)
            for (index, child) in symbol.children.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(child)
            }
            out.append(UInt8(ascii: "]"))
            if let detail = symbol.detail {
                out.append(contentsOf: #","detail":"#.utf8)
                JSONValue.writeString(detail, to: &out)
            }
            out.append(contentsOf: #","kind":"#.utf8)
            JSONValue.writeInteger(symbol.kind.rawValue, to: &out)
            out.append(contentsOf: #","name":"#.utf8)
            JSONValue.writeString(symbol.name.isEmpty ? " " : symbol.name, to: &out)
            out.append(contentsOf: #","range":"#.utf8)
            text.range(symbol.offsets, encoding).write(to: &out)
            out.append(contentsOf: #","selectionRange":"#.utf8)
            text.range(symbol.selection.clamped(to: symbol.offsets), encoding).write(to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "["))
        for (index, root) in roots.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            write(root)
        }
        out.append(UInt8(ascii: "]"))
        return .raw(out)
    }
}
