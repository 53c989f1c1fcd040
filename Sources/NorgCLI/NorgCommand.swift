/// One `norg` subcommand. Each lives in its own file under Commands/.
protocol NorgCommand {
    static var name: String { get }
    /// One line for `norg --help`.
    static var summary: String { get }
    /// The full text of `norg NAME --help`.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit code.
    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32
    static var outputOnlyConfirms: Bool { get }
}

extension NorgCommand {
    /// True when the command's standard output only confirms work already done (`set-status`):
    /// then a failure to print it does not turn success into failure.
    static var outputOnlyConfirms: Bool { false }
}
