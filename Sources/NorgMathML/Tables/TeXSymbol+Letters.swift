extension TeXSymbol {
    /// Greek letters (lower case italic, upper case upright, as TeX sets them) and letter-like
    /// symbols.
    static let letters: [String: TeXSymbol] = {
        var table: [String: TeXSymbol] = [:]
        let lower: [(String, String)] = [
            ("alpha", "α"), ("beta", "β"), ("gamma", "γ"), ("delta", "δ"), ("epsilon", "ϵ"),
            ("varepsilon", "ε"), ("zeta", "ζ"), ("eta", "η"), ("theta", "θ"), ("vartheta", "ϑ"),
            ("iota", "ι"), ("kappa", "κ"), ("varkappa", "ϰ"), ("lambda", "λ"), ("mu", "μ"),
            ("nu", "ν"), ("xi", "ξ"), ("omicron", "ο"), ("pi", "π"), ("varpi", "ϖ"), ("rho", "ρ"),
            ("varrho", "ϱ"), ("sigma", "σ"), ("varsigma", "ς"), ("tau", "τ"), ("upsilon", "υ"),
            ("phi", "ϕ"), ("varphi", "φ"), ("chi", "χ"), ("psi", "ψ"), ("omega", "ω"), ("digamma", "ϝ"),
        ]
        let upper: [(String, String)] = [
            ("Gamma", "Γ"), ("Delta", "Δ"), ("Theta", "Θ"), ("Lambda", "Λ"), ("Xi", "Ξ"), ("Pi", "Π"),
            ("Sigma", "Σ"), ("Upsilon", "Υ"), ("Phi", "Φ"), ("Psi", "Ψ"), ("Omega", "Ω"),
        ]
        let symbols: [(String, String)] = [
            ("infty", "∞"), ("partial", "∂"), ("nabla", "∇"), ("emptyset", "∅"), ("varnothing", "⌀"),
            ("ell", "ℓ"), ("hbar", "ℏ"), ("hslash", "ℏ"), ("Re", "ℜ"), ("Im", "ℑ"), ("aleph", "ℵ"),
            ("beth", "ℶ"), ("wp", "℘"), ("imath", "ı"), ("jmath", "ȷ"), ("prime", "′"),
            ("angle", "∠"), ("measuredangle", "∡"), ("triangle", "△"), ("top", "⊤"), ("bot", "⊥"),
            ("degree", "°"), ("Box", "□"), ("square", "□"), ("blacksquare", "■"), ("checkmark", "✓"),
            ("clubsuit", "♣"), ("diamondsuit", "♢"), ("heartsuit", "♡"), ("spadesuit", "♠"),
            ("flat", "♭"), ("natural", "♮"), ("sharp", "♯"), ("S", "§"), ("P", "¶"),
            ("#", "#"), ("$", "$"), ("%", "%"), ("_", "_"), ("complement", "∁"), ("mho", "℧"),
        ]
        for (name, text) in lower + symbols { table[name] = TeXSymbol(text, .identifier) }
        for (name, text) in upper { table[name] = TeXSymbol(text, .uprightIdentifier) }
        return table
    }()
}
