#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// The documents the server knows: those the editor has open (their text as the editor holds it,
/// from `didOpen` and `didChange`) and the rest of each workspace folder, found with the site's
/// folder walk (`NorgFolder`: hidden entries and links out of the folder left out) and read from
/// disk. `.norgignore` and drafts are a publishing choice and do not apply here.
///
/// Parsed documents are kept until their text changes (an edit, `didClose`, a watched-file event),
/// and each folder's snapshot until any of its documents does. Nothing here ever writes a file.
package final class WorkspaceStore {
    /// The most bytes read of one file on disk (the message limit: what an editor could send).
    package static let fileLimit = MessageFraming.maximumMessageBytes

    /// The workspace folders' paths, without a trailing `/`.
    package private(set) var roots: [String] = []
    private var openDocuments: [String: TextDocument] = [:]
    /// Documents by URI, parsed: open ones from their text, others from disk.
    private var parsed: [String: (text: TextDocument, tree: NorgDocument)] = [:]
    /// Each folder's `.norg` files (relative paths, byte order), until a file is created or deleted.
    private var listings: [String: [String]] = [:]
    /// Each site's snapshot (by root, or by URI for a document outside every folder).
    private var snapshots: [String: SiteSnapshot] = [:]

    package init() {}

    package func setRoots(_ paths: [String]) {
        roots = paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        listings = [:]
        snapshots = [:]
    }

    /// Whether the editor has the document open.
    package func isOpen(_ uri: String) -> Bool { openDocuments[uri] != nil }

    package var openURIs: [String] { openDocuments.keys.sorted() }

    package func text(of uri: String) -> TextDocument? { openDocuments[uri] }

    package func didOpen(_ uri: String, text: String) {
        openDocuments[uri] = TextDocument(text)
        changed(uri, listingChanged: true)
    }

    package func didChange(_ uri: String, _ document: TextDocument) {
        openDocuments[uri] = document
        changed(uri, listingChanged: false)
    }

    /// The editor closed the document: from now on it is read from disk.
    package func didClose(_ uri: String) {
        openDocuments[uri] = nil
        changed(uri, listingChanged: true)
    }

    /// A file changed on disk (a `git pull` outside the editor): read it again; `created` or
    /// deleted files change the folder's listing.
    package func fileChanged(_ uri: String, listingChanged: Bool) {
        changed(uri, listingChanged: listingChanged)
    }

    private func changed(_ uri: String, listingChanged: Bool) {
        parsed[uri] = nil
        snapshots[uri] = nil
        guard let path = FileURI.path(uri) else { return }
        for root in roots where NorgFolder.isInside(path, root) {
            snapshots[root] = nil
            if listingChanged { listings[root] = nil }
        }
    }

    /// The snapshot of the site holding `uri`: its workspace folder's, or one of that document
    /// alone when it lies in no folder (or in a hidden one, or is no `.norg` file).
    package func snapshot(for uri: String) -> SiteSnapshot? {
        if let path = FileURI.path(uri), let root = roots.first(where: { NorgFolder.isInside(path, $0) }),
           key(of: path, in: root) != nil {
            return snapshot(root: root)
        }
        if let cached = snapshots[uri] { return cached }
        guard let (text, tree) = document(uri) else { return nil }
        let path = FileURI.path(uri)
        let name = path.map { SitePathName.key(of: $0) } ?? "document"
        let snapshot = SiteSnapshot(root: path.map(SitePathName.folder(of:)),
                                    documents: [.init(key: name, uri: uri, text: text, tree: tree)])
        snapshots[uri] = snapshot
        return snapshot
    }

    /// Every workspace folder's snapshot.
    package func allSnapshots() -> [SiteSnapshot] {
        roots.map { snapshot(root: $0) }
    }

    private func snapshot(root: String) -> SiteSnapshot {
        if let cached = snapshots[root] { return cached }
        var documents: [SiteSnapshot.Document] = []
        var seen: Set<String> = []
        for relative in listing(root) {
            let uri = FileURI.uri(root + "/" + relative)
            guard let (text, tree) = document(uri) else { continue }
            let key = String(relative.dropLast(".norg".count))
            documents.append(.init(key: key, uri: uri, text: text, tree: tree))
            seen.insert(key)
        }
        // Open documents the folder walk does not list yet (a new file, not saved).
        for uri in openDocuments.keys.sorted() {
            guard let path = FileURI.path(uri), NorgFolder.isInside(path, root), let key = key(of: path, in: root),
                  !seen.contains(key), let (text, tree) = document(uri) else { continue }
            documents.append(.init(key: key, uri: uri, text: text, tree: tree))
            seen.insert(key)
        }
        let snapshot = SiteSnapshot(root: root, documents: documents)
        snapshots[root] = snapshot
        return snapshot
    }

    /// The site key of the document at `path` in `root`: its relative path without `.norg`, nil
    /// when it is no `.norg` file, or lies in a hidden entry (which the folder walk leaves out).
    private func key(of path: String, in root: String) -> String? {
        let bytes = RawPath.bytes(path), rootBytes = RawPath.bytes(root)
        let start = rootBytes == [UInt8(ascii: "/")] ? 1 : rootBytes.count + 1
        guard bytes.count > start, let relative = RelativePath(bytes: Array(bytes[start...])), !relative.isHidden,
              relative.hasSuffix(".norg"), relative.bytes.count > 5 else { return nil }
        return String(relative.string.dropLast(".norg".count))
    }

    private func listing(_ root: String) -> [String] {
        if let cached = listings[root] { return cached }
        let paths = (try? NorgFolder(root))?.relativePaths ?? []
        listings[root] = paths
        return paths
    }

    /// The text and tree of `uri`: the editor's text when open, else the file's bytes.
    private func document(_ uri: String) -> (TextDocument, NorgDocument)? {
        if let cached = parsed[uri] { return cached }
        let text: TextDocument
        if let held = openDocuments[uri] {
            text = held
        } else if let path = FileURI.path(uri), let bytes = WorkspaceStore.read(path) {
            text = TextDocument(bytes: bytes)
        } else {
            return nil
        }
        let tree = NorgParser.parse(bytes: text.bytes)
        parsed[uri] = (text, tree)
        return (text, tree)
    }

    /// The bytes of the regular file at `path`, nil when it cannot be read or is over the limit.
    /// Opened without blocking, so a FIFO put in a document's place cannot stall the server.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = RawPath.withSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= fileLimit else { return nil }
        guard let bytes = try? DescriptorReading.readToEnd(descriptor, from: 0, sizeHint: Int(info.st_size),
                                                           limit: fileLimit),
              bytes.count <= fileLimit else { return nil }
        return bytes
    }
}

/// The name and folder of a document that lies in no workspace folder.
enum SitePathName {
    static func key(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".norg") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
