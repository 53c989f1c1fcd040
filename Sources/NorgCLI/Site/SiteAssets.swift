#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// The local files a site's pages reference (`HTMLSite.referencedFiles`), found in the input
/// folder by the trust rules the folder walk follows (`NorgFolder`): only what lies inside the
/// folder, through symbolic links only when they stay inside it, regular files only, never a hidden
/// file. A refused file is left out with a warning; a missing one silently (the link report says
/// where it is named). Nothing is read here: `SiteOutput` copies each file on its own.
struct SiteAssets {
    /// The files to copy, in the order asked.
    private(set) var files: [SiteAsset] = []
    /// One line per refused or unreadable file (`path: reason; not copied`).
    private(set) var warnings: [String] = []

    /// `reserved`: whether the render writes the output path itself (a page): a file there is
    /// not copied over it. `output`: the output folder, whose files are never copied.
    init(_ paths: [String], in folder: NorgFolder, reserved: (String) -> Bool = { _ in false }, output: FileIdentity? = nil) {
        for path in paths {
            let shown = folder.root + "/" + path
            if reserved(path) {
                warnings.append("\(shown): a page is written there; not copied")
                continue
            }
            switch SiteAssets.source(of: path, in: folder, output: output) {
            case .success(let source?): files.append(SiteAsset(path: path, source: source))
            case .success(nil): continue
            case .failure(let refusal): warnings.append("\(shown): \(refusal.reason); not copied")
            }
        }
    }

    /// Why a referenced file is not copied.
    struct Refusal: Error {
        var reason: String
    }

    /// Where the file at `path` inside `folder` lies, every link resolved (the copy then follows
    /// no link); nil when there is nothing there.
    private static func source(of path: String, in folder: NorgFolder, output: FileIdentity?) -> Result<String?, Refusal> {
        guard let relative = RelativePath(path) else {
            return .failure(Refusal(reason: "not a path inside the folder"))
        }
        guard !relative.isHidden else {
            return .failure(Refusal(reason: "a hidden file"))
        }
        let full = folder.root + "/" + path
        guard LocalFile.exists(full) else { return .success(nil) }
        guard let real = NorgFolder.realPath(full) else {
            return .failure(Refusal(reason: "a link to nothing"))
        }
        switch folder.mayFollow(real) {
        case .inside: break
        case .hidden: return .failure(Refusal(reason: "a link to a hidden file or folder; not followed"))
        case .outside: return .failure(Refusal(reason: "a link to outside the folder; not followed"))
        }
        if let output, FileIdentity.lies(real, inFolder: output) {
            return .failure(Refusal(reason: "inside the output folder; not copied"))
        }
        var info = stat()
        guard RawPath.withSystemPath(real, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(reason: "not a regular file"))
        }
        guard RawPath.withSystemPath(real, { access($0, R_OK) }) == 0 else {
            return .failure(Refusal(reason: "cannot read it: \(StreamError.current)"))
        }
        return .success(real)
    }
}
