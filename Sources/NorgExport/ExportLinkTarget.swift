import NorgEscaping
import NorgKit

/// Where a link goes in an exported document, decided once for both formats: an external URL the
/// link policy opens (http, https, mailto), a shown heading, footnote or definition of the
/// document, another Norg note (a relative path, without `.norg`), or nowhere (its text only).
enum ExportLinkTarget {
    case url(String)
    /// A heading: its GitHub anchor and its index id.
    case heading(githubSlug: String, id: String)
    case footnote(number: Int, id: String)
    case definition(id: String)
    /// Another note by its relative path without `.norg`, and the title of a heading it names.
    case note(path: String, heading: String?)
    case text

    init(_ link: InlineLink, plan: ExportPlan) {
        if let url = link.urlText {
            let string = url.string
            self = LinkPolicy.externalHref(string).map(ExportLinkTarget.url) ?? .text
            return
        }
        let resolution = plan.index.resolve(link)
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
}
