import Foundation
import NorgLSP

/// `norg-bench --lsp N`: the language server in process over the `--site` workspace of N linked
/// notes plus one note of 1 MiB that links into them (`big.norg`): indexing at start, the
/// diagnostics after an edit of a small note and of the big one, and warm answers on the big note
/// (definition, references, hover, document symbols, and completion when the server offers it),
/// as the median and 95th percentile of many requests.
enum LSPWorkload {
    static func run(notes count: Int, requests: Int) -> Bool {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-lsp-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = SiteWorkload.writeWorkspace(count: count, nested: true, into: root)
        let bigPath = root + "/big.norg"
        let big = bigNote(notes: count)
        _ = FileManager.default.createFile(atPath: bigPath, contents: Data(big.utf8))
        print("lsp: \(count) notes (\(bytes) bytes) in 100 folders and a note of \(big.utf8.count) bytes, \(requests) requests each")
        let server = LanguageServer()
        var id = 0
        func send(_ method: String, _ params: JSONValue, notification: Bool = false) -> [UInt8] {
            var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method), "params": params]
            if !notification {
                id += 1
                message["id"] = .int(id)
            }
            return server.receive(MessageFraming.frame(JSONValue.object(message).encoded))
        }
        let clock = ContinuousClock()
        let initialized = clock.measure {
            _ = send("initialize", ["rootUri": .string(FileURI.uri(root)), "capabilities": [:]])
            _ = send("initialized", [:], notification: true)
        }
        print("  initialize + index the folder           \(milliseconds(initialized))")
        let smallPath = root + "/area-7/topic-0/note-7.norg"
        guard let small = try? String(contentsOfFile: smallPath, encoding: .utf8) else { return false }
        for (path, text) in [(smallPath, small), (bigPath, big)] {
            var text = text
            let uri = FileURI.uri(path)
            let opened = clock.measure {
                _ = send("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "norg", "version": 1,
                                                                   "text": .string(text)]], notification: true)
            }
            var edits: [Duration] = []
            for edit in 0..<min(requests, 50) {
                let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                // Each edit adds a heading (other notes' wiki links may now find it) and a link.
                let added = edit.isMultiple(of: 2) ? "* Added \(edit)\n" : "Edit \(edit), see {* Added \(edit - 1)}.\n"
                text += added
                edits.append(clock.measure {
                    _ = send("textDocument/didChange", [
                        "textDocument": ["uri": .string(uri), "version": .int(edit + 2)],
                        "contentChanges": [["range": ["start": ["line": .int(line), "character": 0],
                                                      "end": ["line": .int(line), "character": 0]],
                                            "text": .string(added)]],
                    ], notification: true)
                })
            }
            let name = path == bigPath ? "big note" : "small note"
            print("  \(name): didOpen with diagnostics      \(milliseconds(opened))")
            print("  \(name): diagnostics after an edit  p50 \(milliseconds(percentile(edits, 50)))  p95 \(milliseconds(percentile(edits, 95)))")
        }
        // Line 3 of the big note holds `{? Note 1}` from character 6 and `{:$/…:** Details}` from 21;
        // completion after `{? N` offers every note's headings as wiki titles.
        let bigURI = FileURI.uri(bigPath)
        let queries: [(String, JSONValue)] = [
            ("textDocument/definition", ["line": 3, "character": 9]),
            ("textDocument/references", ["line": 3, "character": 30]),
            ("textDocument/hover", ["line": 3, "character": 30]),
            ("textDocument/documentSymbol", ["line": 0, "character": 0]),
            ("textDocument/completion", ["line": 3, "character": 9]),
        ]
        print("  warm answers on the big note:")
        for (method, position) in queries {
            var times: [Duration] = []
            var answered = true
            for _ in 0..<requests {
                var reply: [UInt8] = []
                times.append(clock.measure {
                    reply = send(method, ["textDocument": ["uri": .string(bigURI)], "position": position,
                                          "context": ["includeDeclaration": false]])
                })
                // A method the server does not offer (yet) is left out of the report.
                if String(decoding: reply.prefix(300), as: UTF8.self).contains("-32601") { answered = false }
            }
            guard answered else { continue }
            let name = method.split(separator: "/").last.map(String.init) ?? method
            print("  \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) p50 \(milliseconds(percentile(times, 50)))  p95 \(milliseconds(percentile(times, 95)))")
        }
        // Renaming a heading many notes link to: the WorkspaceEdit, and the check that every link
        // of the workspace still reaches what it reached.
        let smallURI = FileURI.uri(smallPath)
        var renames: [Duration] = []
        for _ in 0..<min(requests, 20) {
            renames.append(clock.measure {
                _ = send("textDocument/rename", ["textDocument": ["uri": .string(smallURI)],
                                                  "position": ["line": 8, "character": 4], "newName": "Specifics"])
            })
        }
        print("  rename of a linked heading     p50 \(milliseconds(percentile(renames, 50)))  p95 \(milliseconds(percentile(renames, 95)))")
        return true
    }

    /// A note of at least 1 MiB: sections with headings, tasks and links to the workspace's notes
    /// (by wiki title and by path) and to its own headings.
    private static func bigNote(notes count: Int) -> String {
        var text = "* Big note\n  A long note that links everywhere.\n\n"
        text += "  See {? Note 1} and {:$/area-1/topic-0/note-1:** Details} for more.\n"
        var section = 0
        while text.utf8.count < 1 << 20 {
            let a = section % count, b = (section * 7 + 3) % count
            text += "** Section \(section)\n"
            text += "   This section mentions {? Note \(a)} and {:$/\(SiteWorkload.path(of: b, nested: true).dropLast(5)):** Details},\n"
            text += "   goes back to {* Section \(max(0, section - 1))}, and has *bold* and /italic/ text.\n"
            text += "   - ( ) follow up note \(a)\n   - (x) read note \(b)\n\n"
            section += 1
        }
        return text
    }

    private static func percentile(_ times: [Duration], _ percent: Int) -> Duration {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
