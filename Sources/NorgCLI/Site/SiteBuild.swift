#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgHTML
import NorgKit

/// One file of a built site: its path relative to the output folder and its bytes.
struct SiteFile: Sendable, Equatable {
    var path: String
    var bytes: [UInt8]
}

/// What `norg render DIR -o OUT` makes of a folder: a page per document, an index page per folder
/// without `index.norg`, the agenda, `norg.css`, the user's stylesheet and the files the pages
/// reference (images, `{/ file}`), with every link checked. `init` reads, parses and indexes the
/// notes and plans every path the build writes (`plannedPaths`) before any page is rendered;
/// `render` then renders the pages in batches, in parallel within a batch, and hands each batch
/// on, so a site's pages are never held in memory all at once. Files and messages come out in
/// path order whatever ran first, so two builds of the same notes give the same bytes.
struct SiteBuild {
    struct Options {
        var input: String
        /// Theme, `--collapsible` and the like; the site's fields are set per page.
        var html = HTMLOptions()
        /// The bytes of `--css FILE`, copied as `user.css` and linked after `norg.css`.
        var userStylesheet: [UInt8]?
        /// The day the agenda is for.
        var today = TaskDay.today()
        /// The output folder, when it lies inside the input: not walked, never copied from.
        var output: FileIdentity?
        /// The most bytes read of one document (`--max-input`).
        var inputLimit = InputLimit.standard
        /// Write the agenda page (`--agenda`): open tasks are private unless asked for.
        var agenda = false
        /// Publish notes marked `draft: true` too (`--drafts`, for a local preview).
        var drafts = false
        /// The site's address (`--base-url`, checked by `SiteSitemap.baseURL`): with it, the build
        /// writes `sitemap.xml` and, when a note has a `created` date, `feed.xml`, which need
        /// absolute URLs.
        var baseURL: String?
        /// Index the site with Pagefind and give every page a search box (`--search`).
        var search = false
        /// What the last build kept of the notes (`SiteNoteStore`): a note whose bytes are
        /// unchanged need not be parsed, nor its links resolved while what they depend on is
        /// unchanged too. Asked for once the folder is walked, so the store can be read meanwhile.
        var summaries: @Sendable () -> SiteNoteSummaries = { SiteNoteSummaries() }
    }

    static let stylesheetPath = "norg.css"
    static let userStylesheetPath = "user.css"
    static let sitemapPath = "sitemap.xml"
    static let feedPath = "feed.xml"
    /// How many pages are rendered before they are handed on to be written.
    static let batchSize = 64

    /// The referenced files of the folder to copy into the site, in path order.
    private(set) var assets: [SiteAsset] = []
    /// Warnings, in path order: folder entries skipped, documents unreadable or repaired, names
    /// that collide, links unresolved.
    private(set) var messages: [String] = []
    /// How many documents become pages.
    private(set) var pageCount = 0
    /// How many documents (or folder entries) were skipped.
    private(set) var skippedCount = 0
    /// How many notes `.norgignore` or `draft: true` left out.
    private(set) var leftOutCount = 0
    /// How many referenced files of the folder are copied.
    private(set) var assetCount = 0
    /// How many links or images name nothing the site holds, or are refused (what `--strict`
    /// fails on).
    private(set) var brokenLinkCount = 0
    /// Every path the build writes, relative to OUT: pages, index pages, the agenda, the
    /// stylesheets and the copied files.
    private(set) var plannedPaths: [String] = []
    /// Each note page's digest (`SitePageInputs`), in the order of `keys` (whose pages lead
    /// `plannedPaths` in that order): the pages whose digest the site cache also holds need not
    /// be rendered again.
    private var noteInputs: [UInt64] = []
    /// The digests of the folder and category pages the build makes, by path relative to OUT.
    private var generatedInputs: [String: UInt64] = [:]

    private let options: Options
    /// Each note's document, parsed or to be parsed (`SiteNoteSource`), and its summary.
    private let sources: [String: SiteNoteSource]
    private let summaries: [String: HTMLSite.Note]
    private let noteDigests: [String: SiteNoteSummaries.Key]
    private let keys: [String]
    private let site: HTMLSite
    private let map: SiteMap
    private let chrome: SiteChrome
    private let agendaKey: String?
    /// The folders without an `index.norg`, whose index page the build makes.
    private let generatedIndexFolders: [String]
    /// The feeds the build writes: `feed.xml`, then one per category with a dated note (each of
    /// notes dated by `created`, newest first, at most `SiteFeed.entryLimit`); empty without
    /// `--base-url`.
    private let feeds: [SiteFeedListing]
    /// The categories the notes name; nil when none does.
    private let categories: SiteCategories?
    /// Where the Pagefind bundle goes (`pagefind`, or `pagefind-1`… when the notes hold that
    /// name); nil without `--search`.
    let searchFolder: String?

