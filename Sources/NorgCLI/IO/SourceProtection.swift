import NorgKit

/// The one check of `norg render FILE -o OUT` and `norg export FILE -o OUT` before they write one
/// file: output written over the document it came from, or over any Norg document, would lose the
/// user's notes, so it is refused unless `--force`.
enum SourceProtection {
    /// Throws when `output` is the `input` document (the same file, by identity; `-` is standard
    /// input, which has none) or a `.norg` file, unless `force`. `what` names the output in the
    /// message (`the page`).
    static func refuseOverwritingSource(output: String?, input: String, force: Bool, what: String) throws(CommandError) {
        guard let output, !force else { return }
        if input != "-", let target = FileIdentity(ofFileAt: output), target == FileIdentity(ofFileAt: input) {
            throw .failure("\(output) is the input document; refusing to write \(what) over it (--force to do so)")
        }
        if output.utf8.reversed().starts(with: ".norg".utf8.reversed()) {
            throw .failure("\(output) is a Norg document; refusing to write \(what) over it (--force to do so)")
        }
    }
}
