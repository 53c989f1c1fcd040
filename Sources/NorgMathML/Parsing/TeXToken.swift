/// One token of TeX math source, with where it came from (offsets into the source's scalars), so
/// that what the translator does not know can be shown as the source it was written as.
struct TeXToken: Equatable {
    enum Kind: Equatable {
        /// `\name` (letters) or `\x` (one other character: `\,`, `\{`, `\\` …), without the backslash.
        case command(String)
        /// Any other single character (letters, digits, operators, `[`, `]`, `'` …).
        case character(Unicode.Scalar)
        case openBrace
        case closeBrace
        /// `^`
        case superscript
        /// `_`
        case `subscript`
        /// `&`: the next cell of an alignment.
        case alignment
        /// A run of white space (one token however long; ignored but in text).
        case space
    }

    var kind: Kind
    /// The scalars of the source this token covers.
    var range: Range<Int>

    /// Whether this is the single character `character`.
    func isCharacter(_ character: Unicode.Scalar) -> Bool {
        if case .character(let own) = kind { return own == character }
        return false
    }
}
