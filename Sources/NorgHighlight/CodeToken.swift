/// What a run of code is, for colouring: a small set that every language's table maps onto.
public enum CodeTokenKind: String, Sendable, Hashable, CaseIterable {
    /// Reserved words: `func`, `if`, `return`, SQL's `SELECT`.
    case keyword
    /// Type names and built-in types: `Int`, `String`, `u8`, capitalised names where the language
    /// writes types so.
    case type
    /// Literal constants and the language's self reference: `true`, `nil`, `None`, `self`; shell
    /// variables; HTML character references.
    case constant
    /// String and character literals, quoted attribute values, Norg's verbatim spans.
    case string
    /// Numeric literals (`0x1F`, `1_000`, `2.5e-3`, CSS's `12px`, `#fff`).
    case number
    /// Comments.
    case comment
    /// A name being called (`print(`), built-in commands and functions.
    case function
    /// Annotations and directives: `@MainActor`, `#if`, `#[derive]`, decorators, HTML attribute
    /// names, CSS selectors' classes, Norg's tags (`@code`, `#name`, `|example`).
    case attribute
    /// HTML and XML element names, CSS element selectors.
    case tag
    /// Keys of JSON, YAML and TOML, CSS property names.
    case key
    /// Section titles: Norg headings, TOML tables.
    case heading
    /// Norg links (`{* Heading}`).
    case link
    /// Markup punctuation: HTML's `<`, `</`, `>`; Norg's list, quote and inline markup characters.
    case punctuation
}

/// One highlighted run of a piece of code: its kind and where it lies, as UTF-8 offsets into the
/// code. Tokens come in order and never overlap; code between them is plain.
public struct CodeToken: Sendable, Hashable {
    /// What the run is, for colouring.
    public var kind: CodeTokenKind
    /// The token's bytes: `code.utf8` offsets, from its first byte up to (not including) the byte
    /// after its last. Tokens start and end on character boundaries of valid UTF-8.
    public var range: Range<Int>

    /// A token of `kind` over the UTF-8 offsets `range` of the code.
    public init(kind: CodeTokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
