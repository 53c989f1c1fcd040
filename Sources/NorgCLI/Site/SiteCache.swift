import NorgKit

/// `OUT/.norg-site-cache`: for each page an earlier build wrote, the digest of everything its
/// bytes were made from (`SiteBuild.pageInputs`) and the SHA-256 of those bytes, so the next build
/// renders again only the pages whose inputs changed.
///
/// The cache lies in OUT, which others may write, so it is untrusted data: it is only compared
/// with, nothing from it is ever written into a page, and a page is kept only while the manifest
/// proves the file at its path is the very one written with that SHA-256 (`SiteOutput.keep`).
/// A cache that does not parse, is of another format version or is larger than `sizeLimit` is
/// ignored as a whole (every page is rendered, as on a first build) and written anew. Deleting
/// it is always safe: the next build renders every page and writes the bytes it would anyway.
///
/// One page a line after the header `norg-site-cache 1`: `INPUTS SHA256 PATH`, the inputs'
/// digest as 16 hexadecimal digits, the path last, escaped as the manifest escapes it.
struct SiteCache: Equatable {
    static let fileName = ".norg-site-cache"
    static let header = "norg-site-cache 1"
    /// The largest cache read: far more than the lines of any site (about 120 bytes a page).
    static let sizeLimit: Int64 = 256 << 20

    /// What one page was made from and what it came to.
    struct Entry: Equatable {
        var inputs: UInt64
        /// SHA-256 of the bytes written, as the manifest records it.
        var digest: String
    }

    /// The pages, by path relative to OUT.
    var entries: [RelativePath: Entry] = [:]

    /// The cache's bytes: the header, then the pages in byte order of their paths.
    var bytes: [UInt8] {
        var bytes = Array((SiteCache.header + "\n").utf8)
        for (path, entry) in entries.sorted(by: { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) }) {
            bytes += Array("\(SiteDigest.hex(entry.inputs)) \(entry.digest) ".utf8)
            bytes += SiteManifest.escaped(path.bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The cache OUT holds; empty when there is none, or it is not one this build reads.
    static func read(in folder: OutputFolder) -> SiteCache {
        let path = RelativePath(fileName)!
        guard case .regularFile(let stamp) = folder.entry(at: path), stamp.size <= sizeLimit,
              let bytes = folder.read(path), Int64(bytes.count) <= sizeLimit else { return SiteCache() }
        return parse(bytes) ?? SiteCache()
    }

    /// The cache in `bytes`; nil when any line is not a page's (the whole cache is then ignored).
    static func parse(_ bytes: [UInt8]) -> SiteCache? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.last?.isEmpty == true else { return nil }
        lines.removeLast()
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
        var cache = SiteCache()
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count == 16, fields[1].count == 64,
                  fields[0].allSatisfy(isHexDigit), fields[1].allSatisfy(isHexDigit),
                  let inputs = UInt64(String(decoding: fields[0], as: UTF8.self), radix: 16),
                  let decoded = SiteManifest.unescaped(fields[2]), let path = RelativePath(bytes: decoded),
                  cache.entries[path] == nil else { return nil }
            cache.entries[path] = Entry(inputs: inputs, digest: String(decoding: fields[1], as: UTF8.self))
        }
        return cache
    }

    /// Lowercase hexadecimal, as this cache and the manifest write digests.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
