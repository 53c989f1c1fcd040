import Foundation
import NorgHTML
import NorgKit

/// One file of a built site: its path relative to the output folder and its bytes.
struct SiteFile: Sendable, Equatable {
    var path: String
    var bytes: [UInt8]
}

/// What `norg render DIR -o OUT` makes of a folder, before anything is written: a page per
/// document, an index page per folder without `index.norg`, the agenda, `norg.css`, the user's
/// stylesheet and the files the pages reference (images, `{/ file}`), with every link checked. Documents are read, parsed and rendered in parallel; files and messages come out in
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
        /// The most bytes read of one document (`--max-input`).
        var inputLimit = InputLimit.standard
    }

    static let stylesheetPath = "norg.css"
    static let userStylesheetPath = "user.css"

    var files: [SiteFile] = []
    /// The referenced files of the folder to copy into the site, in path order.
    var assets: [SiteAsset] = []
    /// Warnings, in path order: folder entries skipped, documents unreadable or repaired.
    var messages: [String] = []
    /// How many documents became pages.
    var pageCount = 0
    /// How many documents (or folder entries) were skipped.
    var skippedCount = 0
    /// How many referenced files of the folder are copied.
    var assetCount = 0
    /// How many links or images name nothing the site holds, or are refused (what `--strict`
    /// fails on).
    var brokenLinkCount = 0

    init(_ options: Options) throws(CommandError) {
        let folder = try NorgFolder.opening(options.input)
        for skipped in folder.skipped {
            messages.append("norg render: warning: \(skipped.path): \(skipped.reason); skipped")
        }
        skippedCount = folder.skipped.count

        let parsed = ParallelWork.map(folder.relativePaths.count) { position -> (document: NorgDocument?, messages: [String]) in
            let path = folder.root + "/" + folder.relativePaths[position]
            do throws(CommandError) {
                let bytes = try LocalFile.read(path, limit: options.inputLimit)
                return (NorgParser.parse(bytes: bytes), RenderCommand.repairWarning(bytes, name: path).map { [$0] } ?? [])
            } catch {
                return (nil, ["norg render: warning: \(error.message); skipped"])
            }
        }
        var parsedDocuments: [String: NorgDocument] = [:]
        var parsedKeys: [String] = []
        for (relative, result) in zip(folder.relativePaths, parsed) {
            messages += result.messages
            guard let document = result.document else {
                skippedCount += 1
                continue
            }
            let key = String(relative.dropLast(".norg".count))
            parsedDocuments[key] = document
            parsedKeys.append(key)
        }

        let (documents, keys) = (parsedDocuments, parsedKeys)
        // The site is indexed once, its pages' titles with it; told which referenced files the
        // folder holds (and may be copied), it checks every link before any page is written. A file
        // the build writes itself (a page, an index, the agenda, a stylesheet, the manifest) is
        // never copied over.
        let indexed = HTMLSite(documents: documents)
        let map = SiteMap(site: indexed, rootTitle: SiteBuild.rootTitle(folder.root))
        var agendaKey = "agenda"
        var suffix = 0
        while map.hasPage(agendaKey) {
            suffix += 1
            agendaKey = "agenda-\(suffix)"
        }
        var stylesheets = [SiteBuild.stylesheetPath]
        if options.userStylesheet != nil { stylesheets.append(SiteBuild.userStylesheetPath) }
        let chrome = SiteChrome(map: map, stylesheets: stylesheets, agendaPage: agendaKey)

        var reserved = Set(keys.map(SitePath.pageFile))
        reserved.formUnion(map.folders.map { SitePath.pageFile(SitePath.indexPage(ofFolder: $0)) })
        reserved.formUnion([SitePath.pageFile(agendaKey), SiteBuild.stylesheetPath, SiteBuild.userStylesheetPath,
                            SiteOutput.manifestName])
        let assets = SiteAssets(indexed.referencedFiles, in: folder, reserved: reserved)
        messages += assets.warnings.map { "norg render: warning: \($0)" }
        let site = indexed.withFiles(Set(assets.files.map(\.path)))
        let problems = site.linkProblems
        messages += problems.map { LinkReport.line(for: $0, file: { folder.root + "/" + $0 + ".norg" }) }
        brokenLinkCount = problems.count(where: \.isBroken)
        assetCount = assets.files.count

        let rendered = ParallelWork.map(keys.count) { position -> (page: [UInt8], agenda: [SiteAgendaItem]) in
            let key = keys[position]
            let document = documents[key]!
            var html = options.html
            html.site = site
            html.documentPath = key
            html.fallbackTitle = SitePath.name(of: key)
            html.siteChrome = chrome
            return ([UInt8](HTMLRenderer(options: html).renderUTF8(document)),
                    SiteAgendaItem.items(of: document, page: key, site: site))
        }
        for (key, page) in zip(keys, rendered) {
            files.append(SiteFile(path: SitePath.pageFile(key), bytes: page.page))
        }
        pageCount = keys.count

        let generated = SitePageRenderer(chrome: chrome, theme: options.html.theme)
        for folder in map.folders where !map.hasIndexDocument(folder) {
            files.append(SiteFile(path: SitePath.pageFile(SitePath.indexPage(ofFolder: folder)),
                                  bytes: [UInt8](generated.folderIndexPage(folder))))
        }
        files.append(SiteFile(path: SitePath.pageFile(agendaKey),
                              bytes: [UInt8](generated.agendaPage(rendered.flatMap(\.agenda), today: options.today, key: agendaKey))))
        files.append(SiteFile(path: SiteBuild.stylesheetPath, bytes: Array(SiteChrome.stylesheet(theme: options.html.theme).utf8)))
        if let user = options.userStylesheet {
            files.append(SiteFile(path: SiteBuild.userStylesheetPath, bytes: user))
        }
        self.assets = assets.files
    }

    /// The root folder's name, for the home page of a folder without `index.norg`.
    private static func rootTitle(_ root: String) -> String {
        let name = SitePath.name(of: root)
        return name.isEmpty || name == "." || name == ".." ? "Home" : name
    }
}
