import NorgHTML
import NorgKit

/// One site as it stands after the last change: the documents of a workspace folder (or one
/// document outside any folder), parsed, indexed and resolved together by `HTMLSite`, the way
/// `norg render DIR` builds them. Every feature reads a snapshot; a change makes a new one.
package struct SiteSnapshot: Sendable {
    /// A document of the site: its key (path from the root, without `.norg`), URI, text and tree.
    package struct Document: Sendable {
        package var key: String
        package var uri: String
        package var text: TextDocument
        package var tree: NorgDocument
    }

    /// The folder the site's paths start from (nil for a document without a file path).
    package let root: String?
    package let documents: [String: Document]
    package let site: HTMLSite
    /// Each document's link problems, as `norg render` reports them, in document order.
    package let problems: [String: [SiteLinkProblem]]
    private let keyByURI: [String: String]

    package init(root: String?, documents: [Document]) {
        self.root = root
        var byKey: [String: Document] = [:]
        var keyByURI: [String: String] = [:]
        for document in documents {
            byKey[document.key] = document
            keyByURI[document.uri] = document.key
        }
        self.documents = byKey
        self.keyByURI = keyByURI
        site = HTMLSite(documents: byKey.mapValues(\.tree))
        problems = Dictionary(grouping: site.linkProblems, by: \.path)
    }

    /// The document a URI names, if the site holds it.
    package func document(uri: String) -> Document? {
        keyByURI[uri].flatMap { documents[$0] }
    }

    /// The URI of the file at the site path `path` (a document's key + `.norg`, or another file).
    package func uri(ofFile path: String) -> String? {
        root.map { FileURI.uri($0 + "/" + path) }
    }

    /// The keys in path order.
    package var keys: [String] { site.paths }

    /// The link of `document` at byte `offset`, if the offset lies on one.
    package func link(in document: Document, at offset: Int) -> InlineLink? {
        site.linkIndex(of: document.key)?.siteLinks.first { link in
            link.range.start.offset <= offset && offset < max(link.range.end.offset, link.range.start.offset + 1)
        }
    }

    /// The byte offset of the node `id` of the document `key`: where a link to it goes.
    package func offset(ofID id: String, in key: String) -> Int? {
        site.linkIndex(of: key)?.startOffset(ofID: id)
    }
}
