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
        var failures = 0
        var legacy = (tasks: 0, files: 0)
        var files: [String] = []
        var readsStandardInput = false
        for path in paths {
            if path == "-" {
                readsStandardInput = true
                continue
            }
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
        if readsStandardInput {
            let scanned = scanDocument(try io.readStandardInput())
            report(scanned.tasks, path: "-", io: io)
            legacy = (legacy.tasks + scanned.legacy, legacy.files + (scanned.legacy > 0 ? 1 : 0))
            body("-", scanned.tasks)
        }
        files = Array(Set(files)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for start in stride(from: 0, to: files.count, by: batchSize) {
            let batch = Array(files[start..<min(start + batchSize, files.count)])
            for (path, result) in zip(batch, scan(batch, limit: io.inputLimit)) {
                switch result {
                case .success(let scanned):
                    report(scanned.tasks, path: path, io: io)
                    legacy = (legacy.tasks + scanned.legacy, legacy.files + (scanned.legacy > 0 ? 1 : 0))
                    body(path, scanned.tasks)
                case .failure(let error):
                    io.report("norg \(command): \(error.message)")
                    failures += 1
                }
            }
        }
        if legacy.tasks > 0 {
            io.report("norg \(command): \(legacy.tasks) task\(legacy.tasks == 1 ? "" : "s") in \(legacy.files) "
                + "file\(legacy.files == 1 ? "" : "s") written the pre-1.0 way (`- [x]`) not listed; Norg 1.0 "
                + "writes `- (x)`, and `norg upgrade-tasks FILE` rewrites them")
        }
        return failures
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
