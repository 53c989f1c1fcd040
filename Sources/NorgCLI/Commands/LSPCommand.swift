import NorgLSP

/// `norg lsp`: the language server, on standard input and output.
enum LSPCommand: NorgCommand {
    static let name = "lsp"
    static let summary = "Serve the Language Server Protocol on standard input and output."
    static let operands = ""
    static let about = """
    Run a Language Server Protocol 3.17 server for the .norg files of the editor's workspace
    folders, speaking JSON-RPC with Content-Length framing on standard input and output.
    Links resolve across the folder as `norg render DIR` resolves them. Messages over
    64 MiB, or a header that cannot be read, end the server with status 1. The server never
    writes a file. See the README for attaching it to Neovim, Helix and VS Code.
    """
    /// What several clients pass by habit; standard input and output are the only transport anyway.
    static let stdio = CommandOption.flag("--stdio", "accepted and ignored: the server always speaks on stdin and stdout")
    static let options = [stdio]
    static let details = """
    exit status: 0 after the client's shutdown and exit, 1 otherwise, 2 bad arguments.
    """

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        guard arguments.operands.isEmpty else { throw .usage("norg lsp takes no operands; run `norg lsp --help`") }
        return LanguageServerLoop.run(input: 0, output: 1)
    }
}
