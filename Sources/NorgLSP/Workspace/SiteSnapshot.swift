import NorgHTML
import NorgKit

/// One site as it stands after the last change: the documents of a workspace folder (or one
/// document outside any folder), parsed, indexed and resolved together by the resolver
/// `norg render DIR` uses (`SiteIndex`). Every feature reads a snapshot (a value: what a request
/// reads does not change under it); a change updates the store's snapshot one document at a time.
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
    package private(set) var documents: [String: Document]
    package private(set) var site: SiteIndex
    private var keyByURI: [String: String]

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
        site = SiteIndex(documents: byKey.mapValues(\.tree))
    }

    /// Puts `document` in the site under `key` (nil takes the document at `key` out) and returns
    /// the URIs of the documents whose links may now go elsewhere (see `SiteIndex.update`).
    package mutating func update(key: String, _ document: Document?) -> Set<String> {
        if let old = documents[key] { keyByURI[old.uri] = nil }
        documents[key] = document
        if let document { keyByURI[document.uri] = key }
        let affected = site.update(key, document?.tree)
        return Set(affected.compactMap { documents[$0]?.uri })
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

    /// Each document's link problems, as `norg render` reports them, in document order.
    package func problems(of key: String) -> [SiteLinkProblem] {
        site.problems(of: key)
    }

    /// The link of `document` at byte `offset`, if the offset lies on one (a binary search: the
    /// links are in document order).
    package func link(in document: Document, at offset: Int) -> InlineLink? {
        guard let links = site.linkIndex(of: document.key)?.siteLinks else { return nil }
        var low = 0, high = links.count
        while low < high {
            let middle = (low + high) / 2
            if links[middle].range.start.offset <= offset { low = middle + 1 } else { high = middle }
        }
        // The links starting at or before the offset; the first in document order that holds it,
        // looking back a few (a link may sit inside another's description).
        return links[max(0, low - 8)..<low].first { link in
            let start = link.range.start.offset
            return start <= offset && offset < max(link.range.end.offset, start + 1)
        }
    }

    /// The byte offset of the node `id` of the document `key`: where a link to it goes.
    package func offset(ofID id: String, in key: String) -> Int? {
        site.linkIndex(of: key)?.startOffset(ofID: id)
    }
}
