#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgKit

/// `norg conformance`: runs skeleton conformance cases and reports every failure.
enum ConformanceCommand: NorgCommand {
    static let name = "conformance"
    static let summary = "Run skeleton conformance cases (JSON files)."
    static let operands = "PATH..."
    static let about = """
    Run every case of the given JSON files (a list of {id, input, expected, ...} objects, as in
    the skeleton conformance dataset): parse each input, print its tree as a skeleton and compare
    it with the expected one. Prints each failure (id, input, expected, got), then a last line
    `N passed, N failed`.
    """
    static let minPassing = CommandOption.value(
        "--min-passing", "N",
        "succeed even with failures, as long as at least N cases pass (CI enforces the recorded baseline this way)")
    static let options = [minPassing]
    static let details = """
    exit status: 0 all cases passed (or at least N with --min-passing), 1 otherwise or a file
    could not be read, 2 bad arguments.
    """

    struct Case: Decodable {
        var id: String
        var input: String
        var expected: String
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let paths = arguments.operands
        var minimum: Int?
        if let text = arguments.value(minPassing) {
            guard let value = Int(text), value >= 0 else { throw .usage("--min-passing needs a non-negative number") }
            minimum = value
        }
        guard !paths.isEmpty else { throw .usage("expected at least one JSON file of cases") }
        var passed = 0
        var failed = 0
        for path in paths {
            for testCase in try cases(at: path, limit: io.inputLimit) {
                let got = NorgParser.parse(testCase.input).skeleton()
                if got == testCase.expected {
                    passed += 1
                } else {
                    failed += 1
                    io.out("FAIL \(TerminalText.escaped(testCase.id))\n"
                        + "  input:    \(TerminalText.escaped(testCase.input))\n"
                        + "  expected: \(TerminalText.escaped(testCase.expected))\n"
                        + "  got:      \(TerminalText.escaped(got))\n")
                }
            }
        }
        io.out("\(passed) passed, \(failed) failed\n")
        if let minimum { return passed >= minimum ? 0 : 1 }
        return failed == 0 ? 0 : 1
    }

    /// The cases of the JSON file at `path`, read within `limit`.
    private static func cases(at path: String, limit: InputLimit) throws(CommandError) -> [Case] {
        let bytes = try LocalFile.read(path, limit: limit)
        do {
            return try JSONDecoder().decode([Case].self, from: Data(bytes))
        } catch {
            throw .failure("'\(path)' is not a list of conformance cases")
        }
    }
}
