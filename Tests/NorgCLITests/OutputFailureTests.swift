import Foundation
import Testing
import NorgCLI

/// A write or read of a standard stream that fails is an error with one line and an exit status,
/// never a trap.
@Suite struct OutputFailureTests {
    /// Runs `norg` with standard output on `/dev/full` and standard error into a file.
    private func runWithFullOutput(_ arguments: [String], standardError: Int32? = nil) throws -> (Int32, String) {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errorFile = NSTemporaryDirectory() + "norg-err-" + UUID().uuidString
        let errors = open(errorFile, O_RDWR | O_CREAT, 0o600)
        defer { close(errors); unlink(errorFile) }
        let io = CommandIO(standardOutput: full, standardError: standardError ?? errors, standardInput: -1)
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }

    @Test func renderingToAFullDeviceFailsWithOneLine() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a.norg", "* Title\ntext\n")
        let (status, errors) = try runWithFullOutput(["render", file])
        #expect(status == 1)
        #expect(errors == "norg render: cannot write to standard output: No space left on device\n")
    }

    @Test func listingTasksToAFullDeviceWithStandardErrorClosedIsSurvived() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a.norg", "- ( ) one\n")
        let (status, errors) = try runWithFullOutput(["tasks", file], standardError: -1)
        #expect(status == 1)
        #expect(errors.isEmpty)
    }

    @Test func aClosedStandardOutputIsReported() {
        let io = CommandIO(standardOutput: -1, standardError: -1, standardInput: -1)
        #expect(NorgCommandLine.run(["--version"], io: io) == 1)
        #expect(io.outputFailure?.description == "the stream is closed")
    }

    @Test func aClosedStandardInputIsAReadError() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let errorFile = folder.path + "/err"
        let descriptor = open(errorFile, O_RDWR | O_CREAT, 0o600)
        defer { close(descriptor) }
        let io = CommandIO(standardOutput: -1, standardError: descriptor, standardInput: -1)
        #expect(NorgCommandLine.run(["ast"], io: io) == 1)
        let errors = try String(contentsOfFile: errorFile, encoding: .utf8)
        #expect(errors.hasPrefix("norg ast: cannot read standard input: the stream is closed\n"))
    }

    @Test(.enabled(if: NorgExecutable.path != nil, "needs the built norg executable"))
    func theExecutableSurvivesClosedAndFullStreams() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.norg", "- ( ) task\n")
        for (command, expected) in [
            ("\"$NORG\" render a.norg > /dev/full", "cannot write to standard output: No space left on device"),
            ("\"$NORG\" render a.norg >&-", "cannot write to standard output: the stream is closed"),
            ("\"$NORG\" ast <&-", "cannot read standard input: the stream is closed"),
            ("\"$NORG\" tasks a.norg >&- 2>&-", ""),
        ] {
            let result = try NorgExecutable.shell(command, in: folder.path)
            #expect(result.status == 1, "\(command)")
            #expect(expected.isEmpty ? result.stderr.isEmpty : result.stderr.contains(expected), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(command)")
        }
    }

    @Test(.enabled(if: NorgExecutable.path != nil, "needs the built norg executable"))
    func setStatusWithAFullStandardOutputChangesTheFileAndSucceeds() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.norg", "- ( ) task\n")
        let result = try NorgExecutable.shell("\"$NORG\" set-status a.norg 1 done > /dev/full", in: folder.path)
        #expect(result.status == 0)
        #expect(result.stderr == "norg set-status: cannot write to standard output: No space left on device\n")
        #expect(folder.read("a.norg") == "- (x) task\n")
    }

    @Test(.enabled(if: NorgExecutable.path != nil, "needs the built norg executable"))
    func aRenderedPageNeverLandsInAFileOpenedOnAClosedStandardOutput() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.norg", "text\n")
        let result = try NorgExecutable.shell("\"$NORG\" render a.norg -o out.html >&-", in: folder.path)
        #expect(result.status == 0)
        #expect(folder.read("out.html")?.hasPrefix("<!DOCTYPE html>") == true)
    }
}
