/// Writes a built site into its output folder, touching only what changed, and removes the files
/// an earlier build wrote that this one no longer makes.
///
/// A file whose bytes are already there is left alone (its time and inode stay). The files a build
/// writes are listed in `.norg-site-manifest` in the output folder; on the next build, the files
/// listed there and no longer made are removed: only those, only regular files (never a link,
/// never through one), never a `.norg`. Folders left empty are kept.
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

    /// Writes `files` (the first of two with the same path wins; the other is reported), then the
    /// manifest, then removes what the previous manifest lists and `files` no longer hold.
    func write(_ files: [SiteFile]) -> Report {
        var report = Report()
        var seen: Set<String> = []
        var unique: [SiteFile] = []
        for file in files {
            if !SiteOutput.isRemovable(file.path) {
                report.failures.append("norg render: warning: \(folder.path)/\(file.path): not a path a site may write; skipped")
            } else if seen.insert(file.path).inserted {
                unique.append(file)
            } else {
                report.failures.append("norg render: warning: \(folder.path)/\(file.path): made twice; the first kept")
            }
        }
        let outcomes = ParallelWork.map(unique.count) { [unique, folder] position -> Result<Bool, CommandError> in
            let file = unique[position]
            if folder.read(file.path) == file.bytes { return .success(false) }
            return Result { () throws(CommandError) in
                try folder.write(file.bytes, to: file.path)
                return true
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
