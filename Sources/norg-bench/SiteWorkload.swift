import Foundation

/// `norg-bench --site N`: a workspace of N linked notes rendered as a site by the `norg` built
/// beside this benchmark: the full build into an empty folder with no note summaries kept, the
/// rebuild after one note's body is edited (which parses only that note, by the summaries, renders
/// again only the pages whose inputs changed, by the site cache, and writes only the files whose
/// bytes changed), and one page's size in a folder of 100 and of 400 notes (the sidebar bound: it
/// must not grow). `norg` keeps its summaries in a cache folder of the benchmark's own; every
/// run starts after `sync`, so none pays for the disk writes of the one before.
enum SiteWorkload {
    static func run(notes count: Int, runs: Int) -> Bool {
        let norg = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("norg").path
        guard FileManager.default.isExecutableFile(atPath: norg) else {
            print("norg-bench: no norg beside norg-bench (\(norg)); build it first (swift build -c release)")
            return false
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-site-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let notes = root + "/notes"
        let bytes = writeWorkspace(count: count, nested: true, into: notes)
        print("site: \(count) notes (\(bytes) bytes) in 100 folders, best of \(runs) runs")

        // Each run is a full build, a rebuild with nothing changed and one after an edit, one
        // after another: the machine's speed drifts over seconds, and a ratio of two times taken
        // minutes apart would measure the drift. The ratio is the median of the runs' own ratios.
        var full: [Double] = [], unchanged: [Double] = [], edited: [Double] = [], ratios: [Double] = []
        var lastMessage = ""
        for run in 0..<runs {
            try? FileManager.default.removeItem(atPath: root + "/out")
            try? FileManager.default.removeItem(atPath: root + "/cache")
            guard let fullSeconds = time(norg, [notes, "-o", root + "/out", "--today", "2026-12-01"]),
                  let unchangedSeconds = time(norg, [notes, "-o", root + "/out", "--today", "2026-12-01"]) else { return false }
            let note = notes + "/" + path(of: 7)
            let text = (try? String(contentsOfFile: note, encoding: .utf8)) ?? ""
            try? (text + "An edit, number \(run).\n").write(toFile: note, atomically: false, encoding: .utf8)
            guard let editSeconds = time(norg, [notes, "-o", root + "/out", "--today", "2026-12-01"], message: &lastMessage) else { return false }
            full.append(fullSeconds)
            unchanged.append(unchangedSeconds)
            edited.append(editSeconds)
            ratios.append(editSeconds / fullSeconds)
        }
        print("  full build (empty output)          \(format(full.min()!)) s")
        print("  rebuild, nothing changed           \(format(unchanged.min()!)) s")
        print("  rebuild after one edit             \(format(edited.min()!)) s   (\(lastMessage))")
        // The promise of the site cache: a body edit costs a fifth of a full build at most, and 0.2 s.
        let ratio = ratios.sorted()[ratios.count / 2]
        print("  edit rebuild / full build          \(String(format: "%.2f", ratio))    (median of the runs' ratios; "
            + "from \(String(format: "%.2f", ratios.min()!)) to \(String(format: "%.2f", ratios.max()!)); target: at most 0.20 and 0.2 s)")

        for size in [100, 400] {
            let flat = root + "/flat-\(size)"
            _ = writeWorkspace(count: size, nested: false, into: flat)
            guard time(norg, [flat, "-o", flat + "-out", "--today", "2026-12-01"]) != nil else { return false }
            let page = (try? FileManager.default.attributesOfItem(atPath: flat + "-out/note-42.html"))?[.size] as? Int ?? -1
            print("  page note-42.html in a folder of \(size) notes: \(page) bytes")
        }
        return true
    }

    /// Where note `number` lives: ten areas of ten topics each, or all in one folder.
    static func path(of number: Int, nested: Bool = true) -> String {
        nested ? "area-\(number % 10)/topic-\((number / 10) % 10)/note-\(number).norg" : "note-\(number).norg"
    }

    /// Writes `count` notes that link to one another (wiki links by title, `{:file:}` links by path,
    /// to headings in them), with tasks due around 2026-12-01, and an `index.norg`; returns the bytes.
    static func writeWorkspace(count: Int, nested: Bool, into folder: String) -> Int {
        var total = 0
        func write(_ relative: String, _ text: String) {
            let path = folder + "/" + relative
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            total += text.utf8.count
        }
        write("index.norg", "@document.meta\ntitle: Workspace\n@end\n* Workspace\n  Start at {:\(path(of: 0, nested: nested).dropLast(5)):}[the first note].\n")
        for number in 0..<count {
            // Neighbours' numbers, so that a note's own text does not depend on `count`.
            let next = (number + 1) % count, other = (number + count - 1) % count
            var text = "@document.meta\ntitle: Note \(number)\n@end\n* Note \(number)\n"
            text += "  This note follows {? Note \(next)} and mentions {:$/\(path(of: other, nested: nested).dropLast(5)):** Details}[note \(other)'s details].\n"
            text += "** Tasks\n"
            text += "   - ( |< 2026-12-\(String(format: "%02d", number % 28 + 1))) review note \(next)\n"
            text += "   - (x) read note \(other)\n"
            text += "** Details\n   Some *bold* and /italic/ text, `code`, and a list:\n   - one\n   - two\n"
            write(path(of: number, nested: nested), text)
        }
        return total
    }

    /// Runs `norg render ARGS` and returns the wall-clock seconds; nil (reported) if it failed.
    private static func time(_ norg: String, _ arguments: [String]) -> Double? {
        var message = ""
        return time(norg, arguments, message: &message)
    }

    private static func time(_ norg: String, _ arguments: [String], message: inout String) -> Double? {
        // What earlier runs wrote is flushed first, so no run pays for another's writing back.
        sync()
        // Spawned and waited for as a shell does (`ProcessWorkloads.spawn`): Foundation's
        // `Process` waits for an exit in steps of up to 50 ms, which a rebuild's time would carry.
        // The note summaries go to the benchmark's folder (removed with it), not the user's cache.
        let root = arguments.firstIndex(of: "-o").map { (arguments[$0 + 1] as NSString).deletingLastPathComponent }
            ?? FileManager.default.temporaryDirectory.path
        let log = root + "/norg-stderr.txt"
        let seconds = ProcessWorkloads.spawn(norg, ["render"] + arguments, stderr: log,
                                             setting: ["XDG_CACHE_HOME": root + "/cache"])
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        message = output.split(separator: "\n").last.map(String.init) ?? ""
        guard let seconds else {
            print("norg-bench: norg render \(arguments.joined(separator: " ")) failed: \(message)")
            return nil
        }
        return seconds
    }

    private static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
