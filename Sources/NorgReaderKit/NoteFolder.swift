import Foundation
import NorgKit

/// Finds the Norg documents of a folder: every `*.norg` regular file below it, by path relative to
/// the folder (`/`-separated), in byte order. The walk is the command line's (`norg render` and
/// `norg tasks` on a folder): hidden files and folders (names starting with `.`) are left out, a
/// symbolic link is followed only when it points inside the folder, and a folder reached twice
/// is walked once, so the walk never leaves the folder or loops.
public enum NoteFolder {
    /// Why a folder could not be listed.
    public struct NotAFolder: Error, Sendable, Hashable, CustomStringConvertible {
        /// The folder as given.
        public let path: String
        /// `PATH is not a folder that can be read`.
        public var description: String { "\(path) is not a folder that can be read" }
    }

    /// The documents' paths relative to `folder`, in byte order; entries that cannot be read are
    /// left out. Allocates the array.
    public static func documentPaths(in folder: URL) throws(NotAFolder) -> [String] {
        guard NorgFolder.isFolder(folder.path), let walked = try? NorgFolder(folder.path) else {
            throw NotAFolder(path: folder.path)
        }
        return walked.relativePaths
    }
}
