import NorgKit

extension NorgFolder {
    /// The folder at `path` walked for a command: a folder that cannot be opened is the command's
    /// failure. `excluding` names a folder not to walk (the site's output).
    static func opening(_ path: String, excluding: FileIdentity? = nil) throws(CommandError) -> NorgFolder {
        do {
            return try NorgFolder(path, excluding: excluding)
        } catch {
            throw .failure(error.description)
        }
    }
}
