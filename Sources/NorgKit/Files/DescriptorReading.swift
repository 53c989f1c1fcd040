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
    /// `read` (pipes and terminals too). `sizeHint` is the capacity reserved up front. Allocates the
    /// returned array.
    package static func readToEnd(_ descriptor: Int32, from offset: Int? = nil,
                                  sizeHint: Int = 0) throws(SystemCallError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                if let offset {
                    pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset + bytes.count))
                } else {
                    read(descriptor, buffer.baseAddress, buffer.count)
                }
            }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            chunk.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }
}
