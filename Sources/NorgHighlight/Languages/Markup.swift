/// The tables of the markup languages: HTML and XML, and Norg itself.
extension CodeLanguage {
    static let html = CodeLanguage(name: "html", aliases: ["xml", "htm", "xhtml", "svg", "plist"]) { htmlTable }
    private static let htmlTable = LanguageTable({
        var rules = LanguageRules()
        rules.mode = .markup
        return rules
    }())

    static let norg = CodeLanguage(name: "norg", aliases: ["neorg"]) { norgTable }
    private static let norgTable = LanguageTable({
        var rules = LanguageRules()
        rules.mode = .norg
        return rules
    }())
}
