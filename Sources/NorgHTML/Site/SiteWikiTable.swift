import NorgKit

/// Every heading title of the site, for `{? title}` links that the linking document does not
/// answer itself: built once from each document's index, so resolving a wiki link is one hash
/// lookup however many documents and links the site holds.
struct SiteWikiTable: Sendable {
    /// The first heading with a title in one document.
    struct Entry: Sendable {
        var path: String
        var id: String
    }

    /// Wiki key (`LinkIndex.wikiKey(of:)`) → the first heading of that title in each document
    /// holding one, in path order.
    private var entriesByKey: [String: [Entry]]
    /// How many lookups were made, for tests that pin the cost per link.
    let lookups = SiteCounter()

    /// The notes in path order, each with the first heading of each of its titles (worked out
    /// with the note, `HTMLSite.Note.wikiHeadings`: normalising titles into keys is most of it).
    init(notes: [(path: String, note: HTMLSite.Note)]) {
        var entriesByKey: [String: [Entry]] = [:]
        // Most documents' first heading is their own title: about a key each.
        entriesByKey.reserveCapacity(notes.count)
        for (path, note) in notes {
            for heading in note.wikiHeadings {
                entriesByKey[heading.key, default: []].append(Entry(path: path, id: heading.id))
            }
        }
        self.entriesByKey = entriesByKey
    }

    /// The first heading of one title in a document: its wiki key and id.
    typealias FirstHeading = (key: String, id: String)

    /// The first heading of each title of `index`, in document order. A document's few keys are
    /// told apart by comparing them; past eight, by a set, so many headings stay linear.
    static func firstHeadings(of index: LinkIndex) -> [FirstHeading] {
        var headings: [FirstHeading] = []
        var seen: Set<String> = []
        for heading in index.siteHeadings {
            let key = heading.key
            if headings.count < 8 {
                if headings.contains(where: { $0.key == key }) { continue }
            } else {
                if seen.isEmpty { seen = Set(headings.map(\.key)) }
                guard seen.insert(key).inserted else { continue }
            }
            headings.append((key, heading.id))
        }
        return headings
    }

    /// The keys the document's headings are found by (each once).
    static func keys(of note: HTMLSite.Note) -> [String] {
        note.wikiHeadings.map(\.key)
    }

    /// Takes out the entries of the document at `path`, whose note was `note`.
    mutating func remove(_ path: String, note: HTMLSite.Note) {
        for key in Self.keys(of: note) {
            entriesByKey[key]?.removeAll { $0.path == path }
            if entriesByKey[key]?.isEmpty == true { entriesByKey[key] = nil }
        }
    }

    /// Adds the first heading of each title of the document at `path`, in path order among the
    /// entries already held (one binary search per title).
    mutating func insert(_ path: String, note: HTMLSite.Note) {
        for heading in note.wikiHeadings {
            let key = heading.key
            let entries = entriesByKey[key] ?? []
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].path.utf8Precedes(path) { low = middle + 1 } else { high = middle }
            }
            entriesByKey[key, default: []].insert(Entry(path: path, id: heading.id), at: low)
        }
    }

    /// The documents' first headings titled `title`, in path order.
    func headings(titled title: String) -> [Entry] {
        headings(keyed: LinkIndex.wikiKey(of: title))
    }

    /// The documents' first headings whose title has the wiki key `key`, in path order.
    func headings(keyed key: String) -> [Entry] {
        lookups.increment()
        return entriesByKey[key] ?? []
    }
}
