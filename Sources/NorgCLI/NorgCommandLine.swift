/// The `norg` command line: dispatches to a subcommand and turns its errors into one line and an
/// exit code (0 ok, 1 failure such as an unreadable file or output that could not be written,
/// 2 usage error).
public enum NorgCommandLine {
    /// The version `norg --version` prints and the help's first line names.
    public static let version = "0.1.0"

    static var commands: [any NorgCommand.Type] { [
        RenderCommand.self,
        ASTCommand.self,
        TasksCommand.self,
        AgendaCommand.self,
        SetStatusCommand.self,
        UpgradeTasksCommand.self,
        ConformanceCommand.self,
        LSPCommand.self,
    ] }

    static var help: String {
        var text = """
        norg \(version): read Norg 1.0 documents, render them to HTML, list and update their tasks.

        usage: norg COMMAND [ARGUMENTS]

        commands:

        """
        // The summaries start two columns after the longest command name.
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            text += "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

        Every command also takes --max-input SIZE: the most it reads of one file or of standard
        input (default \(InputLimit.standard); a byte count, or a number with K, M or G). A larger
        input, or an endless one such as /dev/zero, is refused with one line and exit status 1.

        Run `norg COMMAND --help` for a command's options.

        """
        return text
    }

    /// Runs `norg` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], io: CommandIO = .standard()) -> Int32 {
        guard let first = arguments.first else {
            io.err(help)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            io.out(help)
            return io.outputFailure == nil ? 0 : 1
        case "--version":
            io.out("norg \(version)\n")
            return io.outputFailure == nil ? 0 : 1
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            io.report("norg: unknown command '\(first)'; run `norg --help` for the list")
            return 2
        }
        var rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.out(command.help)
            return io.outputFailure == nil ? 0 : 1
        }
        var code: Int32
        do {
            // Read once, here, for every command: the limit is set before any reading starts.
            io.inputLimit = try InputLimit.take(from: &rest)
            code = try command.run(rest, io: io)
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
