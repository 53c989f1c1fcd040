import Dispatch
import Foundation
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
                             priority, due, start (null or {raw, year, month, day, hour, minute}
                             with the fields that parse), headings and progress (null or
                             {done, total}; cancelled tasks are not counted)

        statuses:

        """
        for status in TaskStatus.allCases {
            text += "  \(status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))(\(status.character))  "
            text += "\(status.unicodeSymbol)  \(status.englishName)\n"
        }
        text += """

        A file that cannot be read is reported on stderr and the others are still listed; the exit
        status is then 1.

        """
        return text
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        let options = try Options(arguments)
        var failures: [String] = []
        var files: [String] = []
        for path in options.paths {
            do {
                files += try TaskFiles.norgFiles(at: path)
            } catch {
                failures.append("norg tasks: \(path): \(error.message)\n")
            }
        }
        files = Array(Set(files)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

        let results = TaskFiles.scan(files)
        var listed: [(path: String, task: NorgTask)] = []
        for (path, result) in zip(files, results) {
            switch result {
            case .success(let tasks):
                for task in tasks where options.statuses?.contains(task.status) ?? true {
                    listed.append((path, task))
                }
            case .failure(let error):
                failures.append("norg tasks: \(path): \(error.message)\n")
            }
        }
        // Files are already in path order and each file's tasks in document (line) order.
        io.out(options.json ? json(listed) : text(listed))
        failures.forEach(io.err)
        return failures.isEmpty ? 0 : 1
    }

    private static func text(_ listed: [(path: String, task: NorgTask)]) -> String {
        var output = ""
        for (path, task) in listed {
            output += "\(path):\(task.line): \(task.status.rawValue)" + (task.text.isEmpty ? "\n" : " \(task.text)\n")
        }
        return output
    }

    private static func json(_ listed: [(path: String, task: NorgTask)]) -> String {
        let objects: [[String: Any]] = listed.map { path, task in
            [
                "path": path,
                "line": task.line,
                "status": task.status.rawValue,
                "text": task.text,
                "priority": task.priority.map { $0 as Any } ?? NSNull(),
                "due": task.due.map(jsonObject) ?? NSNull(),
                "start": task.start.map(jsonObject) ?? NSNull(),
                "headings": task.headings,
                "progress": task.progress.map { ["done": $0.done, "total": $0.total] as [String: Any] } ?? NSNull(),
            ]
        }
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: objects, options: options) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func jsonObject(_ timestamp: TaskTimestamp) -> [String: Any] {
        var object: [String: Any] = ["raw": timestamp.raw]
        let fields = [("year", timestamp.year), ("month", timestamp.month), ("day", timestamp.day),
                      ("hour", timestamp.hour), ("minute", timestamp.minute)]
        for case let (key, value?) in fields { object[key] = value }
        return object
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
    /// `path` itself if it is a file, every `.norg` file below it if it is a folder.
    static func norgFiles(at path: String) throws(CommandError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        let display = path.hasSuffix("/") ? String(path.dropLast()) : path
        return try NorgFiles.relativePaths(below: path).map { display + "/" + $0 }
    }

    /// Reads and scans every file in parallel; results in the order of `paths`.
    static func scan(_ paths: [String]) -> [Result<[NorgTask], CommandError>] {
        let results = Mutex([Result<[NorgTask], CommandError>?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result: Result<[NorgTask], CommandError>
            if let data = FileManager.default.contents(atPath: paths[index]) {
                result = .success(TaskScanner.scan(NorgParser.parse(bytes: [UInt8](data))))
            } else {
                result = .failure(.failure("cannot read the file"))
            }
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
