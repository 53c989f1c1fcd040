import NorgEscaping
import NorgKit

/// Where a link goes in an exported document, decided once for both formats: an external URL the
/// link policy opens (http, https, mailto), a shown heading, footnote or definition of the
/// document, another Norg note (a relative path, without `.norg`), or nowhere (its text only).
/// Exported with a folder (`ExportFolder`), a link its document does not answer goes where the
/// folder's resolver says: a note of the folder, at a node of it, or a file copied beside it.
enum ExportLinkTarget {
    case url(String)
    /// A heading: its GitHub anchor and its index id.
    case heading(githubSlug: String, id: String)
    case footnote(number: Int, id: String)
    case definition(id: String)
    /// Another note by its relative path without `.norg`, and the title of a heading it names
    /// (a document exported alone: whether the note exists is not known).
    case note(path: String, heading: String?)
    /// A note of the folder exported with the document (its path there, without `.norg`), at the
    /// node whose index id is `id` when its export shows it (`target`).
    case folderNote(path: String, id: String?, target: ExportPlan.Target?)
    /// A file of the folder exported with the document, copied beside the exports (its path there).
    case folderFile(path: String)
    case text

    init(_ link: InlineLink, plan: ExportPlan) {
        if let url = link.urlText {
            let string = url.string
            self = LinkPolicy.externalHref(string).map(ExportLinkTarget.url) ?? .text
            return
        }
        let resolution = plan.index.resolve(link)
        if let place = plan.place {
            switch resolution {
            case .file, .unresolved:
                self = ExportLinkTarget(link, in: place)
                return
            case .external, .local:
                break
            }
        }
        switch resolution {
        case .external(let url):
            self = LinkPolicy.externalHref(url).map(ExportLinkTarget.url) ?? .text
        case .local:
            switch plan.target(of: resolution) {
            case let (id, .heading(slug))?: self = .heading(githubSlug: slug, id: id)
            case let (id, .footnote(number))?: self = .footnote(number: number, id: id)
            case let (id, .definition)?: self = .definition(id: id)
            case nil: self = .text
            }
        case .file(_, let location):
            guard let file = location.file,
                  LinkPolicy.fileHref(file) != nil else {
                self = .text
                return
            }
            let path = LinkPolicy.percentEncodedPath(LinkPolicy.strippingNorgExtension(file))
            var heading: String?
            if case .heading(_, let title) = location.target { heading = title }
            self = .note(path: path, heading: heading)
        case .unresolved:
            self = .text
        }
    }

    /// A link its document does not answer, where the folder's resolver sends it.
    private init(_ link: InlineLink, in place: ExportPlace) {
        switch place.folder.resolver(link, place.path) {
        case .note(let path, let id)?:
            self = .folderNote(path: path, id: id, target: id.flatMap { place.folder.target($0, inNote: path) })
        case .file(let path)?:
            self = .folderFile(path: path)
        case nil:
            self = .text
        }
    }
}
