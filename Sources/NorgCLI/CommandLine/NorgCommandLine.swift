/// The `norg` command line: dispatches to a subcommand, reads its arguments by its option table
/// (`CommandGrammar`), and turns its errors into one line and an exit code (0 ok, 1 failure such
/// as an unreadable file or output that could not be written, 2 usage error).
public enum NorgCommandLine {
    /// The version `norg --version` prints and the help's first line names.
    public static let version = "0.1.0"

    /// Every command, in the order `norg --help` lists them. A new command is one more line here.
    static var commands: [any NorgCommand.Type] { [
        RenderCommand.self,
        ExportCommand.self,
        ASTCommand.self,
        TasksCommand.self,
        AgendaCommand.self,
        SetStatusCommand.self,
        UpgradeTasksCommand.self,
        ConformanceCommand.self,
        LSPCommand.self,
    ] }

    /// The names of the commands, in the order of `norg --help`.
    public static var commandNames: [String] { commands.map { $0.name } }

    /// `norg --version`.
    static let versionOption = CommandOption.flag("--version", "print the version and exit")

    /// What `norg` itself takes before a command.
    static let options = [versionOption, CommandOption.help]

    static var help: String {
        var text = """
        norg \(version): read Norg 1.0 documents, render them to HTML, list and update their tasks.

        usage: norg COMMAND [ARGUMENTS]

        commands:

        """
        text += CommandHelp.table(commands.map { ($0.name, $0.summary) })
        text += "\noptions:\n" + CommandHelp.table(options.map { ($0.heading, $0.help) })
        text += "\nevery command also takes:\n" + CommandHelp.table(CommandOption.common.map { ($0.heading, $0.help) })
        text += """

        A larger input than --max-input, or an endless one such as /dev/zero, is refused with one
        line and exit status 1. Run `norg COMMAND --help` for a command's options.

        """
        return text
    }

    /// Runs `norg` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], io: CommandIO = .standard()) -> Int32 {
        guard let first = arguments.first else {
            io.err(help)
            return 2
        }
        if first == "help" || CommandOption.help.spellings.contains(first) {
            io.out(help)
            return io.outputFailure == nil ? 0 : 1
        }
        if versionOption.spellings.contains(first) {
            io.out("norg \(version)\n")
            return io.outputFailure == nil ? 0 : 1
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            io.report("norg: unknown command '\(first)'; run `norg --help` for the list")
            return 2
        }
        var code: Int32
        do {
            let (read, helpRequested) = try CommandGrammar.read(Array(arguments.dropFirst()),
                                                                options: command.allOptions, command: command.name)
            if helpRequested {
                io.out(command.help)
                return io.outputFailure == nil ? 0 : 1
            }
            // Set once, here, for every command: the limit is known before any reading starts.
            io.inputLimit = try InputLimit.given(read)
            code = try command.run(read, io: io)
        } catch {
            io.report("norg \(command.name): \(error.message)")
            code = error.exitCode
        }
        if let failure = io.outputFailure {
            io.report("norg \(command.name): cannot write to standard output: \(failure)")
            // A command whose output only confirms what it did keeps its status: the work is done.
            if !command.outputOnlyConfirms { code = max(code, 1) }
        }
        return code
    }
}
