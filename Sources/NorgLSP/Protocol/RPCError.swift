/// A JSON-RPC error response's code and message.
package struct RPCError: Error, Sendable, Equatable {
    package var code: Int
    package var message: String

    package init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    static func parseError(_ reason: String) -> RPCError { RPCError(-32700, "parse error: " + reason) }
    static func invalidRequest(_ reason: String) -> RPCError { RPCError(-32600, "invalid request: " + reason) }
    static func methodNotFound(_ method: String) -> RPCError { RPCError(-32601, "method not found: " + method) }
    static func invalidParams(_ reason: String) -> RPCError { RPCError(-32602, "invalid params: " + reason) }
    static let requestCancelled = RPCError(-32800, "request cancelled")
    static let serverNotInitialized = RPCError(-32002, "the server is not initialized")
}
