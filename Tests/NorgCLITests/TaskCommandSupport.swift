import Foundation
import NorgCLI

/// Collects what a command writes.
final class TaskCommandOutput: @unchecked Sendable {
    var out = ""
    var err = ""
    /// Where `norg render` keeps note summaries (`CommandIO.noteCacheFolder`); none by default.
    var noteCacheFolder: String?

    init(noteCacheFolder: String? = nil) {
        self.noteCacheFolder = noteCacheFolder
    }

    var io: CommandIO {
        let io = CommandIO(stdout: { self.out += $0 }, stderr: { self.err += $0 }, stdin: { [] })
        io.noteCacheFolder = noteCacheFolder
        return io
    }

    /// Runs `norg` with `arguments` and returns the exit code.
    func run(_ arguments: [String]) -> Int32 {
        NorgCommandLine.run(arguments, io: io)
    }
}

/// A fresh temporary folder, removed by `remove()`.
struct TaskTemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "norg-tasks-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
