/// A formula as the parser builds it: one case per MathML construct the writer emits. Its depth is
/// bounded by `TeXParser.maximumDepth` (and a node or two per level), so walking it recursively
/// is safe.
indirect enum MathNode: Equatable {
    /// `<mi>`; `upright` asks for `mathvariant="normal"` on a single character (upper-case Greek,
    /// `\mathrm{d}`), which MathML would otherwise set in italic.
    case identifier(String, upright: Bool)
    /// `<mn>`
    case number(String)
    /// `<mo>`
    case `operator`(MathOperator)
    /// `<mtext>`: `\text{…}`.
    case text(String)
    /// TeX the translator does not know, shown as written (`<mtext class="norg-math-source">`).
    case source(String)
    /// `<mspace width="…">`, the width in em.
    case space(String)
    /// A TeX group `{…}`: `<mrow>` (or its one child alone).
    case row([MathNode])
    /// `<mfrac>`; `lineThickness` "0" for `\binom`; `style` for `\dfrac` and `\tfrac`.
    case fraction(numerator: MathNode, denominator: MathNode, lineThickness: String?, style: MathStyle?)
    /// `<msqrt>`, or `<mroot>` with an index.
    case root(radicand: MathNode, index: MathNode?)
    /// Sub- and superscripts: beside the base, or under and over it (`placement`).
    case scripts(base: MathNode, sub: MathNode?, sup: MathNode?, placement: LimitPlacement)
    /// A mark over or under a base (`\hat`, `\overline`, `\underbrace` …): `<mover>`/`<munder>`.
    case accent(base: MathNode, mark: MathOperator, under: Bool)
    /// `\overline`, `\underline`, `\boxed`: an `<mrow>` whose class draws a rule over, under or
    /// around it (as a border: fonts without stretchable bars would draw one too short).
    case ruled(MathNode, MathRule)
    /// `\overset`/`\underset`: any expression over or under a base.
    case stacked(base: MathNode, over: MathNode?, under: MathNode?)
    /// `\left … \right`, or a matrix's delimiters: an `<mrow>` between two stretchy fences
    /// (either absent for `.`).
    case fenced(open: MathOperator?, content: [MathNode], close: MathOperator?)
    /// `\begin{…} … \end{…}`, or `&` and `\\` at the top level.
    case table(MathTable)
    /// Content after `\displaystyle` or `\textstyle`, to the end of its group.
    case styled(MathStyle, [MathNode])
}

/// A rule drawn with a formula, by the class that names it.
enum MathRule: String, Equatable {
    case over = "norg-math-overline"
    case under = "norg-math-underline"
    case box = "norg-math-boxed"
}

/// TeX's display and text styles, which decide where limits go and how large fractions are.
enum MathStyle: Equatable {
    case display
    case text
}

/// Where a base's scripts go: `\int` beside it always, `\sum` and `\lim` under and over it in
/// display style only, and anything under `\limits` (or `\overbrace`) always.
enum LimitPlacement: Equatable {
    case beside
    case limitsInDisplay
    case limits
}

/// An `<mo>` with the attributes the translator sets (all others come from MathML's operator
/// dictionary).
struct MathOperator: Equatable {
    var text: String
    /// `stretchy="false"` for fences written without `\left`, `"true"` for `\left`, `\middle`,
    /// `\right` and wide accents; nil to leave it to the dictionary.
    var stretchy: Bool? = nil
    /// `minsize` and `maxsize` (`\big` …), in em.
    var size: String? = nil
    /// `movablelimits="false"` for a big operator whose limits `\limits` keeps under and over it
    /// in text style too.
    var keepsLimits = false
    /// `lspace` and `rspace` 0: a bar or slash typed between operands, and primes, which TeX sets
    /// as ordinary symbols (MathML's dictionary would space `|` as a relation).
    var tight = false

    init(_ text: String, stretchy: Bool? = nil, size: String? = nil, tight: Bool = false) {
        self.text = text
        self.stretchy = stretchy
        self.size = size
        self.tight = tight
    }
}

/// An environment's rows of cells (each cell a list of nodes), how its columns align and the
/// fences around it.
struct MathTable: Equatable {
    enum Alignment: Equatable {
        case left
        case center
        case right
    }

    var rows: [[[MathNode]]]
    /// Each column's alignment, the last repeating (`aligned` alternates right and left instead).
    var columns: [Alignment]
    /// `aligned`: columns pair up right and left, with no gap inside a pair.
    var alternates: Bool
    var style: MathStyle?
    var open: String?
    var close: String?
    /// The class the writer puts on `<mtable>`, naming the environment for CSS.
    var kind: String

    /// The alignment of column `column` (0-based).
    func alignment(ofColumn column: Int) -> Alignment {
        if alternates { return column % 2 == 0 ? .right : .left }
        return columns.isEmpty ? .center : columns[min(column, columns.count - 1)]
    }
}
