/// Translates TeX math, as people write it in notes, into a MathML `<math>` element that browsers
/// render natively (MathML Core: no JavaScript, no web fonts).
///
/// It covers fractions, roots, scripts and primes, Greek letters, operators, relations, arrows,
/// big operators with limits, function names, `\left…\right`, `\text` and the font commands
/// (`\mathbb`, `\mathcal` … as Unicode's mathematical alphabets), accents, `\overline`,
/// `\boxed`, `\tag`, spaces and the environments `matrix` (and its fenced kin), `cases`,
/// `aligned`, `gathered` and `array`.
///
/// It never fails: a command it does not know is shown as written, in an
/// `<mtext class="norg-math-source">`; a formula it cannot read (a brace never closed, `\end{b}`
/// closing `\begin{a}`, 32 fractions or roots deep) is shown whole as its source. The TeX is
/// always kept in `alttext`. Everything is escaped for HTML, and the work is linear in the input.
public enum TeXToMathML {
    /// The class of the `<mtext>` showing TeX that was not translated, for stylesheets.
    public static let sourceClass = "norg-math-source"

    /// The `<math>` element for `tex`: `display="block"` when `display` (an `@math` block), inline
    /// otherwise (`$…$`).
    public static func mathML(for tex: String, display: Bool) -> String {
        let trimmed = tex.trimmingTeXSpaces()
        var writer = MathMLWriter()
        var parser = TeXParser(source: Array(trimmed.unicodeScalars))
        do {
            let nodes = try parser.parseFormula(display: display)
            writer.writeMath(nodes, tex: trimmed, display: display)
        } catch {
            writer.writeSource(tex: trimmed, display: display)
        }
        return writer.out
    }
}

extension String {
    /// Without the white space around it (an `@math` block's lines end in a newline).
    func trimmingTeXSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !TeXTokenizer.isSpace($0) }),
              let last = scalars.lastIndex(where: { !TeXTokenizer.isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
