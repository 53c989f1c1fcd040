import NorgKit

extension HTMLSite {
    /// What a site reads of one document besides its own page: its link index (every link
    /// listed), its title by the page's rule, its `.image` sources, and the metadata that lists it
    /// elsewhere (dates, categories, whether it is a draft). Made from the document alone, so a
    /// caller that parses many documents in parallel makes each beside its parse
    /// (`init(notes:files:)`), and a build keeps it between runs (`archive(into:)`), so a note whose
    /// bytes have not changed takes part in the site without being parsed again.
    ///
    /// A class: the site's tables hand each note around thousands of times, and a copy of a
    /// reference is one count, where a copy of its fields would be one for each.
    package final class Note: Sendable {
        let index: LinkIndex
        let title: String?
        let images: [SiteLinkGraph.Image]
        /// `created` and `updated` as the metadata writes them.
        package let created: String?
        package let updated: String?
        /// The category names (`SiteCategories.names(of:)`).
        package let categories: [String]
        /// Whether the metadata says `draft: true` (or `yes`, any case): left out of a site or an
        /// export unless drafts are asked for.
        package let isDraft: Bool

        /// The title the site gives the note at `path` (its page's `<title>`, the sidebar's
        /// entry): its own title, else the file name's.
        package func pageTitle(at path: String) -> String {
            title ?? SitePath.fallbackTitle(of: path)
        }

        package init(_ document: NorgDocument) {
            index = LinkIndex(listingEveryLink: document)
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
            index.archive(into: &archive)
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
        /// trusted further than a parse's output: every string is escaped where it is written.
        package init(from archive: inout ArchiveReader) throws(ArchiveError) {
            index = try LinkIndex(from: &archive)
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
