extension TeXSymbol {
    /// Big operators: sums and products take their limits under and over them in display style,
    /// integrals beside them (as TeX does).
    static let bigOperators: [String: TeXSymbol] = {
        var table = TeXSymbol.table(.largeOperator, [
            ("sum", "∑"), ("prod", "∏"), ("coprod", "∐"), ("bigcup", "⋃"), ("bigcap", "⋂"),
            ("bigvee", "⋁"), ("bigwedge", "⋀"), ("bigoplus", "⨁"), ("bigotimes", "⨂"),
            ("bigodot", "⨀"), ("biguplus", "⨄"), ("bigsqcup", "⨆"),
        ])
        table.merge(TeXSymbol.table(.integral, [
            ("int", "∫"), ("iint", "∬"), ("iiint", "∭"), ("iiiint", "⨌"), ("oint", "∮"),
            ("oiint", "∯"), ("oiiint", "∰"), ("intop", "∫"), ("smallint", "∫"),
        ])) { first, _ in first }
        return table
    }()

    /// Function names, set upright: `\lim` and its kin take limits under them in display style.
    static let functions: [String: TeXSymbol] = {
        var table = TeXSymbol.table(.function, [
            "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh",
            "tanh", "coth", "log", "ln", "lg", "exp", "deg", "dim", "hom", "ker", "arg",
        ].map { ($0, $0) })
        table.merge(TeXSymbol.table(.limitFunction, [
            ("lim", "lim"), ("liminf", "lim inf"), ("limsup", "lim sup"), ("max", "max"),
            ("min", "min"), ("sup", "sup"), ("inf", "inf"), ("det", "det"), ("gcd", "gcd"),
            ("Pr", "Pr"), ("injlim", "inj lim"), ("projlim", "proj lim"),
        ])) { first, _ in first }
        return table
    }()
}
