/// A parsed `{…}`: a URL (most) as its bytes, whose `String` is made only when the link's
/// `location` is read (`InlineLink`), or any other location.
enum ParsedLocation {
    case url(Range<Int>)
    case location(LinkLocation)

    var pointsIntoDocument: Bool {
        if case .location(let location) = self { return location.pointsIntoDocument }
        return false
    }
}

/// Parses the text between `{` and `}` into a `LinkLocation` by the spec's location kinds, or
/// rejects it (`{*text}`, `{ * text}`, `{:file:/ x}` …) so that the braces stay text.
struct LinkLocationParser {
    let buffer: InlineBuffer
    /// The buffer's bytes, read once (through the class on every access they cost a retain each).
    private let bytes: SourceBytes

    init(buffer: InlineBuffer) {
        self.buffer = buffer
        self.bytes = buffer.bytes
    }

    func parse(_ range: Range<Int>) -> ParsedLocation? {
        guard !range.isEmpty else { return nil }
        let first = bytes[range.lowerBound]
        if first == UInt8(ascii: ":"), range.count > 1, !isBlank(bytes[range.lowerBound + 1]) {
            return parseFile(range, raw: buffer.string(range)).map(ParsedLocation.location)
        }
        // Most locations are URLs. A URL has no blank, so no ` : ` to split at and nothing to trim:
        // `isURL` decides it in one scan (the general path below scans for ` : `, trims, then scans
        // again).
        if isURL(range) { return .url(range) }
        guard let target = parseTargets(range, inFile: false) else { return nil }
        return .location(LinkLocation(target: target, rawText: buffer.string(range)))
    }

    /// `{:path:}` or `{:path:target}`.
    private func parseFile(_ range: Range<Int>, raw: String) -> LinkLocation? {
        let pathStart = range.lowerBound + 1
        guard let colon = (pathStart..<range.upperBound).first(where: { bytes[$0] == UInt8(ascii: ":") }),
              colon > pathStart else { return nil }
        let path = buffer.string(pathStart..<colon)
        let rest = (colon + 1)..<range.upperBound
        if trimmed(rest).isEmpty { return LinkLocation(file: path, target: .none, rawText: raw) }
        guard let target = parseTargets(rest, inFile: true) else { return nil }
        return LinkLocation(file: path, target: target, rawText: raw)
    }

    /// One target, or several joined by the scoping modifier ` : `.
    private func parseTargets(_ range: Range<Int>, inFile: Bool) -> LinkTarget? {
        // Most locations have no ` : ` at all: one target, without the parts array.
        guard hasScopeSeparator(range) else { return parseTarget(range, inFile: inFile) }
        var parts: [Range<Int>] = []
        var partStart = range.lowerBound
        var index = range.lowerBound + 1
        while index + 2 < range.upperBound {
            if isBlank(bytes[index]), bytes[index + 1] == UInt8(ascii: ":"), isBlank(bytes[index + 2]) {
                var next = index + 2
                while next < range.upperBound, isBlank(bytes[next]) { next += 1 }
                if next < range.upperBound, startsTitledTarget(next, end: range.upperBound) {
                    parts.append(partStart..<index)
                    partStart = next
                    index = next + 1
                    continue
                }
            }
            index += 1
        }
        parts.append(partStart..<range.upperBound)
        if parts.count == 1 { return parseTarget(parts[0], inFile: inFile) }
        var targets: [LinkTarget] = []
        for part in parts {
            guard let target = parseTarget(part, inFile: inFile), target.isScopable else { return nil }
            targets.append(target)
        }
        return .scoped(targets)
    }

