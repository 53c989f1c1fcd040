import Testing
@testable import NorgLSP

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(Array(#"{"a":[1,-2.5,true,false,null],"s":"\u00e9\ud83d\ude00\n\"","e":{}}"#.utf8))
        #expect(value["a"] == [1, .double(-2.5), true, false, nil])
        #expect(value["s"] == .string("é😀\n\""))
        #expect(value["e"] == .object([:]))
    }

    @Test func loneSurrogateIsRepairedNotTrapped() throws {
        #expect(try JSONParser.parse(Array(#""\ud800x""#.utf8)) == .string("\u{FFFD}x"))
        #expect(try JSONParser.parse(Array(#""\udc00""#.utf8)) == .string("\u{FFFD}"))
    }

    @Test func nestingDeeperThanTheLimitIsAFailureNotAStackOverflow() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    }

    @Test func malformedTextIsAFailure() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01x", "1 2", "\"\\q\"", "-", "1e999"] {
            #expect(throws: JSONParser.Failure.self, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
        }
    }

    @Test func writerEscapesControlCharactersAndSortsKeys() throws {
        let value: JSONValue = ["b": "x\u{1}\"\\", "a": 1]
        #expect(String(decoding: value.encoded, as: UTF8.self) == #"{"a":1,"b":"x\u0001\"\\"}"#)
        #expect(try JSONParser.parse(value.encoded) == value)
    }
}

@Suite struct MessageFramingTests {
    @Test func messagesArriveWholeWhateverTheChunks() throws {
        let framed = MessageFraming.frame(Array("{\"a\":1}".utf8)) + MessageFraming.frame(Array("[]".utf8))
        var framing = MessageFraming()
        var bodies: [String] = []
        for byte in framed {
            framing.append([byte])
            while let body = try framing.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(bodies == ["{\"a\":1}", "[]"])
        #expect(!framing.holdsPartialMessage)
    }

    @Test func contentTypeAndCaseOfTheHeaderNameAreAccepted() throws {
        var framing = MessageFraming()
        framing.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(try framing.next() == Array("{}".utf8))
    }

    @Test func aLengthOverTheLimitIsRefusedBeforeAnythingIsRead() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: \(MessageFraming.maximumMessageBytes + 1)\r\n\r\n".utf8))
        #expect(throws: MessageFraming.FramingError.messageTooLarge(MessageFraming.maximumMessageBytes + 1)) {
            try framing.next()
        }
        var huge = MessageFraming()
        huge.append(Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8))
        #expect(throws: MessageFraming.FramingError.self) { try huge.next() }
    }

    @Test func aHeaderWithoutLengthOrWithJunkIsAnError() {
        for header in ["Content-Type: x\r\n\r\n", "Content-Length: -1\r\n\r\n", "Content-Length: 1x\r\n\r\n", "junk\r\n\r\n"] {
            var framing = MessageFraming()
            framing.append(Array(header.utf8))
            #expect(throws: MessageFraming.FramingError.self, "\(header)") { try framing.next() }
        }
    }

    @Test func anEndlessHeaderIsRefusedOnceOverItsLimit() {
        var framing = MessageFraming()
        framing.append(Array(repeating: UInt8(ascii: "a"), count: MessageFraming.maximumHeaderBytes + 1))
        #expect(throws: MessageFraming.FramingError.headerTooLong) { try framing.next() }
    }
}

@Suite struct LanguageServerLifecycleTests {
    @Test func initializeAnswersCapabilitiesWithUTF16ByDefault() {
        let client = LSPTestClient()
        let result = client.initialize()
        #expect(result["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(result["capabilities"]?["definitionProvider"] == true)
        #expect(result["capabilities"]?["textDocumentSync"]?["change"] == 2)
        #expect(result["serverInfo"]?["name"] == "norg")
    }

    @Test func utf8IsChosenWhenTheClientOffersIt() {
        let client = LSPTestClient()
        #expect(client.initialize(positionEncodings: ["utf-16", "utf-8"])["capabilities"]?["positionEncoding"] == "utf-8")
    }

    @Test func requestsBeforeInitializeAreRefusedWithServerNotInitialized() {
        let client = LSPTestClient()
        #expect(client.requestMessage("textDocument/hover")["error"]?["code"] == -32002)
    }

    @Test func unknownMethodIsMethodNotFoundAndTheServerGoesOn() {
        let client = LSPTestClient()
        client.initialize()
        #expect(client.requestMessage("norg/nothing")["error"]?["code"] == -32601)
        #expect(client.request("shutdown") == .null)
    }

    @Test func malformedJSONIsAParseErrorAndTheServerGoesOn() {
        let client = LSPTestClient()
        client.initialize()
        let replies = client.feed(MessageFraming.frame(Array("{\"id\":1,".utf8)) + MessageFraming.frame(Array("[1]".utf8))
            + MessageFraming.frame([0xFF, 0xFE]) + MessageFraming.frame(Array("{\"id\":{},\"method\":\"x\"}".utf8)))
        #expect(replies.map { $0["error"]?["code"] } == [-32700, -32600, -32700, -32600])
        #expect(replies.allSatisfy { $0["id"] == .null })
        #expect(client.server.exitCode == nil)
        #expect(client.requestMessage("shutdown")["result"] == .null)
    }

    @Test func badParamsAreInvalidParams() {
        let client = LSPTestClient()
        client.initialize()
        #expect(client.requestMessage("textDocument/definition", ["textDocument": 3])["error"]?["code"] == -32602)
        #expect(client.requestMessage("textDocument/definition", "x")["error"]?["code"] == -32602)
    }

    @Test func shutdownThenExitEndsWithStatusZero() {
        let client = LSPTestClient()
        client.initialize()
        #expect(client.request("shutdown") == .null)
        #expect(client.requestMessage("textDocument/hover")["error"]?["code"] == -32600)
        client.notify("exit", .null)
        #expect(client.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownOrEndOfInputEndsWithStatusOne() {
        let client = LSPTestClient()
        client.initialize()
        client.notify("exit", .null)
        #expect(client.server.exitCode == 1)
        let other = LanguageServer()
        other.endOfInput()
        #expect(other.exitCode == 1)
    }

    @Test func anOversizedMessageEndsTheServerWithALogLine() {
        let client = LSPTestClient()
        client.initialize()
        let replies = client.feed(Array("Content-Length: 999999999999\r\n\r\n".utf8))
        #expect(client.server.exitCode == 1)
        #expect(replies.first?["method"] == "window/logMessage")
    }
}
