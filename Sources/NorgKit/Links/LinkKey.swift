extension Array where Element == NorgInline {
    /// The text a reader sees: markup dropped, null-modifier content and link modifiers left out,
    /// soft breaks as spaces, links by their description (or location when they have none).
    /// (Named apart from the tasks branch's public, whitespace-collapsing `plainText`.)
    var linkPlainText: String {
        var text = ""
        appendPlainText(to: &text)
        return text
    }

    func appendPlainText(to text: inout String) {
        for inline in self {
            switch inline {
            case .text(let string, _): text += string
            case .softBreak: text += " "
            case .escape(let string, _): text += string == "\n" ? " " : string
            case .linkModifier: break
            case .styled(let span):
                if span.modifier != .null { span.children.appendPlainText(to: &text) }
            case .verbatim(let span): text += span.content
            case .link(let link):
                if let description = link.description {
                    description.appendPlainText(to: &text)
                } else if let location = link.location {
                    text += location.rawText
                }
            case .linkTarget(let target): target.children.appendPlainText(to: &text)
            }
        }
    }
}

/// How link titles and item titles are compared: whitespace runs collapsed, case folded.
enum LinkKey {
    static func normalize(_ title: String) -> String {
        var result = ""
        result.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for character in title.lowercased() {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// The normalised plain text of a title that may hold markup (a link's heading title).
    static func plainKey(_ title: String) -> String {
        let source = SourceText(title)
        guard source.bytes.contains(where: { ModifierCharacter.isSpecial[Int($0)] }) else { return normalize(title) }
        let nodes = InlineParser(source: source).parse([InlineSegment(start: 0, end: source.bytes.count)])
        return normalize(nodes.linkPlainText)
    }

    /// A readable, URL-safe id: letters and digits lowercased, anything else one `-`.
    static func slug(_ title: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            let isWordCharacter = scalar.isASCII
                ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                : (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            if isWordCharacter {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = !result.isEmpty
            }
        }
        return result
    }
}
