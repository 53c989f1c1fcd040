import Dispatch
import NorgKit
import Synchronization

enum TasksCommand: NorgCommand {
    static let name = "tasks"
    static let summary = "List the tasks of files and folders."
    static var help: String {
        var text = """
        usage: norg tasks PATH... [--status S[,S...]] [--json]

        List every task (a list item, heading, quote, definition, footnote or table cell with a
        TODO status) of the given files. A folder is searched recursively for `.norg` files
        (hidden files and folders are skipped); files are read and scanned in parallel. Tasks in
        `@code`, `|comment` and `|example` are not listed.

        Output is sorted by path, then line, one task a line:

          path:line: status text

        options:
          --status S[,S...]  only tasks with one of these statuses
          --json             a JSON array of objects with the keys path, line, status, text,
                             priority, due, start (null or {raw, understood, and those of
                             year, month, day, hour, minute, second, weekday (1 = Monday),
                             timeZone and to (a range's end) that the date gives}), headings
                             and progress (null or {done, total}; cancelled tasks are not
                             counted)

        statuses:

        """
        for status in TaskStatus.allCases {
            text += "  \(status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))(\(status.character))  "
            text += "\(status.unicodeSymbol)  \(status.englishName)\n"
        }
        text += """

        Due and start dates are read as the spec writes them (`Tue 5th Feb 2030 14:00`) or as
        ISO 8601 dates (`2030-02-05`, `2030-02-05T14:00`); a date that is not read completely is
        reported on stderr (`path:line: warning: due date "…" not understood; read as …`).

        Task text and paths are printed with control characters escaped (`\\x1b`, `\\n`), so a
        document cannot drive the terminal or forge a line; --json output is exact.

        A file that cannot be read (or, in a folder, a link out of the folder or a name that is
        not UTF-8) is reported on stderr and skipped, and the others are still listed; the exit
        status is then 1.

        exit status: 0 listed, 1 some file was skipped or the output could not be written,
        2 bad arguments.

        """
        return text
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        let options = try Options(arguments)
        var failures = 0
        var files: [String] = []
        for path in options.paths {
            do {
                let found = try TaskFiles.norgFiles(at: path)
                files += found.files
                for skipped in found.skipped {
                    io.report("norg tasks: \(skipped.path): \(skipped.reason); skipped")
                    failures += 1
                }
            } catch {
                io.report("norg tasks: \(path): \(error.message)")
                failures += 1
            }
        }
        files = Array(Set(files)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

        // Files are scanned a batch at a time, in parallel, and listed in path order, each file's
        // tasks in document (line) order; only one batch's tasks are held at once.
        var listing = TaskListing(json: options.json, io: io)
        for start in stride(from: 0, to: files.count, by: TaskFiles.batchSize) {
            let batch = Array(files[start..<min(start + TaskFiles.batchSize, files.count)])
            for (path, result) in zip(batch, TaskFiles.scan(batch)) {
                switch result {
                case .success(let tasks):
                    for diagnostic in TaskScanner.timestampDiagnostics(tasks) {
                        io.report("\(path):\(diagnostic.range.start.line): warning: \(diagnostic.message)")
                    }
                    for task in tasks where options.statuses?.contains(task.status) ?? true {
                        listing.add(task, path: path)
                    }
                case .failure(let error):
                    io.report("norg tasks: \(error.message)")
                    failures += 1
                }
            }
        }
        listing.finish()
        return failures == 0 ? 0 : 1
    }

    private struct Options {
        var paths: [String] = []
        var statuses: Set<TaskStatus>?
        var json = false

        init(_ arguments: [String]) throws(CommandError) {
            var reader = ArgumentReader(arguments)
            while let argument = reader.next() {
                if argument == "--json" {
                    json = true
                } else if let value = try reader.value(of: "--status", in: argument,
                                                       missing: "--status needs a value, e.g. --status undone,pending") {
                    var set = statuses ?? []
                    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                        guard let status = TaskStatus(rawValue: String(name)) else {
                            throw .usage("unknown status '\(name)'; expected one of \(TaskStatus.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        set.insert(status)
                    }
                    statuses = set
                } else if argument == "--" {
                    paths += reader.rest()
                } else if argument.hasPrefix("-") && argument.count > 1 {
                    throw .usage("unknown option '\(argument)'; run `norg tasks --help`")
                } else {
                    paths.append(argument)
                }
            }
            guard !paths.isEmpty else { throw .usage("no PATH given; run `norg tasks --help`") }
        }
    }
}

/// Finding `.norg` files and scanning them in parallel.
enum TaskFiles {
    /// How many files are read and scanned at once.
    static let batchSize = 64

    /// `path` itself if it is not a folder, every `.norg` file below it if it is, with the entries
    /// of the folder that were skipped.
    static func norgFiles(at path: String) throws(CommandError) -> (files: [String], skipped: [NorgFolder.Skipped]) {
        guard NorgFolder.isFolder(path) else { return ([path], []) }
        let folder = try NorgFolder(path)
        return (folder.relativePaths.map { folder.root + "/" + $0 }, folder.skipped)
    }

    /// Reads and scans every file in parallel; results in the order of `paths`.
    static func scan(_ paths: [String]) -> [Result<[NorgTask], CommandError>] {
        let results = Mutex([Result<[NorgTask], CommandError>?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result = Result { () throws(CommandError) in
                TaskScanner.scan(NorgParser.parse(bytes: try LocalFile.read(paths[index])))
            }
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
