enum TasksCommand: NorgCommand {
    static let name = "tasks"
    static let summary = "List the tasks of files and folders."
    static let help = """
    usage: norg tasks

    List the tasks of files and folders.

    """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        throw .failure("not implemented yet")
    }
}
