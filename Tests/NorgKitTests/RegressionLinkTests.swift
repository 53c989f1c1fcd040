import Testing
@testable import NorgKit

/// Regressions found by the pathological benchmark in link resolution.
@Suite struct RegressionLinkTests {
    /// `{N}` links were resolved by scanning every block per link (quadratic); the linear rewrite
    /// must keep the same answers: the deepest block on the line, the later one on a tie.
    @Test func everyLineNumberLinkResolvesToItsOwnLine() {
        let count = 300
        // One paragraph every other line, each linking to its own line.
        let source = (0..<count).map { "a {\(2 * $0 + 1)}" }.joined(separator: "\n\n") + "\n"
        let index = LinkIndex(document: NorgParser.parse(source))
        #expect(index.links.count == count)
        for (number, link) in index.links.enumerated() {
            #expect(index.resolve(link) == .local(id: "line-\(2 * number + 1)", line: 2 * number + 1))
        }
    }

    @Test func lineNumberLinkPicksTheDeepestBlockOnThatLine() {
        let source = "> quoted\n>> deeper\n\nSee {2} and {1}.\n"
        let document = NorgParser.parse(source)
        let index = LinkIndex(document: document)
        guard case .quote(let outer) = document.blocks.first,
              let inner = outer.content.compactMap({ block -> Quote? in
                  if case .quote(let quote) = block { return quote } else { return nil }
              }).first else {
            Issue.record("expected nested quotes")
            return
        }
        #expect(index.resolve(index.links[0]) == .local(id: "line-2", line: 2))
        // The paragraph inside the inner quote is the deepest block on line 2.
        #expect(index.id(for: inner.range) == nil)
        #expect(inner.content.first.map { index.id(for: $0.range) } == "line-2")
        #expect(index.resolve(index.links[1]) != .unresolved)
    }

    @Test func lineNumberBeyondTheDocumentStaysUnresolved() {
        let index = LinkIndex(document: NorgParser.parse("a {1}\nb {3}\n"))
        #expect(index.resolve(index.links[0]) == .local(id: "line-1", line: 1))
        #expect(index.resolve(index.links[1]) == .unresolved)
    }
}
