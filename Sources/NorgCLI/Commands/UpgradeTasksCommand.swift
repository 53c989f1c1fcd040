import NorgKit

/// `norg upgrade-tasks`: rewrites pre-1.0 tasks (`- [x]`) in the 1.0 form (`- (x)`), in place.
enum UpgradeTasksCommand: NorgCommand {
    static let name = "upgrade-tasks"
    static let summary = "Rewrite pre-1.0 tasks (- [x]) as Norg 1.0 tasks (- (x)), in place."
    static let outputOnlyConfirms = true
    static let operands = "PATH..."
    static let about = """
    Neorg wrote tasks as `- [x] done` before Norg 1.0, which writes `- (x) done`. This rewrites
    the list items of each PATH (a file, or a folder searched for `.norg` files the way
    `norg tasks` searches it) that start with `[c]` (c a status character, `*` for pending)
    into the 1.0 form: the brackets become parentheses and `*` becomes `-`, every other byte is
    kept, and the file keeps its length. Items in `|comment`, `|example` or verbatim tags are
    left as they are.

    Each file is written the way `norg set-status` writes: in place, under the lock, after
    reading it again; the result is parsed again and must show each rewritten line as a task
    with the status it stood for, and every other task unchanged, or nothing is written.

    Prints `FILE: N tasks upgraded` for each file, in byte order of the paths.
    """
    static let options: [CommandOption] = []
    static let details = """
    exit status: 0 every file upgraded (or had nothing to upgrade), 1 some file was refused or
    could not be written (the others are still upgraded), 2 bad arguments.
    """

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let paths = arguments.operands
        guard !paths.isEmpty else { throw .usage("no PATH given; run `norg upgrade-tasks --help`") }
        // Folders are searched as `norg tasks` searches them.
        var (files, failures) = TaskFiles.documentFiles(paths, command: name, io: io)
        files = Array(Set(files)).sorted { $0.utf8Precedes($1) }
        for path in files {
            do {
                var count = 0
                _ = try TaskWriter.editFile(atPath: RawPath.systemPath(path),
                                            byteLimit: io.inputLimit.bytes) { bytes throws(TaskWriteError) in
                    let upgraded = try LegacyTasks.upgraded(bytes)
                    count = upgraded.markers.count
                    return upgraded.bytes
                }
                io.out(TerminalText.escaped("\(path): \(count) task\(count == 1 ? "" : "s") upgraded") + "\n")
            } catch .fileTooLarge {
                io.report("norg upgrade-tasks: \(io.inputLimit.refusal(path).message)")
                failures += 1
            } catch {
                io.report("norg upgrade-tasks: \(path): \(error.description)")
                failures += 1
            }
        }
        return failures == 0 ? 0 : 1
    }
}