    private func parseTarget(_ untrimmed: Range<Int>, inFile: Bool) -> LinkTarget? {
        let range = trimmed(untrimmed)
        guard !range.isEmpty, untrimmed.lowerBound == range.lowerBound else { return nil }
        let first = bytes[range.lowerBound]
        if first == UInt8(ascii: "*") {
            var end = range.lowerBound
            while end < range.upperBound, bytes[end] == UInt8(ascii: "*") { end += 1 }
            guard let title = title(after: end, in: range) else { return nil }
            return .heading(level: end - range.lowerBound, title: title)
        }
        if Self.isKindPrefix(first) {
            if inFile, !Self.isScopableKind(first) { return nil }
            guard let title = title(after: range.lowerBound + 1, in: range) else { return nil }
            return Self.kind(first, title)
        }
        if first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
            guard range.allSatisfy({ bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }),
                  range.count < 18, let line = Int(buffer.string(range)) else { return nil }
            return .lineNumber(line)
        }
        // A URL: anything else without whitespace, but never after a file.
        guard !inFile, isURL(range) else { return nil }
        return .url(buffer.string(range))
    }

    /// Whether `range` (not empty) is a URL: no blank anywhere, and a first byte that starts no
    /// other kind of target (nor a detached modifier that lacks its space, `{*text}`).
    private func isURL(_ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        return first != UInt8(ascii: "*") && !Self.isKindPrefix(first)
            && !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) && !containsBlank(range)
    }

    /// The title after a kind prefix: whitespace must follow the prefix, and some text that.
    private func title(after prefixEnd: Int, in range: Range<Int>) -> String? {
        guard prefixEnd < range.upperBound, isBlank(bytes[prefixEnd]) else { return nil }
        let text = trimmed(prefixEnd..<range.upperBound)
        guard !text.isEmpty else { return nil }
        return normalizedText(text)
    }

    /// True when `range` holds a ` : ` that could join two targets.
    private func hasScopeSeparator(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound + 1
        while index + 2 < range.upperBound {
            if bytes[index + 1] == UInt8(ascii: ":"), isBlank(bytes[index]), isBlank(bytes[index + 2]) { return true }
            index += 1
        }
        return false
    }

    private func startsTitledTarget(_ index: Int, end: Int) -> Bool {
        var prefixEnd = index
        if bytes[index] == UInt8(ascii: "*") {
            while prefixEnd < end, bytes[prefixEnd] == UInt8(ascii: "*") { prefixEnd += 1 }
        } else if Self.isScopableKind(bytes[index]) {
            prefixEnd += 1
        } else {
            return false
        }
        return prefixEnd < end && isBlank(bytes[prefixEnd])
    }

    /// Whitespace runs (line breaks included) become one space.
    func normalizedText(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { ByteClass.collapsing(UnsafeBufferPointer(rebasing: $0[range]), where: LocationBlank.self) }
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    private func isBlank(_ byte: UInt8) -> Bool { LocationBlank.contains(byte) }

    private func containsBlank(_ range: Range<Int>) -> Bool {
        for byte in bytes[range] where isBlank(byte) { return true }
        return false
    }

    /// The target kind a single prefix character spells, given the title after it.
    private static func kind(_ byte: UInt8, _ title: String) -> LinkTarget? {
        switch byte {
        case UInt8(ascii: "$"): .definition(title)
        case UInt8(ascii: "^"): .footnote(title)
        case UInt8(ascii: ":"): .tableCell(title)
        case UInt8(ascii: "#"): .generic(title)
        case UInt8(ascii: "/"): .externalFile(title)
        case UInt8(ascii: "@"): .timestamp(title)
        case UInt8(ascii: "?"): .wiki(title)
        case UInt8(ascii: "="): .extendable(title)
        default: nil
        }
    }

    /// The characters `kind(_:_:)` reads as a target kind.
    private static func isKindPrefix(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "/"),
             UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="): true
        default: false
        }
    }

    /// The kinds that may follow a file (`{:path:$ T}`) and be parts of a scoped location.
    private static func isScopableKind(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "?"): true
        default: false
        }
    }
}

extension LinkTarget {
    /// Kinds that name an item by title and so can be a part of a scoped location.
    var isScopable: Bool {
        switch self {
        case .heading, .definition, .footnote, .tableCell, .generic, .wiki: true
        default: false
        }
    }
}

/// Space, tab and the `\n` between lines: the whitespace of a link location.
private enum LocationBlank: ByteSet {
    static func contains(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
}
