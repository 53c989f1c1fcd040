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
    private let entriesByKey: [String: [Entry]]
    /// How many lookups were made, for tests that pin the cost per link.
    let lookups = SiteCounter()

    /// `indexes` in path order.
    init(indexes: [(path: String, index: LinkIndex)]) {
        var entriesByKey: [String: [Entry]] = [:]
        for (path, index) in indexes {
            var seen: Set<String> = []
            for heading in index.siteHeadings where seen.insert(heading.key).inserted {
                entriesByKey[heading.key, default: []].append(Entry(path: path, id: heading.id))
            }
        }
        self.entriesByKey = entriesByKey
    }

    /// The documents' first headings titled `title`, in path order.
    func headings(titled title: String) -> [Entry] {
        lookups.increment()
        return entriesByKey[LinkIndex.wikiKey(of: title)] ?? []
    }
}
