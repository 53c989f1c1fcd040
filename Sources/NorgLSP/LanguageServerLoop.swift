#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a `LanguageServer` to two descriptors (standard input and output for `norg lsp`):
/// reads what arrives, writes each message as soon as the server makes it, until the server is
/// finished or the client goes away (end of input, or a write that fails: nobody is listening).
/// Between two messages, and during long work, the server takes what else has arrived without
/// waiting (`poll` with no timeout), so a cancellation is seen before the request it cancels runs.
package enum LanguageServerLoop {
    /// Serves until the end; returns the exit status (0 after `shutdown` and `exit`).
    package static func run(input: Int32, output: Int32) -> Int32 {
        let server = LanguageServer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var clientGone = false
        var inputEnded = false
        server.sink = { bytes in
            if !clientGone && !LanguageServerLoop.writeAll(bytes, to: output) { clientGone = true }
        }
        var extra = [UInt8](repeating: 0, count: 1 << 16)
        server.available = {
            guard !inputEnded, LanguageServerLoop.isReadable(input) else { return nil }
            let count = extra.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else {
                // The end of input, seen early: the loop ends once what was read is handled.
                if count == 0 { inputEnded = true }
                return nil
            }
            return Array(extra[0..<count])
        }
        while server.exitCode == nil && !clientGone {
            if inputEnded {
                server.endOfInput()
                break
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                server.endOfInput()
                break
            }
            _ = server.receive(chunk[0..<count])
        }
        if clientGone { return 1 }
        return server.exitCode ?? 1
    }

    /// Whether `descriptor` has bytes (or its end) to read now.
    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents != 0
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
