extension TeXParser {
    /// A command (already consumed) and its arguments; an unknown one is shown as written.
    ///
    /// Each construct is read by a function of its own, so that the recursion through arguments
    /// keeps only small frames on the stack.
    mutating func commandAtom(_ name: String, token: TeXToken) throws(TeXParseFailure) -> Atom {
        if let symbol = TeXSymbol.byName[name] { return symbolAtom(symbol) }
        guard let construct = TeXConstruct.byName[name] else { return Atom(.source(sourceText(token.range))) }
        switch construct {
        case .fraction(let lineThickness, let style, let parenthesized):
            return try fraction(lineThickness: lineThickness, style: style, parenthesized: parenthesized)
        case .root:
            return try root()
        case .accent(let accent):
            return try accented(accent)
        case .font(let alphabet):
            return try inAlphabet(alphabet)
        case .ruled(let rule):
            return Atom(.ruled(try parseArgument(), rule))
        case .tag:
            return Atom(.row([.space("2em"), .text("(" + (try textArgument()) + ")")]))
        case .label:
            _ = try textArgument()
            return Atom(.row([]))
        case .text:
            return Atom(.text(try textArgument()))
        case .operatorName:
            return try operatorName()
        case .stacked(let under):
            return try stacked(under: under)
        case .labelledArrow(let arrow):
            return try labelledArrow(arrow)
        case .left:
            return try fenced()
        case .middle:
            return Atom(try delimiter().map { .operator(MathOperator($0, stretchy: true)) } ?? .row([]))
        case .sizedDelimiter(let size):
            return Atom(try delimiter().map { .operator(MathOperator($0, stretchy: true, size: size)) } ?? .row([]))
        case .begin:
            return Atom(try environment(beginning: token))
        case .right, .end:
            throw .unbalanced
        case .style, .limits, .ignored:
            return Atom(.row([]))
        case .not:
            return Atom(try negation(of: parseArgument(), after: token))
        case .parenthesizedModulo:
            return try parenthesizedModulo()
        }
    }

    private mutating func fraction(lineThickness: String?, style: MathStyle?,
                                   parenthesized: Bool) throws(TeXParseFailure) -> Atom {
        let numerator = try parseArgument()
        let denominator = try parseArgument()
        let fraction = MathNode.fraction(numerator: numerator, denominator: denominator,
                                         lineThickness: lineThickness, style: style)
        guard parenthesized else { return Atom(fraction) }
        return Atom(.fenced(open: MathOperator("(", stretchy: true), content: [fraction],
                            close: MathOperator(")", stretchy: true)))
    }

    private mutating func root() throws(TeXParseFailure) -> Atom {
        let index = try optionalArgument()
        return Atom(.root(radicand: try parseArgument(), index: index))
    }

    private mutating func accented(_ accent: TeXAccent) throws(TeXParseFailure) -> Atom {
        let base = try parseArgument()
        return Atom(.accent(base: base, mark: MathOperator(accent.mark, stretchy: accent.stretchy), under: accent.under),
                    placement: accent.takesLimits ? .limits : .beside)
    }

    private mutating func inAlphabet(_ alphabet: MathAlphabet) throws(TeXParseFailure) -> Atom {
        let outer = self.alphabet
        self.alphabet = alphabet
        defer { self.alphabet = outer }
        return Atom(try parseArgument())
    }

    private mutating func operatorName() throws(TeXParseFailure) -> Atom {
        skipSpaces()
        let takesLimits = position < tokens.count && tokens[position].isCharacter("*")
        if takesLimits { position += 1 }
        return Atom(.identifier(try textArgument(), upright: true),
                    placement: takesLimits ? .limitsInDisplay : .beside, appliesFunction: true)
    }

    private mutating func stacked(under: Bool) throws(TeXParseFailure) -> Atom {
        let mark = try parseArgument()
        let base = try parseArgument()
        return Atom(.stacked(base: base, over: under ? nil : mark, under: under ? mark : nil))
    }

    private mutating func labelledArrow(_ arrow: String) throws(TeXParseFailure) -> Atom {
        let below = try optionalArgument()
        let above = try parseArgument()
        return Atom(.stacked(base: .operator(MathOperator(arrow, stretchy: true)), over: above, under: below))
    }

