#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a `LanguageServer` to two descriptors (standard input and output for `norg lsp`):
/// reads what arrives, writes what the server answers, until the server is finished or the
/// client goes away (end of input, or a write that fails: nobody is listening).
package enum LanguageServerLoop {
    /// Serves until the end; returns the exit status (0 after `shutdown` and `exit`).
    package static func run(input: Int32, output: Int32) -> Int32 {
        let server = LanguageServer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while server.exitCode == nil {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                server.endOfInput()
                break
            }
            let reply = server.receive(chunk[0..<count])
            guard writeAll(reply, to: output) else { return 1 }
        }
        return server.exitCode ?? 1
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
