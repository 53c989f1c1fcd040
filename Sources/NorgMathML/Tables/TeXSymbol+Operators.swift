extension TeXSymbol {
    /// Binary operators, logic, dots and punctuation.
    static let operators: [String: TeXSymbol] = table(.operator, [
        ("pm", "±"), ("mp", "∓"), ("times", "×"), ("div", "÷"), ("cdot", "⋅"), ("circ", "∘"),
        ("ast", "∗"), ("star", "⋆"), ("bullet", "∙"), ("oplus", "⊕"), ("ominus", "⊖"),
        ("otimes", "⊗"), ("oslash", "⊘"), ("odot", "⊙"), ("cup", "∪"), ("cap", "∩"),
        ("setminus", "∖"), ("smallsetminus", "∖"), ("wedge", "∧"), ("land", "∧"), ("vee", "∨"),
        ("lor", "∨"), ("uplus", "⊎"), ("sqcup", "⊔"), ("sqcap", "⊓"), ("dagger", "†"),
        ("ddagger", "‡"), ("wr", "≀"), ("diamond", "⋄"), ("bigtriangleup", "△"),
        ("bigtriangledown", "▽"), ("triangleleft", "◃"), ("triangleright", "▹"), ("ltimes", "⋉"),
        ("rtimes", "⋊"), ("boxplus", "⊞"), ("boxminus", "⊟"), ("boxtimes", "⊠"), ("boxdot", "⊡"),
        ("amalg", "⨿"), ("neg", "¬"), ("lnot", "¬"), ("forall", "∀"), ("exists", "∃"),
        ("nexists", "∄"), ("ldots", "…"), ("dots", "…"), ("dotsc", "…"), ("dotso", "…"),
        ("cdots", "⋯"), ("dotsb", "⋯"), ("dotsm", "⋯"), ("dotsi", "⋯"), ("vdots", "⋮"),
        ("ddots", "⋱"), ("therefore", "∴"), ("because", "∵"), ("colon", ":"), ("&", "&"),
        ("backslash", "\\"), ("surd", "√"), ("bmod", "mod"),
    ])

    /// Relations.
    static let relations: [String: TeXSymbol] = table(.operator, [
        ("neq", "≠"), ("ne", "≠"), ("le", "≤"), ("leq", "≤"), ("ge", "≥"), ("geq", "≥"),
        ("leqq", "≦"), ("geqq", "≧"), ("leqslant", "⩽"), ("geqslant", "⩾"), ("ll", "≪"),
        ("gg", "≫"), ("lll", "⋘"), ("ggg", "⋙"), ("approx", "≈"), ("approxeq", "≊"),
        ("equiv", "≡"), ("sim", "∼"), ("simeq", "≃"), ("cong", "≅"), ("propto", "∝"),
        ("varpropto", "∝"), ("in", "∈"), ("notin", "∉"), ("ni", "∋"), ("owns", "∋"),
        ("subset", "⊂"), ("supset", "⊃"), ("subseteq", "⊆"), ("supseteq", "⊇"),
        ("subsetneq", "⊊"), ("supsetneq", "⊋"), ("nsubseteq", "⊈"), ("nsupseteq", "⊉"),
        ("sqsubset", "⊏"), ("sqsupset", "⊐"), ("sqsubseteq", "⊑"), ("sqsupseteq", "⊒"),
        ("prec", "≺"), ("succ", "≻"), ("preceq", "⪯"), ("succeq", "⪰"), ("mid", "∣"),
        ("nmid", "∤"), ("parallel", "∥"), ("nparallel", "∦"), ("perp", "⊥"), ("vdash", "⊢"),
        ("dashv", "⊣"), ("models", "⊨"), ("vDash", "⊨"), ("doteq", "≐"), ("coloneqq", "≔"),
        ("triangleq", "≜"), ("asymp", "≍"), ("bowtie", "⋈"), ("smile", "⌣"), ("frown", "⌢"),
        ("nless", "≮"), ("ngtr", "≯"), ("nleq", "≰"), ("ngeq", "≱"), ("nsim", "≁"),
        ("ncong", "≇"), ("lesssim", "≲"), ("gtrsim", "≳"), ("lessgtr", "≶"), ("gtrless", "≷"),
        ("lhd", "⊲"), ("rhd", "⊳"), ("unlhd", "⊴"), ("unrhd", "⊵"),
    ])

    /// Arrows.
    static let arrows: [String: TeXSymbol] = table(.operator, [
        ("to", "→"), ("rightarrow", "→"), ("leftarrow", "←"), ("gets", "←"),
        ("leftrightarrow", "↔"), ("Rightarrow", "⇒"), ("Leftarrow", "⇐"), ("Leftrightarrow", "⇔"),
        ("implies", "⟹"), ("impliedby", "⟸"), ("iff", "⟺"), ("mapsto", "↦"),
        ("longmapsto", "⟼"), ("longrightarrow", "⟶"), ("longleftarrow", "⟵"),
        ("longleftrightarrow", "⟷"), ("Longrightarrow", "⟹"), ("Longleftarrow", "⟸"),
        ("Longleftrightarrow", "⟺"), ("nearrow", "↗"), ("searrow", "↘"), ("swarrow", "↙"),
        ("nwarrow", "↖"), ("hookrightarrow", "↪"), ("hookleftarrow", "↩"),
        ("rightharpoonup", "⇀"), ("rightharpoondown", "⇁"), ("leftharpoonup", "↼"),
        ("leftharpoondown", "↽"), ("rightleftharpoons", "⇌"), ("leftrightarrows", "⇆"),
        ("rightleftarrows", "⇄"), ("leadsto", "⇝"), ("rightsquigarrow", "⇝"),
        ("twoheadrightarrow", "↠"), ("nrightarrow", "↛"), ("nleftarrow", "↚"),
        ("nRightarrow", "⇏"), ("nLeftarrow", "⇍"), ("nLeftrightarrow", "⇎"),
        ("circlearrowleft", "↺"), ("circlearrowright", "↻"),
    ])

    /// Delimiters: what `\left` and `\right` stretch (the vertical arrows as well).
    static let fences: [String: TeXSymbol] = table(.fence, [
        ("{", "{"), ("}", "}"), ("lbrace", "{"), ("rbrace", "}"), ("langle", "⟨"), ("rangle", "⟩"),
        ("lvert", "|"), ("rvert", "|"), ("vert", "|"), ("lVert", "‖"), ("rVert", "‖"),
        ("Vert", "‖"), ("|", "‖"), ("lfloor", "⌊"), ("rfloor", "⌋"), ("lceil", "⌈"),
        ("rceil", "⌉"), ("lbrack", "["), ("rbrack", "]"), ("ulcorner", "⌜"), ("urcorner", "⌝"),
        ("llcorner", "⌞"), ("lrcorner", "⌟"), ("uparrow", "↑"), ("downarrow", "↓"),
        ("updownarrow", "↕"), ("Uparrow", "⇑"), ("Downarrow", "⇓"), ("Updownarrow", "⇕"),
    ])

    /// Horizontal spaces, in em.
    static let spaces: [String: TeXSymbol] = table(.space, [
        (",", "0.1667em"), ("thinspace", "0.1667em"), (":", "0.2222em"), (">", "0.2222em"),
        ("medspace", "0.2222em"), (";", "0.2778em"), ("thickspace", "0.2778em"),
        (" ", "0.3333em"), ("\n", "0.3333em"), ("\t", "0.3333em"), ("enspace", "0.5em"),
        ("quad", "1em"), ("qquad", "2em"),
    ])

    static func table(_ kind: Kind, _ pairs: [(String, String)]) -> [String: TeXSymbol] {
        var table: [String: TeXSymbol] = [:]
        for (name, text) in pairs { table[name] = TeXSymbol(text, kind) }
        return table
    }
}
