/// Writes a built site into its output folder, touching only what changed, and removes the files
/// an earlier build wrote that this one no longer makes.
///
/// A file whose bytes are already there is left alone (its time and inode stay). A referenced file
/// of the notes (`SiteAsset`) is compared and copied on its own, a chunk at a time
/// (`OutputFolder.copyFile`), so none is ever held whole in memory. The files a build writes are
/// listed in `.norg-site-manifest` in the output folder; on the next build, the files listed there
/// and no longer made are removed: only those, only regular files (never a link, never through
/// one), never a `.norg`. Folders left empty are kept.
struct SiteOutput {
    static let manifestName = ".norg-site-manifest"

    /// What a write did, each list in path order.
    struct Report: Equatable {
        /// Files written because they were missing or their bytes differed.
        var changed: [String] = []
        /// Files of the previous build removed.
        var removed: [String] = []
        /// One line per file that could not be written.
        var failures: [String] = []
    }

    let folder: OutputFolder

    /// What goes at one path: bytes made by the build, or a file of the notes to copy.
    private enum Content: Sendable {
        case bytes([UInt8])
        case copy(of: String)
    }

    /// Writes `files`, then copies `assets` (the first of two with the same path wins; the other is
    /// reported), then the manifest, then removes what the previous manifest lists and this build
    /// no longer makes.
    func write(_ files: [SiteFile], assets: [SiteAsset] = []) -> Report {
        var report = Report()
        var seen: Set<String> = []
        var unique: [(path: String, content: Content)] = []
        let wanted = files.map { ($0.path, Content.bytes($0.bytes)) } + assets.map { ($0.path, Content.copy(of: $0.source)) }
        for (path, content) in wanted {
            if !SiteOutput.isRemovable(path) {
                report.failures.append("norg render: warning: \(folder.path)/\(path): not a path a site may write; skipped")
            } else if seen.insert(path).inserted {
                unique.append((path, content))
            } else {
                report.failures.append("norg render: warning: \(folder.path)/\(path): made twice; the first kept")
            }
        }
        let outcomes = ParallelWork.map(unique.count) { [unique, folder] position -> Result<Bool, CommandError> in
            let (path, content) = unique[position]
            return Result { () throws(CommandError) in
                switch content {
                case .bytes(let bytes):
                    if folder.holds(bytes, at: path) { return false }
                    try folder.write(bytes, to: path)
                    return true
                case .copy(of: let source):
                    return try folder.copyFile(from: source, to: path)
                }
            }
        }
        for (file, outcome) in zip(unique, outcomes) {
            switch outcome {
            case .success(true): report.changed.append(file.path)
            case .success(false): break
            case .failure(let error): report.failures.append("norg render: warning: \(error.message); skipped")
            }
        }

        let previousManifest = folder.read(SiteOutput.manifestName)
        let previous = previousManifest.map(SiteOutput.paths(inManifest:)) ?? []
        let manifest = SiteOutput.manifest(unique.map(\.path))
        if previousManifest != manifest {
            do {
                try folder.write(manifest, to: SiteOutput.manifestName)
            } catch {
                report.failures.append("norg render: warning: \(error.message)")
            }
        }
        for path in previous.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where !seen.contains(path) && SiteOutput.isRemovable(path) && folder.removeFile(path) {
            report.removed.append(path)
        }
        return report
    }

    /// Whether a site may write, and later remove, the file at `path`: relative, inside the
    /// folder, not a Norg document and not the manifest.
    static func isRemovable(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.hasSuffix(".norg") && path != manifestName
            && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// One path a line; `%`, controls (a newline in a file name) written `%XX`, so every line is
    /// one whole path.
    static func manifest(_ paths: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            for byte in path.utf8 {
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                    bytes += Array("%".utf8) + Array(String(byte >> 4, radix: 16, uppercase: true).utf8)
                        + Array(String(byte & 15, radix: 16, uppercase: true).utf8)
                } else {
                    bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The paths a manifest lists; a line that does not decode is left out.
    static func paths(inManifest bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).compactMap { line -> String? in
            var decoded: [UInt8] = []
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "%") {
                    guard index + 2 < line.endIndex,
                          let byte = UInt8(String(decoding: line[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) else { return nil }
                    decoded.append(byte)
                    index += 3
                } else {
                    decoded.append(line[index])
                    index += 1
                }
            }
            return String(validating: decoded, as: UTF8.self)
        }
    }
}
