/// Writes `MathNode`s as MathML Core: every node is one element, every character escaped, fences
/// as `<mo>` (no `mfenced`), alphabets as Unicode characters (no `mathvariant` but `normal`).
/// It recurses along the tree, whose depth the parser bounds.
struct MathMLWriter {
    private(set) var out = ""

    /// `<math>` around `nodes`, with the TeX as its `alttext`.
    mutating func writeMath(_ nodes: [MathNode], tex: String, display: Bool) {
        openMath(tex: tex, display: display)
        for node in nodes { write(node, style: display ? .display : .text) }
        out += "</math>"
    }

    /// `<math>` showing `tex` as its source, for a formula that cannot be translated.
    mutating func writeSource(tex: String, display: Bool) {
        openMath(tex: tex, display: display)
        write(.source(tex), style: .text)
        out += "</math>"
    }

    private mutating func openMath(tex: String, display: Bool) {
        out += display ? "<math display=\"block\" alttext=\"" : "<math alttext=\""
        MathMLEscaping.append(tex, to: &out, attribute: true)
        out += "\">"
    }

    /// `node` as one element, in `style` (which decides where limits go). Each construct is
    /// written by a function of its own, so that the recursion keeps only small frames.
    mutating func write(_ node: MathNode, style: MathStyle) {
        switch node {
        case .identifier(let text, let upright):
            out += upright && text.unicodeScalars.count == 1 ? "<mi mathvariant=\"normal\">" : "<mi>"
            content(text, close: "</mi>")
        case .number(let text):
            out += "<mn>"
            content(text, close: "</mn>")
        case .operator(let op):
            writeOperator(op)
        case .text(let text):
            out += "<mtext>"
            content(text, close: "</mtext>")
        case .source(let text):
            out += "<mtext class=\""
            out += TeXToMathML.sourceClass
            out += "\">"
            content(text, close: "</mtext>")
        case .space(let width):
            out += "<mspace width=\""
            out += width
            out += "\"></mspace>"
        case .row(let nodes):
            writeRow(nodes, style: style)
        case .fraction(let numerator, let denominator, let lineThickness, let fractionStyle):
            writeFraction(numerator, denominator, lineThickness: lineThickness, style: fractionStyle)
        case .root(let radicand, let index):
            writeRoot(radicand, index: index, style: style)
        case .scripts(let base, let sub, let sup, let placement):
            let limits = placement == .limits || placement == .limitsInDisplay && style == .display
            writeScripts(base, under: sub, over: sup, limits: limits, style: style)
        case .accent(let base, let mark, let under):
            writeAccent(base, mark: mark, under: under, style: style)
        case .ruled(let base, let rule):
            writeRuled(base, rule, style: style)
        case .stacked(let base, let over, let under):
            writeScripts(base, under: under, over: over, limits: true, style: style)
        case .fenced(let open, let content, let close):
            writeFenced(open, content, close, style: style)
        case .table(let table):
            writeTable(table, style: style)
        case .styled(let newStyle, let nodes):
            out += "<mstyle displaystyle=\"\(newStyle == .display)\" scriptlevel=\"0\">"
            for node in nodes { write(node, style: newStyle) }
            out += "</mstyle>"
        }
    }

    /// A group: its one node alone, or an `<mrow>`.
    private mutating func writeRow(_ nodes: [MathNode], style: MathStyle) {
        if nodes.count == 1 {
            write(nodes[0], style: style)
        } else {
            element("mrow", nodes, style: style)
        }
    }

    /// Numerator and denominator are in text style whatever the fraction's own style.
    private mutating func writeFraction(_ numerator: MathNode, _ denominator: MathNode, lineThickness: String?,
                                        style: MathStyle?) {
        if let style { out += "<mstyle displaystyle=\"\(style == .display)\" scriptlevel=\"0\">" }
        out += lineThickness.map { "<mfrac linethickness=\"\($0)\">" } ?? "<mfrac>"
        write(numerator, style: .text)
        write(denominator, style: .text)
        out += "</mfrac>"
        if style != nil { out += "</mstyle>" }
    }

