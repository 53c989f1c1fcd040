import Testing
import NorgHighlight

/// Each language's table, pinned by a short snippet and the tokens it gives.
@Suite struct LanguageTokenTests {
    @Test func swiftKeywordsTypesStringsCommentsAttributesAndCalls() {
        let code = """
        @MainActor func greet(_ name: String) -> Int { // says hi
            let n = 0x1F + 2.5e-3; print("hi \\(name)\\"", #"raw "x""#) /* a /* nested */ b */
            #if DEBUG
            return nil ?? self.count
        """
        #expect(tokenTexts(code, "swift") == [
            "attribute @MainActor", "keyword func", "function greet", "type String", "type Int",
            "comment // says hi",
            "keyword let", "number 0x1F", "number 2.5e-3", "function print", #"string "hi \(name)\"""#,
            ##"string #"raw "x""#"##, "comment /* a /* nested */ b */",
            "attribute #if",
            "keyword return", "constant nil", "constant self",
        ])
    }

    @Test func luaLongStringsAndLongComments() {
        let code = """
        local t = { [[long
        string]], "s\\"q" } -- line
        --[==[ block ]] still
        ]==] function f() return nil end
        """
        #expect(tokenTexts(code, "lua") == [
            "keyword local", "string [[long\nstring]]", #"string "s\"q""#, "comment -- line",
            "comment --[==[ block ]] still\n]==]", "keyword function", "function f", "keyword return",
            "constant nil", "keyword end",
        ])
    }

    @Test func pythonTripleQuotesPrefixesDecoratorsAndConstants() {
        let code = """
        @cache
        def f(x: int) -> None:
            '''doc "quoted"
            more'''
            return rf"{x}\\d" if x is not True else len(b'z')  # done
        """
        #expect(tokenTexts(code, "py") == [
            "attribute @cache", "keyword def", "function f", "type int", "constant None",
            "string '''doc \"quoted\"\n    more'''",
            "keyword return", #"string rf"{x}\d""#, "keyword if", "keyword is", "keyword not", "constant True",
            "keyword else", "function len", "string b'z'", "comment # done",
        ])
    }

    @Test func javaScriptTemplatesAndDollarNames() {
        let code = "const $el = `a ${b}\nc`; class Foo extends Bar { static x = null } // end"
        #expect(tokenTexts(code, "js") == [
            "keyword const", "string `a ${b}\nc`", "keyword class", "type Foo", "keyword extends", "type Bar",
            "keyword static", "constant null", "comment // end",
        ])
    }

    @Test func typeScriptAddsTypeKeywords() {
        let code = "interface Point { readonly id: number } type Q = Point | undefined"
        #expect(tokenTexts(code, "ts") == [
            "keyword interface", "type Point", "keyword readonly", "type number", "keyword type",
            "type Point", "constant undefined",
        ])
        #expect(tokenTexts("interface", "javascript") == [])
    }

    @Test func cDirectivesCharactersAndCalls() {
        let code = """
        #include <stdio.h>
        int main(void) { char c = '\\n'; printf("%d\\n", sizeof(c)); return 0; } /* end */
        """
        #expect(tokenTexts(code, "c") == [
            "attribute #include", "type int", "function main", "type void", "type char", #"string '\n'"#,
            "function printf", #"string "%d\n""#, "keyword sizeof", "keyword return", "number 0",
            "comment /* end */",
        ])
    }

    @Test func cppAddsItsKeywordsAndAliases() {
        let code = "template <typename T> class V { public: auto p = nullptr; };"
        let expected = [
            "keyword template", "keyword typename", "keyword class", "keyword public", "keyword auto",
            "constant nullptr",
        ]
        for alias in ["cpp", "c++", "cc", "hpp", "h++"] where CodeLanguage(named: alias) != nil {
            #expect(tokenTexts(code, alias) == expected)
        }
        #expect(CodeLanguage(named: "C++")?.name == "cpp")
        #expect(CodeLanguage(named: "h")?.name == "c")
    }

    @Test func rustRawStringsLifetimesCharactersAttributesAndMacros() {
        let code = """
        #[derive(Debug)]
        fn f<'a>(s: &'a str) -> Option<u8> { let c = 'x'; println!("{}", r#"a "q" b"#); Some(1_000u8) }
        """
        #expect(tokenTexts(code, "rs") == [
            "attribute #[derive(Debug)]", "keyword fn", "function f", "attribute 'a", "attribute 'a", "type str",
            "type Option", "type u8", "keyword let", "string 'x'", "function println!", #"string "{}""#,
            ##"string r#"a "q" b"#"##, "constant Some", "number 1_000u8",
        ])
    }

    @Test func goRawStringsAndBuiltins() {
        let code = "func main() {\n\tx := []string{`raw\\n`, \"s\"}\n\tfmt.Println(len(x), nil)\n}"
        #expect(tokenTexts(code, "go") == [
            "keyword func", "function main", "type string", "string `raw\\n`", "string \"s\"", "function Println",
            "function len", "constant nil",
        ])
    }

    @Test func shellVariablesCommentsAndQuotes() {
        let code = """
        #!/bin/sh
        for f in *.txt; do echo "$f ${HOME}" 'it''s' a#b $1 # note
        done
        """
        #expect(tokenTexts(code, "bash") == [
            "comment #!/bin/sh", "keyword for", "keyword in", "keyword do", "function echo",
            "string \"$f ${HOME}\"", "string 'it'", "string 's'", "constant $1", "comment # note", "keyword done",
        ])
    }

    @Test func jsonKeysAndValues() {
        let code = #"{"name": "norg", "n": -1.5e3, "ok": true, "list": [null, "x"]}"#
        #expect(tokenTexts(code, "json") == [
            #"key "name""#, #"string "norg""#, #"key "n""#, "number 1.5e3", #"key "ok""#, "constant true",
            #"key "list""#, "constant null", #"string "x""#,
        ])
    }

    @Test func yamlKeysListsAnchorsAndComments() {
        let code = """
        run-name: CI # the name
        jobs:
          - url: http://x.org
            on: [push, 'pull']
            base: &b 3
        """
        #expect(tokenTexts(code, "yml") == [
            "key run-name", "comment # the name", "key jobs", "key url", "key on", "string 'pull'", "key base",
            "attribute &b", "number 3",
        ])
    }

    @Test func tomlTablesKeysAndStrings() {
        let code = """
        [package]
        name = "norg" # here
        version.major = 1
        [[bin]]
        path = '''C:\\x'''
        """
        #expect(tokenTexts(code, "toml") == [
            "heading [package]", "key name", #"string "norg""#, "comment # here", "key version.major", "number 1",
            "heading [[bin]]", "key path", #"string '''C:\x'''"#,
        ])
    }

    @Test func htmlTagsAttributesCommentsAndReferences() {
        let code = """
        <!DOCTYPE html><!-- note --><a href="x.html" data-x=1 hidden>Tom &amp; <b>Jerry</b></a><br/>
        """
        #expect(tokenTexts(code, "html") == [
            "keyword <!DOCTYPE html>", "comment <!-- note -->", "punctuation <", "tag a", "attribute href",
            #"string "x.html""#, "attribute data-x", "string 1", "attribute hidden", "punctuation >",
            "constant &amp;", "punctuation <", "tag b", "punctuation >", "punctuation </", "tag b",
            "punctuation >", "punctuation </", "tag a", "punctuation >", "punctuation <", "tag br",
            "punctuation />",
        ])
        #expect(tokenTexts("<?xml version=\"1.0\"?><x:a/>", "xml") == [
            "keyword <?xml version=\"1.0\"?>", "punctuation <", "tag x:a", "punctuation />",
        ])
    }

    @Test func cssSelectorsPropertiesAndValues() {
        let code = """
        @media screen { a.link:hover, #main > p { color: #fff; margin: 0 1.5em 50%; background: rgb(0, 0, 0) !important; } }
        /* done */
        """
        #expect(tokenTexts(code, "css") == [
            "keyword @media", "tag screen", "tag a", "attribute .link", "attribute :hover", "attribute #main",
            "tag p", "key color", "number #fff", "key margin", "number 0", "number 1.5em", "number 50%",
            "key background", "function rgb", "number 0", "number 0", "number 0", "keyword !important",
            "comment /* done */",
        ])
    }

    @Test func sqlKeywordsInAnyCase() {
        let code = "SELECT name, COUNT(*) FROM notes WHERE title LIKE 'it''s' AND id IS NOT NULL; -- all"
        #expect(tokenTexts(code, "sql") == [
            "keyword SELECT", "function COUNT", "keyword FROM", "keyword WHERE", "keyword LIKE", "string 'it'",
            "string 's'", "keyword AND", "keyword IS", "keyword NOT", "constant NULL", "comment -- all",
        ])
        #expect(tokenTexts("select", "sql") == ["keyword select"])
    }

    @Test func norgHeadingsMarkersTagsLinksAndMarkup() {
        let code = """
        * Title
        - item with {* Title}[link] and *bold* %comment%
        > quote `code`
        #tag param
        @code lua
        * not a heading
        @end
        ---
        """
        #expect(tokenTexts(code, "norg") == [
            "heading * Title", "punctuation -", "link {* Title}", "punctuation *", "punctuation *",
            "comment %comment%", "punctuation >", "string `code`", "attribute #tag", "attribute @code",
            "attribute @end", "punctuation ---",
        ])
    }
}
