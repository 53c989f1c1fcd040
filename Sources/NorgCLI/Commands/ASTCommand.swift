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
    static let help = """
    usage: norg ast [FILE | -] [--format json|skeleton|none]

    Parse a Norg document and print its syntax tree. Reads FILE, or standard input when FILE is
    `-` or missing. Any input is accepted: invalid UTF-8 is repaired and malformed markup is read
    as the spec says, with diagnostics for what was read differently.

    options:
      --format json       the whole tree as pretty, deterministic JSON (default): every node's
                          type and range (line:column, byte offsets), inline content, the parsed
                          @document.meta and the parser's diagnostics
      --format skeleton   one line in the conformance skeleton vocabulary, e.g.
                          (document (heading 1 (title (text)) (paragraph (text))))
      --format none       parse only and print nothing (for timing and fuzzing)
      -h, --help          show this help

    exit status: 0 parsed, 1 the input could not be read or the output written, 2 bad arguments.

    """

    enum Format: String, CaseIterable {
        case json
        case skeleton
        case none
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        var format = Format.json
        var path: String?
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            if let value = try reader.value(of: "--format", in: argument,
                                            missing: "--format needs a value: json, skeleton or none") {
                guard let chosen = Format(rawValue: value) else {
                    throw .usage("unknown format '\(value)'; use json, skeleton or none")
                }
                format = chosen
            } else if argument.hasPrefix("-") && argument != "-" {
                throw .usage("unknown option '\(argument)'; run `norg ast --help`")
            } else if path == nil {
                path = argument
            } else {
                throw .usage("expected one FILE, got '\(path!)' and '\(argument)'")
            }
        }
        let bytes: [UInt8]
        if let path, path != "-" {
            bytes = try LocalFile.read(path, limit: io.inputLimit)
        } else {
            bytes = try io.readStandardInput()
        }
        let document = NorgParser.parse(bytes: bytes)
        switch format {
        case .json: io.out(document.jsonString())
        case .skeleton: io.out(document.skeleton() + "\n")
        case .none: break
        }
        return 0
    }
}
