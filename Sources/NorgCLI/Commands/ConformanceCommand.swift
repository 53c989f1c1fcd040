enum ConformanceCommand: NorgCommand {
    static let name = "conformance"
    static let summary = "Run skeleton conformance cases (JSON files)."
    static let help = """
    usage: norg conformance

    Run skeleton conformance cases (JSON files).

    """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        throw .failure("not implemented yet")
    }
}
