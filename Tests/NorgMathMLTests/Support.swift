import NorgMathML

/// The MathML inside `<math …>…</math>` for `tex`, so that expectations show the formula only
/// (the `<math>` element itself is pinned by `MathElementTests`).
func body(_ tex: String, display: Bool = false) -> String {
    let math = TeXToMathML.mathML(for: tex, display: display)
    guard let open = math.firstIndex(of: ">"), math.hasSuffix("</math>") else { return "not a math element: " + math }
    return String(math[math.index(after: open)..<math.index(math.endIndex, offsetBy: -7)])
}
