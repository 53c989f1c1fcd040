#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading and writing under an exclusive advisory lock (`flock`), edited
/// in place: bytes are written at their offsets, never by truncating or replacing the file, so its
/// owner, group, mode and hard links stay as they are. Closing it (its end of life) releases the lock.
///
/// The lock binds only the processes that take it too (this package's writers); what protects an
/// editor's change made meanwhile is that the caller reads the file again under the lock.
struct LockedFile: ~Copyable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens `path` (a NUL-terminated file system path; symbolic links are followed) and takes its
    /// lock, trying again until `lockWait` has passed while another holder has it.
    static func locking(_ path: [CChar], waitingAtMost lockWait: Duration) throws(TaskWriteError) -> LockedFile {
        let descriptor = try openForEditing(path)
        do throws(TaskWriteError) {
            try checkEditable(descriptor)
            try lock(descriptor, waitingAtMost: lockWait)
        } catch {
            close(descriptor)
            throw error
        }
        return LockedFile(descriptor: descriptor)
    }

    /// The whole file, read from its start; refused when it holds more than `limit` bytes (reading
    /// stops one byte past it). Allocates the returned array.
    func read(limit: Int? = nil) throws(TaskWriteError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try DescriptorReading.readToEnd(descriptor, from: 0, limit: limit)
        } catch {
            throw .fileNotRead(reason: error.reason)
        }
        if let limit, bytes.count > limit { throw .fileTooLarge(limit: limit) }
        return bytes
    }

    /// The open file's identity, size and modification time, as they are now.
    func stamp() throws(TaskWriteError) -> FileStamp {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fileNotRead(reason: SystemCallError.current.reason) }
        return FileStamp(info)
    }

    /// Whether the file starts with `bytes` (holds them, and perhaps lines appended after them).
    func starts(with bytes: [UInt8]) throws(TaskWriteError) -> Bool {
        let now: [UInt8]
        do {
            now = try DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: bytes.count + 1, limit: bytes.count)
        } catch {
            throw .fileNotRead(reason: error.reason)
        }
        return now.count >= bytes.count && now[..<bytes.count].elementsEqual(bytes)
    }

    /// Refuses the write unless the file is still the one read: its bytes still begin with `bytes`
    /// (an editor that truncates and rewrites it in place changes them; lines appended after them
    /// change nothing an edit relies on), and `path` still names this open file, `identity` (an
    /// editor that saves by renaming a new file over it has replaced it). The bytes are compared,
    /// not the size and time: a rewrite of the same length within the clock's tick keeps both.
    func checkUnchanged(holding bytes: [UInt8], identity: FileIdentity, path: [CChar]) throws(TaskWriteError) {
        guard try starts(with: bytes) else { throw .fileChangedBeforeWrite }
        var info = stat()
        guard stat(path, &info) == 0, FileIdentity(info) == identity else { throw .fileChangedBeforeWrite }
    }

    /// Writes `bytes` over the file's bytes from `offset` on, only when the file, as it is right
    /// before the write, reaches past them: a write at or past its end would extend it, and past
    /// it leave a hole of NULs where another program has just truncated it.
    func write(_ bytes: ArraySlice<UInt8>, at offset: Int) throws(TaskWriteError) {
        guard offset >= 0, Int64(offset + bytes.count) <= (try stamp().size) else { throw .fileChangedBeforeWrite }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fileNotWritten(reason: SystemCallError.current.reason)
            }
            if count == 0 { throw .fileNotWritten(reason: "nothing could be written") }
            written += count
        }
    }

    /// Flushes what was written to storage (on Apple platforms past the drive's cache, where the
    /// file system allows).
    func sync() throws(TaskWriteError) {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            throw .fileNotSynced(reason: SystemCallError.current.reason)
        }
    }

    // MARK: Opening

    private static func openForEditing(_ path: [CChar]) throws(TaskWriteError) -> Int32 {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below); it does not
        // change reads and writes of a regular file.
        let flags = O_RDWR | O_CLOEXEC | O_NOCTTY | O_NONBLOCK
        while true {
            let descriptor = open(path, flags)
            if descriptor >= 0 { return descriptor }
            let error = errno
            if error == EINTR { continue }
            // Say "read-only" rather than "permission denied" when the mode is why.
            var info = stat()
            if error == EACCES, stat(path, &info) == 0, isRegular(info), info.st_mode & 0o222 == 0 {
                throw .fileReadOnly(mode: UInt32(info.st_mode) & 0o7777)
            }
            throw .fileNotOpened(reason: SystemCallError(code: error).reason)
        }
    }

    /// Refuses what is not a regular file, and a file whose mode lets no one write it, even when the
    /// system would let this process write it anyway (root).
    private static func checkEditable(_ descriptor: Int32) throws(TaskWriteError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fileNotRead(reason: SystemCallError.current.reason) }
        guard isRegular(info) else { throw .fileNotRegular }
        if info.st_mode & 0o222 == 0 { throw .fileReadOnly(mode: UInt32(info.st_mode) & 0o7777) }
    }

    /// Takes the exclusive lock, polling without blocking so that the wait is bounded.
    private static func lock(_ descriptor: Int32, waitingAtMost wait: Duration) throws(TaskWriteError) {
        let clock = ContinuousClock()
        let deadline = clock.now + wait
        var pause: UInt32 = 1_000  // microseconds, doubling up to 32 ms
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            if error == EINTR { continue }
            guard error == EWOULDBLOCK || error == EAGAIN else { throw .fileNotLocked(reason: SystemCallError(code: error).reason) }
            guard clock.now < deadline else { throw .fileLockTimedOut(waited: wait) }
            usleep(pause)
            pause = min(pause * 2, 32_000)
        }
    }

    private static func isRegular(_ info: stat) -> Bool {
        info.st_mode & 0o170000 == 0o100000  // S_IFMT, S_IFREG (the same on every POSIX system)
    }
}
