import Foundation

/// How the reader app starts.
public enum ReaderLaunch {
    /// The folder named by the first argument after the program, else the current folder; a
    /// relative path is taken from the current folder.
    public static func folder(arguments: [String], currentFolder: String = FileManager.default.currentDirectoryPath) -> URL {
        let base = URL(fileURLWithPath: currentFolder, isDirectory: true)
        guard arguments.count > 1, !arguments[1].isEmpty else { return base }
        return URL(fileURLWithPath: arguments[1], isDirectory: true, relativeTo: base).standardizedFileURL
    }
}
