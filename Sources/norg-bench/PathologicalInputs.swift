/// Inputs built to find super-linear behaviour: unclosed openers, floods of one punctuation character,
/// extreme nesting, unclosed ranged tags, random and invalid bytes, and shapes whose work or HTML
/// grows with the square of the input when handled naively (scoped links, `.toc`s, sparse tables). Each is generated
/// at any size, so the benchmark can compare 1× and 4× the input.
enum PathologicalInputs {
    struct Shape {
        var name: String
        var make: (Int) -> [UInt8]
    }

    /// `unit` repeated until the input has `size` bytes.
    static func repeated(_ unit: String, _ size: Int) -> [UInt8] {
        let unitBytes = Array(unit.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unitBytes.count)
        while bytes.count < size { bytes.append(contentsOf: unitBytes) }
        return bytes
    }

    /// Lines whose nesting level climbs 1, 2, … up to `maximum` and starts again, `size` bytes in all.
    static func climbing(_ character: String, maximum: Int, _ size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + maximum + 8)
        var level = 1
        while bytes.count < size {
            bytes.append(contentsOf: Array(String(repeating: character, count: level).utf8))
            bytes.append(contentsOf: Array(" x\n".utf8))
            level = level == maximum ? 1 : level + 1
        }
        return bytes
    }

    static func randomBytes(_ size: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<size).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    static var shapes: [Shape] {
        var shapes: [Shape] = []
        for modifier in ["*", "/", "_", "-", "!", "^", ",", "`", "%", "$", "&"] {
            shapes.append(Shape(name: "unclosed \(modifier)") { repeated("\(modifier)word ", $0) })
            shapes.append(Shape(name: "unclosed free-form \(modifier)|") { repeated("\(modifier)|word ", $0) })
        }
        for opener in ["{* a ", "{", "[a ", "[a]{", "<a ", "{:a:", "{# a ", "[a][b ", "{/ a ", "{@ a ", "{? a ",
                       "{= a ", "{^ a ", "{$ a ", "{https://a ", "{{ ", "<a>{", "{1 ", "{:a:* b "] {
            shapes.append(Shape(name: "unclosed \(opener.trimmingCharacters())") { repeated(opener, $0) })
        }
        for character in ["*", "{", "[", "<", "\\", ">", "(", ":", "|", "~"] {
            shapes.append(Shape(name: "one line of \(character)") { repeated(character, $0) })
        }
        for character in [">", "-", "~", "*"] {
            shapes.append(Shape(name: "one line of '\(character)' nesting") { repeated(character, $0) + Array(" x\n".utf8) })
        }
        shapes.append(Shape(name: "inline nesting, closed") { nestedInline($0) })
        shapes.append(Shape(name: "free-form nesting, each level handing over") { repeated(handingOverNest + "\n\n", $0) })
        shapes.append(Shape(name: "line-number links") { lineNumberLinks($0) })
        shapes.append(Shape(name: "links to one heading") { Array("* a\n".utf8) + repeated("{* a} ", $0) })
        shapes.append(Shape(name: "headings with one title") { repeated("* Same\n", $0) })
        shapes.append(Shape(name: "weak comments inside one paragraph") { Array("a\n".utf8) + repeated("+comment\nx\n", $0) })
        shapes.append(Shape(name: "footnote references") { Array("^ a\nnote\n".utf8) + repeated("{^ a} ", $0) })
        shapes.append(Shape(name: "unmatched scoped links") { unmatchedScopedLinks($0) })
        shapes.append(Shape(name: ".toc then headings") { tocsThenHeadings($0) })
        shapes.append(Shape(name: "table cells far apart") { repeated(": A1 : x\n: CV100 : y\n\n", $0) })
        shapes.append(Shape(name: "tables at the grid bound") { repeated(": A1 : x\n: A24 : y\n\n", $0) })
        shapes.append(Shape(name: "quotes climbing to 100,000") { climbing(">", maximum: 100_000, $0) })
        shapes.append(Shape(name: "lists climbing to 100,000") { climbing("-", maximum: 100_000, $0) })
        shapes.append(Shape(name: "headings climbing to 100,000") { climbing("*", maximum: 100_000, $0) })
        shapes.append(Shape(name: "headings 1 to 6 repeated") { climbing("*", maximum: 6, $0) })
        for opener in ["@code", "|example", "=macro", "$$ a", "^^ a", ":: a", "- ::", "|comment", "|group",
                       "@document.meta", "@math", "@table", ".image", "#name", "+name"] {
            shapes.append(Shape(name: "unclosed \(opener) lines") { repeated("\(opener)\ntext *a\n", $0) })
        }
        for opener in ["|group", "|example", "$$ a", "- ::"] {
            shapes.append(Shape(name: "nested unclosed \(opener)") { repeated("\(opener)\n", $0) })
        }
        shapes.append(Shape(name: "random bytes") { randomBytes($0, seed: 7) })
        shapes.append(Shape(name: "invalid UTF-8") { repeated("\u{7F}", 0) + repeatedBytes([0xFF, 0xC0, 0x80, 0x2A, 0xE2, 0x82, 0x0A], $0) })
        shapes.append(Shape(name: "NUL bytes") { repeatedBytes([0x00, 0x2A, 0x61, 0x00, 0x0A], $0) })
        shapes.append(Shape(name: "CR-only line endings") {
            NotesGenerator.generate(bytes: $0).norg.utf8.map { $0 == 0x0A ? 0x0D : $0 }
        })
        shapes.append(Shape(name: "notes on a single line") {
            NotesGenerator.generate(bytes: $0).norg.utf8.map { $0 == 0x0A ? 0x20 : $0 }
        })
        return shapes
    }

    /// Attached modifiers opened one inside another, then closed in reverse: `*/_*/_x_/*_/*`.
    static func nestedInline(_ size: Int) -> [UInt8] {
        let openers = Array("*/_-!^,".utf8)
        let depth = max(1, size / 2)
        var bytes = (0..<depth).map { openers[$0 % openers.count] }
        bytes.append(UInt8(ascii: "x"))
        bytes.append(contentsOf: bytes.dropLast().reversed())
        return bytes
    }

    /// Free-form spans eight deep, each level ending in a possible link modifier (`a:*`), which
    /// sends the level from the single inline pass to the token pass after its nested levels were
    /// built.
    static var handingOverNest: String {
        var text = "x y a:*"
        for modifier in ["*", "/", "_", "-", "!", "^", "%", ","].reversed() { text = "\(modifier)| a \(text) b a:* |\(modifier)" }
        return text
    }

    /// A heading whose scope holds `n` targets, then `n` scoped links into it that match nothing:
    /// `* a`, `<b><b>…`, `{* a : # c}` …
    static func unmatchedScopedLinks(_ size: Int) -> [UInt8] {
        let count = size / 15
        return Array("* a\n".utf8) + repeated("<b>", 3 * count) + Array("\n".utf8) + repeated("{* a : # c}\n", 12 * count)
    }

    /// `n` `.toc` lines, then `n` headings.
    static func tocsThenHeadings(_ size: Int) -> [UInt8] {
        let count = size / 9
        return repeated(".toc\n", 5 * count) + repeated("* h\n", 4 * count)
    }

    /// Every line links to its own line number: `a {1}`, `a {2}`, …
    static func lineNumberLinks(_ size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 16)
        var line = 1
        while bytes.count < size {
            bytes.append(contentsOf: Array("a {\(line)}\n".utf8))
            line += 1
        }
        return bytes
    }

    static func repeatedBytes(_ unit: [UInt8], _ size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count)
        while bytes.count < size { bytes.append(contentsOf: unit) }
        return bytes
    }
}

private extension String {
    func trimmingCharacters() -> String { split(separator: " ").joined(separator: " ") }
}
