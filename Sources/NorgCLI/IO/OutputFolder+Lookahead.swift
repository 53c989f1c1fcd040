import NorgKit

extension OutputFolder {
    /// What stands at each of `paths` (`entries(at:)`), looked at in the background while the
    /// caller does other work: a rebuild looks at every page the last build wrote, and those
    /// thousands of `stat` calls then cost it no time of its own. A path not asked about is absent.
    static func lookahead(_ folder: OutputFolder, paths: [RelativePath]) -> Background<[RelativePath: Entry]> {
        Background {
            let entries = folder.entries(at: paths)
            var byPath = [RelativePath: Entry](minimumCapacity: paths.count)
            for (path, entry) in zip(paths, entries) { byPath[path] = entry }
            return byPath
        }
    }
}
