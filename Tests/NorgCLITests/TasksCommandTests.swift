import Foundation
import Testing
import NorgKit

@Suite struct TasksCommandTests {
    @Test func foldersAreSearchedRecursivelyAndOutputIsSortedByPathThenLine() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.norg", "- (x) Second file\n- ( ) Another\n")
        try folder.write("a/z.norg", "* (-) Heading task\n  - (?) *Nested* item\n")
        try folder.write(".hidden/c.norg", "- ( ) hidden\n")
        try folder.write("notes.txt", "- ( ) not norg\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path]) == 0)
        #expect(output.out == """
        \(folder.path)/a/z.norg:1: pending Heading task
        \(folder.path)/a/z.norg:2: uncertain Nested item
        \(folder.path)/b.norg:1: done Second file
        \(folder.path)/b.norg:2: undone Another

        """)
        #expect(output.err.isEmpty)
    }

    @Test func statusFilterTakesACommaSeparatedList() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) a\n- (x) b\n- (!) c\n- (-) d\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "--status", "undone,urgent", file]) == 0)
        #expect(output.out == "\(file):1: undone a\n\(file):3: urgent c\n")
        let second = TaskCommandOutput()
        #expect(second.run(["tasks", file, "--status=pending"]) == 0)
        #expect(second.out == "\(file):4: pending d\n")
    }

    @Test func tasksInCodeAndCommentsAreNotListed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "@code norg\n- ( ) code\n@end\n|comment\n- ( ) comment\n|end\n- ( ) real\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", file]) == 0)
        #expect(output.out == "\(file):7: undone real\n")
    }

    @Test func jsonHoldsEveryField() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "* Project\n- (# A|< Tue 5th Feb 2030| ) Parent\n-- (x) Child\n-- (_) Dropped\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "--json", file]) == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [[String: Any]])
        try #require(array.count == 3)
        let parent = array[0]
        #expect(Set(parent.keys) == ["path", "line", "status", "text", "priority", "due", "start", "timestamp", "recurrence",
                                     "headings", "progress"])
        #expect(parent["path"] as? String == file)
        #expect(parent["line"] as? Int == 2)
        #expect(parent["status"] as? String == "undone")
        #expect(parent["text"] as? String == "Parent")
        #expect(parent["priority"] as? String == "A")
        let due = try #require(parent["due"] as? [String: Any])
        #expect(due["raw"] as? String == "Tue 5th Feb 2030")
        #expect(due["year"] as? Int == 2030 && due["month"] as? Int == 2 && due["day"] as? Int == 5)
        #expect(parent["start"] is NSNull)
        #expect(parent["headings"] as? [String] == ["Project"])
        let progress = try #require(parent["progress"] as? [String: Any])
        #expect(progress["done"] as? Int == 1 && progress["total"] as? Int == 1)
        #expect(array[1]["progress"] is NSNull)
        #expect(array[1]["priority"] is NSNull)
    }

    @Test func unreadableFilesAreReportedAndTheOthersStillListed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("good.norg", "- ( ) listed\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/broken.norg", withDestinationPath: folder.path + "/missing")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path, folder.path + "/nowhere.norg"]) == 1)
        #expect(output.out == "\(folder.path)/good.norg:1: undone listed\n")
        let lines = output.err.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.contains { $0.contains("broken.norg") })
        #expect(lines.contains { $0.contains("nowhere.norg") })
    }

    @Test func manyFilesAreScannedInParallelAndListedInOrder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        var expected = ""
        for index in 0..<300 {
            let name = String(format: "n%03d.norg", index)
            try folder.write(name, "- ( ) task \(index)\n\n- (x) done \(index)\n")
            expected += "\(folder.path)/\(name):1: undone task \(index)\n\(folder.path)/\(name):3: done done \(index)\n"
        }
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path + "/"]) == 0)
        #expect(output.out == expected)
    }

    @Test(arguments: [["tasks"], ["tasks", "--status", "finished", "x.norg"], ["tasks", "--status"], ["tasks", "--bogus", "x.norg"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        let output = TaskCommandOutput()
        #expect(output.run(arguments) == 2)
        #expect(output.out.isEmpty)
        #expect(output.err.split(separator: "\n").count == 1)
    }

    @Test func helpDescribesTheCommandAndEveryStatus() {
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "--help"]) == 0)
        #expect(output.out.hasPrefix("usage: norg tasks PATH..."))
        for status in TaskStatus.allCases { #expect(output.out.contains(status.rawValue)) }
    }
}
