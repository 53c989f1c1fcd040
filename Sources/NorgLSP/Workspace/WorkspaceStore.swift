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
/// Each folder is read, parsed and indexed once, when first asked for (`onIndexing` hears how
/// far that has come); after that a change (an edit, `didClose`, a watched-file event) parses
/// and indexes the one document again, and says which documents' links it may break or mend.
/// Nothing here ever writes a file.
package final class WorkspaceStore {
    /// The most bytes read of one file on disk (the message limit: what an editor could send).
    package static let fileLimit = MessageFraming.maximumMessageBytes

    /// The workspace folders' paths, without a trailing `/`.
    package private(set) var roots: [String] = []
    private var openDocuments: [String: TextDocument] = [:]
    /// Each site's snapshot (by root, or by URI for a document outside every folder).
    private var snapshots: [String: SiteSnapshot] = [:]
    /// Hears the progress of indexing a folder: (root, documents done, documents in all).
    package var onIndexing: ((String, Int, Int) -> Void)?

    package init() {}

    package func setRoots(_ paths: [String]) {
        roots = paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        snapshots = [:]
    }

    /// Whether the editor has the document open.
    package func isOpen(_ uri: String) -> Bool { openDocuments[uri] != nil }

    package var openURIs: [String] { openDocuments.keys.sorted() }

    package func text(of uri: String) -> TextDocument? { openDocuments[uri] }

    /// Each change returns the URIs of the documents whose diagnostics may have changed: the
    /// document itself and those whose links it may break or mend.
    @discardableResult
    package func didOpen(_ uri: String, text: String) -> Set<String> {
        openDocuments[uri] = TextDocument(text)
        return changed(uri)
    }

    @discardableResult
    package func didChange(_ uri: String, _ document: TextDocument) -> Set<String> {
        openDocuments[uri] = document
        return changed(uri)
    }

    /// The editor closed the document: from now on it is read from disk.
    @discardableResult
    package func didClose(_ uri: String) -> Set<String> {
        openDocuments[uri] = nil
        return changed(uri)
    }

    /// A file changed, was created or deleted on disk (a `git pull` outside the editor): it is
    /// read again, unless the editor holds it open (its text is the editor's).
    @discardableResult
    package func fileChanged(_ uri: String) -> Set<String> {
        guard openDocuments[uri] == nil else { return [] }
        return changed(uri)
    }

    /// Indexes the document at `uri` again in the snapshot of its folder, when that is built
    /// (else it is read when the folder is).
    private func changed(_ uri: String) -> Set<String> {
        snapshots[uri] = nil
        guard let path = FileURI.path(uri) else { return [uri] }
        var affected: Set<String> = [uri]
        for root in roots where NorgFolder.isInside(path, root) && snapshots[root] != nil {
            guard let key = key(of: path, in: root) else { continue }
            var updated: SiteSnapshot.Document?
            if openDocuments[uri] != nil || Self.walkTakes(path, key: key, in: root) {
                updated = self.document(uri).map { SiteSnapshot.Document(key: key, uri: uri, text: $0.0, tree: $0.1) }
            }
            affected.formUnion(snapshots[root]!.update(key: key, updated))
        }
        return affected
    }

    /// Whether the folder walk takes the file at `path` (site key `key`): a symbolic link only
    /// when the walk does (it leaves out links out of the folder: a file created or replaced by
    /// one outside the editor is not read through it), anything else as the walk would.
    private static func walkTakes(_ path: String, key: String, in root: String) -> Bool {
        var info = stat()
        guard RawPath.withSystemPath(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return true }
        let wanted = RawPath.bytes(key + ".norg")
        return ((try? NorgFolder(root))?.relativePaths ?? []).contains { RawPath.bytes($0) == wanted }
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
        let listing = (try? NorgFolder(root))?.relativePaths ?? []
        onIndexing?(root, 0, listing.count)
        for (done, relative) in listing.enumerated() {
            let uri = FileURI.uri(root + "/" + relative)
            if let (text, tree) = document(uri) {
                let key = String(relative.dropLast(".norg".count))
                documents.append(.init(key: key, uri: uri, text: text, tree: tree))
                seen.insert(key)
            }
            if (done + 1) % Self.progressStep == 0 { onIndexing?(root, done + 1, listing.count) }
        }
        // Open documents the folder walk does not list yet (a new file, not saved).
        for uri in openDocuments.keys.sorted() {
            guard let path = FileURI.path(uri), NorgFolder.isInside(path, root), let key = key(of: path, in: root),
                  !seen.contains(key), let (text, tree) = document(uri) else { continue }
            documents.append(.init(key: key, uri: uri, text: text, tree: tree))
            seen.insert(key)
        }
        let snapshot = SiteSnapshot(root: root, documents: documents)
        onIndexing?(root, listing.count, listing.count)
        snapshots[root] = snapshot
        return snapshot
    }

    /// How many documents are read between two reports of indexing progress.
    static let progressStep = 250

    /// The site key of the document at `path` in `root`: its relative path without `.norg`, nil
    /// when it is no `.norg` file, or lies in a hidden entry (which the folder walk leaves out).
    private func key(of path: String, in root: String) -> String? {
        let bytes = RawPath.bytes(path), rootBytes = RawPath.bytes(root)
        let start = rootBytes == [UInt8(ascii: "/")] ? 1 : rootBytes.count + 1
        guard bytes.count > start, let relative = RelativePath(bytes: Array(bytes[start...])), !relative.isHidden,
              relative.hasSuffix(".norg"), relative.bytes.count > 5 else { return nil }
        return String(relative.string.dropLast(".norg".count))
    }

    /// The text and tree of `uri`, parsed: the editor's text when open, else the file's bytes.
    private func document(_ uri: String) -> (TextDocument, NorgDocument)? {
        let text: TextDocument
        if let held = openDocuments[uri] {
            text = held
        } else if let path = FileURI.path(uri), let bytes = WorkspaceStore.read(path) {
            text = TextDocument(bytes: bytes)
        } else {
            return nil
        }
        return (text, NorgParser.parse(bytes: text.bytes))
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
