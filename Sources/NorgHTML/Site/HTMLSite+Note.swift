import NorgKit
import Synchronization

extension HTMLSite {
    /// What a site reads of one document besides its own page: its link index (every link
    /// listed), its title by the page's rule, its `.image` sources, the first heading of each
    /// title (what wiki links find), and the metadata that lists it elsewhere (dates, categories,
    /// whether it is a draft). Made from the document alone, so a caller that parses many
    /// documents in parallel makes each beside its parse (`init(notes:files:)`), and a build keeps
    /// it between runs (`archive(into:)`), so a note whose bytes have not changed takes part in the
    /// site without being parsed again.
    ///
    /// A class: the site's tables hand each note around thousands of times, and a copy of a
    /// reference is one count, where a copy of its fields would be one for each.
    package final class Note: Sendable {
        let title: String?
        let images: [SiteLinkGraph.Image]
        /// The first heading of each title, in document order: its wiki key and id
        /// (`SiteWikiTable.firstHeadings(of:)`).
        let wikiHeadings: [(key: String, id: String)]
        /// `created` and `updated` as the metadata writes them.
        package let created: String?
        package let updated: String?
        /// The category names (`SiteCategories.names(of:)`).
        package let categories: [String]
        /// Whether the metadata says `draft: true` (or `yes`, any case): left out of a site or an
        /// export unless drafts are asked for.
        package let isDraft: Bool
        /// The link index when made, or once read; a note read back holds its archived bytes until
        /// the index is asked for (most notes of a rebuild never are: their links come from their
        /// records), and what to make it from should they not decode.
        private let indexCache: Mutex<LinkIndex?>
        private let archivedIndex: (bytes: [UInt8], range: Range<Int>)?
        private let remakeIndex: (@Sendable () -> LinkIndex)?

        /// The link index: every link of the document listed.
        var index: LinkIndex {
            indexCache.withLock { cached in
                if let cached { return cached }
                var made: LinkIndex? = nil
                if let (bytes, range) = archivedIndex {
                    var archive = ArchiveReader(bytes, range: range)
                    if let index = try? LinkIndex(from: &archive), archive.isAtEnd { made = index }
                }
                let index = made ?? remakeIndex?() ?? LinkIndex(listingEveryLink: NorgParser.parse(""))
                cached = index
                return index
            }
        }

        /// The title the site gives the note at `path` (its page's `<title>`, the sidebar's
        /// entry): its own title, else the file name's.
        package func pageTitle(at path: String) -> String {
            title ?? SitePath.fallbackTitle(of: path)
        }

        package init(_ document: NorgDocument) {
            let index = LinkIndex(listingEveryLink: document)
            indexCache = Mutex(index)
            archivedIndex = nil
            remakeIndex = nil
            wikiHeadings = SiteWikiTable.firstHeadings(of: index)
            title = document.title
            images = document.liveImageTags.map {
                SiteLinkGraph.Image(source: $0.parameters.first ?? "", line: $0.range.start.line,
                                    offset: $0.range.start.offset)
            }
            let metadata = document.metadata
            created = metadata?.created
            updated = metadata?.updated
            categories = SiteCategories.names(of: document)
            let draft = metadata?["draft"]?.string?.lowercased()
            isDraft = draft == "true" || draft == "yes"
        }

        package func archive(into archive: inout ArchiveWriter) {
            // The index as one run of bytes, so a reader can keep it unread.
            var indexArchive = ArchiveWriter()
            index.archive(into: &indexArchive)
            archive.write(bytes: indexArchive.bytes)
            archive.write(wikiHeadings.count)
            for heading in wikiHeadings {
                archive.write(heading.key)
                archive.write(heading.id)
            }
            archive.write(title)
            archive.write(images.count)
            for image in images {
                archive.write(image.source)
                archive.write(image.line)
                archive.write(image.offset)
            }
            archive.write(created)
            archive.write(updated)
            archive.write(categories)
            archive.write(isDraft)
        }

        /// The note `archive(into:)` wrote; throws where the bytes are not one. Nothing read is
        /// trusted further than a parse's output: every string is escaped where it is written. The
        /// link index is read when first asked for; should its bytes not read then, it is made by
        /// `remakeIndex` (from the note's own bytes), as a parse would.
        package init(from archive: inout ArchiveReader, in bytes: [UInt8],
                     remakeIndex: (@Sendable () -> LinkIndex)? = nil) throws(ArchiveError) {
            archivedIndex = (bytes, try archive.byteRange())
            indexCache = Mutex(nil)
            self.remakeIndex = remakeIndex
            var wikiHeadings: [(key: String, id: String)] = []
            let headingCount = try archive.count()
            wikiHeadings.reserveCapacity(archive.capacity(for: headingCount, bytesEach: 2))
            for _ in 0..<headingCount { wikiHeadings.append((try archive.string(), try archive.string())) }
            self.wikiHeadings = wikiHeadings
            title = try archive.optionalString()
            var images: [SiteLinkGraph.Image] = []
            for _ in 0..<(try archive.count()) {
                images.append(SiteLinkGraph.Image(source: try archive.string(), line: try archive.natural(),
                                                  offset: try archive.natural()))
            }
            self.images = images
            created = try archive.optionalString()
            updated = try archive.optionalString()
            categories = try archive.strings()
            isDraft = try archive.bool()
        }
    }
}
