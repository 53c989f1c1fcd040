import Foundation
import NorgKit

// norg-bench: NorgKit's throughput and memory on deterministic notes (and any files given),
// side by side with md4c on the Markdown twin of the same notes when md4c is installed.
//
//   swift run -c release norg-bench [--sizes 1,10] [--runs 5] [--only WORKLOAD,...] [--json] [--write-inputs DIR] [FILE...]
//   swift run -c release norg-bench --site 5000     (a folder of linked notes as a site, with the `norg` beside it)
//   swift run -c release norg-bench --lsp 5000      (the language server over such a folder, in process)

struct Options {
    var sizesMiB: [Int] = [1, 10]
    var runs = 5
    var json = false
    var writeInputs: String?
    var files: [String] = []
    var memoryProbe: String?
    var pathological = false
    var only: [String] = []
    var siteNotes: Int?
    var norg: String?
    var md4cProbe: (kind: String, path: String)?
    var lspNotes: Int?
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) -> String {
        guard let value = iterator.next() else { fail("\(flag) needs a value") }
        return value
    }
    while let argument = iterator.next() {
        switch argument {
        case "--sizes": options.sizesMiB = value(argument).split(separator: ",").compactMap { Int($0) }
        case "--runs": options.runs = max(1, Int(value(argument)) ?? 5)
        case "--json": options.json = true
        case "--pathological": options.pathological = true
        case "--site": options.siteNotes = max(1, Int(value(argument)) ?? 5000)
        case "--lsp": options.lspNotes = max(1, Int(value(argument)) ?? 5000)
        case "--only": options.only = value(argument).split(separator: ",").map(String.init)
        case "--write-inputs": options.writeInputs = value(argument)
        case "--memory-probe": options.memoryProbe = value(argument)
        case "--norg": options.norg = value(argument)
        case "--md4c-probe": options.md4cProbe = (value(argument), value(argument))
        case "--help", "-h":
            print("usage: norg-bench [--sizes 1,10] [--runs N] [--only WORKLOAD,...] [--json] [--write-inputs DIR] [--norg PATH] [--pathological [SHAPE...]] [--site N] [--lsp N] [FILE...]")
            exit(0)
        default:
            if argument.hasPrefix("-") { fail("unknown option \(argument)") }
            options.files.append(argument)
        }
    }
    return options
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("norg-bench: \(message)\n".utf8))
    exit(2)
}

/// Peak memory of parsing `path`, measured in a fresh child process so earlier runs don't count:
/// the child's peak RSS after parsing minus its peak after loading the input.
func parseMemory(path: String) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-probe", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
Measurement.only = options.only

// md4c once on a Markdown file, for callgrind to count (`--toggle-collect=md_parse` or `md_html`).
if let probe = options.md4cProbe {
    guard let md4c = MD4C(), let data = FileManager.default.contents(atPath: probe.path) else { exit(1) }
    blackHole(probe.kind == "html" ? md4c.html(Array(data)) : md4c.parse(Array(data)))
    exit(0)
}

if let probe = options.memoryProbe {
    guard let data = FileManager.default.contents(atPath: probe) else { exit(1) }
    let source = String(decoding: data, as: UTF8.self)
    let before = peakResidentBytes()
    let document = NorgParser.parse(source)
    let after = peakResidentBytes()
    blackHole(document.blocks.count)
    print(after - before)
    exit(0)
}

struct Input {
    var name: String
    var norg: String
    var markdown: String?
    var path: String
    var markdownPath: String?
}

if let notes = options.lspNotes {
    exit(LSPWorkload.run(notes: notes, requests: 100) ? 0 : 1)
}

if let notes = options.siteNotes {
    exit(SiteWorkload.run(notes: notes, runs: options.runs) ? 0 : 1)
}

if options.pathological {
    exit(PathologicalReport.run(runs: min(options.runs, 3), only: options.files) ? 0 : 1)
}

let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("norg-bench-\(getpid())")
try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

var inputs: [Input] = []
for size in options.sizesMiB {
    let notes = NotesGenerator.generate(bytes: size * 1024 * 1024)
    let path = temporary.appendingPathComponent("notes-\(size).norg").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(notes.norg.utf8))
    if let directory = options.writeInputs {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let suffix = size == 10 ? "" : "-\(size)"
        _ = FileManager.default.createFile(atPath: "\(directory)/notes\(suffix).norg", contents: Data(notes.norg.utf8))
        _ = FileManager.default.createFile(atPath: "\(directory)/notes\(suffix).md", contents: Data(notes.markdown.utf8))
    }
    let markdownPath = temporary.appendingPathComponent("notes-\(size).md").path
    _ = FileManager.default.createFile(atPath: markdownPath, contents: Data(notes.markdown.utf8))
    inputs.append(Input(name: "notes \(size) MiB", norg: notes.norg, markdown: notes.markdown, path: path,
                        markdownPath: markdownPath))
}
for file in options.files {
    guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
    inputs.append(Input(name: (file as NSString).lastPathComponent, norg: String(decoding: data, as: UTF8.self),
                        markdown: nil, path: file))
}

let md4c = MD4C()
var report: [[String: Any]] = []
var md4cSeconds: [String: (parse: Double, html: Double?)] = [:]

