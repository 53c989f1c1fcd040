/// Why a formula cannot be translated; it is then shown whole as its TeX source.
enum TeXParseFailure: Error, Equatable {
    /// A `{`, `\left` or `\begin` never closed, or a `}`, `\right` or `\end` that closes nothing.
    case unbalanced
    /// `\end{b}` closing `\begin{a}`.
    case mismatchedEnvironment
    /// A command or script at the end of its group, without the argument it takes.
    case missingArgument
    /// `\left` or `\right` before something that is not a delimiter.
    case notADelimiter
    /// Nesting deeper than `TeXParser.maximumDepth`.
    case tooDeep
}

/// Reads TeX math tokens into `MathNode`s by recursive descent, in one pass over the tokens (no
/// backtracking). Every recursion goes through `parseAtom`, which counts its depth and gives up
/// past `maximumDepth`, so no input nests it without bound.
struct TeXParser {
    /// Atoms within atoms (a fraction in a fraction's numerator is two deeper: the fraction and
    /// its braced argument): far deeper than formulas are written, and shallow enough for the
    /// smallest thread stacks.
    static let maximumDepth = 64

    let source: [Unicode.Scalar]
    let tokens: [TeXToken]
    var position = 0
    var depth = 0
    /// The alphabet of the innermost `\mathbf{…}` (or the like) being read.
    var alphabet: MathAlphabet?

    init(source: [Unicode.Scalar]) {
        self.source = source
        self.tokens = TeXTokenizer.tokens(of: source)
    }

    /// How a list of atoms ended.
    enum ListEnd {
        /// At `&`.
        case cell
        /// At `\\`.
        case row
        /// At what closes it (the end of the input, `}`, `]`, or before `\right` or `\end`).
        case closer
    }

    /// What closes a list.
    enum Closer: Equatable {
        case end
        case brace
        case bracket
        case right
        case environment
    }

    /// An atom before its scripts, and how its scripts are placed.
    struct Atom {
        /// Nil when the atom is only scripts (`^2` at the start of a group).
        var node: MathNode?
        var placement = LimitPlacement.beside
        /// A function name, followed by an invisible function application.
        var appliesFunction = false

        init(_ node: MathNode?, placement: LimitPlacement = .beside, appliesFunction: Bool = false) {
            self.node = node
            self.placement = placement
            self.appliesFunction = appliesFunction
        }
    }

    /// The whole formula: its nodes, or, for display math, one table when it holds `&` or `\\`
    /// outside environments (inline math shows them as written).
    mutating func parseFormula(display: Bool) throws(TeXParseFailure) -> [MathNode] {
        guard display else { return try parseList(until: .end, inAlignment: false).0 }
        let rows = try parseRows(until: .end)
        if rows.count == 1, rows[0].count == 1 { return rows[0][0] }
        let isAligned = rows.contains { $0.count > 1 }
        return [.table(Self.table(rows, isAligned ? .aligned : .gathered))]
    }

    static func table(_ rows: [[[MathNode]]], _ environment: TeXEnvironment,
                      columns: [MathTable.Alignment]? = nil) -> MathTable {
        MathTable(rows: rows, columns: columns ?? environment.columns, alternates: environment.alternates,
                  style: environment.style, open: environment.open, close: environment.close,
                  kind: environment.kind)
    }

    /// Rows of cells up to `closer`; a last row left empty by a final `\\` is dropped.
    mutating func parseRows(until closer: Closer) throws(TeXParseFailure) -> [[[MathNode]]] {
        var rows: [[[MathNode]]] = []
        var cells: [[MathNode]] = []
        while true {
            let (cell, end) = try parseList(until: closer, inAlignment: true)
            cells.append(cell)
            switch end {
            case .cell:
                continue
            case .row:
                rows.append(cells)
                cells = []
                skipRowSpacing()
            case .closer:
                if !(cells.count == 1 && cells[0].isEmpty && !rows.isEmpty) { rows.append(cells) }
                return rows
            }
        }
    }

