import NorgKit

extension NorgFolder {
    /// The folder at `path` walked for a command: a folder that cannot be opened is the command's
    /// failure.
    static func opening(_ path: String) throws(CommandError) -> NorgFolder {
        do {
            return try NorgFolder(path)
        } catch {
            throw .failure(error.description)
        }
    }
}
