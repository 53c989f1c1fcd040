extension TeXParser {
    /// One atom and the scripts after it (primes, `_`, `^`, `\limits`): primes before `^` join
    /// the base (`f'^2` is `f′` squared).
    mutating func appendAtomWithScripts(to nodes: inout [MathNode]) throws(TeXParseFailure) {
        var atom = try parseAtom(asArgument: false)
        var sub: MathNode?
        var sup: MathNode?
        var primes = 0
        scripts: while true {
            skipSpaces()
            guard position < tokens.count else { break }
            switch tokens[position].kind {
            case .superscript where sup == nil:
                position += 1
                sup = try parseArgument()
            case .subscript where sub == nil:
                position += 1
                sub = try parseArgument()
            case .character("'") where sup == nil:
                position += 1
                primes += 1
            case .command(let name):
                guard case .limits(let placement)? = TeXConstruct.byName[name] else { break scripts }
                position += 1
                atom.placement = placement
            default:
                break scripts
            }
        }
        var base = atom.node ?? .row([])
        // Primes follow their base at full size: their glyphs are drawn raised already, and
        // fonts without script-size primes set them tiny and high as a superscript.
        let prime = primes > 0 ? MathNode.operator(MathOperator(Self.primes(primes), tight: true)) : nil
        if sub == nil, sup == nil {
            nodes.append(base)
            if let prime { nodes.append(prime) }
        } else {
            if let prime { base = .row([base, prime]) }
            if atom.placement == .limits, case .operator(var op) = base {
                op.keepsLimits = true
                base = .operator(op)
            }
            nodes.append(.scripts(base: base, sub: sub, sup: sup, placement: atom.placement))
        }
        if atom.appliesFunction { appendFunctionApplication(to: &nodes) }
    }

    /// One prime character for up to four primes (`″`, `‴`, `⁗`), as TeX's fonts draw them.
    static func primes(_ count: Int) -> String {
        switch count {
        case 1: "\u{2032}"
        case 2: "\u{2033}"
        case 3: "\u{2034}"
        case 4: "\u{2057}"
        default: String(repeating: "\u{2032}", count: count)
        }
    }

    /// After a function name: an invisible function application, and a thin space before what it
    /// applies to unless that is fenced (`\sin x` but `\sin(x)`), as TeX spaces them.
    mutating func appendFunctionApplication(to nodes: inout [MathNode]) {
        nodes.append(.operator(MathOperator("\u{2061}")))
        skipSpaces()
        guard position < tokens.count else { return }
        switch tokens[position].kind {
        case .character(let scalar) where TeXSymbol.fenceCharacters.contains(scalar) || scalar == "<":
            return
        case .command(let name):
            if TeXSymbol.byName[name]?.kind == .fence { return }
            switch TeXConstruct.byName[name] {
            case .left?, .sizedDelimiter?: return
            default: break
            }
        case .closeBrace, .alignment:
            return
        default:
            break
        }
        nodes.append(.space("0.1667em"))
    }
}
