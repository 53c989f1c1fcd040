// modules: NorgKit
// Task write-back: the first bytes choose a line and a status, the rest is the document.
// `TaskWriter.setStatus` must either throw (the caller's source is a value, so it stays as it was)
// or return the source with exactly the one status byte changed, and a rescan must show the status.
import NorgKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWriteback(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let status = TaskStatus.allCases[Int(input[0]) % TaskStatus.allCases.count]
    let source = Array(input[3...])
    let document = NorgParser.parse(bytes: source)
    let tasks = TaskScanner.scan(document)
    // Lines as Norg counts them (LF, CRLF or CR ends one); only used to pick a line.
    let lineCount = 1 + source.indices.filter { source[$0] == 0x0A || (source[$0] == 0x0D && ($0 + 1 == source.count || source[$0 + 1] != 0x0A)) }.count
    // Mostly a task's own line (where an edit should happen), sometimes any line, 0 or one past the end.
    let choice = Int(input[1]) << 8 | Int(input[2])
    let line: Int
    if !tasks.isEmpty, input[1] & 1 == 0 {
        line = tasks[choice % tasks.count].line
    } else {
        line = choice % (lineCount + 2)
    }
    let updated: [UInt8]
    do {
        updated = try TaskWriter.setStatus(status, line: line, in: source)
    } catch {
        return 0
    }
    precondition(updated.count == source.count, "write-back changed the length")
    let changed = (0..<source.count).filter { source[$0] != updated[$0] }
    precondition(changed.count <= 1, "write-back changed \(changed.count) bytes")
    let statusByte = UInt8(ascii: status.character.unicodeScalars.first!)
    if let offset = changed.first {
        precondition(updated[offset] == statusByte, "the changed byte is not the status character")
        let before = Character(Unicode.Scalar(source[offset]))
        precondition(TaskStatus(character: before) != nil, "the replaced byte was not a status character")
    }
    let rescanned = TaskScanner.scan(NorgParser.parse(bytes: updated))
    precondition(rescanned.contains { $0.line == line && $0.status == status }, "the rescan does not show the status on line \(line)")
    precondition(rescanned.count == tasks.count, "write-back changed the number of tasks")
    return 0
}
