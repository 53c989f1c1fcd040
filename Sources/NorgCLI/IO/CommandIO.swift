#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command reads and writes: the process's standard streams for the `norg` executable,
/// closures or other descriptors in tests.
///
/// Writing never traps. The first failure to write standard output is kept (`outputFailure`) and
/// later output is dropped, so a command stops paying for output nobody receives; `NorgCommandLine`
/// turns it into one line on standard error and an exit status. A failure to write standard error
/// is ignored: there is nowhere left to say it.
public final class CommandIO: @unchecked Sendable {
    private let writeOut: (String) -> StreamError?
    private let writeErr: (String) -> StreamError?
    private let readIn: (InputLimit) -> Result<[UInt8], StreamError>
    /// The first failure to write standard output, if one happened.
    public private(set) var outputFailure: StreamError?
    /// The most bytes a command reads of one file or of standard input. `NorgCommandLine.run` sets
    /// it from `--max-input` before the command starts and nothing changes it while the command
    /// runs, so the threads that read files in parallel see one value.
    var inputLimit = InputLimit.standard
    /// Whether the process exits as soon as the command returns (the `norg` executable): a command
    /// may then leave what it built for the exit to reclaim (`SiteRender` keeps a site's parsed
    /// notes) instead of freeing it object by object. Off for tests and other callers, which run
    /// command after command in one process.
    package var processExitsAfterCommand = false
    /// The folder `norg render` keeps what it read of a site's notes in between runs
    /// (`SiteNoteStore`), so that a rebuild parses only the notes that changed; nil keeps nothing.
    /// The `norg` executable sets it to the user's cache folder (`standardCacheFolder`).
    public var noteCacheFolder: String?

    /// `$XDG_CACHE_HOME/norg`, else `$HOME/.cache/norg`; nil when neither is set (or is not an
    /// absolute path, which the XDG specification says to ignore).
    public static var standardCacheFolder: String? {
        func variable(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        if let cache = variable("XDG_CACHE_HOME") { return cache + "/norg" }
        return variable("HOME").map { $0 + "/.cache/norg" }
    }

    /// Streams that cannot fail, for tests: what a command writes goes to the closures.
    public convenience init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void,
                            stdin: @escaping () -> [UInt8]) {
        self.init(
            out: { stdout($0); return nil },
            err: { stderr($0); return nil },
            readIn: { _ in .success(stdin()) }
        )
    }

    /// Streams on open file descriptors (a descriptor of `-1` behaves as a closed stream).
    public convenience init(standardOutput: Int32, standardError: Int32, standardInput: Int32) {
        let out = DescriptorStream(standardOutput)
        let err = DescriptorStream(standardError)
        let input = DescriptorStream(standardInput)
        self.init(out: out.write, err: err.write, readIn: { input.readToEnd(limit: $0.bytes) })
    }

    private init(out: @escaping (String) -> StreamError?, err: @escaping (String) -> StreamError?,
                 readIn: @escaping (InputLimit) -> Result<[UInt8], StreamError>) {
        self.writeOut = out
        self.writeErr = err
        self.readIn = readIn
    }

    /// The process's standard streams. A stream that was closed when the process started reports
    /// itself closed, and its descriptor is held on `/dev/null` so that no file the command opens
    /// takes its number (which would send output meant for the terminal into that file).
    public static func standard() -> CommandIO {
        let closed = DescriptorStream.occupyClosedStandardDescriptors()
        return CommandIO(standardOutput: closed.contains(1) ? -1 : 1,
                         standardError: closed.contains(2) ? -1 : 2,
                         standardInput: closed.contains(0) ? -1 : 0)
    }

    /// Writes `text` to standard output, unless an earlier write failed.
    public func out(_ text: String) {
        guard outputFailure == nil, !text.isEmpty else { return }
        outputFailure = writeOut(text)
    }

    /// Writes `text` to standard error as it is (help texts); a failure is ignored.
    public func err(_ text: String) {
        _ = writeErr(text)
    }

    /// Writes one message line to standard error, with control characters shown escaped, so text
    /// from a document or a file name cannot drive the terminal.
    public func report(_ line: String) {
        err(TerminalText.escaped(line) + "\n")
    }

    /// Everything on standard input; refused when it holds more than `inputLimit` (reading stops
    /// one byte past it).
    public func readStandardInput() throws(CommandError) -> [UInt8] {
        switch readIn(inputLimit) {
        case .success(let bytes):
            guard bytes.count <= inputLimit.bytes else { throw inputLimit.refusal("standard input") }
            return bytes
        case .failure(let error): throw .failure("cannot read standard input: \(error)")
        }
    }
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
