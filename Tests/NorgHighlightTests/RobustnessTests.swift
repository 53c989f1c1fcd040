import Testing
import NorgHighlight

/// Any bytes in any language: tokens stay in order, inside the code, on character boundaries, and
/// hostile shapes (floods of openers, unclosed forms) cost one pass.
@Suite struct RobustnessTests {
    /// Tokens in order, not overlapping, not empty, inside `count` bytes.
    private func isWellFormed(_ tokens: [CodeToken], count: Int) -> Bool {
        var end = 0
        for token in tokens {
            guard token.range.lowerBound >= end, !token.range.isEmpty, token.range.upperBound <= count else { return false }
            end = token.range.upperBound
        }
        return true
    }

    @Test func unknownLanguagesHaveNoTokens() {
        #expect(CodeLanguage(named: "brainfuck") == nil)
        #expect(CodeLanguage(named: "") == nil)
        #expect(CodeHighlighter.tokens(in: "let x = 1", languageNamed: "klingon").isEmpty)
    }

    @Test func languagesAreFoundByAliasInAnyCaseAndSpacing() {
        let pairs = [
            ("Swift", "swift"), ("PY", "python"), (" js ", "javascript"), ("ts", "typescript"), ("c++", "cpp"),
            ("hpp", "cpp"), ("rs", "rust"), ("golang", "go"), ("zsh", "sh"), ("bash", "sh"), ("shell", "sh"),
            ("yml", "yaml"), ("XML", "html"), ("Lua", "lua"), ("sql", "sql"), ("toml", "toml"), ("css", "css"),
            ("json", "json"), ("norg", "norg"), ("c", "c"), ("h", "c"), ("cc", "cpp"),
        ]
        for (alias, name) in pairs {
            #expect(CodeLanguage(named: alias)?.name == name, "\(alias)")
        }
        #expect(CodeLanguage.all.count == 17)
    }

    @Test func everyNameAndAliasFindsItsLanguageAndNearMissesFindNone() {
        for language in CodeLanguage.all {
            for name in [language.name] + language.aliases {
                #expect(CodeLanguage(named: name) == language, "\(name)")
                #expect(CodeLanguage(named: "\t" + name.uppercased() + " ") == language, "\(name)")
                #expect(CodeLanguage(named: name + "_") == nil, "\(name)_")
                #expect(CodeLanguage(named: name + "\u{0}") == nil, "\(name) and NUL")
            }
        }
        #expect(CodeLanguage(named: "swiftswiftswiftswift") == nil)
        #expect(CodeLanguage(named: "  ") == nil)
        #expect(CodeLanguage(named: "SWİFT") == nil)
    }

    @Test func anUnclosedStringEndsAtItsLineInSingleLineLanguages() {
        #expect(tokenTexts("let s = \"open\nlet t = 1", "swift") == [
            "keyword let", "string \"open", "keyword let", "number 1",
        ])
    }

    @Test func anUnclosedCommentOrMultilineStringRunsToTheEnd() {
        #expect(tokenTexts("x /* open\nlet y", "swift") == ["comment /* open\nlet y"])
        #expect(tokenTexts("x = '''open\nmore", "python") == ["string '''open\nmore"])
        #expect(tokenTexts("a [==[ open ]=] ]", "lua") == ["string [==[ open ]=] ]"])
        #expect(tokenTexts("<a title=\"open", "html") == ["punctuation <", "tag a", "attribute title", "string \"open"])
        #expect(tokenTexts("<!-- open", "html") == ["comment <!-- open"])
        #expect(tokenTexts(###"r##"open "# still"###, "rust") == [###"string r##"open "# still"###])
    }

    @Test func everyLanguageTakesFloodsOfItsOpenersInOnePass() {
        let floods = ["\"", "'", "`", "/*", "<!--", "[[", "[=[", "{", "%", "#", "r#\"", "\"\"\"", "<a ", "&", "$",
                      "\\", "*", "@", "--[[", "#[", "'a", ":", "="]
        for language in CodeLanguage.all {
            for flood in floods {
                let code = String(repeating: flood, count: 20_000 / flood.utf8.count)
                let tokens = CodeHighlighter.tokens(in: code, language: language)
                #expect(isWellFormed(tokens, count: code.utf8.count), "\(language) \(flood)")
                #expect(tokens.count <= code.utf8.count)
            }
        }
    }

    @Test func aHundredThousandQuotesAreEmptyStringsScannedOnce() {
        let code = String(repeating: "\"", count: 100_000)
        for name in ["swift", "python", "c", "json", "sh", "go"] {
            let tokens = CodeHighlighter.tokens(in: code, language: CodeLanguage(named: name)!)
            #expect(isWellFormed(tokens, count: 100_000), "\(name)")
            #expect(tokens.allSatisfy { $0.kind == .string || $0.kind == .key }, "\(name)")
        }
        let swiftTokens = CodeHighlighter.tokens(in: code, language: CodeLanguage(named: "swift")!)
        #expect(swiftTokens.count == 16_667)  // `""""""`: empty multi-line strings
    }

    @Test func aLineOfUnclosedNorgLinksIsScannedOnce() {
        let norg = CodeLanguage(named: "norg")!
        let line = String(repeating: "{a ", count: 50_000)
        #expect(CodeHighlighter.tokens(in: line, language: norg).isEmpty)
        let closed = String(repeating: "{a ", count: 50_000) + "}"
        #expect(CodeHighlighter.tokens(in: closed, language: norg) == [CodeToken(kind: .link, range: 0..<150_001)])
    }

    @Test func invalidUTF8AndNULBytesAreAccepted() {
        let bytes: [UInt8] = [0x22, 0xFF, 0x00, 0xC3, 0x22, 0x0A, 0x2F, 0x2A, 0xE2, 0x82, 0x00, 0x69, 0x66, 0x20, 0x80]
        for language in CodeLanguage.all {
            let tokens = CodeHighlighter.tokens(in: bytes, language: language)
            #expect(isWellFormed(tokens, count: bytes.count), "\(language)")
        }
        let swift = CodeLanguage(named: "swift")!
        #expect(CodeHighlighter.tokens(in: bytes, language: swift).map(\.kind) == [.string, .comment])
    }

    @Test func tokensOfValidUTF8StartAndEndOnCharacterBoundaries() {
        // A deterministic mix of every opener with multi-byte characters around them.
        let pieces = ["é", "\"", "'", "`", "/", "*", "#", "<", ">", "{", "}", "%", "$", "@", "[", "]", "=", "-",
                      "\\", "\n", " ", "a", "1", "→", "😀", "'é'", "r#", ":", "&", ";"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<200 {
            var code = ""
            for _ in 0..<60 {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                code += pieces[Int(state % UInt64(pieces.count))]
            }
            let bytes = Array(code.utf8)
            for language in CodeLanguage.all {
                let tokens = CodeHighlighter.tokens(in: code, language: language)
                #expect(isWellFormed(tokens, count: bytes.count))
                for token in tokens {
                    let boundaries = [token.range.lowerBound, token.range.upperBound].filter { $0 < bytes.count }
                    #expect(boundaries.allSatisfy { bytes[$0] & 0xC0 != 0x80 }, "\(language): \(code)")
                }
            }
        }
    }
}
