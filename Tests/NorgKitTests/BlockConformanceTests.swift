import Foundation
import Testing
@testable import NorgKit

/// The block structure of every peer conformance case (data in the shared folder's conformance/,
/// absent on a fresh clone: then there is nothing to check).
@Suite struct BlockConformanceTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var id: String
        var input: String
        var expected: String
        var testDescription: String { id }
    }

    static var cases: [Case] {
        guard let folder = sharedFolder("conformance/cases"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".json") }.flatMap { name -> [Case] in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                  let cases = try? JSONDecoder().decode([Case].self, from: data) else { return [] }
            return cases
        }
    }

    @Test(arguments: cases)
    func blockStructureMatchesPeers(_ testCase: Case) {
        #expect(blockShape(testCase.input) == blockPart(ofSkeleton: testCase.expected))
    }
}