    init(_ options: Options) throws(CommandError) {
        self.options = options
        // The folder rules every publication of the notes follows: `SiteNotes`.
        let notes = try SiteNotes(options.input, excluding: options.output, drafts: options.drafts,
                                  limit: options.inputLimit, cached: options.summaries, for: .site)
        messages = notes.messages
        skippedCount = notes.skippedCount
        leftOutCount = notes.leftOutCount
        let summaries = notes.summaries
        let keys = notes.keys
        let noteDigests = notes.digests
        sources = notes.sources
        self.summaries = summaries
        self.keys = keys
        self.noteDigests = noteDigests

        // The navigation map needs only the notes' titles: it is drawn while the links are resolved.
        var titles: [String: String] = [:]
        titles.reserveCapacity(keys.count)
        for key in keys { titles[key] = summaries[key]?.pageTitle(at: key) }
        let rootTitle = SiteBuild.rootTitle(notes.folder.root)
        let drawing = Background { [titles] in SiteMap(titles: titles, rootTitle: rootTitle) }
        // What every page reads of the notes' titles is digested beside the link pass too.
        let notesAndOptions = Background { [html = options.html, titles] in
            SitePageInputs.notesAndOptions(html: html, keys: keys, titles: titles)
        }
        // The site is indexed once, its pages' titles with it; told which referenced files the
        // folder holds (and may be copied), it checks every link before any page is written. A file
        // the build writes itself (a page, an index, the agenda, a stylesheet, the manifest) is
        // never copied over.
        // A note's links are resolved again only when its bytes or what they depend on changed.
        let earlier = options.summaries()
        let memory = SiteLinkMemory(versions: noteDigests.mapValues(\.digest)) { [noteDigests] key in
            earlier.linkRecord(noteDigests[key], at: key)
        }
        let indexed = notes.site(titles: titles, links: memory)
        let map = drawing.value
        self.map = map
        var agendaKey: String? = nil
        if options.agenda {
            var key = "agenda"
            var suffix = 0
            while map.hasPage(key) {
                suffix += 1
                key = "agenda-\(suffix)"
            }
            agendaKey = key
        }
        self.agendaKey = agendaKey
        var stylesheets = [SiteBuild.stylesheetPath]
        if options.userStylesheet != nil { stylesheets.append(SiteBuild.userStylesheetPath) }
        let found = SiteCategories(notes: summaries, map: map)
        let categories = found.all.isEmpty ? nil : found
        self.categories = categories
        var feeds: [SiteFeedListing] = []
        if options.baseURL != nil {
            feeds = SiteFeedListing.all(published: summaries.compactMapValues { SiteFeed.timestamp($0.created) },
                                        siteTitle: map.title(ofFolder: ""), sitePath: SiteBuild.feedPath, categories: categories)
        }
        self.feeds = feeds
        var chrome = SiteChrome(map: map, stylesheets: stylesheets, agendaPage: agendaKey)
        if !feeds.isEmpty {
            chrome.feed = SiteBuild.feedPath
            chrome.categoryFeeds = true
        }
        chrome.categories = categories
        var searchFolder: String? = nil
        if options.search {
            var name = "pagefind"
            var suffix = 0
            let taken = Set(map.folders) .union(indexed.referencedFiles.map(SitePath.folder(of:)))
            while taken.contains(name) || map.hasPage(name) || taken.contains(where: { $0.hasPrefix(name + "/") }) {
                suffix += 1
                name = "pagefind-\(suffix)"
            }
            searchFolder = name
        }
        self.searchFolder = searchFolder
        chrome.search = searchFolder
        self.chrome = chrome

        var made = keys.map(SitePath.pageFile)
        let generatedIndexFolders = map.folders.filter { !map.hasIndexDocument($0) }
        self.generatedIndexFolders = generatedIndexFolders
        made += generatedIndexFolders.map { SitePath.pageFile(SitePath.indexPage(ofFolder: $0)) }
        made += (agendaKey.map { [SitePath.pageFile($0)] } ?? []) + [SiteBuild.stylesheetPath]
        if options.userStylesheet != nil { made.append(SiteBuild.userStylesheetPath) }
        if options.baseURL != nil { made.append(SiteBuild.sitemapPath) }
        made += feeds.map(\.path)
        made += SiteBuild.pageKeys(of: categories).map(SitePath.pageFile)
        // A note's page is told by its key: no table of thousands of page paths is made.
        let isNotePage = { (path: String) in
            path.hasSuffix(".html") && summaries[String(path.dropLast(".html".count))] != nil
        }
        var reserved = Set(made[keys.count...])
        reserved.formUnion(map.folders.map { SitePath.pageFile(SitePath.indexPage(ofFolder: $0)) })
        reserved.formUnion([SiteBuild.userStylesheetPath, SiteBuild.sitemapPath, SiteBuild.feedPath] + Publication.manifests)
        let linked = notes.linked(indexed, reserved: { reserved.contains($0) || isNotePage($0) },
                                  output: options.output, for: .site)
        messages += linked.messages
        site = linked.site
        brokenLinkCount = linked.brokenLinkCount
        assetCount = linked.assets.count
        pageCount = keys.count
        assets = linked.assets
        plannedPaths = made + linked.assets.map(\.path)
        let siteWide = SitePageInputs.siteWide(notesAndOptions: notesAndOptions.value, chrome: chrome,
                                               files: linked.assets.map(\.path), baseURL: options.baseURL)
        noteInputs = SitePageInputs.digests(keys: keys, noteDigests: noteDigests, site: site, siteWide: siteWide)
        // A note's page is the note's, whatever else would be made at its path.
        generatedInputs = SitePageInputs.generatedPages(folders: generatedIndexFolders, categories: categories, siteWide: siteWide)
            .filter { path, _ in !isNotePage(path) }
    }

