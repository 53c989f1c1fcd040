import Foundation
import NorgLSP

/// `norg-bench --lsp N`: the language server in process over the `--site` workspace of N linked
/// notes: the first diagnostics after opening a note (the folder read, parsed and indexed), the
/// diagnostics after each edit of it, and warm answers to definition, references, hover and
/// document symbols, as the median and 95th percentile of many requests.
enum LSPWorkload {
    static func run(notes count: Int, requests: Int) -> Bool {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-lsp-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = SiteWorkload.writeWorkspace(count: count, nested: true, into: root)
        print("lsp: \(count) notes (\(bytes) bytes) in 100 folders, \(requests) requests each")
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
        _ = send("initialize", ["rootUri": .string(FileURI.uri(root)), "capabilities": [:]])
        let path = root + "/area-7/topic-0/note-7.norg"
        let uri = FileURI.uri(path)
        guard var text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        let clock = ContinuousClock()
        let opened = clock.measure {
            _ = send("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "norg", "version": 1,
                                                               "text": .string(text)]], notification: true)
        }
        var edits: [Duration] = []
        for edit in 0..<min(requests, 50) {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let added = "Edit \(edit), see {* Details}.\n"
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
        print("  first diagnostics after didOpen (cold)  \(milliseconds(opened))")
        print("  diagnostics after an edit      p50 \(milliseconds(percentile(edits, 50)))  p95 \(milliseconds(percentile(edits, 95)))")
        // Line 4 holds `{? Note 8}` at character 21 and the `{:$/…:** Details}` link after it.
        let queries: [(String, JSONValue)] = [
            ("textDocument/definition", ["line": 4, "character": 22]),
            ("textDocument/references", ["line": 3, "character": 2]),
            ("textDocument/hover", ["line": 4, "character": 60]),
            ("textDocument/documentSymbol", ["line": 0, "character": 0]),
        ]
        for (method, position) in queries {
            var times: [Duration] = []
            for _ in 0..<requests {
                times.append(clock.measure {
                    _ = send(method, ["textDocument": ["uri": .string(uri)], "position": position,
                                      "context": ["includeDeclaration": false]])
                })
            }
            let name = method.split(separator: "/").last.map(String.init) ?? method
            print("  \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) p50 \(milliseconds(percentile(times, 50)))  p95 \(milliseconds(percentile(times, 95)))")
        }
        return true
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
