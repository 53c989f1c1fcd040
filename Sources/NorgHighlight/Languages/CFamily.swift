/// The tables of the languages with C's comments: C, C++, Go, Rust, Swift, JavaScript, TypeScript.
extension CodeLanguage {
    static let c = CodeLanguage(name: "c", aliases: ["h"]) { cTable }
    private static let cTable = LanguageTable(cRules(cpp: false))
    static let cpp = CodeLanguage(name: "cpp", aliases: ["c++", "cc", "cxx", "hpp", "hh", "hxx"]) { cppTable }
    private static let cppTable = LanguageTable(cRules(cpp: true))

    private static func cRules(cpp: Bool) -> LanguageRules {
        var rules = LanguageRules()
        let cKeywords = """
        auto break case const continue default do else enum extern for goto if inline register restrict
        return sizeof static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Bool
        _Generic _Noreturn _Static_assert _Thread_local
        """
        let cppKeywords = """
        alignas alignof and and_eq asm catch class concept consteval constexpr constinit const_cast
        co_await co_return co_yield decltype delete dynamic_cast explicit export friend module mutable
        namespace new noexcept not not_eq operator or or_eq override final private protected public
        reinterpret_cast requires static_assert static_cast template this throw try typeid typename using
        virtual xor xor_eq import
        """
        let cTypes = """
        void char short int long float double signed unsigned bool size_t ssize_t ptrdiff_t intptr_t uintptr_t
        int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t FILE wchar_t
        """
        let cppTypes = "std string vector map set unordered_map unique_ptr shared_ptr optional char8_t char16_t char32_t"
        rules.words = [
            (.keyword, words(cKeywords + (cpp ? "\n" + cppKeywords : ""))),
            (.type, words(cTypes + (cpp ? " " + cppTypes : ""))),
            (.constant, words("NULL true false" + (cpp ? " nullptr" : ""))),
        ]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.cComment]
        rules.strings = [.doubleQuoted, .singleQuoted]
        rules.stringPrefixes = ["L", "u", "U", "u8"]
        rules.sigils = [.word("#", .attribute)]
        rules.callsAreFunctions = true
        return rules
    }

    static let go = CodeLanguage(name: "go", aliases: ["golang"]) { goTable }
    private static let goTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            break case chan const continue default defer else fallthrough for func go goto if import
            interface map package range return select struct switch type var
            """)),
            (.type, words("""
            bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string
            uint uint8 uint16 uint32 uint64 uintptr any comparable
            """)),
            (.constant, words("true false nil iota")),
            (.function, words("append cap clear close complex copy delete imag len make max min new panic print println real recover")),
        ]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.cComment]
        rules.strings = [.doubleQuoted, .singleQuoted, .string("`", escapes: false, multiline: true)]
        rules.callsAreFunctions = true
        rules.functionKeywords = ["func"]
        return rules
    }())

    static let rust = CodeLanguage(name: "rust", aliases: ["rs"]) { rustTable }
    private static let rustTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            as async await break const continue crate dyn else enum extern fn for if impl in let loop match
            mod move mut pub ref return static struct super trait type union unsafe use where while yield
            """)),
            (.type, words("""
            bool char str i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 String Vec Option
            Result Box Self
            """)),
            (.constant, words("true false self None Some Ok Err")),
        ]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.block("/*", "*/", nests: true)]
        var character = LanguageRules.Delimited<[UInt8]>.singleQuoted
        character.isCharacter = true
        rules.strings = [.string("\"", multiline: true), character]
        rules.stringPrefixes = ["b", "r", "br", "c", "cr"]
        rules.hashRawStrings = true
        rules.sigils = [LanguageRules.Sigil(prefix: UInt8(ascii: "#"), kind: .attribute,
                                            bracketOpen: UInt8(ascii: "["), bracketClose: UInt8(ascii: "]"))]
        rules.callsAreFunctions = true
        rules.macroBang = true
        rules.capitalizedAreTypes = true
        rules.functionKeywords = ["fn"]
        return rules
    }())

    static let swift = CodeLanguage(name: "swift") { swiftTable }
    private static let swiftTable = LanguageTable({
        var rules = LanguageRules()
        rules.words = [
            (.keyword, words("""
            associatedtype actor async await borrowing break case catch class consume consuming continue
            default defer deinit do else enum extension fallthrough fileprivate final for func guard if
            import in indirect init inout internal is isolated lazy let macro mutating nonisolated
            nonmutating open operator override package precedencegroup private protocol public repeat
            required rethrows return some any static struct subscript super switch throw throws try
            typealias var weak unowned where while willSet didSet get set convenience dynamic optional
            """)),
            (.type, words("""
            Int Int8 Int16 Int32 Int64 UInt UInt8 UInt16 UInt32 UInt64 Double Float Bool String Character
            Array Dictionary Set Optional Result Never Void Any AnyObject Self
            """)),
            (.constant, words("true false nil self")),
        ]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.block("/*", "*/", nests: true)]
        rules.strings = [.string("\"\"\"", multiline: true), .doubleQuoted]
        rules.hashRawStrings = true
        rules.sigils = [.word("@", .attribute), .word("#", .attribute)]
        rules.callsAreFunctions = true
        rules.capitalizedAreTypes = true
        rules.functionKeywords = ["func"]
        return rules
    }())

    static let javascript = CodeLanguage(name: "javascript", aliases: ["js", "jsx", "mjs", "cjs"]) { javascriptTable }
    private static let javascriptTable = LanguageTable(scriptRules(typed: false))
    static let typescript = CodeLanguage(name: "typescript", aliases: ["ts", "tsx", "mts", "cts"]) { typescriptTable }
    private static let typescriptTable = LanguageTable(scriptRules(typed: true))

    private static func scriptRules(typed: Bool) -> LanguageRules {
        var rules = LanguageRules()
        let keywords = """
        async await break case catch class const continue debugger default delete do else export extends
        finally for from function get if import in instanceof let new of return set static super switch
        throw try typeof var void while with yield
        """
        let typeKeywords = """
        abstract as asserts declare enum implements interface is keyof namespace private protected public
        readonly satisfies type infer override
        """
        rules.words = [
            (.keyword, words(keywords + (typed ? "\n" + typeKeywords : ""))),
            (.type, words(typed ? "any boolean never number object string symbol unknown bigint" : "")),
            (.constant, words("true false null undefined this NaN Infinity")),
        ]
        rules.extraWordBytes = [UInt8(ascii: "$")]
        rules.lineComments = [Array("//".utf8)]
        rules.blockComments = [.cComment]
        rules.strings = [.doubleQuoted, .singleQuoted, .string("`", multiline: true)]
        rules.sigils = [.word("@", .attribute)]
        rules.callsAreFunctions = true
        rules.capitalizedAreTypes = true
        rules.functionKeywords = ["function"]
        return rules
    }
}
