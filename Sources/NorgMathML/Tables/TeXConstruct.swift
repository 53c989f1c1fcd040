/// What a command that is not a plain symbol does: the parser reads its arguments by this table.
enum TeXConstruct: Equatable {
    /// `\frac`, `\dfrac`, `\tfrac`, `\cfrac`, and `\binom` (no rule, in parentheses) and its kin.
    case fraction(lineThickness: String?, style: MathStyle?, parenthesized: Bool)
    /// `\sqrt[n]{x}`
    case root
    /// `\hat{x}`, `\vec{x}`, `\underbrace{x}` …
    case accent(TeXAccent)
    /// `\overline{x}`, `\underline{x}`, `\boxed{x}`
    case ruled(MathRule)
    /// `\tag{n}`: the equation's label, set apart after it.
    case tag
    /// `\label{…}`: a name for references, which show nowhere in the formula.
    case label
    /// `\mathbf{x}` …
    case font(MathAlphabet)
    /// `\text{…}`: the argument as text.
    case text
    /// `\operatorname{name}` (limits beside) and `\operatorname*{name}` (limits under in display).
    case operatorName
    /// `\overset{over}{base}`, `\stackrel`, `\underset{under}{base}`.
    case stacked(under: Bool)
    /// `\xrightarrow{over}`: an arrow stretched under its label.
    case labelledArrow(String)
    case left
    case middle
    case right
    /// `\big(` … : a delimiter of a fixed size, in em.
    case sizedDelimiter(String)
    case begin
    case end
    /// `\displaystyle`, `\textstyle`: the style of the rest of the group.
    case style(MathStyle)
    /// `\limits`, `\nolimits` after a big operator.
    case limits(LimitPlacement)
    /// `\not` before a relation: its negation.
    case not
    /// `\pmod{n}`: `(mod n)`.
    case parenthesizedModulo
    /// Commands that change nothing in MathML (`\nonumber`, `\notag`, `\displaylimits` …).
    case ignored

    static let byName: [String: TeXConstruct] = {
        var table: [String: TeXConstruct] = [
            "frac": .fraction(lineThickness: nil, style: nil, parenthesized: false),
            "dfrac": .fraction(lineThickness: nil, style: .display, parenthesized: false),
            "cfrac": .fraction(lineThickness: nil, style: .display, parenthesized: false),
            "tfrac": .fraction(lineThickness: nil, style: .text, parenthesized: false),
            "binom": .fraction(lineThickness: "0", style: nil, parenthesized: true),
            "dbinom": .fraction(lineThickness: "0", style: .display, parenthesized: true),
            "tbinom": .fraction(lineThickness: "0", style: .text, parenthesized: true),
            "sqrt": .root,
            "text": .text, "textrm": .text, "textnormal": .text, "mbox": .text, "textup": .text,
            "operatorname": .operatorName,
            "overset": .stacked(under: false), "stackrel": .stacked(under: false),
            "underset": .stacked(under: true),
            "xrightarrow": .labelledArrow("→"), "xleftarrow": .labelledArrow("←"),
            "xRightarrow": .labelledArrow("⇒"), "xLeftarrow": .labelledArrow("⇐"),
            "xleftrightarrow": .labelledArrow("↔"), "xmapsto": .labelledArrow("↦"),
            "left": .left, "middle": .middle, "right": .right,
            "begin": .begin, "end": .end,
            "displaystyle": .style(.display), "textstyle": .style(.text),
            "limits": .limits(.limits), "nolimits": .limits(.beside),
            "not": .not, "pmod": .parenthesizedModulo,
            "overline": .ruled(.over), "underline": .ruled(.under), "boxed": .ruled(.box),
            "tag": .tag, "label": .label,
            // A negative thin space: MathML Core has no negative space, so it is left out.
            "!": .ignored, "negthinspace": .ignored,
            "nonumber": .ignored, "notag": .ignored, "displaylimits": .ignored,
            "relax": .ignored, "strut": .ignored,
        ]
        for (name, size) in [("big", "1.2em"), ("Big", "1.623em"), ("bigg", "2.047em"), ("Bigg", "2.470em")] {
            for suffix in ["", "l", "m", "r"] { table[name + suffix] = .sizedDelimiter(size) }
        }
        for (name, accent) in TeXAccent.byName { table[name] = .accent(accent) }
        for (name, alphabet) in MathAlphabet.byCommand { table[name] = .font(alphabet) }
        return table
    }()
}

/// A mark over or under its argument.
struct TeXAccent: Equatable {
    let mark: String
    let under: Bool
    /// Whether the mark spans its argument (`\widehat`) or keeps its size (`\hat`).
    let stretchy: Bool
    /// Braces take their scripts over and under them, like limits.
    let takesLimits: Bool

    static let byName: [String: TeXAccent] = [
        "hat": TeXAccent(mark: "^", under: false, stretchy: false, takesLimits: false),
        "widehat": TeXAccent(mark: "^", under: false, stretchy: true, takesLimits: false),
        "check": TeXAccent(mark: "ˇ", under: false, stretchy: false, takesLimits: false),
        "tilde": TeXAccent(mark: "~", under: false, stretchy: false, takesLimits: false),
        "widetilde": TeXAccent(mark: "~", under: false, stretchy: true, takesLimits: false),
        "acute": TeXAccent(mark: "´", under: false, stretchy: false, takesLimits: false),
        "grave": TeXAccent(mark: "`", under: false, stretchy: false, takesLimits: false),
        "dot": TeXAccent(mark: "˙", under: false, stretchy: false, takesLimits: false),
        "ddot": TeXAccent(mark: "¨", under: false, stretchy: false, takesLimits: false),
        "dddot": TeXAccent(mark: "⃛", under: false, stretchy: false, takesLimits: false),
        "breve": TeXAccent(mark: "˘", under: false, stretchy: false, takesLimits: false),
        "bar": TeXAccent(mark: "‾", under: false, stretchy: false, takesLimits: false),
        "vec": TeXAccent(mark: "→", under: false, stretchy: false, takesLimits: false),
        "mathring": TeXAccent(mark: "˚", under: false, stretchy: false, takesLimits: false),
        "overrightarrow": TeXAccent(mark: "→", under: false, stretchy: true, takesLimits: false),
        "overleftarrow": TeXAccent(mark: "←", under: false, stretchy: true, takesLimits: false),
        "overleftrightarrow": TeXAccent(mark: "↔", under: false, stretchy: true, takesLimits: false),
        "overbrace": TeXAccent(mark: "⏞", under: false, stretchy: true, takesLimits: true),
        "underbrace": TeXAccent(mark: "⏟", under: true, stretchy: true, takesLimits: true),
    ]
}
