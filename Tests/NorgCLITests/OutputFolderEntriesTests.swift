import Foundation
@testable import NorgCLI
import NorgKit
import Testing

/// `OutputFolder.entries(at:)` opens each folder once for many paths; it must say what
/// `entry(at:)` says of each, links never followed.
@Suite struct OutputFolderEntriesTests {
    @Test func manyPathsAtOnceAreWhatEachPathAloneIs() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let output = try OutputFolder(creating: folder.path + "/out")
        _ = try output.replace(RelativePath("a.html")!, with: Array("a".utf8))
        _ = try output.replace(RelativePath("sub/b.html")!, with: Array("bb".utf8))
        _ = try output.replace(RelativePath("sub/deeper/c.html")!, with: Array("ccc".utf8))
        let out = folder.path + "/out"
        try FileManager.default.createSymbolicLink(atPath: out + "/link.html", withDestinationPath: out + "/a.html")
        try FileManager.default.createSymbolicLink(atPath: out + "/linked", withDestinationPath: out + "/sub")
        let paths = ["a.html", "sub/b.html", "sub/deeper/c.html", "sub/deeper", "missing.html", "gone/x.html",
                     "link.html", "linked/b.html", "a.html/x", "sub/b.html", "sub/none.html"].map { RelativePath($0)! }
        let together = output.entries(at: paths)
        #expect(together == paths.map(output.entry(at:)))
        #expect(together[0] != .missing && together[4] == .missing && together[6] == .other && together[7] == .other)
        #expect(output.entries(at: []).isEmpty)
    }
}
