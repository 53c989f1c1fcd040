import Testing
@testable import NorgHTML

/// `SitePath.resolve` takes a plain path as written, without splitting it: the answer must be the
/// one resolving it component by component gives, for every path.
@Suite struct SitePathResolveTests {
    @Test func aPlainPathResolvesAsItsComponentsDo() {
        let pieces = ["a", "b", "ü", ".", "..", "/", "//", "$", "$/", "~", " ", "x.norg", "-"]
        let currents = ["n", "a/b", "a/b/c", "a.b/c", "a//b", "/a/b", "a/", "./a", "../a", "$/a", "ä/ö"]
        var state: UInt64 = 3
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var checked = 0
        for _ in 0..<20_000 {
            let written = (0..<(next() % 6)).map { _ in pieces[next() % pieces.count] }.joined()
            let current = currents[next() % currents.count]
            #expect(SitePath.resolve(written, from: current) == SitePath.resolveByComponents(written, from: current),
                    "\(written) from \(current)")
            checked += 1
        }
        #expect(checked == 20_000)
        #expect(SitePath.resolve("$/notes/todo", from: "x/y") == .success("notes/todo"))
        #expect(SitePath.resolve("todo", from: "x/y") == .success("x/todo"))
    }
}
