#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file descriptor to its end, retrying interrupted reads: the one
/// read loop of the task writer's locked file and the command line's streams.
package enum DescriptorReading {
    /// Everything from byte `offset` to the end, read with `pread` (the descriptor's position is
    /// left alone), or, with `offset` nil, everything from the descriptor's position on, read with
    /// `read` (pipes and terminals too). `sizeHint` is the capacity reserved up front. With a
    /// `limit`, reading stops once more than `limit` bytes are held: an endless input (`/dev/zero`)
    /// returns `limit + 1` bytes, never more, and the caller tells it by the count. `regularFileSize`:
    /// the size `fstat` gave a regular file just opened; a read that comes short of what was asked
    /// and brings the bytes to exactly that size has met the end (a regular file reads short only
    /// there), so the read that would return nothing is saved. Allocates the returned array.
    package static func readToEnd(_ descriptor: Int32, from offset: Int? = nil, sizeHint: Int = 0,
                                  limit: Int? = nil, regularFileSize: Int? = nil) throws(SystemCallError) -> [UInt8] {
        // One byte past the limit tells "too large" from "exactly the limit".
        let most = limit.map { $0 < Int.max ? max($0, 0) + 1 : Int.max } ?? Int.max
        // Read straight into the result: a file whose size is known takes one read and one more to
        // see its end, with no chunk to fill and copy (a site reads thousands of small notes).
        var bytes = [UInt8](repeating: 0, count: sizeHint < most ? max(sizeHint, 0) + 1 : most)
        var filled = 0
        while filled < most {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 1 << 12), most - bytes.count)))
            }
            let wanted = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { buffer in
                if let offset {
                    pread(descriptor, buffer.baseAddress! + filled, wanted, off_t(offset + filled))
                } else {
                    read(descriptor, buffer.baseAddress! + filled, wanted)
                }
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            filled += count
            // Short of the size (a file system that reads in parts) or past it (the file grew):
            // read on to the end.
            if count < wanted, filled == regularFileSize { break }
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
