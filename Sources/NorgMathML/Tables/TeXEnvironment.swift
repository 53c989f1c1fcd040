/// The environments the translator knows: how their columns align, their style and the fences
/// around them. `array` also reads its column specification (`{lcr}`).
struct TeXEnvironment: Equatable {
    var columns: [MathTable.Alignment]
    var alternates = false
    var style: MathStyle?
    var open: String?
    var close: String?
    /// Whether a column specification argument follows `\begin{name}`.
    var readsColumns = false
    /// The class naming it for CSS.
    var kind: String

    static let byName: [String: TeXEnvironment] = {
        var table: [String: TeXEnvironment] = [
            "matrix": matrix(nil, nil),
            "pmatrix": matrix("(", ")"),
            "bmatrix": matrix("[", "]"),
            "Bmatrix": matrix("{", "}"),
            "vmatrix": matrix("|", "|"),
            "Vmatrix": matrix("‖", "‖"),
            "smallmatrix": TeXEnvironment(columns: [.center], style: .text, kind: "norg-math-smallmatrix"),
            "cases": TeXEnvironment(columns: [.left], style: .text, open: "{", kind: "norg-math-cases"),
            "dcases": TeXEnvironment(columns: [.left], style: .display, open: "{", kind: "norg-math-cases"),
            "rcases": TeXEnvironment(columns: [.left], style: .text, close: "}", kind: "norg-math-cases"),
            "array": TeXEnvironment(columns: [.center], style: .text, readsColumns: true, kind: "norg-math-array"),
            "subarray": TeXEnvironment(columns: [.center], style: .text, readsColumns: true, kind: "norg-math-array"),
        ]
        var alignedAt = aligned
        alignedAt.readsColumns = true
        table["alignedat"] = alignedAt
        for name in ["aligned", "align", "align*", "split", "eqnarray", "eqnarray*", "flalign", "flalign*"] {
            table[name] = aligned
        }
        for name in ["gathered", "gather", "gather*", "multline", "multline*", "equation", "equation*"] {
            table[name] = gathered
        }
        return table
    }()

    /// `aligned` (and what `&` makes of a formula outside any environment): pairs of columns, the
    /// first right-aligned and the second left-aligned, in display style.
    static let aligned = TeXEnvironment(columns: [], alternates: true, style: .display, kind: "norg-math-aligned")
    /// `gathered` (and what `\\` alone makes of a formula): centred lines in display style.
    static let gathered = TeXEnvironment(columns: [.center], style: .display, kind: "norg-math-gathered")

    private static func matrix(_ open: String?, _ close: String?) -> TeXEnvironment {
        TeXEnvironment(columns: [.center], style: .text, open: open, close: close, kind: "norg-math-matrix")
    }

    /// The alignments a column specification lists (`l`, `c`, `r`; rules and other letters are
    /// not drawn).
    static func columns(fromSpecification specification: String) -> [MathTable.Alignment] {
        specification.unicodeScalars.compactMap { scalar in
            switch scalar {
            case "l": .left
            case "c": .center
            case "r": .right
            default: nil
            }
        }
    }
}
