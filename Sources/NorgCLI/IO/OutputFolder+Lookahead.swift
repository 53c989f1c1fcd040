import Dispatch
import NorgKit
import Synchronization

extension OutputFolder {
    /// What stands at many paths (`entries(at:)`), looked at in the background while the caller
    /// does other work: a rebuild looks at every page the last build wrote, and those thousands of
    /// `stat` calls then cost it no time of its own. `entries` waits for the answer.
    final class Lookahead: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let found = Mutex<[RelativePath: Entry]>([:])

        init(_ folder: OutputFolder, paths: [RelativePath]) {
            DispatchQueue.global().async {
                let entries = folder.entries(at: paths)
                var byPath = [RelativePath: Entry](minimumCapacity: paths.count)
                for (path, entry) in zip(paths, entries) { byPath[path] = entry }
                self.found.withLock { $0 = byPath }
                self.done.signal()
            }
        }

        /// What stood at each path when it was looked at (a path not asked about is absent).
        func entries() -> [RelativePath: Entry] {
            wait()
            return found.withLock { $0 }
        }

        /// Returns once every path has been looked at.
        func wait() {
            done.wait()
            done.signal()
        }
    }
}
