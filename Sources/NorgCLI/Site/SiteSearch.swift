#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// `--search`: the built site indexed by Pagefind (the static search of Hugo, Zola and Astro sites).
///
/// Pagefind reads the pages in OUT and writes its index into a temporary folder of this run's own
/// (`--output-path`), never into OUT; the build then copies that bundle into OUT under the same
/// rule as every other file it writes, so the manifest proves it and a later build without
/// `--search` removes it. Only what sits in `<main data-pagefind-body>` (the notes' pages) is
/// indexed. Pagefind is run as `python3 -m pagefind` (`pip install 'pagefind[bin]'`), or as the
/// program `NORG_PAGEFIND` names.
enum SiteSearch {
    /// The command that runs Pagefind, before its arguments.
    static var command: [String] {
        if let program = getenv("NORG_PAGEFIND").map({ String(cString: $0) }), !program.isEmpty { return [program] }
        return ["python3", "-m", "pagefind"]
    }

    /// Refuses, with what to install, when Pagefind cannot be run.
    static func requireInstalled() throws(CommandError) {
        guard run(command + ["--version"]) == 0 else {
            throw .failure("--search needs Pagefind: pip install 'pagefind[bin]' (run as python3 -m pagefind), "
                + "or set NORG_PAGEFIND to a pagefind program")
        }
    }

    /// Indexes the site in `site` and hands the bundle's files, to be copied under `bundle` (a
    /// folder relative to OUT), to `copy`; the temporary folder is removed afterwards.
    static func index(site: String, bundle: String, copy: ([SiteAsset]) -> Void) throws(CommandError) {
        var template = Array("/tmp/norg-search-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .failure("--search: no temporary folder for Pagefind's index (\(SystemCallError.current.reason))")
        }
        let temporary = String(cString: made)
        defer { removeTree(temporary) }
        let status = run(command + ["--site", site, "--output-path", temporary + "/bundle", "--quiet"])
        guard status == 0 else { throw .failure("--search: Pagefind failed (exit status \(status)); the site is built, without search") }
        var files: [SiteAsset] = []
        collect(temporary + "/bundle", relative: "", into: &files, bundle: bundle)
        files.sort { $0.path.utf8Precedes($1.path) }
        copy(files)
    }

    private static func collect(_ path: String, relative: String, into files: inout [SiteAsset], bundle: String) {
        guard let names = FolderListing.visibleNames(in: path) else { return }
        for name in names {
            let text = String(decoding: name, as: UTF8.self)
            let child = path + "/" + text, inner = relative.isEmpty ? text : relative + "/" + text
            if isFolder(child) {
                collect(child, relative: inner, into: &files, bundle: bundle)
            } else {
                files.append(SiteAsset(path: bundle + "/" + inner, source: child))
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return RawPath.withSystemPath(path, { lstat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the temporary folder this run made, and nothing it did not: regular files and
    /// folders below it, never following a link.
    private static func removeTree(_ path: String) {
        if isFolder(path) {
            for name in FolderListing.visibleNames(in: path) ?? [] {
                removeTree(path + "/" + String(decoding: name, as: UTF8.self))
            }
            _ = RawPath.withSystemPath(path, { rmdir($0) })
        } else {
            _ = RawPath.withSystemPath(path, { unlink($0) })
        }
    }

    /// Runs `arguments` (the first looked up on PATH) with standard input closed and its output
    /// discarded; its exit status, or -1 when it could not start.
    private static func run(_ arguments: [String]) -> Int32 {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #elseif os(macOS)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        // iOS and visionOS start no other programs.
        return -1
        #endif
        #if os(Linux) || os(macOS)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        #endif
    }
}
