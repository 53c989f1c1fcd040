enum ASTCommand: NorgCommand {
    static let name = "ast"
    static let summary = "Print a document's tree (json, skeleton, none)."
    static let help = """
    usage: norg ast

    Print a document's tree (json, skeleton, none).

    """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        throw .failure("not implemented yet")
    }
}
