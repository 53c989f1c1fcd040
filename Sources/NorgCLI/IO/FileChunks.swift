#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// Reads, compares and copies files a chunk at a time through two buffers allocated once, so a file
/// of any size (a video, a folder of PDFs) costs the same memory: two chunks.
final class FileChunks {
    /// 1 MiB: large enough that a copy is a few system calls per megabyte.
    static let defaultSize = 1 << 20

    /// The size of each buffer: no single read asks for more.
    let size: Int
    /// The most bytes any single read asked for: never more than `size` (what a test pins).
    private(set) var largestRead = 0
    /// Called after each chunk a copy writes: a test changes the source there, the way another
    /// program could while a large file is copied.
    var afterEachCopiedChunk: (() -> Void)?
    private let first: UnsafeMutableRawBufferPointer
    private let second: UnsafeMutableRawBufferPointer

    init(size: Int = FileChunks.defaultSize) {
        self.size = max(size, 1)
        first = .allocate(byteCount: self.size, alignment: 16)
        second = .allocate(byteCount: self.size, alignment: 16)
    }

    deinit {
        first.deallocate()
        second.deallocate()
    }

    /// Whether `one` and `other`, read from where they stand to their ends, hold the same bytes;
    /// stops at the first chunk that differs.
    func sameBytes(_ one: Int32, _ other: Int32) -> Result<Bool, StreamError> {
        while true {
            let counts = (fill(first, from: one), fill(second, from: other))
            guard case .success(let count) = counts.0 else { return counts.0.map { _ in false } }
            guard case .success(let otherCount) = counts.1 else { return counts.1.map { _ in false } }
            if count != otherCount || memcmp(first.baseAddress!, second.baseAddress!, count) != 0 { return .success(false) }
            if count < size { return .success(true) }
        }
    }

    /// Copies `source`, from where it stands, to `destination`; the number of bytes copied. Stops
    /// once more than `limit` bytes came, so a file growing while it is copied cannot go on forever.
    func copy(from source: Int32, to destination: Int32, limit: Int) -> Result<Int, StreamError> {
        var digest = SHA256()
        return copy(from: source, to: destination, limit: limit, digest: &digest)
    }

    /// `copy(from:to:limit:)`, adding every byte copied to `digest`.
    func copy(from source: Int32, to destination: Int32, limit: Int, digest: inout SHA256) -> Result<Int, StreamError> {
        var total = 0
        while total <= limit {
            let count: Int
            switch fill(first, from: source) {
            case .success(let filled): count = filled
            case .failure(let error): return .failure(error)
            }
            if let error = DescriptorStream(destination).write(UnsafeBufferPointer(start: first.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)) {
                return .failure(error)
            }
            digest.update(UnsafeRawBufferPointer(start: first.baseAddress!, count: count))
            total += count
            afterEachCopiedChunk?()
            if count < size { break }
        }
        return .success(total)
    }

    /// The SHA-256 of what `descriptor` holds from where it stands to its end.
    func digest(of descriptor: Int32) -> Result<SHA256.Digest, StreamError> {
        var digest = SHA256()
        while true {
            switch fill(first, from: descriptor) {
            case .failure(let error): return .failure(error)
            case .success(let count):
                digest.update(UnsafeRawBufferPointer(start: first.baseAddress!, count: count))
                if count < size { return .success(digest.finalDigest()) }
            }
        }
    }

    /// Reads into `buffer` until it is full or the file ends: a short count means the end, so two
    /// files are compared chunk against chunk whatever sizes the system hands back.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Result<Int, StreamError> {
        var filled = 0
        while filled < buffer.count {
            let asked = buffer.count - filled
            largestRead = max(largestRead, asked)
            let count = read(descriptor, buffer.baseAddress! + filled, asked)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.current)
            }
            filled += count
        }
        return .success(filled)
    }
}