    private mutating func writeRoot(_ radicand: MathNode, index: MathNode?, style: MathStyle) {
        guard let index else {
            out += "<msqrt>"
            write(radicand, style: style)
            out += "</msqrt>"
            return
        }
        out += "<mroot>"
        write(radicand, style: style)
        write(index, style: .text)
        out += "</mroot>"
    }

    /// Scripts beside the base (`msub`, `msup`, `msubsup`) or, with `limits`, under and over it.
    private mutating func writeScripts(_ base: MathNode, under: MathNode?, over: MathNode?, limits: Bool,
                                       style: MathStyle) {
        let name = switch (limits, under != nil, over != nil) {
        case (true, true, true): "munderover"
        case (true, true, false): "munder"
        case (true, false, _): "mover"
        case (false, true, true): "msubsup"
        case (false, true, false): "msub"
        case (false, false, _): "msup"
        }
        openTag(name)
        write(base, style: style)
        if let under { write(under, style: .text) }
        if let over { write(over, style: .text) }
        closeTag(name)
    }

    private mutating func writeAccent(_ base: MathNode, mark: MathOperator, under: Bool, style: MathStyle) {
        out += under ? "<munder accentunder=\"true\">" : "<mover accent=\"true\">"
        write(base, style: style)
        writeOperator(mark)
        out += under ? "</munder>" : "</mover>"
    }

    private mutating func writeRuled(_ base: MathNode, _ rule: MathRule, style: MathStyle) {
        out += "<mrow class=\""
        out += rule.rawValue
        out += "\">"
        if case .row(let nodes) = base {
            for node in nodes { write(node, style: style) }
        } else {
            write(base, style: style)
        }
        out += "</mrow>"
    }

    private mutating func writeFenced(_ open: MathOperator?, _ content: [MathNode], _ close: MathOperator?,
                                      style: MathStyle) {
        out += "<mrow>"
        if let open { writeOperator(open) }
        for node in content { write(node, style: style) }
        if let close { writeOperator(close) }
        out += "</mrow>"
    }

    private mutating func element(_ name: String, _ nodes: [MathNode], style: MathStyle) {
        openTag(name)
        for node in nodes { write(node, style: style) }
        closeTag(name)
    }

    private mutating func openTag(_ name: String) {
        out += "<"
        out += name
        out += ">"
    }

    private mutating func closeTag(_ name: String) {
        out += "</"
        out += name
        out += ">"
    }

    private mutating func content(_ text: String, close: String) {
        MathMLEscaping.append(text, to: &out)
        out += close
    }

    private mutating func writeOperator(_ op: MathOperator) {
        out += "<mo"
        if let stretchy = op.stretchy { out += stretchy ? " stretchy=\"true\"" : " stretchy=\"false\"" }
        if let size = op.size { out += " minsize=\"" + size + "\" maxsize=\"" + size + "\"" }
        if op.keepsLimits { out += " movablelimits=\"false\"" }
        if op.tight { out += " lspace=\"0em\" rspace=\"0em\"" }
        out += ">"
        content(op.text, close: "</mo>")
    }

    /// An `<mtable>` (between its fences, if it has any). Cells align by class (`norg-math-left`,
    /// `norg-math-right`), which the stylesheet turns into `text-align`: MathML Core has no
    /// `columnalign`.
    private mutating func writeTable(_ table: MathTable, style: MathStyle) {
        let fenced = table.open != nil || table.close != nil
        if fenced { out += "<mrow>" }
        if let open = table.open { writeOperator(MathOperator(open, stretchy: true)) }
        out += "<mtable class=\"\(table.kind)\""
        if let tableStyle = table.style { out += " displaystyle=\"\(tableStyle == .display)\"" }
        out += ">"
        let cellStyle = table.style ?? style
        for row in table.rows {
            out += "<mtr>"
            for (column, cell) in row.enumerated() {
                switch table.alignment(ofColumn: column) {
                case .left: out += "<mtd class=\"norg-math-left\">"
                case .center: out += "<mtd>"
                case .right: out += "<mtd class=\"norg-math-right\">"
                }
                for node in cell { write(node, style: cellStyle) }
                out += "</mtd>"
            }
            out += "</mtr>"
        }
        out += "</mtable>"
        if let close = table.close { writeOperator(MathOperator(close, stretchy: true)) }
        if fenced { out += "</mrow>" }
    }
}
