extension HTMLStylesheet {
    /// MathML (`@math` blocks, `$…$`): a math font where one is installed, block formulas that
    /// scroll rather than overflow a narrow page, table cells aligned by class (MathML Core has no
    /// `columnalign`; Chromium aligns cells by `-webkit-left`/`-webkit-right` only), over- and
    /// underlines as borders, and untranslated TeX shown as source.
    static let math = """
    .math math { font-family: "Latin Modern Math", "STIX Two Math", "Cambria Math", "DejaVu Math TeX Gyre", math; }
    .norg-math-block { margin: .8em 0; overflow-x: auto; overflow-y: hidden; }
    .norg-math-block > math { font-size: 1.1em; }
    mtd.norg-math-left { text-align: left; text-align: -webkit-left; }
    mtd.norg-math-right { text-align: right; text-align: -webkit-right; }
    .norg-math-aligned > mtr > mtd.norg-math-right { padding-right: 0; padding-left: 1em; }
    .norg-math-aligned > mtr > mtd.norg-math-left { padding-left: 0; padding-right: 1em; }
    .norg-math-cases > mtr > mtd { padding-left: 0; padding-right: 1em; }
    .norg-math-overline { border-top: .065em solid; padding-top: .12em; }
    .norg-math-underline { border-bottom: .065em solid; padding-bottom: .12em; }
    .norg-math-boxed { border: .065em solid; padding: .2em .3em; }
    .norg-math-source { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .85em; color: var(--norg-verbatim); }
    """
}
