import Foundation
import Testing
@testable import NorgCLI

/// Text from documents and file names reaches the terminal with its control characters escaped.
@Suite struct TerminalOutputTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(TerminalText.escaped("a\u{1B}]0;PWNED\u{07}b\nc\td\u{85}e\u{7F}") == "a\\x1b]0;PWNED\\x07b\\nc\\td\\x85e\\x7f")
        #expect(TerminalText.escaped("right\u{202E}left \u{2066}x\u{2069}") == "right\\u{202e}left \\u{2066}x\\u{2069}")
        #expect(TerminalText.escaped("plain ünïcödé \\ text — ok") == "plain ünïcödé \\ text — ok")
    }

    @Test func taskTextCannotDriveTheTerminal() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) x \u{1B}]0;PWNED\u{07}\u{1B}[1A\u{1B}[31mFAKE\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", file]) == 0)
        #expect(output.out == "\(file):1: undone x \\x1b]0;PWNED\\x07\\x1b[1A\\x1b[31mFAKE\n")
    }

    @Test func aFileNameWithANewlineCannotForgeATaskLine() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a\nb.norg:9: done forged.norg", "- ( ) real\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path]) == 0)
        #expect(output.out == "\(folder.path)/a\\nb.norg:9: done forged.norg:1: undone real\n")
        #expect(output.out.split(separator: "\n").count == 1)
    }

    @Test func lineSeparatorsAndBidiMarksAreShownAsEscapes() {
        #expect(TerminalText.escaped("a\u{2028}b\u{2029}c\u{200E}d\u{200F}e\u{061C}f\u{85}g")
            == "a\\u{2028}b\\u{2029}c\\u{200e}d\\u{200f}e\\u{061c}f\\x85g")
        #expect(TerminalText.escaped("\u{0627}\u{0644}\u{2020}") == "\u{0627}\u{0644}\u{2020}")
    }

    @Test func aFileNameWithALineSeparatorIsEscapedInTasksAndAgenda() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a\u{2028}b.norg:9: done forged\u{2029}\u{200F}.norg", "- ( |< 2026-12-01) real\n")
        let shown = "\(folder.path)/a\\u{2028}b.norg:9: done forged\\u{2029}\\u{200f}.norg:1: undone"
        for arguments in [["tasks", folder.path], ["agenda", folder.path, "--today", "2026-12-01"]] {
            let output = TaskCommandOutput()
            #expect(output.run(arguments) == 0)
            #expect(output.out.contains(shown))
            #expect(!output.out.unicodeScalars.contains { [0x2028, 0x2029, 0x200F].contains($0.value) })
        }
    }

    @Test func jsonKeepsTheExactText() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) x \u{1B}[31mred\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "--json", file]) == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [[String: Any]])
        #expect(array.first?["text"] as? String == "x \u{1B}[31mred")
    }

    @Test func errorMessagesEscapeFileNames() {
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "/nonexistent/\u{1B}[2Jx.norg"]) == 1)
        #expect(output.err.contains("\\x1b[2Jx.norg"))
        #expect(!output.err.contains("\u{1B}"))
    }

    @Test func conformanceFailuresAreEscaped() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let cases = try folder.write("c.json", #"[{"id": "x\u001b[31m", "input": "a\u0007\n", "expected": "(document)"}]"#)
        let output = TaskCommandOutput()
        #expect(output.run(["conformance", cases]) == 1)
        #expect(output.out.contains("FAIL x\\x1b[31m\n"))
        #expect(output.out.contains("input:    a\\x07\\n\n"))
        #expect(!output.out.contains("\u{1B}") && !output.out.contains("\u{07}"))
    }
}
