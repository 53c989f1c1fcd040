/// The tables of Lua, Python, the shell and SQL.
extension CodeLanguage {
    static let lua = CodeLanguage(name: "lua") { luaTable }
    private static let luaTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("and break do else elseif end for function goto if in local not or repeat return then until while")),
            (.constant, words("true false nil self")),
            (.function, words("""
            assert error ipairs next pairs pcall print rawget rawset require select setmetatable
            getmetatable tonumber tostring type unpack xpcall
            """)),
        ]
        rules.lineComments = [Array("--".utf8)]
        rules.strings = [.doubleQuoted, .singleQuoted]
        rules.longBrackets = true
        rules.callsAreFunctions = true
        rules.functionKeywords = ["function"]
        return rules
    }())

    static let python = CodeLanguage(name: "python", aliases: ["py", "python3", "py3"]) { pythonTable }
    private static let pythonTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            and as assert async await break class continue def del elif else except finally for from global
            if import in is lambda nonlocal not or pass raise return try while with yield match case
            """)),
            (.type, words("int float complex str bytes bool list dict set tuple frozenset object type")),
            (.constant, words("True False None self cls")),
            (.function, words("""
            print len range enumerate zip map filter sorted reversed open isinstance issubclass super
            min max sum abs any all repr hash id input iter next getattr setattr hasattr
            """)),
        ]
        rules.lineComments = [Array("#".utf8)]
        rules.strings = [
            .string("\"\"\"", multiline: true), .string("'''", multiline: true), .doubleQuoted, .singleQuoted,
        ]
        rules.stringPrefixes = ["r", "b", "f", "u", "rb", "br", "fr", "rf", "R", "B", "F", "U", "Rb", "bR", "Br", "BR", "rB", "RB"]
        rules.sigils = [.word("@", .attribute)]
        rules.callsAreFunctions = true
        rules.capitalizedAreTypes = true
        rules.functionKeywords = ["def"]
        return rules
    }())

    static let shell = CodeLanguage(name: "sh",
                                    aliases: ["bash", "shell", "zsh", "console", "shellsession"]) { shellTable }
    private static let shellTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            if then else elif fi for while until do done case esac in function return local export
            readonly declare select time break continue
            """)),
            (.function, words("""
            echo printf cd pwd read set unset source test exit eval exec shift trap alias unalias type
            command builtin true false kill wait
            """)),
        ]
        rules.lineComments = [Array("#".utf8)]
        rules.lineCommentNeedsSpace = true
        rules.strings = [.string("\"", multiline: true), .string("'", escapes: false, multiline: true)]
        rules.innerWordBytes = [UInt8(ascii: "-")]
        rules.sigils = [
            LanguageRules.Sigil(prefix: UInt8(ascii: "$"), kind: .constant, bracketOpen: UInt8(ascii: "{"),
                                bracketClose: UInt8(ascii: "}"), singles: Array("#?@*!$-0123456789".utf8)),
        ]
        rules.functionKeywords = ["function"]
        return rules
    }())

    static let sql = CodeLanguage(name: "sql",
                                  aliases: ["sqlite", "postgresql", "postgres", "mysql", "psql"]) { sqlTable }
    private static let sqlTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            select from where and or not insert into values update set delete create table drop alter add
            column index view primary key foreign references unique check default join inner left right
            outer full cross on using group by order having limit offset as distinct union all except
            intersect case when then else end is in like between exists begin commit rollback transaction
            if replace returning with recursive asc desc constraint trigger database schema grant revoke
            """)),
            (.type, words("""
            int integer smallint bigint real double precision float decimal numeric char varchar text
            blob boolean date time timestamp interval serial uuid json jsonb
            """)),
            (.constant, words("null true false")),
        ]
        rules.caseInsensitiveWords = true
        rules.lineComments = [Array("--".utf8)]
        rules.blockComments = [.cComment]
        rules.strings = [.string("'", escapes: false, multiline: true), .string("\"", escapes: false)]
        rules.callsAreFunctions = true
        return rules
    }())
}