extension Array where Element == Measurement {
    /// Appends a measurement unless `--only` left it out.
    mutating func append(_ measurement: Measurement?) {
        if let measurement { append(measurement) }
    }
}
for input in inputs {
    let bytes = input.norg.utf8.count
    var rows: [Measurement] = []
    rows.append(Measurement.selected("parse", bytes: bytes, runs: options.runs) {
        NorgParser.parse(input.norg).blocks.count
    })
    let document = NorgParser.parse(input.norg)
    rows.append(contentsOf: BenchWorkloads.extra(source: input.norg, document: document, bytes: bytes, runs: options.runs))
    let outline = OutlineWorkloads.measure(source: input.norg, document: document, bytes: bytes, runs: options.runs)
    rows.append(contentsOf: outline.rows)
    if let md4c, let markdown = input.markdown {
        let mdBytes = Array(markdown.utf8)
        rows.append(Measurement.selected("md4c parse (Markdown twin)", bytes: mdBytes.count, runs: options.runs) { md4c.parse(mdBytes) })
        if md4c.hasHTML {
            rows.append(Measurement.selected("md4c md_html (Markdown twin)", bytes: mdBytes.count, runs: options.runs) { md4c.html(mdBytes) })
        }
    }
    if let parse = rows.first(where: { $0.name.hasPrefix("md4c parse") }) {
        md4cSeconds[input.name] = (parse.minSeconds, rows.first(where: { $0.name.hasPrefix("md4c md_html") })?.minSeconds)
    }
    let memory = parseMemory(path: input.path)
    if options.json {
        var entry: [String: Any] = ["input": input.name, "bytes": bytes]
        entry["results"] = rows.map { ["name": $0.name, "bestMBps": $0.bestMBps, "medianMBps": $0.medianMBps, "runs": $0.seconds.count] }
        if let memory { entry["parsePeakBytes"] = memory; entry["parsePeakBytesPerInputByte"] = Double(memory) / Double(bytes) }
        entry["outlineRowCount"] = outline.rowCount
        report.append(entry)
    } else {
        print("\(input.name) (\(bytes) bytes), \(options.runs) runs after a warm-up")
        for row in rows {
            print("  " + row.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(format: "best %8.1f MB/s   median %8.1f MB/s", row.bestMBps, row.medianMBps))
        }
        if let summary = OutlineWorkloads.summary(outline.rows, rowCount: outline.rowCount) { print(summary) }
        if let memory {
            print(String(format: "  parse peak memory: %.1f MiB, %.2f bytes per input byte", Double(memory) / 1_048_576, Double(memory) / Double(bytes)))
        }
        let parse = rows.first { $0.name == "parse" }
        if let parse, let md = rows.first(where: { $0.name.hasPrefix("md4c parse") }) {
            print(String(format: "  parse vs md4c parse: %.2f×", parse.bestMBps / md.bestMBps))
        }
        if let html = rows.first(where: { $0.name == "parse + HTML" }), let md = rows.first(where: { $0.name.hasPrefix("md4c md_html") }) {
            print(String(format: "  parse + HTML vs md4c md_html: %.2f×", html.bestMBps / md.bestMBps))
        }
        print("")
    }
}
// `norg` as a whole process: start-up, then ast and render on each input (`--only process` or
// `--only "process startup"`).
if options.only.isEmpty || options.only.contains(where: { $0.hasPrefix("process") || "process".hasPrefix($0) }) {
    let norg = options.norg ?? ProcessWorkloads.besideBenchmark()
    if FileManager.default.isExecutableFile(atPath: norg) {
        let rows = ProcessWorkloads.measure(norg: norg, inputs: inputs.map { ($0.name, $0.path, $0.norg.utf8.count) },
                                            runs: options.runs, directory: temporary.path)
        var md4cCounts: [String: (parse: Int?, html: Int?)] = [:]
        if md4c != nil {
            for input in inputs where input.norg.utf8.count <= 4 << 20 {
                guard let markdown = input.markdownPath else { continue }
                let me = CommandLine.arguments[0]
                md4cCounts[input.name] = (ProcessWorkloads.instructions(me, ["--md4c-probe", "parse", markdown], toggle: "md_parse"),
                                          ProcessWorkloads.instructions(me, ["--md4c-probe", "html", markdown], toggle: "md_html"))
            }
        }
        let lines = ProcessWorkloads.report(rows, norg: norg, runs: options.runs, md4c: md4cSeconds, md4cInstructions: md4cCounts)
        if options.json {
            let results: [[String: Any]] = rows.map { row in
                var entry: [String: Any] = ["name": row.name, "bytes": row.bytes, "bestSeconds": row.seconds]
                if let peak = row.peakBytes { entry["peakBytes"] = peak }
                if let count = row.instructions { entry["instructions"] = count }
                return entry
            }
            report.append(["input": "processes", "norg": ProcessWorkloads.describe(norg), "results": results])
        } else {
            lines.forEach { print($0) }
            print("")
        }
    } else if !options.json {
        print("norg-bench: no norg at \(norg) for the whole-process workloads (build it first, see docs/PERFORMANCE.md)\n")
    }
}

if md4c == nil && !options.json {
    print("md4c not found: install Debian's libmd4c-dev and libmd4c-html0-dev to compare with it.")
}
try? FileManager.default.removeItem(at: temporary)
if options.json {
    let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}
