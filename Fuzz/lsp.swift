// modules: NorgKit NorgEscaping NorgMathML NorgHighlight NorgHTML NorgLSP
// The language server's framing and dispatch on arbitrary bytes. The first byte picks how the rest
// arrives, after a valid `initialize` (no workspace folder: nothing is read from disk):
//   0  as the raw stream (headers, bodies, junk, in two chunks split at the second byte);
//   1  as the body of one framed message (JSON the server must answer or refuse);
//   2  as the text of an opened document, then every feature asked at positions the bytes give.
// The server must never trap, and everything it sends must be framed JSON.
import NorgLSP

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let mode = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    let server = LanguageServer()
    var sent: [UInt8] = []
    func message(_ value: JSONValue) { sent += server.receive(MessageFraming.frame(value.encoded)) }
    message(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]]])
    switch mode % 3 {
    case 0:
        let split = Int(rest.first ?? 0) % (rest.count + 1)
        sent += server.receive(rest[..<split])
        sent += server.receive(rest[split...])
    case 1:
        sent += server.receive(MessageFraming.frame(rest))
    default:
        let uri = "file:///fuzz/a.norg"
        message(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "norg", "version": 1, "text": .string(String(decoding: rest, as: UTF8.self))]]])
        let methods = ["textDocument/definition", "textDocument/references", "textDocument/hover",
                       "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/documentLink"]
        for (position, byte) in rest.prefix(8).enumerated() {
            message(["jsonrpc": "2.0", "id": .int(position + 1), "method": .string(methods[position % methods.count]),
                     "params": ["textDocument": ["uri": .string(uri)],
                                "position": ["line": .int(Int(byte) % 16), "character": .int(Int(byte) / 4)],
                                "context": ["includeDeclaration": true]]])
        }
        message(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 1], "end": ["line": 3, "character": 2]],
                                "text": "{* x}"]]]])
        message(["jsonrpc": "2.0", "id": 99, "method": "workspace/symbol", "params": ["query": ""]])
    }
    var framing = MessageFraming()
    framing.append(sent)
    while let body = try! framing.next() {
        _ = try! JSONParser.parse(body)
    }
    precondition(!framing.holdsPartialMessage, "the server sent a partial message")
    return 0
}
