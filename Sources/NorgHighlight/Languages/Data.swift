/// The tables of the data and style languages: JSON, YAML, TOML and CSS.
extension CodeLanguage {
    static let json = CodeLanguage(name: "json", aliases: ["jsonc", "json5", "geojson"]) { jsonTable }
    private static let jsonTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [(.constant, words("true false null"))]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.cComment]
        rules.strings = [.doubleQuoted, .singleQuoted]
        rules.keySeparator = UInt8(ascii: ":")
        return rules
    }())

    static let yaml = CodeLanguage(name: "yaml", aliases: ["yml"]) { yamlTable }
    private static let yamlTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [(.constant, words("true false null yes no on off True False Null TRUE FALSE NULL"))]
        rules.lineComments = [Array("#".utf8)]
        rules.lineCommentNeedsSpace = true
        rules.strings = [.doubleQuoted, .string("'", escapes: false)]
        rules.innerWordBytes = Array("-.".utf8)
        rules.sigils = [.word("&", .attribute), .word("*", .attribute), .word("!", .type)]
        rules.keySeparator = UInt8(ascii: ":")
        rules.keySeparatorNeedsSpace = true
        return rules
    }())

    static let toml = CodeLanguage(name: "toml") { tomlTable }
    private static let tomlTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [(.constant, words("true false inf nan"))]
        rules.lineComments = [Array("#".utf8)]
        rules.strings = [
            .string("\"\"\"", multiline: true), .string("'''", escapes: false, multiline: true),
            .doubleQuoted, .string("'", escapes: false),
        ]
        rules.innerWordBytes = Array("-.".utf8)
        rules.keySeparator = UInt8(ascii: "=")
        rules.tableHeadings = true
        return rules
    }())

    static let css = CodeLanguage(name: "css", aliases: ["scss", "less"]) { cssTable }
    private static let cssTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [(.constant, words("inherit initial unset revert auto none important"))]
        rules.extraWordBytes = [UInt8(ascii: "-")]
        rules.blockComments = [.cComment]
        rules.strings = [.doubleQuoted, .singleQuoted]
        rules.sigils = [
            .word("@", .keyword), .word("#", .attribute), .word(".", .attribute), .word(":", .attribute),
            .word("!", .keyword),
        ]
        rules.callsAreFunctions = true
        rules.keySeparator = UInt8(ascii: ":")
        rules.isCSS = true
        return rules
    }())
}
