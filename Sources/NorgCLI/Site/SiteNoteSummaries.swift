import NorgHTML
import NorgKit

/// What the note store holds (`SiteNoteStore`) of each note's bytes, under their digest and length:
/// the note's summary (an archived `HTMLSite.Note`) and, beside it, the link record of the note at
/// one path (an archived `SiteLinkRecord`: what its links resolved to). Each is decoded only when
/// a note with those bytes (at that path, for the record) is read again, and one that does not
/// decode is taken for none: that note is parsed, or its links resolved, again.
struct SiteNoteSummaries: Sendable {
    /// The bytes a summary was made from.
    struct Key: Hashable, Sendable {
        var digest: UInt64
        var length: Int
    }

    /// Where one note's entries lie in the storage: its summary, and its link record with the path
    /// it was made at (both empty when there is none).
    private struct Entry: Sendable {
        var summary: Range<Int>
        var recordPath: Range<Int>
        var record: Range<Int>
    }

    /// The archived entries, one after another, and where each lies in them.
    private var storage: [UInt8] = []
    private var entries: [Key: Entry] = [:]

    init() {}

    /// The summary of the note bytes `key` describes; nil when there is none, or it does not decode.
    /// Its link index is read when first asked for, and made from `bytes` (the note's) should it
    /// not decode then.
    func note(_ key: Key, bytes: [UInt8]? = nil) -> HTMLSite.Note? {
        guard let range = entries[key]?.summary else { return nil }
        var archive = ArchiveReader(storage, range: range)
        var remake: (@Sendable () -> LinkIndex)? = nil
        if let bytes { remake = { LinkIndex(listingEveryLink: NorgParser.parse(bytes: bytes)) } }
        guard let note = try? HTMLSite.Note(from: &archive, in: storage, remakeIndex: remake), archive.isAtEnd else {
            return nil
        }
        return note
    }

    /// The link record of the note at `path` whose bytes `key` describes; nil when there is none
    /// for that path, or it does not decode.
    func linkRecord(_ key: Key?, at path: String) -> SiteLinkRecord? {
        guard let key, let entry = entries[key], !entry.record.isEmpty,
              path.utf8Equals(storage[entry.recordPath]) else { return nil }
        var archive = ArchiveReader(storage, range: entry.record)
        guard let record = try? SiteLinkRecord(from: &archive, path: path), archive.isAtEnd else { return nil }
        return record
    }

    /// Adds the summary of the note bytes `key` describes, archived, and the link record of the
    /// note with those bytes at `path`, unless an entry is held already.
    mutating func add(_ key: Key, archived: some Collection<UInt8>, record: (path: String, archived: [UInt8])? = nil) {
        guard entries[key] == nil else { return }
        func append(_ bytes: some Collection<UInt8>) -> Range<Int> {
            let start = storage.count
            storage.append(contentsOf: bytes)
            return start..<storage.count
        }
        let summary = append(archived)
        entries[key] = Entry(summary: summary, recordPath: append(record?.path.utf8 ?? "".utf8),
                             record: append(record?.archived ?? []))
    }

    /// How many summaries are held.
    var count: Int { entries.count }

    /// Whether a summary is held under `key`.
    func holds(_ key: Key) -> Bool { entries[key] != nil }

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

    /// `record` as the store keeps it.
    static func archived(_ record: SiteLinkRecord) -> [UInt8] {
        var archive = ArchiveWriter()
        record.archive(into: &archive)
        return archive.bytes
    }

    /// What one note gives the store: its key and path, its summary and link record archived where
    /// they are new (nil: the store read holds them).
    struct Update: Sendable {
        var key: Key
        var path: String
        var summary: [UInt8]?
        var record: [UInt8]?
    }

    func archive(into archive: inout ArchiveWriter) {
        let keys = entries.keys.sorted { ($0.digest, $0.length) < ($1.digest, $1.length) }
        Self.archive(keys.map { Update(key: $0, path: "") }, earlier: self, into: &archive)
    }

    /// Archives, in order, the entry of each of `notes` (each key once, as the first note with it
    /// gives it): its summary and record where given, else those `earlier` holds under its key (a
    /// note with no summary in either is left out). What a build writes straight from the store it
    /// read, copying each entry once.
    static func archive(_ notes: [Update], earlier: SiteNoteSummaries, into archive: inout ArchiveWriter) {
        var written: Set<Key> = []
        written.reserveCapacity(notes.count)
        var chosen: [(key: Key, summary: ArraySlice<UInt8>, path: ArraySlice<UInt8>, record: ArraySlice<UInt8>)] = []
        chosen.reserveCapacity(notes.count)
        for note in notes where written.insert(note.key).inserted {
            let held = earlier.entries[note.key]
            let summary: ArraySlice<UInt8>
            if let new = note.summary {
                summary = new[...]
            } else if let held {
                summary = earlier.storage[held.summary]
            } else {
                continue
            }
            if let record = note.record {
                chosen.append((note.key, summary, Array(note.path.utf8)[...], record[...]))
            } else if let held {
                chosen.append((note.key, summary, earlier.storage[held.recordPath], earlier.storage[held.record]))
            } else {
                chosen.append((note.key, summary, [], []))
            }
        }
        // The key (eight bytes and a length) and three runs, each length first: at most 5 bytes
        // for each number.
        archive.reserveCapacity(chosen.reduce(0) { $0 + $1.summary.count + $1.path.count + $1.record.count } + chosen.count * (8 + 4 * 5) + 5)
        archive.write(chosen.count)
        for entry in chosen {
            archive.writeFixed(entry.key.digest)
            archive.write(entry.key.length)
            archive.write(bytes: entry.summary)
            archive.write(bytes: entry.path)
            archive.write(bytes: entry.record)
        }
    }

    /// The entries `archive(into:)` wrote, read from `archive` over `bytes` (kept, not copied: each
    /// is decoded from them when asked for).
    init(from archive: inout ArchiveReader, in bytes: [UInt8]) throws(ArchiveError) {
        storage = bytes
        let count = try archive.count()
        entries.reserveCapacity(archive.capacity(for: count, bytesEach: 11))
        for _ in 0..<count {
            let key = Key(digest: try archive.fixed(), length: try archive.natural())
            let entry = Entry(summary: try archive.byteRange(), recordPath: try archive.byteRange(), record: try archive.byteRange())
            guard entries.updateValue(entry, forKey: key) == nil else { throw ArchiveError() }
        }
    }
}
