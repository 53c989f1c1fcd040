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
        // The visible text is gathered as UTF-8 bytes and collapsed once: appending a `String` per
        // node cost an allocation and a validation each (task titles and headings: most of what
        // `TaskScanner` spent). A text node's bytes are taken as they are when ASCII, and through
        // their repaired string otherwise, so the result is the same as joining the nodes' strings.
        var raw: [UInt8] = []
        // The source the nodes span bounds what they show (escapes and link targets included), so
        // the bytes are gathered without growing the array more than rarely.
        if let first = first?.range.start.offset, let last = last?.range.end.offset, last > first {
            raw.reserveCapacity(Swift.min(last - first, 1 << 16))
        }
        func append(_ string: String) { raw.append(contentsOf: string.utf8) }
        func append(_ text: NorgText) {
            let ascii = text.withUTF8 { bytes in
                guard ByteClass.isASCII(bytes) else { return false }
                raw.append(contentsOf: bytes)
                return true
            }
            if !ascii { append(text.string) }
        }
        // A loop of its own, not a `NorgWalker`: task titles and headings are read here on every
        // scan, and the engine's frames cost more than this loop's pairs: as a walker (one leaf
        // event per text node, a span's lone text visited without a frame) the scan costs about
        // 4 % more instructions (docs/PERFORMANCE.md).
        // One frame per array of sibling nodes being walked, so nested markup is never copied
        // node by node onto a stack, and no depth of nesting can exhaust the call stack.
        var stack: [(nodes: [NorgInline], next: Int)] = [(self, 0)]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            switch stack[top].nodes[index] {
            case .text(let text, _):
                append(text)
            case .softBreak:
                raw.append(0x20)
            case .escape(let character, _):
                append(character)
            case .linkModifier:
                break
            case .styled(let span):
                guard span.modifier != .null else { break }
                // A span of one plain text (most) without building its one-node array.
                if let only = span.children.onlyText { append(only) } else { stack.append((span.children.array, 0)) }
            case .verbatim(let span):
                append(span.contentText)
            case .link(let link):
                if let only = link.description?.onlyText {
                    append(only)
                } else if let description = link.description, !description.isEmpty {
                    stack.append((description.array, 0))
                } else if let url = link.urlText {
                    // A URL kept as source bytes: appended from them (`target` would make a `String`).
                    append(url)
                } else if let location = link.location {
                    if let content = location.shownContent { stack.append((content, 0)) } else { append(location.shownText) }
                }
            case .linkTarget(let target):
                stack.append((target.children.array, 0))
            }
        }
        if let collapsed = raw.withUnsafeBufferPointer({ ByteClass.collapsedASCII($0) }) {
            return collapsed
        }
        return String(decoding: raw, as: UTF8.self).collapsingWhitespace()
    }
}

extension InlineChildren {
    /// The text a reader sees, as `[NorgInline].plainText` reads it. Allocates the `String`; one
    /// ASCII text node is read without an array.
    public var plainText: String {
        if let text = onlyText, let plain = text.withUTF8({ ByteClass.collapsedASCII($0) }) { return plain }
        return array.plainText
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