    /// Atoms up to `closer` (consumed but for `\right` and `\end`, which their opener reads), or up
    /// to `&` or `\\` in an alignment; elsewhere those two are shown as written.
    mutating func parseList(until closer: Closer, inAlignment: Bool) throws(TeXParseFailure) -> ([MathNode], ListEnd) {
        var nodes: [MathNode] = []
        // `\displaystyle` applies to the rest of its group: each switch closes the previous one's
        // nodes into one styled node, so switches never nest.
        var style: (style: MathStyle, start: Int)?
        func closeStyle() {
            guard let (style, start) = style else { return }
            let styled = Array(nodes[start...])
            nodes.removeSubrange(start...)
            nodes.append(.styled(style, styled))
        }
        while true {
            skipSpaces()
            guard position < tokens.count else {
                guard closer == .end else { throw .unbalanced }
                closeStyle()
                return (nodes, .closer)
            }
            let token = tokens[position]
            switch token.kind {
            case .closeBrace:
                guard closer == .brace else { throw .unbalanced }
                position += 1
                closeStyle()
                return (nodes, .closer)
            case .character("]") where closer == .bracket:
                position += 1
                closeStyle()
                return (nodes, .closer)
            case .alignment, .command("\\"), .command("cr"), .command("newline"):
                position += 1
                guard inAlignment else {
                    nodes.append(.source(sourceText(token.range)))
                    continue
                }
                closeStyle()
                return (nodes, token.kind == .alignment ? .cell : .row)
            case .command(let name):
                switch TeXConstruct.byName[name] {
                case .right?, .end?:
                    let closes: Closer = TeXConstruct.byName[name] == .right ? .right : .environment
                    guard closer == closes else { throw .unbalanced }
                    closeStyle()
                    return (nodes, .closer)
                case .style(let newStyle)?:
                    position += 1
                    closeStyle()
                    style = (newStyle, nodes.count)
                case .ignored?, .limits?:
                    position += 1
                case .label?:
                    position += 1
                    _ = try textArgument()
                default:
                    try appendAtomWithScripts(to: &nodes)
                }
            default:
                try appendAtomWithScripts(to: &nodes)
            }
        }
    }

    /// An argument: a group, or else one token's atom (`\frac12`, `x^\alpha`).
    mutating func parseArgument() throws(TeXParseFailure) -> MathNode {
        let atom = try parseAtom(asArgument: true)
        guard let node = atom.node else { throw .missingArgument }
        return node
    }

    /// One atom: a group, a character or a command with its arguments.
    mutating func parseAtom(asArgument: Bool) throws(TeXParseFailure) -> Atom {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        skipSpaces()
        guard position < tokens.count else { throw .missingArgument }
        let token = tokens[position]
        switch token.kind {
        case .openBrace:
            position += 1
            let (nodes, _) = try parseList(until: .brace, inAlignment: false)
            return Atom(.row(nodes))
        case .superscript, .subscript:
            if asArgument { throw .missingArgument }
            return Atom(nil)
        case .closeBrace, .alignment, .space:
            throw .missingArgument
        case .character(let scalar):
            position += 1
            return Atom(characterNode(scalar, asArgument: asArgument))
        case .command(let name):
            position += 1
            return try commandAtom(name, token: token)
        }
    }

    /// A typed character: a number (one digit as an argument), an identifier, or an operator.
    mutating func characterNode(_ scalar: Unicode.Scalar, asArgument: Bool) -> MathNode {
        if ("0"..."9").contains(scalar) {
            var digits = [alphabet?.map(scalar) ?? scalar]
            while !asArgument, position < tokens.count, case .character(let next) = tokens[position].kind {
                let isDigit = ("0"..."9").contains(next)
                let isDecimalPoint = next == "." && position + 1 < tokens.count
                    && tokens[position + 1].kind.isDigit
                guard isDigit || isDecimalPoint else { break }
                digits.append(alphabet?.map(next) ?? next)
                position += 1
            }
            return .number(String(scalars: digits))
        }
        if TeXTokenizer.isLetter(scalar) || (scalar.value >= 0x80 && scalar.properties.isAlphabetic) {
            let first = alphabet?.map(scalar) ?? scalar
            guard !asArgument, alphabet != nil else { return .identifier(String(first), upright: alphabet == .roman) }
            // In `\mathrm{…}` and the like a word is one identifier (`\mathrm{max}`).
            var letters = [first]
            while position < tokens.count,
                  case .character(let next) = tokens[position].kind, TeXTokenizer.isLetter(next) {
                letters.append(alphabet?.map(next) ?? next)
                position += 1
            }
            return .identifier(String(scalars: letters), upright: alphabet == .roman)
        }
        switch scalar {
        case ".":
            return .identifier(".", upright: true)
        case "~":
            return .space("0.3333em")
        default:
            let text = TeXSymbol.characterReplacements[scalar] ?? String(scalar)
            return .operator(MathOperator(text, stretchy: TeXSymbol.fenceCharacters.contains(scalar) ? false : nil,
                                          tight: TeXSymbol.tightFences.contains(text)))
        }
    }

    mutating func skipSpaces() {
        while position < tokens.count, tokens[position].kind == .space { position += 1 }
    }

    /// `[2pt]` after `\\`: extra space between rows, which the table's own spacing replaces.
    mutating func skipRowSpacing() {
        skipSpaces()
        guard position < tokens.count, tokens[position].isCharacter("[") else { return }
        var end = position + 1
        while end < tokens.count, end - position <= 16, case .character(let scalar) = tokens[end].kind {
            if scalar == "]" {
                position = end + 1
                return
            }
            end += 1
        }
    }

    /// The source the scalars `range` cover, as written.
    func sourceText(_ range: Range<Int>) -> String {
        String(scalars: source[range])
    }
}

extension TeXToken.Kind {
    var isDigit: Bool {
        if case .character(let scalar) = self { return ("0"..."9").contains(scalar) }
        return false
    }
}
