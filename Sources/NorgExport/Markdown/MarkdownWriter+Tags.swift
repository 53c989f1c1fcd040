import NorgEscaping
import NorgKit

extension MarkdownWriter {
    /// `@code` as a fenced block with its language, `@math` as a `math` block (or `$$`), `@table`
    /// as a GitHub table; any other verbatim tag (`@embed html` too: never passed through) as a
    /// fenced block.
    mutating func writeVerbatimTag(_ tag: VerbatimRangedTag, depth: Int) {
        switch tag.name {
        case "table":
            writeVisualTable(tag, depth: depth)
        case "math":
            if options.math == .dollars {
                startBlock()
                append("$$")
                for line in tag.content.split(separator: "\n", omittingEmptySubsequences: false) {
                    newLine()
                    append(String(line))
                }
                newLine()
                append("$$")
                endBlock()
            } else {
                writeFence(tag.content, info: "math")
            }
        default:
            let language = tag.name == "code" || tag.name == "embed" ? tag.parameters.first : nil
            writeFence(tag.content, info: language.map(Self.infoWord) ?? "")
        }
    }

    /// A fenced code block: a fence of backticks longer than any run inside, so nothing in the
    /// content can close it.
    mutating func writeFence(_ content: String, info: String) {
        let fence = String(repeating: "`", count: max(3, Self.longestRun(of: UInt8(ascii: "`"), in: content) + 1))
        startBlock()
        append(fence + info)
        if !content.isEmpty {
            for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
                out.append(UInt8(ascii: "\n"))
                out.append(contentsOf: prefix)
                // A carriage return would end the line in Markdown: kept as a line of its own.
                append(String(line.filter { $0 != "\r" }))
            }
        }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: prefix)
        append(fence)
        endBlock()
    }

    /// A language name as a fence's info word: letters, digits and `+ - . _ #` kept, anything else
    /// (a backtick or space would end or break the info string) dropped.
    static func infoWord(_ language: String) -> String {
        String(language.unicodeScalars.filter {
            ($0.properties.isAlphabetic || $0.properties.numericType != nil || "+-._#".unicodeScalars.contains($0))
        }.map(Character.init))
    }

    static func longestRun(of byte: UInt8, in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text.utf8 {
            run = character == byte ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// `|example` as its source in a `norg` block; `|details` as its summary in bold, then its
    /// content; other standard tags (`|group` …) as their content.
    mutating func writeRangedTag(_ tag: RangedTag, depth: Int) {
        switch tag.name {
        case "example":
            writeFence(tag.exampleSource, info: "norg")
        case "details":
            startBlock()
            append("**")
            atLineStart = false
            appendText(tag.parameters.isEmpty ? "Details" : tag.parameters.joined(separator: " "))
            append("**")
            endBlock()
            writeBlocks(tag.content, depth: depth + 1)
        default:
            writeBlocks(tag.content, depth: depth + 1)
        }
    }

    /// `.image` as an image (http, https or a relative path; its text otherwise), the first `.toc`
    /// as a list of links to the headings; other infirm tags are macro calls, not run.
    mutating func writeInfirmTag(_ tag: InfirmTag, depth: Int) {
        switch tag.name {
        case "image":
            let source = tag.parameters.first ?? ""
            let alt = tag.parameters.dropFirst().joined(separator: " ")
            startBlock()
            if let src = LinkPolicy.imageSource(source) {
                append("![")
                atLineStart = false
                appendText(alt)
                append("](")
                appendDestination(src)
                append(")")
            } else {
                appendText(alt.isEmpty ? source : alt)
            }
            endBlock()
        case "toc":
            guard case .full = tableOfContents.form(of: tag), !plan.headings.isEmpty else { return }
            startBlock()
            append("**")
            atLineStart = false
            appendText(tag.parameters.isEmpty ? "Contents" : tag.parameters.joined(separator: " "))
            append("**")
            endBlock()
            writeHeadingList(depth: depth)
        default:
            break
        }
    }

    /// The headings as nested `-` items of links to their anchors; a level deeper than the one
    /// before by more than one nests only one deeper (Markdown would read more as code).
    private mutating func writeHeadingList(depth: Int) {
        startBlock()
        var levels: [Int] = []
        for (position, heading) in plan.headings.enumerated() {
            while let last = levels.last, last >= heading.level { levels.removeLast() }
            levels.append(heading.level)
            if position > 0 { newLine() }
            append(String(repeating: "  ", count: levels.count - 1) + "- ")
            atLineStart = false
            let wasSingleLine = singleLine
            singleLine = true
            append("[")
            appendText(ExportLabels.headingPlainText(heading))
            append("](#")
            append(plan.slug(of: heading) ?? "")
            append(")")
            singleLine = wasSingleLine
        }
        endBlock()
    }
}
