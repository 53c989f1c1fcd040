#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// What every note's page reads alike: the build (version and the running program, so a new
    /// `norg` renders everything again), the options, every page's key and title, the folders'
    /// titles, the files the pages may link, the navigation's extras and the categories.
    static func siteWide(html: HTMLOptions, keys: [String], site: HTMLSite, chrome: SiteChrome, files: [String],
                         baseURL: String?) -> SiteDigest {
        var digest = SiteDigest()
        digest.combine(SiteCache.header)
        digest.combine(NorgCommandLine.version)
        digest.combine(runningProgram)
        // Every option the renderer reads, whatever is added later (site and chrome are not set yet).
        digest.combine(String(describing: html))
        digest.combine(UInt64(keys.count))
        for key in keys {
            digest.combine(key)
            digest.combine(site.title(of: key))
        }
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

    /// Each note's page digest, keyed by its page's path relative to OUT (`notes/a.html`).
    static func digests(keys: [String], noteDigests: [String: UInt64], site: HTMLSite,
                        siteWide: SiteDigest) -> [String: UInt64] {
        let values = ParallelWork.map(keys.count) { position -> UInt64 in
            let key = keys[position]
            var digest = siteWide
            digest.combine(key)
            digest.combine(noteDigests[key] ?? 0)
            site.forEachPageInput(of: key) { digest.combine($0) }
            return digest.value
        }
        return Dictionary(uniqueKeysWithValues: zip(keys.map(SitePath.pageFile), values))
    }

    /// The stamp of the running `norg` (device, inode, size, time), so that a rebuilt program does
    /// not keep pages an older one rendered; empty where it cannot be found.
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
