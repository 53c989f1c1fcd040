/// Tags: verbatim, standard and macro ranged tags, carryover tags, infirm tags.
extension BlockTreeBuilder {
    /// Handles a tag line; returns the next line to read.
    mutating func tag(_ index: Int, _ line: LineBounds, prefix: TagPrefix, nameEnd: Int) -> Int {
        switch prefix {
        case .verbatim, .standard, .macro:
            return rangedTag(index, line, prefix: prefix, nameEnd: nameEnd)
        case .strongCarryover, .weakCarryover:
            let header = TagHeader(source: source, line: line, nameEnd: nameEnd)
            if header.name == "name" { namesBlocks = true }
            if prefix == .strongCarryover {
                // A strong carryover ends the paragraph and starts a new object, except between
                // items of one list: they stay one object (spec 422–425) and the tag goes to the
                // item it precedes (975–976).
                closeParagraph()
                if !isInList || !listItemFollows(index) { popToBlockContainer() }
            }
            pending.append(CarryoverTag(strength: prefix == .strongCarryover ? .strong : .weak, name: header.name,
                                        parameters: header.parameters,
                                        range: range(line.contentStart..<line.trimmedEnd, line: index)))
        case .infirm:
            let header = TagHeader(source: source, line: line, nameEnd: nameEnd)
            let tag = NorgBlock.infirmTag(InfirmTag(name: header.name, parameters: header.parameters,
                                                    range: range(line.contentStart..<line.trimmedEnd, line: index),
                                                    carryovers: takePending()))
            if paragraph != nil {
                // An infirm tag inside a paragraph leaves it one paragraph (spec 1039–1042); the tag
                // follows the paragraph it sits in, since a block cannot sit among inlines.
                heldInfirmTags.append(tag)
            } else {
                appendBlock(tag)
            }
        }
        return index + 1
    }

    private mutating func rangedTag(_ index: Int, _ line: LineBounds, prefix: TagPrefix, nameEnd: Int) -> Int {
        let closingLine = closers.closingLine(of: index)
        guard closingLine > index && closingLine < limit else {
            // An unterminated ranged tag is not a tag: its line is paragraph text.
            let name = source.string(line.contentStart..<nameEnd)
            diagnose("`\(name)` has no matching `\(String(UnicodeScalar(prefix.rawValue)))end`; read as text", index, line)
            paragraphLine(index, line, from: line.contentStart)
            return index + 1
        }
        closeParagraph()
        popToBlockContainer()
        let header = TagHeader(source: source, line: line, nameEnd: nameEnd)
        let closer = lines.bounds(closingLine)
        let start = position(line.contentStart, line: index)
        let end = position(closer.trimmedEnd, line: closingLine)
        if prefix == .verbatim {
            diagnoseSpacedVerbatimEnds(after: index, before: closingLine, tagName: header.name)
            let content = VerbatimContent(lines: lines, from: index + 1, to: closingLine)
            let tag = VerbatimRangedTag(name: header.name, parameters: header.parameters, content: content.text,
                                        contentRange: content.range, range: SourceRange(start: start, end: end),
                                        carryovers: takePending())
            if header.name == "document.meta" && metadata == nil {
                metadata = NorgMetadata(root: MetadataParser.parse(content.text),
                                        range: SourceRange(start: start, end: end))
            }
            appendBlock(.verbatimTag(tag))
            return closingLine + 1
        }
        let kind: RangedTag.Kind = prefix == .standard ? .standard : .macro
        var raw = ""
        if closingLine > index + 1 {
            let first = lines.bounds(index + 1)
            let last = lines.bounds(closingLine - 1)
            raw = source.string(first.start..<last.contentEnd)
        }
        let frame = BlockFrame.Kind.rangedTag(kind, name: header.name, parameters: header.parameters, rawContent: raw)
        guard hasRoomForBounded else {
            diagnose("nesting deeper than \(maximumDepth) levels: content of `\(header.name)` not parsed", index, line)
            push(frame, start: start, end: end, carryovers: takePending())
            popFrame()
            return closingLine + 1
        }
        push(frame, start: start, end: position(line.trimmedEnd, line: index), carryovers: takePending(),
             closingLine: closingLine)
        return index + 1
    }

    /// True when the innermost open frame is a list or one of its items (not an indent segment's
    /// content, which a carryover ends as before).
    private var isInList: Bool {
        switch topShape {
        case .list, .listItem(_, .none): true
        default: false
        }
    }

    /// True when the first line after `index` that is not a carryover tag is a list item inside
    /// the innermost bounded container.
    private func listItemFollows(_ index: Int) -> Bool {
        var next = index + 1
        let end = min(limit, lines.lineCount)
        while next < end {
            switch lines.classify(lines.bounds(next)) {
            case .tag(.strongCarryover, _), .tag(.weakCarryover, _):
                next += 1
            case .nestable(let kind, _, _):
                return kind.listKind != nil
            default:
                return false
            }
        }
        return false
    }
}
