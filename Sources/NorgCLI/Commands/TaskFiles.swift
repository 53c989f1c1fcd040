import Dispatch
import NorgKit
import Synchronization

/// Finding the documents that `tasks` and `agenda` read, and scanning them in parallel.
enum TaskFiles {
    /// How many files are read and scanned at once.
    static let batchSize = 64

    /// Scans every document `paths` name — files, folders searched for `.norg` files, `-` for
    /// standard input — and hands each one's tasks to `body` in path order, a batch of files at a
    /// time, so only one batch's tasks are held at once. What cannot be read is reported and
    /// skipped, as are dates not read completely (as warnings). Returns how many were skipped.
    static func forEachDocument(_ paths: [String], command: String, io: CommandIO,
                                _ body: (String, [NorgTask]) -> Void) throws(CommandError) -> Int {
        var (files, failures) = documentFiles(paths.filter { $0 != "-" }, command: command, io: io)
        // Each file holding pre-1.0 tasks, with how many, in the order they are read.
        var legacy: [(path: String, count: Int)] = []
        if paths.contains("-") {
            let scanned = scanDocument(try io.readStandardInput())
            report(scanned.tasks, path: "-", io: io)
            if scanned.legacy > 0 { legacy.append(("-", scanned.legacy)) }
            body("-", scanned.tasks)
        }
        files = Array(Set(files)).sorted { $0.utf8Precedes($1) }
        for start in stride(from: 0, to: files.count, by: batchSize) {
            let batch = Array(files[start..<min(start + batchSize, files.count)])
            for (path, result) in zip(batch, scan(batch, limit: io.inputLimit)) {
                switch result {
                case .success(let scanned):
                    report(scanned.tasks, path: path, io: io)
                    if scanned.legacy > 0 { legacy.append((path, scanned.legacy)) }
                    body(path, scanned.tasks)
                case .failure(let error):
                    io.report("norg \(command): \(error.message)")
                    failures += 1
                }
            }
        }
        reportLegacy(legacy, command: command, io: io)
        return failures
    }

    /// The files `paths` name (folders searched for `.norg` files, as `norgFiles(at:)` does), in
    /// the order given, and how many paths or folder entries could not be read; each is reported.
    static func documentFiles(_ paths: [String], command: String, io: CommandIO) -> (files: [String], failures: Int) {
        var files: [String] = []
        var failures = 0
        for path in paths {
            do {
                let found = try norgFiles(at: path)
                files += found.files
                for skipped in found.skipped {
                    io.report("norg \(command): \(skipped.path): \(skipped.reason); skipped")
                    failures += 1
                }
            } catch {
                io.report("norg \(command): \(path): \(error.message)")
                failures += 1
            }
        }
        return (files, failures)
    }

    /// Says how many pre-1.0 tasks were not listed, then names each file with its count, so the
    /// reader knows what to pass to `norg upgrade-tasks`.
    private static func reportLegacy(_ legacy: [(path: String, count: Int)], command: String, io: CommandIO) {
        guard !legacy.isEmpty else { return }
        let tasks = legacy.reduce(0) { $0 + $1.count }
        io.report("norg \(command): \(tasks) task\(tasks == 1 ? "" : "s") in \(legacy.count) "
            + "file\(legacy.count == 1 ? "" : "s") written the pre-1.0 way (`- [x]`) not listed; Norg 1.0 "
            + "writes `- (x)`, and `norg upgrade-tasks PATH` rewrites them:")
        for (path, count) in legacy {
            io.report("  \(path): \(count) task\(count == 1 ? "" : "s")")
        }
    }

    /// A document's tasks, and how many list items it holds in the pre-1.0 task form.
    private static func scanDocument(_ bytes: [UInt8]) -> (tasks: [NorgTask], legacy: Int) {
        let document = NorgParser.parse(bytes: bytes)
        return (TaskScanner.scan(document), LegacyTasks.find(in: bytes, document: document).count)
    }

    private static func report(_ tasks: [NorgTask], path: String, io: CommandIO) {
        for diagnostic in TaskScanner.timestampDiagnostics(tasks) {
            io.report("\(path):\(diagnostic.range.start.line): warning: \(diagnostic.message)")
        }
    }

    /// `path` itself if it is not a folder, every `.norg` file below it if it is, with the entries
    /// of the folder that were skipped.
    static func norgFiles(at path: String) throws(CommandError) -> (files: [String], skipped: [NorgFolder.Skipped]) {
        guard NorgFolder.isFolder(path) else { return ([path], []) }
        let folder = try NorgFolder.opening(path)
        return (folder.relativePaths.map { folder.root + "/" + $0 }, folder.skipped)
    }

    /// Reads (each within `limit`) and scans every file in parallel; results in the order of `paths`.
    static func scan(_ paths: [String], limit: InputLimit) -> [Result<(tasks: [NorgTask], legacy: Int), CommandError>] {
        ParallelWork.map(paths.count) { index in
            Result { () throws(CommandError) in scanDocument(try LocalFile.read(paths[index], limit: limit)) }
        }
    }
}
