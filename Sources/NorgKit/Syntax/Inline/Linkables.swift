/// Linkables: `{location}[description]`, anchors `[name]`, `[name]{location}`,
/// `[name][description]`, and inline link targets `<target>`. Each closes at the first unescaped
/// closing bracket; the opener may not be followed by a line ending nor the closer preceded by one.
extension InlineScanner {
    mutating func matchLinkable(at position: Int) -> LinkableMatch? {
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard let (location, locationEnd) = matchLocation(at: position) else { return nil }
            var match = LinkableMatch(form: .link, location: location, attributes: [], range: position..<locationEnd)
            if let (description, end) = matchBracket(at: locationEnd) {
                match.bracket = description
                match.range = position..<end
            }
            applyExtension(to: &match)
            return match
        case UInt8(ascii: "["):
            // An anchor needs a name: `[ ]` (a habit from other markups) stays text.
            guard let (name, nameEnd) = matchBracket(at: position),
                  name.contains(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 && bytes[$0] != 0x0A }) else { return nil }
            var match = LinkableMatch(form: .anchorDeclaration, bracket: name, attributes: [], range: position..<nameEnd)
            if let (location, end) = matchLocation(at: nameEnd) {
                match.form = .anchorDefinition
                match.location = location
                match.range = position..<end
            } else if let (description, end) = matchBracket(at: nameEnd) {
                match.secondBracket = description
                match.range = position..<end
            }
            applyExtension(to: &match)
            return match
        case UInt8(ascii: "<"):
            guard position + 1 < upper, buffer.characterClass(at: position + 1) != .whitespace,
                  let close = findCloser(UInt8(ascii: ">"), from: position + 1),
                  buffer.characterClass(before: close) != .whitespace else { return nil }
            return LinkableMatch(form: .target, bracket: (position + 1)..<close, attributes: [],
                                 range: position..<(close + 1))
        default:
            return nil
        }
    }

    /// Extends `match` over a modifier extension right after it, in place (returning a changed
    /// copy would copy every link's location once more).
    private func applyExtension(to match: inout LinkableMatch) {
        guard let (attributes, end) = modifierExtension(at: match.range.upperBound) else { return }
        match.attributes = attributes
        match.range = match.range.lowerBound..<end
    }

    /// `{…}` at `position` holding a valid location.
    private mutating func matchLocation(at position: Int) -> (ParsedLocation, Int)? {
        guard position + 1 < upper, bytes[position] == UInt8(ascii: "{"), bytes[position + 1] != 0x0A,
              let close = findCloser(UInt8(ascii: "}"), from: position + 1), bytes[close - 1] != 0x0A,
              let location = LinkLocationParser(buffer: buffer).parse((position + 1)..<close) else { return nil }
        return (location, close + 1)
    }

    /// `[…]` at `position` with some content.
    private mutating func matchBracket(at position: Int) -> (Range<Int>, Int)? {
        guard position + 1 < upper, bytes[position] == UInt8(ascii: "["), bytes[position + 1] != 0x0A,
              let close = findCloser(UInt8(ascii: "]"), from: position + 1), close > position + 1,
              bytes[close - 1] != 0x0A else { return nil }
        return ((position + 1)..<close, close + 1)
    }

    /// The node of a linkable the scan keeps; descriptions and names are parsed here, one level down.
    /// `consuming`: the match's location and attributes are moved into the node (`swap`), not
    /// copied (a copy retains their strings once more, to be released with the match).
    func build(_ match: consuming LinkableMatch) -> NorgInline {
        let range = buffer.range(match.range)
        let form = match.form
        let pointsIntoDocument = match.location?.pointsIntoDocument == true
        if form == .anchorDeclaration || pointsIntoDocument {
            buffer.workspace.needsLinkIndex = true
        }
        if form != .link || pointsIntoDocument {
            buffer.workspace.builtLinkables = true
        }
        // A link's plain one-line description right before its `]` is kept as a slice, not parsed
        // into a one-node array.
        var plainDescription: (storage: SourceStorage, start: Int)?
        if form == .link, let bracket = match.bracket, !bracket.isEmpty, match.range.upperBound == bracket.upperBound + 1,
           isPlain(bracket) {
            let bracketRange = buffer.range(bracket)
            plainDescription = buffer.sourceStorage(of: bracketRange, count: bracket.count).map { ($0, bracketRange.start.offset) }
        }
        // `{url}` or `{url}[plain text]` on one line (most links): kept as the source it slices.
        if form == .link, case .url(let url)? = match.location,
           match.bracket == nil ? match.range.upperBound == url.upperBound + 1 : plainDescription != nil,
           let storage = buffer.sourceStorage(of: range, count: match.range.count) {
            return .link(InlineLink(sourceURLIn: storage, range: range, urlEnd: range.start.offset + 1 + url.count,
                                    hasDescription: match.bracket != nil))
        }
        var parts = InlineLink.Parts()
        parts.location = location(match.location.take())
        if let (storage, start) = plainDescription {
            parts.description = .sourceText(storage, start: Int32(start))
            return .link(InlineLink(range: range, parts: parts))
        }
        let first = match.bracket.map { nested($0) }
        if form == .target {
            return .linkTarget(InlineLinkTarget(children: first ?? [], range: range))
        }
        swap(&parts.attributes, &match.attributes)
        if form == .link {
            parts.description = .children(first.map(InlineChildren.init))
        } else {
            parts.form = form == .anchorDefinition ? .anchorDefinition : .anchorDeclaration
            parts.name = match.bracket.map { LinkLocationParser(buffer: buffer).normalizedText($0) }
            parts.description = .children((match.secondBracket.map { nested($0) } ?? first).map(InlineChildren.init))
        }
        return .link(InlineLink(range: range, parts: parts))
    }

    /// A link's location: a one-line URL as the bytes it slices (no `String` per link), anything
    /// else as parsed.
    private func location(_ parsed: consuming ParsedLocation?) -> InlineLink.Parts.Location {
        switch consume parsed {
        case .url(let logical)?:
            let range = buffer.range(logical)
            if let storage = buffer.sourceStorage(of: range, count: logical.count) {
                return .url(storage, start: Int32(range.start.offset), end: Int32(range.end.offset))
            }
            let url = buffer.string(logical)
            return .location(LinkLocation(target: .url(url), rawText: url))
        case .location(let location)?:
            return .location(location)
        case nil:
            return .location(nil)
        }
    }
}
