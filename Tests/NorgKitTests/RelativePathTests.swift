import Testing
@testable import NorgKit

/// `RelativePath` checks, hashes and orders paths in one pass over their bytes; each answer is
/// the one the component-splitting definition gives.
@Suite struct RelativePathTests {
    private static let samples: [[UInt8]] = [
        "a", "a/b", "a/b/c.html", ".", "..", "...", ".a", "a.", "a/.", "a/..", "./a", "../a", "a/./b", "a/../b", "a/.../b",
        "/", "/a", "a/", "a//b", "", "a\u{0}b", "\u{0}", "..a", "a..", "a/..b/c", ". /x", "\u{301}/x", "sub/\u{301}x",
    ].map { Array($0.utf8) } + [[0xFF, 0x2F, 0xFE], [0x2E, 0x2E, 0x2F, 0x80]]

    /// The definition: not empty, no NUL, every component (split on `/` alone) neither empty nor
    /// `.` nor `..`.
    private static func definition(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && !bytes.contains(0) && bytes.split(separator: 0x2F, omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && !$0.elementsEqual([0x2E]) && !$0.elementsEqual([0x2E, 0x2E])
        }
    }

    @Test func aPathIsValidExactlyWhenItsComponentsAre() {
        for bytes in Self.samples {
            #expect(RelativePath.isValid(bytes) == Self.definition(bytes), "\(bytes)")
        }
        // Every short path over the bytes that matter.
        var paths: [[UInt8]] = [[]]
        for _ in 0..<5 { paths = paths.flatMap { path in [0x2E, 0x2F, 0x61, 0x00].map { path + [$0] } } + paths }
        for bytes in Set(paths) { #expect(RelativePath.isValid(bytes) == Self.definition(bytes), "\(bytes)") }
    }

    @Test func equalPathsHashAlikeAndOrderIsByteOrder() {
        let paths = Self.samples.compactMap(RelativePath.init(bytes:))
        for left in paths {
            #expect(left == RelativePath(bytes: left.bytes)!)
            #expect(left.hashValue == RelativePath(bytes: Array(left.bytes))!.hashValue)
            for right in paths {
                #expect((left == right) == (left.bytes == right.bytes))
                #expect(RelativePath.precedes(left, right) == left.bytes.lexicographicallyPrecedes(right.bytes))
            }
        }
        #expect(Set(paths + paths).count == Set(paths.map(\.bytes)).count)
    }

    @Test func theLastComponentAndItsFolderAreSplitOnTheLastSlash() {
        let nested = RelativePath("a/b/c.html")!
        #expect(Array(nested.lastComponent) == Array("c.html".utf8))
        #expect(Array(nested.parentBytes) == Array("a/b".utf8))
        let top = RelativePath("c.html")!
        #expect(Array(top.lastComponent) == Array("c.html".utf8))
        #expect(top.parentBytes.isEmpty)
        for path in Self.samples.compactMap(RelativePath.init(bytes:)) {
            #expect(Array(path.lastComponent) == Array(path.components.last!))
            #expect(Array(path.parentBytes) == Array(path.components.dropLast().joined(separator: [0x2F])))
        }
    }
}
