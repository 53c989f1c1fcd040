/// A file of the notes folder a page references (an image, a `{/ file}` target), copied into the
/// site at the same relative path. Only its place is held, never its bytes: `SiteOutput` copies
/// it a chunk at a time, so a folder of videos costs no more memory than a folder of notes.
struct SiteAsset: Sendable, Equatable {
    /// The path in the site, relative to the output folder (and to the notes folder).
    var path: String
    /// Where the file lies, every symbolic link resolved, checked to lie inside the notes folder.
    var source: String
}