    /// Names that would become one on a file system that normalises Unicode or ignores case (and
    /// in the site's own tables, which compare names as Unicode text): each such note, by its
    /// bytes, with the others it collides with. Byte-identical names cannot occur; a folder lists each name once.
    static func collidingNames(_ relativePaths: [String]) -> [[UInt8]: [String]] {
        // `String` equality is canonical equivalence, so lowercased strings as keys group the
        // names that differ only in normalisation or case. Each name's first holder is kept by
        // position; a group is made only for a key met again (most folders have none).
        var first: [String: Int] = [:]
        first.reserveCapacity(relativePaths.count)
        var groups: [String: [String]] = [:]
        for (position, path) in relativePaths.enumerated() {
            let key = path.lowercased()
            if let earlier = first.updateValue(position, forKey: key) {
                first[key] = earlier
                groups[key, default: [relativePaths[earlier]]].append(path)
            }
        }
        // Keyed by bytes: as `String` keys, the colliding names would be one key again.
        var colliding: [[UInt8]: [String]] = [:]
        for group in groups.values {
            for path in group { colliding[Array(path.utf8)] = group.filter { !$0.utf8.elementsEqual(path.utf8) } }
        }
        return colliding
    }

    /// The pages the sitemap lists, in path order: every note's page, dated by its metadata, and
    /// the index and category pages the build makes. The agenda, a snapshot of tasks, is left out.
    private var sitemapPages: [SiteSitemap.Page] {
        var pages = keys.map { key in
            SiteSitemap.Page(path: SitePath.pageFile(key),
                             lastModified: SiteSitemap.lastModified(updated: summaries[key]?.updated,
                                                                    created: summaries[key]?.created))
        }
        pages += (generatedIndexFolders.map(SitePath.indexPage(ofFolder:)) + SiteBuild.pageKeys(of: categories)).map {
            SiteSitemap.Page(path: SitePath.pageFile($0), lastModified: nil)
        }
        return pages.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// The file at the root of the notes that names what the site leaves out.
    static let ignoreFileName = ".norgignore"

    /// The rules of `ROOT/.norgignore`; none when there is no such file.
    static func ignoreRules(in root: String, limit: InputLimit) throws(CommandError) -> SiteIgnore {
        guard LocalFile.exists(root + "/" + ignoreFileName) else { return SiteIgnore("") }
        return SiteIgnore(String(decoding: try LocalFile.read(root + "/" + ignoreFileName, limit: limit), as: UTF8.self))
    }

    /// `name` with every scalar outside ASCII written `\u{…}`.
    static func scalars(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    /// How many notes were parsed to build the site: those whose bytes the cache held no summary of.
    var parsedNoteCount: Int {
        sources.values.count { if case .parsed = $0 { true } else { false } }
    }

    /// The pages the site cache an earlier build left (`cache`) says it made from the same inputs,
    /// each with the SHA-256 of the bytes it wrote: `SiteOutput.keep` keeps those still standing
    /// as written.
    func unchangedPages(in cache: SiteCache) -> [(path: String, digest: SHA256.Digest)] {
        var unchanged: [(path: String, digest: SHA256.Digest)] = []
        guard !cache.entries.isEmpty else { return unchanged }
        unchanged.reserveCapacity(noteInputs.count + generatedInputs.count)
        for (position, inputs) in noteInputs.enumerated() {
            let path = plannedPaths[position]
            if let entry = cache.entries[path], entry.inputs == inputs { unchanged.append((path, entry.digest)) }
        }
        for (path, inputs) in generatedInputs {
            if let entry = cache.entries[path], entry.inputs == inputs { unchanged.append((path, entry.digest)) }
        }
        return unchanged
    }

    /// The site cache's pages for what this build made: every page `digest` (the SHA-256 written
    /// or kept, from `SiteOutput`) knows, with its inputs, in the order the pages are planned (so
    /// the same build writes the same cache).
    func cachePages(digest: (String) -> SHA256.Digest?) -> [SiteCache.Page] {
        var pages: [SiteCache.Page] = []
        pages.reserveCapacity(noteInputs.count + generatedInputs.count)
        for (position, path) in plannedPaths.enumerated() {
            let inputs = position < noteInputs.count ? noteInputs[position] : generatedInputs[path]
            guard let inputs, let written = digest(path) else { continue }
            pages.append(SiteCache.Page(path: path, entry: SiteCache.Entry(inputs: inputs, digest: written)))
        }
        return pages
    }

    /// What the next build reads of the notes (`SiteNoteStore`): every published note's summary
    /// and link record, those the last build left taken as they were stored, the others archived.
    /// Nil when that is just what the store holds already (no note changed, none went, no link's
    /// answer changed): nothing to write then. With the store read they were compared with, which
    /// the unchanged ones are copied from.
    var storeUpdate: (notes: [SiteNoteSummaries.Update], earlier: SiteNoteSummaries)? {
        // The new ones are archived in parallel.
        let earlier = options.summaries()
        let records = site.linkRecords
        let updates = ParallelWork.map(keys.count) { [keys, summaries, noteDigests] position -> SiteNoteSummaries.Update? in
            let key = keys[position]
            guard let digest = noteDigests[key] else { return nil }
            return SiteNoteSummaries.Update(
                key: digest, path: key,
                summary: earlier.holds(digest) ? nil : summaries[key].map(SiteNoteSummaries.archived),
                record: records[key].map(SiteNoteSummaries.archived))
        }.compactMap { $0 }
        // Nothing new: the store holds every entry already, and no other unless a note went. Of
        // notes with the same bytes, the first in path order gives the entry (another's record,
        // made at its own path, is not kept).
        var written: Set<SiteNoteSummaries.Key> = []
        var anyNew = false
        for update in updates where written.insert(update.key).inserted {
            anyNew = anyNew || update.summary != nil || update.record != nil
        }
        return anyNew || written.count != earlier.count ? (updates, earlier) : nil
    }

    /// Renders every page but those `kept` (paths relative to OUT, left as an earlier build wrote
    /// them: `SiteOutput.keep`), `batchSize` at a time, and hands each batch to `emit`, then the
    /// index pages, the agenda and the stylesheets.
    func render(keeping kept: [String: SHA256.Digest] = [:], _ emit: ([SiteFile]) -> Void) {
        var agenda: [SiteAgendaItem] = []
        for start in stride(from: 0, to: keys.count, by: SiteBuild.batchSize) {
            let batch = Array(keys[start..<min(start + SiteBuild.batchSize, keys.count)])
            let rendered = ParallelWork.map(batch.count) { [sources, options, site, chrome, plannedPaths] position -> (page: [UInt8]?, agenda: [SiteAgendaItem]) in
                let key = batch[position]
                // The notes' pages lead the planned paths, in the order of the keys.
                let isKept = kept[plannedPaths[start + position]] != nil
                // A note summarised by the cache is parsed only for what reads more of it.
                guard !isKept || options.agenda else { return (nil, []) }
                let document = sources[key]!.document
                let items = options.agenda ? SiteAgendaItem.items(of: document, page: key, site: site) : []
                if isKept { return (nil, items) }
                var html = options.html
                html.site = site
                html.documentPath = key
                html.fallbackTitle = SitePath.fallbackTitle(of: key)
                html.siteChrome = chrome
                return ([UInt8](HTMLRenderer(options: html).renderUTF8(document)), items)
            }
            let files = zip(batch, rendered).compactMap { key, result in
                result.page.map { SiteFile(path: SitePath.pageFile(key), bytes: $0) }
            }
            if !files.isEmpty { emit(files) }
            agenda += rendered.flatMap(\.agenda)
        }

        var files: [SiteFile] = []
        let generated = SitePageRenderer(chrome: chrome, theme: options.html.theme)
        for folder in generatedIndexFolders where kept[SitePath.pageFile(SitePath.indexPage(ofFolder: folder))] == nil {
            files.append(SiteFile(path: SitePath.pageFile(SitePath.indexPage(ofFolder: folder)),
                                  bytes: [UInt8](generated.folderIndexPage(folder))))
            if files.count >= SiteBuild.batchSize {
                emit(files)
                files.removeAll()
            }
        }
        if let categories {
            if kept[SitePath.pageFile(categories.indexKey)] == nil {
                files.append(SiteFile(path: SitePath.pageFile(categories.indexKey),
                                      bytes: [UInt8](generated.categoriesIndexPage(categories))))
            }
            for category in categories.all where kept[SitePath.pageFile(categories.key(of: category))] == nil {
                files.append(SiteFile(path: SitePath.pageFile(categories.key(of: category)),
                                      bytes: [UInt8](generated.categoryPage(category, in: categories))))
                if files.count >= SiteBuild.batchSize {
                    emit(files)
                    files.removeAll()
                }
            }
        }
        if let agendaKey {
            files.append(SiteFile(path: SitePath.pageFile(agendaKey),
                                  bytes: [UInt8](generated.agendaPage(agenda, today: options.today, key: agendaKey))))
        }
        files.append(SiteFile(path: SiteBuild.stylesheetPath, bytes: Array(SiteChrome.stylesheet(theme: options.html.theme).utf8)))
        if let user = options.userStylesheet {
            files.append(SiteFile(path: SiteBuild.userStylesheetPath, bytes: user))
        }
        if let base = options.baseURL {
            files.append(SiteFile(path: SiteBuild.sitemapPath, bytes: SiteSitemap.xml(base: base, pages: sitemapPages)))
            let entries = feedEntries
            for listing in feeds {
                if let feed = SiteFeed.xml(base: base, feedPath: listing.path, title: listing.title, author: map.title(ofFolder: ""),
                                           pagePath: listing.page, entries: listing.keys.compactMap { entries[$0] }) {
                    files.append(SiteFile(path: listing.path, bytes: feed))
                }
            }
        }
        emit(files)
    }

    /// The feeds' entries, by key: each note a feed lists, its body rendered once as a fragment
    /// whose links are relative to its page, as on the page.
    private var feedEntries: [String: SiteFeed.Entry] {
        var seen: Set<String> = []
        let feedKeys = feeds.flatMap(\.keys).filter { seen.insert($0).inserted }
        let entries = ParallelWork.map(feedKeys.count) { [sources, options, site] position -> SiteFeed.Entry in
            let key = feedKeys[position]
            let document = sources[key]!.document
            var html = options.html
            html.format = .fragment
            html.site = site
            html.documentPath = key
            html.fallbackTitle = SitePath.fallbackTitle(of: key)
            html.siteChrome = nil
            let published = SiteFeed.timestamp(document.metadata?.created) ?? ""
            return SiteFeed.Entry(path: SitePath.pageFile(key), title: site.title(of: key), published: published,
                                  updated: SiteFeed.timestamp(document.metadata?.updated) ?? published,
                                  summary: document.metadata?.description, authors: document.metadata?.authors ?? [],
                                  content: String(decoding: HTMLRenderer(options: html).renderUTF8(document), as: UTF8.self))
        }
        return Dictionary(uniqueKeysWithValues: zip(feedKeys, entries))
    }

    /// The keys of the category pages: the list of categories, then one page per category.
    private static func pageKeys(of categories: SiteCategories?) -> [String] {
        guard let categories else { return [] }
        return [categories.indexKey] + categories.all.map { categories.key(of: $0) }
    }

    /// The root folder's name, for the home page of a folder without `index.norg`.
    private static func rootTitle(_ root: String) -> String {
        let name = SitePath.name(of: root)
        return name.isEmpty || name == "." || name == ".." ? "Home" : name
    }
}
