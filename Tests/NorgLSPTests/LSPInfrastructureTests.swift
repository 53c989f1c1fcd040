#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import NorgLSP

/// Cancellation, work-done progress, per-file re-indexing and clients that go away.
@Suite struct LSPInfrastructureTests {
    private func frame(_ message: JSONValue) -> [UInt8] { MessageFraming.frame(message.encoded) }

    private func hover(id: Int, _ client: LSPTestClient) -> [UInt8] {
        frame(["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/hover",
               "params": client.position("a.norg", line: 0, character: 1)])
    }

    private func cancel(_ id: Int) -> [UInt8] {
        frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .int(id)]])
    }

    @Test func aRequestCancelledWhileQueuedIsAnsweredRequestCancelled() {
        let client = LSPTestClient(files: ["a.norg": "{* A}\n* A\n"])
        client.initialize()
        let replies = client.feed(hover(id: 7, client) + cancel(7) + hover(id: 8, client) + cancel(99))
        #expect(replies.count == 2)
        #expect(replies.first { $0["id"] == 7 }?["error"]?["code"] == -32800)
        #expect(replies.first { $0["id"] == 8 }?["result"]?["contents"] != nil)
        // A cancellation after the answer changes nothing: the id is answered once.
        #expect(client.feed(cancel(8)).isEmpty)
    }

    @Test func aCancellationArrivingDuringIndexingIsSeenBeforeTheRequestRuns() {
        let client = LSPTestClient(files: ["a.norg": "{* A}\n* A\n"])
        _ = client.request("initialize", ["rootUri": .string(FileURI.uri(client.root)), "capabilities": [:]])
        // What the client sends while the server indexes: read ahead by the server, not after.
        var arriving: [UInt8]? = hover(id: 5, client) + cancel(5)
        client.server.available = {
            defer { arriving = nil }
            return arriving
        }
        let replies = client.feed(frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))
        #expect(arriving == nil)
        #expect(replies.first { $0["id"] == 5 }?["error"]?["code"] == -32800)
    }

    @Test func indexingAtStartIsReportedWithWorkDoneProgressWhenTheClientShowsIt() {
        var files: [String: String] = [:]
        for number in 0..<600 { files["n\(number).norg"] = "* Note \(number)\n" }
        let client = LSPTestClient(files: files)
        _ = client.request("initialize", ["rootUri": .string(FileURI.uri(client.root)),
                                          "capabilities": ["window": ["workDoneProgress": true]]])
        let messages = client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        #expect(messages.first?["method"] == "window/workDoneProgress/create")
        let token = messages.first?["params"]?["token"]
        let kinds = messages.filter { $0["method"] == "$/progress" && $0["params"]?["token"] == token }
            .compactMap { $0["params"]?["value"]?["kind"]?.string }
        #expect(kinds.first == "begin" && kinds.last == "end" && kinds.dropFirst().dropLast().allSatisfy { $0 == "report" })
        #expect(kinds.count >= 4)

        let silent = LSPTestClient(files: files)
        silent.initialize()
        #expect(!silent.notifications.contains { $0["method"] == "$/progress" })
    }

    @Test func anEditIndexesOnlyItsDocumentAndRechecksTheFilesWhoseLinksItTouches() {
        let client = LSPTestClient(files: [
            "a.norg": "{:b:* Target}\n", "b.norg": "* Target\n", "c.norg": "{? Wiki}\n", "d.norg": "* Alone\n",
        ])
        client.initialize()
        for path in ["a.norg", "b.norg", "c.norg", "d.norg"] { client.open(path) }
        #expect(client.diagnosticMessages("c.norg") == ["unresolved link {? Wiki}"])
        // b gains the title c's wiki link names, and loses the heading a names.
        let store = client.server.store
        let affected = store.didChange(client.uri("b.norg"), TextDocument("* Wiki\n"))
        #expect(affected == [client.uri("a.norg"), client.uri("b.norg"), client.uri("c.norg")])
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri("b.norg")), "version": 2],
            "contentChanges": [["text": "* Wiki\n"]],
        ])
        #expect(client.diagnosticMessages("a.norg") == ["unresolved link {:b:* Target}"])
        #expect(client.diagnostics("c.norg") == [])
        // An edit of d, which nothing names, touches d alone.
        #expect(store.didChange(client.uri("d.norg"), TextDocument("* Still alone\n")) == [client.uri("d.norg")])
    }

    @Test func aClientThatDisappearsMidMessageEndsTheServer() throws {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        let bytes = frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
            + Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8)
        #expect(bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } == bytes.count)
        close(input[1])
        #expect(LanguageServerLoop.run(input: input[0], output: output[1]) == 1)
        close(output[1])
        var reply = [UInt8](repeating: 0, count: 1 << 16)
        let count = reply.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
        #expect(String(decoding: reply[0..<max(count, 0)], as: UTF8.self).contains("\"serverInfo\""))
        close(input[0])
        close(output[0])
    }

    @Test func aClientThatStopsReadingEndsTheServer() {
        signal(SIGPIPE, SIG_IGN)
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        close(output[0])
        let bytes = frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
            + frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        #expect(bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } == bytes.count)
        // The input stays open: the server must stop because nobody reads, not because input ended.
        #expect(LanguageServerLoop.run(input: input[0], output: output[1]) == 1)
        close(input[1])
        close(input[0])
        close(output[1])
    }

    @Test func aMessageJustOverTheDocumentedLimitEndsTheServer() {
        let client = LSPTestClient()
        client.initialize()
        let replies = client.feed(Array("Content-Length: \(MessageFraming.maximumMessageBytes + 1)\r\n\r\n".utf8))
        #expect(MessageFraming.maximumMessageBytes == 64 << 20)
        #expect(client.server.exitCode == 1)
        #expect(replies.first?["params"]?["message"]?.string?.contains("over the limit") == true)
    }
}

/// A watched-file event follows the folder walk's rules, not just the path the client names.
@Suite struct LSPWatchedFileTests {
    @Test func aLinkOutOfTheFolderCreatedOnDiskIsNotRead() throws {
        let client = LSPTestClient(files: ["a.norg": "{:out:}\n"])
        let outside = client.root + "-outside.norg"
        try "* Secret outside\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        client.initialize()
        client.open("a.norg")
        #expect(symlink(outside, client.root + "/out.norg") == 0)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("out.norg")), "type": 1]]])
        #expect(client.server.store.snapshot(for: client.uri("a.norg"))?.documents["out"] == nil)
        #expect(client.diagnosticMessages("a.norg") == ["unresolved link {:out:}"])
        // A note created inside the folder is read.
        client.write("in.norg", "* In\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("in.norg")), "type": 1]]])
        #expect(client.server.store.snapshot(for: client.uri("a.norg"))?.documents["in"] != nil)
    }
}
