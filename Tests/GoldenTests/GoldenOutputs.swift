import Foundation
import NorgCLI

/// A document's promised outputs, made by running the `norg` command line in this process,
/// so they come from exactly the code the executable runs.
struct GoldenOutputs {
    /// The kinds of output recorded for every input.
    enum Kind: String, CaseIterable, Sendable {
        /// `norg ast FILE`: the tree as JSON (the default format).
        case ast
        /// `norg render FILE`: the standalone page, default options.
        case html
        /// `norg tasks --json --today 2026-12-01 - < FILE`: every task, read on a fixed day.
        case tasks
        /// `norg export FILE --to markdown`: GitHub-flavoured Markdown.
        case markdown
        /// `norg export FILE --to pandoc-json`: Pandoc's JSON AST (API 1.23).
        case pandoc

        /// The recorded file's extension.
        var fileExtension: String {
            switch self {
            case .ast: "json"
            case .html: "html"
            case .tasks: "tasks"
            case .markdown: "markdown"
            case .pandoc: "pandoc"
            }
        }
    }

    /// The day task dates are read against (a day without a year takes the year nearest it), fixed
    /// so that the recorded task lists do not change with the calendar.
    static let today = "2026-12-01"

    /// The output of each kind, as bytes.
    let outputs: [Kind: [UInt8]]

    /// Runs the commands on the document at `file`. The task list reads standard input, so
    /// its `path` is `-` wherever the document lies.
    init(file: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        var outputs: [Kind: [UInt8]] = [:]
        for kind in Kind.allCases {
            let arguments: [String] = switch kind {
            case .ast: ["ast", file.path]
            case .html: ["render", file.path]
            case .tasks: ["tasks", "--json", "--today", Self.today, "-"]
            case .markdown: ["export", file.path, "--to", "markdown"]
            case .pandoc: ["export", file.path, "--to", "pandoc-json"]
            }
            let result = Self.run(arguments, standardInput: bytes)
            guard result.status == 0 else {
                throw GoldenFailure("norg \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)")
            }
            outputs[kind] = Array(result.standardOutput.utf8)
        }
        self.outputs = outputs
    }

    /// Runs `norg` with `arguments` in this process.
    static func run(_ arguments: [String], standardInput: [UInt8]) -> (status: Int32, standardOutput: String, standardError: String) {
        let streams = CapturedStreams()
        let io = CommandIO(stdout: { streams.out += $0 }, stderr: { streams.err += $0 }, stdin: { standardInput })
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, streams.out, streams.err)
    }
}

/// What a command wrote; one per run, used by one thread.
private final class CapturedStreams {
    var out = ""
    var err = ""
}

/// A golden run that could not produce its outputs.
struct GoldenFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
