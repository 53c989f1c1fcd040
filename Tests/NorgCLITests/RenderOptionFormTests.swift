import Foundation
import Testing
import NorgCLI

/// `norg render` reads its options with a value as `tasks` does: `--name value` and `--name=value`
/// alike; and `norg --help` keeps every summary in one column.
@Suite struct RenderOptionFormTests {
    @Test func renderTakesTheEqualsFormOfEveryOptionWithAValue() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let note = try folder.write("note.norg", "* Note\n")
        let css = try folder.write("mine.css", "h1 { color: teal; }\n")
        let spaced = TaskCommandOutput()
        #expect(spaced.run(["render", note, "--css", css, "--today", "2026-12-01", "--theme", "dark"]) == 0)
        let joined = TaskCommandOutput()
        #expect(joined.run(["render", note, "--css=\(css)", "--today=2026-12-01", "--theme=dark"]) == 0)
        #expect(joined.err == "")
        #expect(joined.out == spaced.out)
        #expect(joined.out.contains("<style>\nh1 { color: teal; }\n</style>"))
        let output = TaskCommandOutput()
        #expect(output.run(["render", note, "--output=\(folder.path)/a.html"]) == 0)
        #expect(output.run(["render", note, "-o", "\(folder.path)/b.html"]) == 0)
        #expect(folder.read("a.html") == folder.read("b.html"))
    }

    @Test func renderRefusesAnEqualsFormWithABadValue() {
        let output = TaskCommandOutput()
        #expect(output.run(["render", "-", "--today=2026-02-30"]) == 2)
        #expect(output.run(["render", "-", "--css="]) == 2)
        #expect(output.run(["render", "-", "--css"]) == 2)
    }

    @Test func helpListsEverySummaryInOneColumn() {
        let output = TaskCommandOutput()
        _ = output.run(["--help"])
        let commands = output.out.components(separatedBy: "commands:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let rows = commands.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(rows.contains { $0.hasPrefix("  upgrade-tasks  Rewrite") })
        #expect(rows.count >= 7)
        let starts = Set(rows.map { row -> Int in
            let name = row.dropFirst(2).prefix { $0 != " " }
            return 2 + name.count + row.dropFirst(2 + name.count).prefix { $0 == " " }.count
        })
        #expect(starts.count == 1, "summaries start in columns \(starts.sorted())")
    }
}
