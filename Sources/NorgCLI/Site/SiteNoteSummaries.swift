import NorgHTML
import NorgKit

/// The note summaries the note store holds (`SiteNoteStore`; each an archived `HTMLSite.Note`),
/// each under the digest and length of the note bytes it was made from. A summary is decoded only
/// when a note with those bytes is read again, and one that does not decode is taken for no
/// summary: that note is parsed.
struct SiteNoteSummaries: Sendable {
    /// The bytes a summary was made from.
    struct Key: Hashable, Sendable {
        var digest: UInt64
        var length: Int
    }

    /// The archived summaries, one after another, and where each lies in them.
    private var storage: [UInt8] = []
    private var ranges: [Key: Range<Int>] = [:]

    init() {}

    /// The summary of the note bytes `key` describes; nil when there is none, or it does not decode.
    func note(_ key: Key) -> HTMLSite.Note? {
        guard let range = ranges[key] else { return nil }
        var archive = ArchiveReader(storage, range: range)
        guard let note = try? HTMLSite.Note(from: &archive), archive.isAtEnd else { return nil }
        return note
    }

    /// Adds the summary of the note bytes `key` describes, archived, unless one is held already.
    mutating func add(_ key: Key, archived: some Collection<UInt8>) {
        guard ranges[key] == nil else { return }
        let start = storage.count
        storage.append(contentsOf: archived)
        ranges[key] = start..<storage.count
    }

    /// How many summaries are held.
    var count: Int { ranges.count }

    /// Whether a summary is held under `key`.
    func holds(_ key: Key) -> Bool { ranges[key] != nil }

    /// Adds the summary `earlier` holds under `key`, as it was archived.
    mutating func add(_ key: Key, from earlier: SiteNoteSummaries) {
        if let range = earlier.ranges[key] { add(key, archived: earlier.storage[range]) }
    }

    /// Adds `note`'s summary under `key`.
    mutating func add(_ key: Key, _ note: HTMLSite.Note) {
        add(key, archived: Self.archived(note))
    }

    /// `note`'s summary as the store keeps it.
    static func archived(_ note: HTMLSite.Note) -> [UInt8] {
        var archive = ArchiveWriter()
        note.archive(into: &archive)
        return archive.bytes
    }

    func archive(into archive: inout ArchiveWriter) {
        let keys = ranges.keys.sorted { ($0.digest, $0.length) < ($1.digest, $1.length) }
        archive.write(keys.count)
        for key in keys {
            archive.writeFixed(key.digest)
            archive.write(key.length)
            archive.write(bytes: storage[ranges[key]!])
        }
    }

    /// The summaries `archive(into:)` wrote, read from `archive` over `bytes` (kept, not copied:
    /// each summary is decoded from them when asked for).
    init(from archive: inout ArchiveReader, in bytes: [UInt8]) throws(ArchiveError) {
        storage = bytes
        for _ in 0..<(try archive.count()) {
            let key = Key(digest: try archive.fixed(), length: try archive.natural())
            let range = try archive.byteRange()
            guard ranges[key] == nil else { throw ArchiveError() }
            ranges[key] = range
        }
    }
}