    /// `\left` (consumed) to its `\right`.
    private mutating func fenced() throws(TeXParseFailure) -> Atom {
        let open = try delimiter()
        let (content, _) = try parseList(until: .right, inAlignment: false)
        position += 1
        let close = try delimiter()
        return Atom(.fenced(open: open.map { MathOperator($0, stretchy: true) }, content: content,
                            close: close.map { MathOperator($0, stretchy: true) }))
    }

    private mutating func parenthesizedModulo() throws(TeXParseFailure) -> Atom {
        let modulus = try parseArgument()
        return Atom(.row([.space("1em"), .operator(MathOperator("(", stretchy: false)),
                          .identifier("mod", upright: true), .space("0.3333em"), modulus,
                          .operator(MathOperator(")", stretchy: false))]))
    }

    func symbolAtom(_ symbol: TeXSymbol) -> Atom {
        switch symbol.kind {
        case .identifier:
            return Atom(.identifier(mapped(symbol.text), upright: alphabet == .roman))
        case .uprightIdentifier:
            return Atom(.identifier(mapped(symbol.text), upright: alphabet != .italic && alphabet != .boldItalic))
        case .operator:
            return Atom(.operator(MathOperator(symbol.text)))
        case .fence:
            return Atom(.operator(MathOperator(symbol.text, stretchy: false,
                                               tight: TeXSymbol.tightFences.contains(symbol.text))))
        case .largeOperator:
            return Atom(.operator(MathOperator(symbol.text)), placement: .limitsInDisplay)
        case .integral:
            return Atom(.operator(MathOperator(symbol.text)))
        case .function:
            return Atom(.identifier(symbol.text, upright: true), appliesFunction: true)
        case .limitFunction:
            return Atom(.identifier(symbol.text, upright: true), placement: .limitsInDisplay, appliesFunction: true)
        case .space:
            return Atom(.space(symbol.text))
        }
    }

    /// `text` in the current alphabet.
    func mapped(_ text: String) -> String {
        guard let alphabet else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(alphabet.map)))
    }

    /// `[…]` if one follows (`\sqrt[3]`), else nil.
    mutating func optionalArgument() throws(TeXParseFailure) -> MathNode? {
        skipSpaces()
        guard position < tokens.count, tokens[position].isCharacter("[") else { return nil }
        position += 1
        return .row(try parseList(until: .bracket, inAlignment: false).0)
    }

    /// `\not` before a relation: its negated character when Unicode has one, else the relation
    /// with a combining long solidus; before anything else, `\not` stays as written.
    func negation(of node: MathNode, after token: TeXToken) -> MathNode {
        guard case .operator(var op) = node else { return .row([.source(sourceText(token.range)), node]) }
        op.text = Self.negated[op.text] ?? op.text + "\u{0338}"
        return .operator(op)
    }

    static let negated: [String: String] = [
        "=": "≠", "<": "≮", ">": "≯", "∈": "∉", "∋": "∌", "≡": "≢", "⊂": "⊄", "⊃": "⊅", "⊆": "⊈",
        "⊇": "⊉", "∼": "≁", "≈": "≉", "≤": "≰", "≥": "≱", "∣": "∤", "∥": "∦", "∃": "∄", "≅": "≇",
        "≃": "≄", "≺": "⊀", "≻": "⊁", "⊢": "⊬", "⊨": "⊭", "→": "↛", "←": "↚", "↔": "↮", "⇒": "⇏",
        "⇐": "⇍", "⇔": "⇎",
    ]

    /// The delimiter after `\left`, `\right`, `\middle` or `\big`: nil for `.`.
    mutating func delimiter() throws(TeXParseFailure) -> String? {
        skipSpaces()
        guard position < tokens.count else { throw .missingArgument }
        let token = tokens[position]
        position += 1
        switch token.kind {
        case .character("."):
            return nil
        case .character(let scalar):
            guard let text = TeXSymbol.delimiterCharacters[scalar] else { throw .notADelimiter }
            return text
        case .command(let name):
            guard let symbol = TeXSymbol.byName[name], symbol.kind == .fence else { throw .notADelimiter }
            return symbol.text
        default:
            throw .notADelimiter
        }
    }
}
