// modules: NorgKit NorgHighlight NorgEscaping NorgMathML NorgHTML NorgExport NorgLSP NorgCLI
// `norg set-status` on a file: the first four bytes choose a status, a line, an `--expect` and
// `--update-parents`; the rest is the document, written to a temporary file. The command must
// either refuse (exit 1) and leave the file byte-identical, or succeed (exit 0) with a file of the
// same length that differs in at most the one status byte (with `--update-parents`: only in
// status bytes), exactly as the pure `TaskWriter.setStatus` and `updatingParents` edit the bytes.
import Foundation
import NorgCLI
import NorgKit

private let folder = NSTemporaryDirectory() + "norg-fuzz-setstatus-\(getpid())"

/// The note each run writes, in a folder made on first use and removed at exit.
private let note: String = {
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: folder) }
    return folder + "/note.norg"
}()

/// The file's bytes. Not `FileManager.contents(atPath:)`: the toolchain's leaks a buffer on an
/// empty file, which LeakSanitizer would report.
private func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { preconditionFailure("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        bytes += buffer[0..<count]
        if count < buffer.count { return bytes }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSetStatus(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 4 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let statuses = TaskStatus.allCases
    let status = statuses[Int(input[0]) % statuses.count]
    // The top bit of the first byte asks for `--update-parents` (eight statuses: it picks none).
    let updatesParents = input[0] & 0x80 != 0
    // Half the runs expect a status (`--expect`), mostly a wrong one.
    let expected = input[3] & 0x80 == 0 ? nil : statuses[Int(input[3] & 0x7F) % statuses.count]
    let source = Array(input[4...])
    let tasks = TaskScanner.scan(NorgParser.parse(bytes: source))
    // Mostly a task's own line, sometimes any line up to one past the end (Norg ends lines at LF,
    // CRLF or CR; overcounting CRLF only widens the range).
    let choice = Int(input[1]) << 8 | Int(input[2])
    let lineCount = 1 + source.filter { $0 == 0x0A || $0 == 0x0D }.count
    let line = !tasks.isEmpty && input[1] & 1 == 0 ? tasks[choice % tasks.count].line : 1 + choice % (lineCount + 1)

    precondition(FileManager.default.createFile(atPath: note, contents: Data(source)), "cannot write \(note)")
    var arguments = ["set-status", note, "\(line)", status.rawValue]
    if let expected { arguments += ["--expect", expected.rawValue] }
    if updatesParents { arguments.append("--update-parents") }
    var errors = ""
    let code = NorgCommandLine.run(arguments, io: CommandIO(stdout: { _ in }, stderr: { errors += $0 }, stdin: { [] }))
    let result = contents(of: note)

    precondition(result.count == source.count, "set-status changed the file's length")
    let reference = try? { () throws(TaskWriteError) -> [UInt8] in
        let edited = try TaskWriter.setStatus(status, line: line, in: source, expecting: expected)
        return updatesParents ? try TaskWriter.updatingParents(ofLine: line, in: edited) : edited
    }()
    switch code {
    case 0:
        precondition(result == reference, "set-status wrote something other than TaskWriter's edit")
        let changed = source.indices.filter { source[$0] != result[$0] }
        precondition(updatesParents || changed.count <= 1, "set-status changed \(changed.count) bytes")
        for offset in changed {
            precondition(TaskStatus(character: Character(Unicode.Scalar(source[offset]))) != nil,
                         "a replaced byte was not a status character")
            precondition(TaskStatus(character: Character(Unicode.Scalar(result[offset]))) != nil,
                         "a new byte is not a status character")
        }
        if !updatesParents, let offset = changed.first {
            precondition(result[offset] == UInt8(ascii: status.character.unicodeScalars.first!),
                         "the new byte is not the status character")
        }
    case 1:
        precondition(result == source, "a refused set-status changed the file")
        precondition(reference == nil, "set-status refused what TaskWriter accepts: \(errors)")
        precondition(errors.filter { $0 == "\n" }.count == 1 && errors.hasSuffix("\n"), "the refusal is not one line")
    default:
        preconditionFailure("set-status exited \(code) for valid arguments: \(errors)")
    }
    return 0
}
