#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// The page cache of a site: for each page an earlier build wrote, the digest of everything its
/// bytes were made from (`SitePageInputs`) and the SHA-256 of those bytes, so the next build
/// renders again only the pages whose inputs changed. It is kept in the note store
/// (`SiteNoteStore.readPages`), outside OUT: OUT is published, and a cache in it would be published
/// with the site and, being a file the build writes, hashed for the manifest on every build.
///
/// It is untrusted data like every cache: it is only compared with, nothing from it is ever
/// written into a page, and a page is kept only while OUT's manifest proves the file at its path is
/// the very one written with that SHA-256 (`SiteOutput.keep`). A cache that does not read (damaged,
/// of another format or another `norg`, larger than `sizeLimit`) is ignored as a whole: every page
/// is rendered, as on a first build, and it is written anew. Deleting it is always safe.
///
/// The format: the line `norg-site-cache 3`, then an archive (`ArchiveWriter`) of the build stamp
/// and the pages (path, inputs digest, SHA-256) in the order the build plans them.
struct SiteCache {
    static let header = "norg-site-cache 3"
    /// How every version of the cache's file starts: only such a file is replaced.
    static let family = "norg-site-cache "
    /// The largest cache read: far more than any site's (a few hundred bytes a note).
    static let sizeLimit: Int64 = 256 << 20

    /// What one page was made from and what it came to.
    struct Entry: Equatable {
        var inputs: UInt64
        /// SHA-256 of the bytes written, as the manifest records it.
        var digest: SHA256.Digest
    }

    /// One page as a build writes it into a cache.
    struct Page {
        var path: String
        var entry: Entry
    }

    /// The pages, by path relative to OUT. Only looked up by the paths a build plans (which are
    /// checked where they are written), so a path read here is never checked, nor followed.
    private(set) var entries: [String: Entry] = [:]

    /// The bytes of a cache of `pages` (each path once), in their order.
    static func bytes(of pages: [Page]) -> [UInt8] {
        stamped(header: header) { archive in
            // A path, its length, eight bytes of inputs and a digest of 32 each.
            archive.reserveCapacity(pages.reduce(0) { $0 + $1.path.utf8.count } + pages.count * (5 + 8 + 32) + 5)
            archive.write(pages.count)
            for page in pages {
                archive.write(page.path)
                archive.writeFixed(page.entry.inputs)
                page.entry.digest.archive(into: &archive)
            }
        }
    }

    /// Room for `count` pages.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Adds the page at `path`; false, changing nothing, when the cache holds that page already.
    mutating func add(_ path: String, _ entry: Entry) -> Bool {
        guard let earlier = entries.updateValue(entry, forKey: path) else { return true }
        entries[path] = earlier
        return false
    }

    /// The cache in `bytes`; nil when they are not one this build wrote (the whole cache is then
    /// ignored).
    static func parse(_ bytes: [UInt8]) -> SiteCache? {
        guard var archive = stampedReader(bytes, header: header) else { return nil }
        do throws(ArchiveError) {
            var cache = SiteCache()
            let count = try archive.count()
            // A page is a path's length, its inputs digest and a SHA-256: 41 bytes at least.
            cache.reserveCapacity(archive.capacity(for: count, bytesEach: 41))
            for _ in 0..<count {
                let pathRange = try archive.byteRange()
                let inputs = try archive.fixed()
                let digest = try SHA256.Digest(from: &archive)
                let path = String(decoding: bytes[pathRange], as: UTF8.self)
                // Bytes that are not UTF-8 name no page a build plans; a page listed twice makes
                // the cache not one a build wrote.
                guard path.utf8Equals(bytes[pathRange]), cache.add(path, Entry(inputs: inputs, digest: digest)) else { return nil }
            }
            return archive.isAtEnd ? cache : nil
        } catch {
            return nil
        }
    }

    /// A file of a cache `norg` keeps for itself (this one, `SiteNoteStore`'s): the line `header`,
    /// then an archive that starts with the build stamp, then what `body` writes.
    static func stamped(header: String, _ body: (inout ArchiveWriter) -> Void) -> [UInt8] {
        var archive = ArchiveWriter(startingWith: Array((header + "\n").utf8))
        archive.write(buildStamp)
        body(&archive)
        return archive.bytes
    }

    /// A reader of what follows the header and the build stamp of a file `stamped(header:_:)` made;
    /// nil when `bytes` are not such a file of this build's `norg` (another format, another program).
    static func stampedReader(_ bytes: [UInt8], header: String) -> ArchiveReader? {
        let line = Array((header + "\n").utf8)
        guard bytes.starts(with: line) else { return nil }
        var archive = ArchiveReader(bytes, range: line.count..<bytes.count)
        guard (try? archive.string()) == buildStamp else { return nil }
        return archive
    }

    /// Which `norg` wrote a cache: its version and the running program's stamp (device, inode, size,
    /// time), so that a rebuilt program, which may parse or render differently, reads no cache an
    /// older one wrote.
    static let buildStamp: String = NorgCommandLine.version + " " + runningProgram

    /// The stamp of the running `norg`; empty where it cannot be found.
    private static let runningProgram: String = {
#if os(Linux)
        let path = "/proc/self/exe"
#else
        guard let path = CommandLine.arguments.first, path.contains("/") else { return "" }
#endif
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        return String(describing: FileStamp(info))
    }()
}
