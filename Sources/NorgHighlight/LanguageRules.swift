/// One language's table: the words it reserves and the forms its comments, strings and other
/// tokens take. `CodeScanner` is the one engine that reads every table.
struct LanguageRules: Sendable {
    /// How the scanner reads the code: most languages are `.code`; markup and Norg have a loop of
    /// their own, and the data languages mark keys.
    enum Mode: Sendable {
        case code
        /// HTML and XML: tags, attributes, comments, character references; text stays plain.
        case markup
        /// Norg: line-start markers, tags, headings, links, verbatim, comments, markup characters.
        case norg
    }

    /// A comment or string form: `open` … `close`, each written as its bytes in the rules and
    /// packed as a `BytePattern` for the scanner (`DelimitedForm`).
    struct Delimited<Delimiter: Sendable>: Sendable {
        var open: Delimiter
        var close: Delimiter
        var kind: CodeTokenKind
        /// A backslash escapes the byte after it (so `\"` does not close).
        var escapes = false
        /// May run over line ends; otherwise an unclosed one ends at its line's end.
        var multiline = true
        /// Nested opens need their own closes (Swift's and Rust's `/* /* */ */`).
        var nests = false
        /// `'x'` in Rust: a character of one escape or one character, else a lifetime `'a`.
        var isCharacter = false
    }

    /// A prefix byte followed by a word (`@MainActor`, `#include`, `$HOME`), or by anything up to a
    /// closing byte on the same line (`#[derive(Debug)]`, `${name}`).
    struct Sigil: Sendable {
        var prefix: UInt8
        var kind: CodeTokenKind
        /// Bytes after the prefix that make it a bracketed form up to `bracketClose`.
        var bracketOpen: UInt8? = nil
        var bracketClose: UInt8 = 0
        /// A single byte after the prefix that is a whole token (`$1`, `$@`).
        var singles: [UInt8] = []
    }

    var mode = Mode.code
    var words: [(CodeTokenKind, [String])] = []
    /// SQL: keywords in any case.
    var caseInsensitiveWords = false
    /// Bytes other than ASCII letters, digits, `_` and non-ASCII that continue a word (`$` in
    /// JavaScript, `-` in CSS).
    var extraWordBytes: [UInt8] = []
    /// Bytes that continue a word but do not start one (`-` in YAML and TOML keys).
    var innerWordBytes: [UInt8] = []
    var lineComments: [[UInt8]] = []
    /// Shell and YAML: `#` starts a comment only after whitespace (`a#b` is a word).
    var lineCommentNeedsSpace = false
    var blockComments: [Delimited<[UInt8]>] = []
    /// Ordered so that a longer opener comes before its prefix (`"""` before `"`).
    var strings: [Delimited<[UInt8]>] = []
    /// Words that may stand right before a string as its prefix (`r`, `b`, `f`, `u8`).
    var stringPrefixes: [String] = []
    /// Lua: `[[ … ]]`, `[==[ … ]==]` strings and `--[[ … ]]` comments.
    var longBrackets = false
    /// Swift: `#"…"#` raw strings. Rust: `r#"…"#` (after the `r` or `br` prefix).
    var hashRawStrings = false
    var sigils: [Sigil] = []
    /// A word followed by `(` is a function (a call or a declaration).
    var callsAreFunctions = false
    /// Keywords after which a word is a function's name (`fn`, `func`, `def`, `function`).
    var functionKeywords: [String] = []
    /// Rust: `name!(` is a macro call, shown as a function.
    var macroBang = false
    /// A word starting with an uppercase letter and holding a lowercase one is a type.
    var capitalizedAreTypes = false
    /// JSON, YAML, TOML, CSS: a word or string followed by this byte is a key.
    var keySeparator: UInt8? = nil
    /// YAML: the separator counts only before whitespace or the line's end (`a: b`, not `a:b`).
    var keySeparatorNeedsSpace = false
    /// TOML: `[table]` at the start of a line is a heading.
    var tableHeadings = false
    /// CSS: words outside braces are selectors (`tag`), inside them property names are keys; `#…`
    /// inside braces is a colour; `50%` is a number.
    var isCSS = false
}
