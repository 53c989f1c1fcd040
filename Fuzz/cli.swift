// modules: NorgKit NorgHighlight NorgEscaping NorgMathML NorgHTML NorgExport NorgLSP NorgCLI
// The `norg` command line on random argument vectors: each input byte picks a word (commands, their
// flags and values, paths to a few files in a temporary folder, numbers, statuses) or starts a
// piece of junk text taken from the following bytes. `NorgCommandLine.run` must return an exit
// code for every vector, without a trap.
//
// Every run happens in a fresh temporary folder that is the working directory while the command
// runs, and every path it can be given is inside it: the words are relative names, and junk holds
// no `/` and no `..`, so nothing (`-o` included) can reach outside.
import Foundation
import NorgCLI

private let words = [
    "render", "ast", "tasks", "set-status", "conformance", "help", "--help", "-h", "--version",
    "-", "--", "-o", "--output", "--output=out.html", "--output=pages", "--collapsible", "--fragment",
    "--theme", "--theme=dark", "light", "dark", "auto", "--format", "--format=json", "json", "skeleton",
    "none", "--status", "--status=done,undone", "--json", "--expect", "--expect=done", "--min-passing",
    "--min-passing=1", "undone", "done", "pending", "urgent", "cancelled", "recurring", "onhold",
    "uncertain", "note.norg", "tasks.norg", "binary.norg", "link.norg", "notes",
    "notes/a.norg", "cases.json", "missing.norg", "out.html", "pages", ".", "",
    "0", "1", "2", "3", "7", "-1", "+2", "99999999999999999999", "2147483648",
    "agenda", "upgrade-tasks", "--force", "--toggle", "--update-parents", "--due", "--due=week", "week",
    "overdue", "today", "tomorrow", "before:2026-01-01", "after:2026-13-40", "--today", "2026-12-01",
    "--today=0000-02-29", "--priority", "A,b", "--under", "Heading", "--sort", "due", "priority", "path",
    "x", " ", "On-Hold", "note.norg:1", "tasks.norg:3", "notes/a.norg:999",
]

private let root: String = {
    atexit { try? FileManager.default.removeItem(atPath: root) }
    return NSTemporaryDirectory() + "norg-fuzz-cli-\(getpid())"
}()

/// The files every run starts from. None is empty: the toolchain's `FileManager.contents(atPath:)`
/// leaks its 4 KB buffer reading an empty file, which LeakSanitizer would report on every run.
private func makeFixtures(in folder: String) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: folder)
    try! manager.createDirectory(atPath: folder + "/notes/sub", withIntermediateDirectories: true)
    let files: [(String, [UInt8])] = [
        ("note.norg", Array("* Title\n- ( ) one\n- (x) two {:notes/a:}[a]\n\n.toc\n".utf8)),
        ("tasks.norg", Array("- (# A| ) first\n- (+ 5th Jan) recurring\n@code\n- ( ) code\n@end\n".utf8)),
        ("binary.norg", [0xFF, 0xFE, 0x00, 0x0A, 0x2D, 0x20, 0x28, 0x20, 0x29, 0x0D]),
        ("notes/a.norg", Array("* A\n{:../note:}[back] {:sub/b:*B:}\n".utf8)),
        ("notes/sub/b.norg", Array("* B\n- (-) pending\n".utf8)),
        ("cases.json", Array(#"[{"id":"x","input":"*a*\n","expected":"(document (paragraph (bold (text))))"}]"#.utf8)),
    ]
    for (name, bytes) in files {
        precondition(manager.createFile(atPath: folder + "/" + name, contents: Data(bytes)), "cannot write \(name)")
    }
    try? manager.createSymbolicLink(atPath: folder + "/link.norg", withDestinationPath: "note.norg")
}

/// The argument vector the bytes spell.
private func arguments(from input: [UInt8]) -> [String] {
    var arguments: [String] = []
    var index = 0
    while index < input.count, arguments.count < 16 {
        let byte = Int(input[index])
        index += 1
        if byte < words.count * 3 {
            arguments.append(words[byte % words.count])
            continue
        }
        // Junk: the next bytes up to a zero byte, at most 24.
        var end = index
        while end < input.count, input[end] != 0, end - index < 24 { end += 1 }
        let text = String(decoding: input[index..<end], as: UTF8.self)
        arguments.append(text.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "..", with: "__"))
        index = end + 1
    }
    return arguments
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let vector = arguments(from: Array(UnsafeBufferPointer(start: data, count: size)))
    makeFixtures(in: root)
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(root) else { fatalError("cannot enter \(root)") }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let io = CommandIO(stdout: { _ in }, stderr: { _ in }, stdin: { Array("- ( ) from stdin\n".utf8) })
    let code = NorgCommandLine.run(vector, io: io)
    precondition((0...2).contains(code), "exit code \(code) for \(vector)")
    return 0
}
