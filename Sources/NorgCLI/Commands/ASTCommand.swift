#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgKit

/// `norg ast`: parses a document and prints its tree.
enum ASTCommand: NorgCommand {
    static let name = "ast"
    static let summary = "Print a document's tree (json, skeleton, none)."
    static let operands = "[FILE | -]"
    static let about = """
    Parse a Norg document and print its syntax tree. Reads FILE, or standard input when FILE is
    `-` or missing. Any input is accepted: invalid UTF-8 is repaired and malformed markup is read
    as the spec says, with diagnostics for what was read differently.
    """

    static let format = CommandOption.value(
        "--format", "FORMAT", choices: Format.allCases.map(\.rawValue),
        "json (default): the whole tree as pretty, deterministic JSON: every node's type and range "
            + "(line:column, byte offsets), inline content, anchors' names, the parsed @document.meta and "
            + "the parser's diagnostics; skeleton: one line in the conformance skeleton vocabulary, e.g. "
            + "(document (heading 1 (title (text)) (paragraph (text)))); none: parse only and print "
            + "nothing (for timing and fuzzing)")
    static let options = [format]

    static let details = """
    exit status: 0 parsed, 1 the input could not be read or the output written, 2 bad arguments.
    """

    enum Format: String, CaseIterable {
        case json
        case skeleton
        case none
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let chosen = arguments.value(format).flatMap(Format.init(rawValue:)) ?? .json
        guard arguments.operands.count <= 1 else {
            throw .usage("expected one FILE, got '\(arguments.operands[0])' and '\(arguments.operands[1])'")
        }
        let path = arguments.operands.first
        let bytes: [UInt8]
        if let path, path != "-" {
            bytes = try LocalFile.read(path, limit: io.inputLimit)
        } else {
            bytes = try io.readStandardInput()
        }
        let document = NorgParser.parse(bytes: bytes)
        switch chosen {
        case .json: io.out(document.jsonString())
        case .skeleton: io.out(document.skeleton() + "\n")
        case .none: break
        }
        return 0
    }
}
