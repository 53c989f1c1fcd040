import Testing
import NorgKit

/// SplitMix64: a small deterministic generator, so every run checks the same documents.
struct TaskRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// A generated document and the lines the generator wrote as tasks.
struct GeneratedTaskDocument {
    var source: String
    var taskLines: [Int]

    init(seed: UInt64) {
        var random = TaskRandom(seed: seed)
        var lines: [String] = []
        var taskLines: [Int] = []
        var endings: [String] = []
        let texts = ["Buy *milk*", "call /Ann/", "fix `code`", "read {https://neorg.org}[docs]", "plain", "ünïcødé ✓"]
        let extras = ["", "# A|", "< Tue 5th Feb|", "> 2030|", "# HIGH|< 1st Jan 2031|"]
        let trails = ["", " ", "\t", "  \t "]
        // `+` is only written bare: a recurring timestamp cannot become another status.
        func status(_ random: inout TaskRandom) -> Character { random.pick(TaskStatus.allCases).character }
        for _ in 0..<(3 + random.below(25)) {
            let indent = random.pick(["", "  ", "\t", " \t"])
            let trail = random.pick(trails)
            switch random.below(9) {
            case 0:
                lines.append("")
            case 1:
                lines.append(indent + String(repeating: "*", count: 1 + random.below(4)) + " (\(random.pick(extras))\(status(&random))) "
                             + random.pick(texts) + trail)
                taskLines.append(lines.count)
            case 2, 3:
                let prefix = random.pick(["-", "--", "~", "---", "~~"])
                lines.append(indent + prefix + " (\(random.pick(extras))\(status(&random))) " + random.pick(texts) + trail)
                taskLines.append(lines.count)
            case 4:
                lines.append("")
                lines.append(indent + "> (\(status(&random))) " + random.pick(texts) + trail)
                taskLines.append(lines.count)
                lines.append("")
            case 5:
                lines.append("")
                let ranged = random.below(2) == 0
                let modifier = random.pick(["$", "^", ":"])
                lines.append(indent + modifier + (ranged ? modifier : "") + " (\(random.pick(extras))\(status(&random))) Term" + trail)
                taskLines.append(lines.count)
                lines.append("Body text.")
                if ranged {
                    lines.append(indent + "- (\(status(&random))) nested in the ranged item")
                    taskLines.append(lines.count)
                    lines.append(modifier + modifier)
                }
                lines.append("")
            case 6:
                lines.append("")
                let opener = random.pick(["@code norg", "|comment", "|example"])
                lines.append(opener)
                lines.append(indent + "- (\(status(&random))) not a task")
                lines.append(opener.hasPrefix("@") ? "@end" : "|end")
                lines.append("")
            case 7:
                lines.append(indent + "- plain item without a status" + trail)
            default:
                lines.append("")
                lines.append("A paragraph with (x) in it" + trail)
                lines.append("")
            }
        }
        for line in lines {
            // An empty line after a lone CR must not start with LF, or the two would read as one CRLF.
            let afterCR = line.isEmpty && endings.last == "\r"
            endings.append(random.pick(afterCR ? ["\r", "\r\n"] : ["\n", "\r\n", "\r"]))
        }
        var source = random.below(4) == 0 ? "\u{FEFF}" : ""
        for (line, ending) in zip(lines, endings) { source += line + ending }
        // Sometimes no final line ending (a CRLF is one Character).
        if random.below(3) == 0, !source.isEmpty { source.removeLast() }
        self.source = source
        self.taskLines = taskLines
    }
}

@Suite struct TaskPropertyTests {
    static let seeds = Array(UInt64(1)...200)

    @Test func theGeneratedDocumentsHoldManyTasksOfEveryKind() {
        let documents = Self.seeds.map(GeneratedTaskDocument.init(seed:))
        #expect(documents.reduce(0) { $0 + $1.taskLines.count } > 1000)
        let sources = documents.map(\.source)
        for marker in ["* (", "- (", "~ (", "> (", "$ (", "^^ (", ": (", "@code", "|comment", "\r\n", "\r-", "\u{FEFF}"] {
            #expect(sources.contains { $0.contains(marker) }, "\(marker)")
        }
    }

    @Test(arguments: seeds)
    func everyTaskTakesEveryStatusAndNoOtherByteChanges(seed: UInt64) throws {
        let generated = GeneratedTaskDocument(seed: seed)
        let bytes = Array(generated.source.utf8)
        let tasks = TaskScanner.scan(NorgParser.parse(bytes: bytes))
        #expect(tasks.map(\.line) == generated.taskLines)
        for task in tasks {
            for status in TaskStatus.allCases {
                let updated = try TaskWriter.setStatus(status, line: task.line, in: bytes, expecting: task.status)
                let changed = TaskWriterTests.differences(bytes, updated)
                #expect(changed.count == (status == task.status ? 0 : 1), "line \(task.line)")
                let rescanned = TaskScanner.scan(NorgParser.parse(bytes: updated))
                #expect(rescanned.map(\.line) == tasks.map(\.line))
                for (before, after) in zip(tasks, rescanned) {
                    #expect(after.status == (before.line == task.line ? status : before.status), "line \(task.line)")
                }
            }
        }
    }
}
