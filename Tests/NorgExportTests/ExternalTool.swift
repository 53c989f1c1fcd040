import Foundation

/// A program the real-tool checks run (pandoc, cmark-gfm), found on `PATH` or where its Python
/// package put it; nil where it is not installed, and the test then skips, saying so in one line.
struct ExternalTool: Sendable {
    let path: String

    /// The first executable `name` on `PATH`.
    static func onPath(_ name: String) -> ExternalTool? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let path = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return ExternalTool(path: path) }
        }
        return nil
    }

    /// `pandoc` of the given major version: `$NORG_PANDOC<major>`, the `pandoc` on `PATH`, or
    /// (for 3) the binary `pip install pypandoc-binary` installs.
    static func pandoc(major: Int) -> ExternalTool? {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["NORG_PANDOC\(major)"] { candidates.append(path) }
        if let onPath = onPath("pandoc") { candidates.append(onPath.path) }
        if major >= 3, let python = onPath("python3"),
           let found = try? ExternalTool(path: python.path)
            .run(["-c", "import pypandoc; print(pypandoc.get_pandoc_path())"], input: []),
           found.status == 0 {
            candidates.append(String(decoding: found.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            let tool = ExternalTool(path: path)
            guard let version = try? tool.run(["--version"], input: []), version.status == 0 else { continue }
            let words = String(decoding: version.output, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            if words.count > 1, words[1].split(separator: ".").first == Substring(String(major)) { return tool }
        }
        return nil
    }

    /// Runs the tool with `arguments`, `input` on its standard input; its status, standard output
    /// and standard error. Input and standard error go through temporary files, so no pipe's
    /// buffer can fill while the other is read.
    func run(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: [UInt8], error: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("norg-export-tool-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input")
        let errorFile = folder.appendingPathComponent("error")
        try Data(input).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = (try? Data(contentsOf: errorFile)) ?? Data()
        return (process.terminationStatus, [UInt8](output), String(decoding: error, as: UTF8.self))
    }
}
