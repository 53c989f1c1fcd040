import NorgHTML
import NorgKit

/// What each note's page of a site is made from, as one digest per page (`SiteCache`): the
/// note's bytes, what the page reads from other notes (`HTMLSite.forEachPageInput`: where its
/// links go, what links to it), and what every page reads alike (`siteWide`). Two builds that
/// give a page the same digest write the same bytes for it, so a build keeps such a page as the
/// last one wrote it instead of rendering it again.
///
/// The site-wide part is deliberately coarse: a changed title, a note added or removed, a
/// changed category, file set or option changes every page's digest (each sidebar may show the
/// title), and the whole site is rendered again, as a clean build would. A body edit that keeps
/// the note's title and the places it links to changes only its own page.
enum SitePageInputs {
    /// What every note's page reads alike of the build, the options and the notes: the build
    /// (version and the running program, so a new `norg` renders everything again), the options,
    /// and every page's key and title (`titles` by key, none for a page titled by its file name,
    /// as `HTMLSite.title(of:)` titles it). Known before the links are resolved, so it is worked
    /// out beside them.
    static func notesAndOptions(html: HTMLOptions, keys: [String], titles: [String: String]) -> UInt64 {
        var digest = SiteDigest()
        digest.combine(SiteCache.header)
        digest.combine(SiteCache.buildStamp)
        // Every option the renderer reads, whatever is added later (site and chrome are not set yet).
        digest.combine(String(describing: html))
        digest.combine(UInt64(keys.count))
        for key in keys {
            digest.combine(key)
            digest.combine(titles[key] ?? SitePath.name(of: key))
        }
        return digest.value
    }

    /// What every note's page reads alike: `notesAndOptions`, the folders' titles, the files the
    /// pages may link, the navigation's extras and the categories.
    static func siteWide(notesAndOptions: UInt64, chrome: SiteChrome, files: [String], baseURL: String?) -> SiteDigest {
        var digest = SiteDigest()
        digest.combine(notesAndOptions)
        digest.combine(UInt64(files.count))
        for file in files { digest.combine(file) }
        let map = chrome.map
        for folder in map.folders {
            digest.combine(folder)
            digest.combine(map.title(ofFolder: folder))
        }
        digest.combine(String(describing: (chrome.stylesheets, chrome.agendaPage, chrome.feed, chrome.search, chrome.categoryFeeds, baseURL)))
        if let categories = chrome.categories {
            digest.combine(categories.folder)
            for category in categories.all {
                digest.combine(category.name)
                digest.combine(category.slug)
            }
        }
        return digest
    }

    /// Each note's page digest, in the order of `keys`.
    static func digests(keys: [String], noteDigests: [String: SiteNoteSummaries.Key], site: HTMLSite,
                        siteWide: SiteDigest) -> [UInt64] {
        ParallelWork.map(keys.count) { position -> UInt64 in
            let key = keys[position]
            var digest = siteWide
            digest.combine(key)
            digest.combine(noteDigests[key]?.digest ?? 0)
            digest.combine(UInt64(noteDigests[key]?.length ?? 0))
            site.forEachPageInput(of: key) { digest.combine($0) }
            return digest.value
        }
    }

    /// The digests of the pages the build makes itself, keyed by path relative to OUT: a folder's
    /// index page reads only what every page reads (the pages, their titles, the folders), a
    /// category's page also its notes in order with their days, the list of categories each
    /// category's count.
    static func generatedPages(folders: [String], categories: SiteCategories?, siteWide: SiteDigest) -> [String: UInt64] {
        var digests: [String: UInt64] = [:]
        func add(_ key: String, _ parts: (inout SiteDigest) -> Void) {
            var digest = siteWide
            digest.combine(key)
            parts(&digest)
            digests[SitePath.pageFile(key)] = digest.value
        }
        for folder in folders { add(SitePath.indexPage(ofFolder: folder)) { _ in } }
        guard let categories else { return digests }
        add(categories.indexKey) { digest in
            for category in categories.all { digest.combine(UInt64(category.pages.count)) }
        }
        for category in categories.all {
            add(categories.key(of: category)) { digest in
                for page in category.pages {
                    digest.combine(page)
                    digest.combine(categories.createdDay(of: page) ?? "")
                }
            }
        }
        return digests
    }
}
