extension Array where Element == NorgInline {
    /// The text a reader sees, without markup: modifiers removed, null-modifier (`%…%`) content
    /// dropped, verbatim content kept, a link shown by its description (or its target when it has
    /// none), soft breaks as spaces; runs of whitespace collapsed to one space, ends trimmed.
    ///
    /// Walks the spans with an explicit stack, so deeply nested markup cannot exhaust the call stack.
    public var plainText: String {
        // One ASCII text node (most titles): collapsed straight from the source bytes.
        if count == 1, case .text(let text, _) = self[0], let plain = text.withUTF8({ ByteClass.collapsedASCII($0) }) {
            return plain
        }
        var raw = ""
        // Reverse order on a stack yields document order when popped.
        var pending: [NorgInline] = reversed()
        while let inline = pending.popLast() {
            switch inline {
            case .text(let text, _):
                raw += text.string
            case .softBreak:
                raw += " "
            case .escape(let character, _):
                raw += character
            case .linkModifier:
                break
            case .styled(let span):
                if span.modifier != .null { pending.append(contentsOf: span.children.reversed()) }
            case .verbatim(let span):
                raw += span.content
            case .link(let link):
                if let description = link.description, !description.isEmpty {
                    pending.append(contentsOf: description.reversed())
                } else if let target = link.target {
                    raw += target
                }
            case .linkTarget(let target):
                pending.append(contentsOf: target.children.reversed())
            }
        }
        return raw.collapsingWhitespace()
    }
}

extension String {
    /// The string with every run of whitespace and line endings replaced by one space, ends trimmed.
    func collapsingWhitespace() -> String {
        // ASCII text (the common case) is collapsed byte by byte: for it, `Character.isWhitespace`
        // is exactly space, tab, LF, VT, FF and CR, and no Unicode property lookup is needed.
        let ascii: String?? = utf8.withContiguousStorageIfAvailable({ ByteClass.collapsedASCII($0) })
        if let ascii = ascii ?? nil { return ascii }
        var result = ""
        result.reserveCapacity(utf8.count)
        var pendingSpace = false
        for character in self {
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
}
