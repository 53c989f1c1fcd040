/// One `norg` subcommand. Each lives in its own file under Commands/ and declares there, as data,
/// everything the command line and the help know of it: its name, operands and option table.
/// `NorgCommandLine` reads the arguments by that table (`CommandGrammar`) and lays out the help
/// from it (`CommandHelp`); the command only acts on what was read.
protocol NorgCommand {
    static var name: String { get }
    /// One line for `norg --help`.
    static var summary: String { get }
    /// What the command reads besides options, as the usage line shows it: `PATH...`, `[FILE | -]`.
    static var operands: String { get }
    /// Other ways to call it, each a usage line after `norg NAME`.
    static var otherForms: [String] { get }
    /// The help's text between the usage and the options: what the command does.
    static var about: String { get }
    /// The command's own options (every command also takes `CommandOption.common`).
    static var options: [CommandOption] { get }
    /// The help's text after the options (examples, exit status); may be empty.
    static var details: String { get }
    /// Runs with the arguments the grammar read; returns the exit code.
    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32
    static var outputOnlyConfirms: Bool { get }
}

extension NorgCommand {
    static var otherForms: [String] { [] }
    static var details: String { "" }

    /// True when the command's standard output only confirms work already done (`set-status`):
    /// then a failure to print it does not turn success into failure.
    static var outputOnlyConfirms: Bool { false }

    /// Its own options, then the ones every command takes.
    static var allOptions: [CommandOption] { options + CommandOption.common }

    /// The full text of `norg NAME --help`.
    static var help: String { CommandHelp.page(for: self) }
}
