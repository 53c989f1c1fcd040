/// What a styled run looks like, in theme roles: the decisions `AttributedString(norg:theme:)` makes
/// before it picks the theme's fonts and colours (which style wins when several apply).
struct NorgRunAppearance: Sendable, Hashable {
    /// Which font a run uses.
    enum FontRole: Sendable, Hashable {
        /// No font of its own: the surrounding `Text` font applies.
        case inherited
        /// The surrounding block's font, made bold and/or italic.
        case emphasized(bold: Bool, italic: Bool)
        /// The theme's code font (verbatim, math and variables; emphasis does not apply to code).
        case code
        /// The theme's badge font (a task's priority, dates, recurrence).
        case badge
    }

    /// Which theme colour a run's text takes.
    enum ColorRole: Sendable, Hashable {
        case verbatim
        case spoiler
        case link
        case badge
    }

    enum Baseline: Sendable, Hashable {
        case superscript
        case `subscript`
    }

    var font: FontRole
    /// Badge colour, then link colour beats spoiler colour, which beats verbatim colour.
    var foreground: ColorRole?
    var spoilerBackground: Bool
    var underline: Bool
    var strikethrough: Bool
    /// Superscript wins over subscript when both apply.
    var baseline: Baseline?
    /// The run opens its link when tapped.
    var isLink: Bool

    /// Superscript and subscript text is set smaller (`NorgStyle` says so), unless it is code or a
    /// badge, which have fonts of their own.
    var isSmaller: Bool {
        guard baseline != nil else { return false }
        switch font {
        case .inherited, .emphasized: return true
        case .code, .badge: return false
        }
    }

    init(_ style: NorgStyle) {
        if style.contains(.badge) {
            font = .badge
        } else if !style.isDisjoint(with: [.verbatim, .math, .variable]) {
            font = .code
        } else if !style.isDisjoint(with: [.bold, .italic]) {
            font = .emphasized(bold: style.contains(.bold), italic: style.contains(.italic))
        } else {
            font = .inherited
        }
        if style.contains(.badge) {
            foreground = .badge
        } else if style.contains(.link) {
            foreground = .link
        } else if style.contains(.spoiler) {
            foreground = .spoiler
        } else if !style.isDisjoint(with: [.verbatim, .variable]) {
            foreground = .verbatim
        } else {
            foreground = nil
        }
        spoilerBackground = style.contains(.spoiler)
        underline = style.contains(.underline)
        strikethrough = style.contains(.strikethrough)
        baseline = style.contains(.superscript) ? .superscript : style.contains(.subscript) ? .subscript : nil
        isLink = style.contains(.link)
    }
}
