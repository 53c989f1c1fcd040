/// The benchmark workload: `shared/bench/gen_notes.py` ported line for line, so the same seed gives
/// the same notes as Norg and as Markdown.
struct NotesGenerator {
    enum Style { case norg, markdown }

    static let words = ("alpha beta gamma delta project meeting review parser swift neorg "
        + "note idea draft todo later inbox quick refactor bench compile test "
        + "release fix bug docs write read think plan week month call email").split(separator: " ").map(String.init)

    /// Notes of at least `bytes` bytes in both styles, from seed 42 as the Python generator.
    static func generate(bytes target: Int) -> (norg: String, markdown: String) {
        var norgRandom = PythonRandom(seed: 42)
        var markdownRandom = PythonRandom(seed: 42)
        var norg = ""
        var markdown = ""
        norg.reserveCapacity(target + 4096)
        markdown.reserveCapacity(target + 4096)
        var size = 0
        var section = 0
        while size < target {
            let block = Self.block(&norgRandom, .norg, section)
            markdown += Self.block(&markdownRandom, .markdown, section)
            norg += block
            size += block.utf8.count
            section += 1
        }
        return (norg, markdown)
    }

    private static func words(_ random: inout PythonRandom, _ count: Int) -> String {
        (0..<count).map { _ in random.choice(words) }.joined(separator: " ")
    }

    private static func inline(_ random: inout PythonRandom, _ style: Style) -> String {
        var parts: [String] = []
        for _ in 0..<random.int(6, 14) {
            let r = random.random()
            let count = random.int(1, 3)
            let w = words(&random, count)
            if r < 0.08 {
                parts.append(style == .norg ? "*\(w)*" : "**\(w)**")
            } else if r < 0.14 {
                parts.append(style == .norg ? "/\(w)/" : "*\(w)*")
            } else if r < 0.18 {
                parts.append("`\(w)`")
            } else if r < 0.23 {
                let url = "https://\(random.choice(words)).example.org/\(random.choice(words))"
                parts.append(style == .norg ? "{\(url)}[\(w)]" : "[\(w)](\(url))")
            } else {
                parts.append(w)
            }
        }
        return parts.joined(separator: " ") + random.choice([".", ".", "!", "?", ""])
    }

    private static func block(_ random: inout PythonRandom, _ style: Style, _ index: Int) -> String {
        var out: [String] = []
        let level = random.choice([1, 2, 2, 3, 3, 3])
        let titleWords = random.int(2, 5)
        let title = capitalized(words(&random, titleWords)) + " \(index)"
        out.append(String(repeating: style == .norg ? "*" : "#", count: level) + " " + title)
        if style == .markdown { out.append("") }
        for _ in 0..<random.int(1, 2) {
            for _ in 0..<random.int(1, 3) { out.append(inline(&random, style)) }
            out.append("")
        }
        for j in 0..<random.int(2, 6) {
            let status = random.choice([" ", " ", "x", "x", "-"])
            let depth = j > 0 ? random.choice([1, 1, 1, 2]) : 1
            let text = inline(&random, style)
            if style == .norg {
                out.append(String(repeating: "-", count: depth) + " (\(status)) " + text)
            } else {
                out.append(String(repeating: "  ", count: depth - 1) + "- [\(status == "x" ? "x" : " ")] " + text)
            }
        }
        out.append("")
        for j in 0..<random.int(0, 4) {
            let depth = j > 0 ? random.choice([1, 1, 2]) : 1
            let text = inline(&random, style)
            out.append(style == .norg
                ? String(repeating: "-", count: depth) + " " + text
                : String(repeating: "  ", count: depth - 1) + "- " + text)
        }
        out.append("")
        if random.random() < 0.35 {
            out.append(style == .norg ? "@code swift" : "```swift")
            for k in 0..<random.int(2, 8) {
                out.append("let v\(k) = compute(\"\(random.choice(words))\", \(random.int(0, 999))) // *not* markup")
            }
            out.append(style == .norg ? "@end" : "```")
            out.append("")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Python's `str.capitalize` for the generator's lower-case ASCII words.
    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst().lowercased()
    }
}
