#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file descriptor to its end, one chunk at a time, retrying interrupted reads: the one
/// read loop of the task writer's locked file and the command line's streams.
package enum DescriptorReading {
    /// Everything from byte `offset` to the end, read with `pread` (the descriptor's position is
    /// left alone), or, with `offset` nil, everything from the descriptor's position on, read with
    /// `read` (pipes and terminals too). `sizeHint` is the capacity reserved up front. With a
    /// `limit`, reading stops once more than `limit` bytes are held: an endless input (`/dev/zero`)
    /// returns `limit + 1` bytes, never more, and the caller tells it by the count. Allocates the
    /// returned array.
    package static func readToEnd(_ descriptor: Int32, from offset: Int? = nil, sizeHint: Int = 0,
                                  limit: Int? = nil) throws(SystemCallError) -> [UInt8] {
        // One byte past the limit tells "too large" from "exactly the limit".
        let most = limit.map { $0 < Int.max ? max($0, 0) + 1 : Int.max } ?? Int.max
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), most))
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, most))
        while bytes.count < most {
            let wanted = min(chunk.count, most - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                if let offset {
                    pread(descriptor, buffer.baseAddress, wanted, off_t(offset + bytes.count))
                } else {
                    read(descriptor, buffer.baseAddress, wanted)
                }
            }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            chunk.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
        return bytes
    }
}
