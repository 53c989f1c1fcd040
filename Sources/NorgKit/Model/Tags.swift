/// A verbatim ranged tag, `@name parameters` … `@end`: lines kept as raw text, with no Norg markup
/// and no escapes read in them (`@code lua`, `@math`, `@table`, `@embed html`, `@document.meta`).
///
/// The content ends at the first `@end` line, so verbatim tags do not nest. An opening line with
/// no `@end` after it is not a tag: the parser reads it as paragraph text, with a diagnostic.
public struct VerbatimRangedTag: Sendable, Hashable {
    /// The tag name after `@`, hierarchical with `.` (`code`, `document.meta`).
    public var name: String
    /// The words after the name on the opening line, split on whitespace; `\ ` keeps a space inside
    /// one parameter (`@code lua` has `["lua"]`). Empty when the line holds only the name.
    public var parameters: [String]
    /// The lines between the opening and the `@end` line, joined with `\n`, their common leading
    /// indentation removed (indentation is never significant in Norg, but code keeps its relative shape).
    /// Empty when `@end` follows the opening line directly.
    public var content: String
    /// The source of those lines, indentation included: from column 1 of the line after the opening
    /// line to the end of the last content line, before its line ending. With no content lines, an
    /// empty range at the start of the `@end` line.
    public var contentRange: SourceRange
    /// From the `@` of the opening line to the end of `@end` (leading indentation and the final line
    /// ending excluded).
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to this tag,
    /// in source order.
    public var carryovers: [CarryoverTag]

    /// A tag with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(name: String, parameters: [String], content: String, contentRange: SourceRange,
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.name = name
        self.parameters = parameters
        self.content = content
        self.contentRange = contentRange
        self.range = range
        self.carryovers = carryovers
    }

    /// The language of `@code lang` (its first parameter); nil for `@code` alone and for any other tag.
    public var language: String? { name == "code" ? parameters.first : nil }
}

/// A ranged tag whose content is Norg markup: a standard ranged tag `|name parameters` … `|end`
/// or a macro definition `=name parameters` … `=end`.
///
/// Standard ranged tags nest and must balance (an `|example` can show an `|example`). An opening
/// line with no matching end line is not a tag: the parser reads it as paragraph text, with a
/// diagnostic.
public struct RangedTag: Sendable, Hashable {
    /// Which prefix opened the tag.
    public enum Kind: Sendable, Hashable {
        /// `|name` … `|end`: `|comment` (renders nothing, and its content holds no link targets),
        /// `|example` (shows its markup unrendered), `|details`, `|group` …
        case standard
        /// `=name … =end`: a macro definition, whose content may hold any Norg, headings included.
        case macro
    }

    /// `|` (standard) or `=` (macro).
    public var kind: Kind
    /// The tag name after the prefix (`comment`, `example`, `details`).
    public var name: String
    /// The words after the name on the opening line, split on whitespace; `\ ` keeps a space inside
    /// one parameter.
    public var parameters: [String]
    /// The blocks between the opening and the end line, parsed as Norg. Empty when nesting has
    /// reached the parser's depth limit there (the parser then says so in a diagnostic, and
    /// `rawContent` still holds the text).
    public var content: [NorgBlock]
    /// The source between the opening and closing lines, exactly as written: indentation kept,
    /// from the start of the first line after the opening line to the end of the last line before
    /// the end line, its line ending excluded (what `|example` shows). Empty when the end line
    /// follows directly.
    public var rawContent: String
    /// From the prefix of the opening line to the end of `|end` or `=end` (leading indentation and
    /// the final line ending excluded).
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to this tag,
    /// in source order.
    public var carryovers: [CarryoverTag]

    /// A tag with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(kind: Kind, name: String, parameters: [String], content: [NorgBlock], rawContent: String,
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.content = content
        self.rawContent = rawContent
        self.range = range
        self.carryovers = carryovers
    }
}

/// An infirm tag, `.name parameters`: a one-line tag with no content and no end line, such as
/// `.image https://… alt` or `.toc` (in the spec, a macro call on one line).
public struct InfirmTag: Sendable, Hashable {
    /// The tag name after `.` (`image`, `toc`, `include`).
    public var name: String
    /// The words after the name, split on whitespace; `\ ` keeps a space inside one parameter
    /// (`.image photo.png A\ view` has `["photo.png", "A view"]`).
    public var parameters: [String]
    /// The tag's line, from the `.` to its last non-whitespace character.
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to this tag,
    /// in source order.
    public var carryovers: [CarryoverTag]

    /// A tag with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(name: String, parameters: [String], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.name = name
        self.parameters = parameters
        self.range = range
        self.carryovers = carryovers
    }
}
