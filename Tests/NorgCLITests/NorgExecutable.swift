import Foundation

/// The built `norg` executable beside the test bundle, for tests that need a real process (closed
/// or failing standard streams); nil where it is not there, and such tests are then disabled.
enum NorgExecutable {
    static let path: String? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = folder.appendingPathComponent("norg").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// Runs `command` with `/bin/sh -c` (where `$NORG` is the executable) and returns its exit
    /// status and standard error.
    static func shell(_ command: String, in folder: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["NORG": path ?? "norg", "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus, text)
    }
}
