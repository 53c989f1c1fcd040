enum SetStatusCommand: NorgCommand {
    static let name = "set-status"
    static let summary = "Change one task's status in a file, in place."
    static let help = """
    usage: norg set-status

    Change one task's status in a file, in place.

    """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        throw .failure("not implemented yet")
    }
}
