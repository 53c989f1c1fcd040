import Testing
import NorgCLI

/// `norg render` highlights code by default; `--no-highlight` leaves it plain.
@Suite struct RenderHighlightTests {
    private func render(_ arguments: [String]) -> (status: Int32, stdout: String) {
        nonisolated(unsafe) var stdout = ""
        let io = CommandIO(stdout: { stdout += $0 }, stderr: { _ in },
                           stdin: { Array("@code swift\nlet x = 1\n@end\n".utf8) })
        let status = NorgCommandLine.run(["render", "-", "--fragment"] + arguments, io: io)
        return (status, stdout)
    }

    @Test func codeIsHighlightedByDefault() {
        let result = render([])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"<span class="hl-keyword">let</span> x = <span class="hl-number">1</span>"#))
    }

    @Test func noHighlightLeavesCodePlain() {
        let result = render(["--no-highlight"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"<code class="language-swift">let x = 1</code>"#))
        #expect(!result.stdout.contains("hl-"))
    }

    @Test func theHelpNamesTheFlag() {
        nonisolated(unsafe) var stdout = ""
        let io = CommandIO(stdout: { stdout += $0 }, stderr: { _ in }, stdin: { [] })
        #expect(NorgCommandLine.run(["render", "--help"], io: io) == 0)
        #expect(stdout.contains("--no-highlight"))
    }
}
