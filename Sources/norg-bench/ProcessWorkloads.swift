import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `norg` as its users run it: one whole process per document, start-up included. The `norg`
/// measured is the one beside this benchmark (or `--norg PATH`); the release build the README names
/// is static on Linux, and the report says which kind it measured.
///
/// Wall time is the best of `runs` spawns (`posix_spawn` to `waitpid`, output to /dev/null). Peak
/// memory is GNU time's `%M` (`/usr/bin/time`, which forks before it executes `norg`, so its figure
/// is `norg`'s own and at least time's 2 MiB; a child spawned from this benchmark would carry its
/// peak across `exec`). Instructions are callgrind's whole-process count, when valgrind is installed.
enum ProcessWorkloads {
    struct Row {
        var command: String
        var input: String
        var name: String { input.isEmpty ? command : "\(command), \(input)" }
        var bytes: Int
        var seconds: Double
        var peakBytes: Int?
        var instructions: Int?
    }

    /// The `norg` beside this executable.
    static func besideBenchmark() -> String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("norg").path
    }

    /// The startup workload and `ast`/`render` on each input, as whole processes.
    static func measure(norg: String, inputs: [(name: String, path: String, bytes: Int)], runs: Int,
                        directory: String) -> [Row] {
        var rows: [Row] = []
        let empty = directory + "/empty.norg"
        _ = FileManager.default.createFile(atPath: empty, contents: nil)
        let output = directory + "/process-out.html"
        if let row = measure("startup (empty document)", "", norg, ["ast", empty, "--format", "none"], bytes: 0,
                             runs: max(runs, 20), counting: true) {
            rows.append(row)
        }
        for input in inputs {
            // callgrind runs about 50 times slower: instructions are counted up to a few MiB.
            let counting = input.bytes <= 4 << 20
            if let row = measure("ast", input.name, norg, ["ast", input.path, "--format", "none"],
                                 bytes: input.bytes, runs: runs, counting: counting) {
                rows.append(row)
            }
            if let row = measure("render", input.name, norg, ["render", input.path, "-o", output],
                                 bytes: input.bytes, runs: runs, counting: counting) {
                rows.append(row)
            }
        }
        try? FileManager.default.removeItem(atPath: output)
        return rows
    }

    private static func measure(_ command: String, _ input: String, _ norg: String, _ arguments: [String], bytes: Int, runs: Int,
                                counting: Bool) -> Row? {
        let name = input.isEmpty ? command : "\(command), \(input)"
        guard Measurement.only.isEmpty || Measurement.only.contains(where: { "process \(name)".hasPrefix($0) }) else {
            return nil
        }
        var best = Double.infinity
        for _ in 0...runs {  // the first run warms the page cache
            guard let seconds = spawn(norg, arguments) else {
                print("norg-bench: \(norg) \(arguments.joined(separator: " ")) failed")
                return nil
            }
            best = min(best, seconds)
        }
        return Row(command: command, input: input, bytes: bytes, seconds: best, peakBytes: peakMemory(norg, arguments),
                   instructions: counting ? instructions(norg, arguments) : nil)
    }

    /// Seconds from spawning `path` to its exit, or nil when it could not start or failed;
    /// `variables` are set in its environment besides this process's own.
    static func spawn(_ path: String, _ arguments: [String], stdout: String = "/dev/null",
                      stderr: String = "/dev/null", setting variables: [String: String] = [:]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment: [UnsafeMutablePointer<CChar>?]? = variables.isEmpty ? nil
            : ProcessInfo.processInfo.environment.merging(variables) { $1 }.map { strdup("\($0)=\($1)") } + [nil]
        defer { environment?.forEach { free($0) } }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = environment.map { posix_spawn(&pid, path, &actions, nil, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let elapsed = clock.now - start
        // Exited normally with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `norg`'s peak resident set in bytes, by GNU time; nil without it.
    static func peakMemory(_ path: String, _ arguments: [String]) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard spawn(time, ["-f", "%M", "-o", report, path] + arguments) != nil,
              let text = try? String(contentsOfFile: report, encoding: .utf8),
              let kilobytes = Int(text.split(separator: "\n").last ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// callgrind's instruction count for the process (`toggle`: only inside that function); nil
    /// without valgrind.
    static func instructions(_ path: String, _ arguments: [String], toggle: String? = nil) -> Int? {
        guard let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else { return nil }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-cg-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var options = ["--tool=callgrind", "--callgrind-out-file=/dev/null"]
        if let toggle { options.append("--toggle-collect=\(toggle)") }
        guard spawn(valgrind, options + [path] + arguments, stderr: log) != nil,
              let text = try? String(contentsOfFile: log, encoding: .utf8),
              let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let count = Int(line.split(separator: " ").last ?? "") else { return nil }
        return count
    }

    /// "static" or "dynamic" (an ELF program with an interpreter) and the size of the file.
    static func describe(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "missing" }
        let bytes = [UInt8](data)
        let megabytes = String(format: "%.1f MB", Double(bytes.count) / 1e6)
        guard bytes.count > 64, bytes.prefix(4) == [0x7F, 0x45, 0x4C, 0x46] else { return megabytes }
        // ELF64, little-endian: program headers at e_phoff (0x20), e_phnum at 0x38, 56 bytes each.
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { offset + $1 < bytes.count ? $0 | Int(bytes[offset + $1]) << (8 * $1) : $0 }
        }
        let headers = integer(0x20, 8), count = integer(0x38, 2)
        let interpreted = (0..<count).contains { integer(headers + 56 * $0, 4) == 3 }  // PT_INTERP
        return (interpreted ? "dynamically linked" : "static") + ", " + megabytes
    }

    /// The report's lines; `md4c` is md4c's in-process best (seconds, instructions) on each input's twin.
    static func report(_ rows: [Row], norg: String, runs: Int, md4c: [String: (parse: Double, html: Double?)],
                       md4cInstructions: [String: (parse: Int?, html: Int?)]) -> [String] {
        var lines = ["norg as whole processes (\(norg): \(describe(norg))), best of \(runs)"]
        for row in rows {
            var line = "  " + row.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(format: "%8.2f ms", row.seconds * 1000)
            if let peak = row.peakBytes { line += String(format: "   peak %6.1f MiB", Double(peak) / 1_048_576) }
            if let count = row.instructions { line += String(format: "   %8.2f M instructions", Double(count) / 1e6) }
            lines.append(line)
        }
        // md4c is charged no start-up: its C command-line twin starts in about 0.2 M instructions.
        for row in rows {
            let parts = [row.command, row.input]
            guard let md = md4c[row.input] else { continue }
            let html = row.command == "render"
            guard let mdSeconds = html ? md.html : md.parse else { continue }
            var line = "  \(parts[0]) vs md4c \(html ? "md_html" : "parse") (in process), \(parts[1]): "
                + String(format: "%.2f× by time", mdSeconds / row.seconds)
            if let counts = md4cInstructions[parts[1]], let mdCount = html ? counts.html : counts.parse,
               let count = row.instructions {
                line += String(format: ", %.2f× by instructions", Double(mdCount) / Double(count))
            }
            lines.append(line)
        }
        return lines
    }
}
