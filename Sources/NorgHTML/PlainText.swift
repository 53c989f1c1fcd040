import NorgKit

/// The text of inline content without its markup, for the page title and the table of contents.
enum PlainText {
    static func of(_ inlines: [NorgInline]) -> String {
        var result = ""
        append(inlines, to: &result, depth: 0)
        return result
    }

    private static func append(_ inlines: [NorgInline], to result: inout String, depth: Int) {
        guard depth <= HTMLWriter.maximumDepth else { return }
        for inline in inlines {
            switch inline {
            case .text(let text, _), .escape(let text, _):
                result += text
            case .softBreak:
                result += " "
            case .linkModifier:
                break
            case .styled(let span):
                if span.modifier != .null { append(span.children, to: &result, depth: depth + 1) }
            case .verbatim(let span):
                result += span.content
            case .link(let link):
                if let description = link.description, !description.isEmpty {
                    append(description, to: &result, depth: depth + 1)
                } else if let location = link.location {
                    result += HTMLWriter.displayText(of: location)
                }
            case .linkTarget(let target):
                append(target.children, to: &result, depth: depth + 1)
            }
        }
    }
}
