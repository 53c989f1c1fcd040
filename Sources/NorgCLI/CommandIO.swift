import Foundation

/// Where a command reads and writes: the real streams for the `norg` executable, buffers in tests.
public final class CommandIO: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let readIn: () -> [UInt8]

    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void, stdin: @escaping () -> [UInt8]) {
        self.writeOut = stdout
        self.writeErr = stderr
        self.readIn = stdin
    }

    /// The process's standard streams.
    public static func standard() -> CommandIO {
        CommandIO(
            stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
            stderr: { FileHandle.standardError.write(Data($0.utf8)) },
            stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        )
    }

    public func out(_ text: String) { writeOut(text) }
    public func err(_ text: String) { writeErr(text) }
    public func readStandardInput() -> [UInt8] { readIn() }
}

/// A failure a command reports in one line; the exit code says which kind.
public enum CommandError: Error, Equatable {
    /// Bad flags or arguments: exit 2.
    case usage(String)
    /// A file could not be read or written, or a request was refused: exit 1.
    case failure(String)

    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }

    var message: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}
