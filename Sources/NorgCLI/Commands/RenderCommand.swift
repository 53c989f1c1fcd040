enum RenderCommand: NorgCommand {
    static let name = "render"
    static let summary = "Render a document or a folder of documents to HTML."
    static let help = """
    usage: norg render

    Render a document or a folder of documents to HTML.

    """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        throw .failure("not implemented yet")
    }
}
