extension TeXParser {
    /// `\begin{name} … \end{name}` (the `\begin` consumed): a table for a known environment; an
    /// unknown one is shown whole as its source.
    mutating func environment(beginning begin: TeXToken) throws(TeXParseFailure) -> MathNode {
        let name = try bracedWord()
        let known = TeXEnvironment.byName[name]
        var columns: [MathTable.Alignment]?
        if known?.readsColumns == true { columns = TeXEnvironment.columns(fromSpecification: try bracedWord()) }
        let rows = try parseRows(until: .environment)
        position += 1
        guard try bracedWord() == name else { throw .mismatchedEnvironment }
        guard let known else {
            return .source(sourceText(begin.range.lowerBound..<tokens[position - 1].range.upperBound))
        }
        // `equation` and the like around one line are that line.
        if known.kind == TeXEnvironment.gathered.kind, rows.count == 1, rows[0].count == 1 {
            return .row(rows[0][0])
        }
        return .table(Self.table(rows, known, columns: columns))
    }

    /// A `{…}` argument read as plain text (an environment's name, `array`'s columns): its tokens'
    /// source, braces inside it balanced.
    mutating func bracedWord() throws(TeXParseFailure) -> String {
        skipSpaces()
        guard position < tokens.count, tokens[position].kind == .openBrace else { throw .missingArgument }
        let start = position + 1
        try skipBalancedGroup()
        let inner = tokens[start..<(position - 1)]
        guard let first = inner.first else { return "" }
        return sourceText(first.range.lowerBound..<inner.last!.range.upperBound)
    }

    /// The argument of `\text` or `\operatorname`: a group's characters, spaces kept (as no-break
    /// spaces, which MathML does not trim), escaped characters (`\%`, `\{`) as themselves, space
    /// commands as spaces and other commands as written; or a single token.
    mutating func textArgument() throws(TeXParseFailure) -> String {
        skipSpaces()
        guard position < tokens.count else { throw .missingArgument }
        let start = position
        if tokens[position].kind == .openBrace {
            try skipBalancedGroup()
        } else {
            position += 1
        }
        var text = String.UnicodeScalarView()
        for token in tokens[start..<position] {
            switch token.kind {
            case .openBrace, .closeBrace:
                continue
            case .space:
                text.append("\u{00A0}")
            case .character(let scalar):
                text.append(scalar)
            case .command(let name):
                if let symbol = TeXSymbol.byName[name], symbol.kind == .space {
                    text.append("\u{00A0}")
                } else if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first,
                          "{}%$&#_".unicodeScalars.contains(scalar) {
                    text.append(scalar)
                } else {
                    text.append(contentsOf: source[token.range])
                }
            case .superscript, .subscript, .alignment:
                text.append(contentsOf: source[token.range])
            }
        }
        return String(text)
    }

    /// Moves past the group opening at `position`, counting braces (no recursion).
    mutating func skipBalancedGroup() throws(TeXParseFailure) {
        var open = 0
        repeat {
            guard position < tokens.count else { throw .unbalanced }
            if tokens[position].kind == .openBrace { open += 1 }
            if tokens[position].kind == .closeBrace { open -= 1 }
            position += 1
        } while open > 0
    }
}
