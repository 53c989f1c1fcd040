import NorgKit

/// Where the parts of a link lie in its document's bytes, for edits that rewrite a link: the
/// location between `{` and `}`, the path of `{:path:…}` or `{/ path}`, and the title of the
/// target it names (`{:path:** Title}`, the innermost of `{* A : ** Title}`). Each part is found
/// from the parsed link and checked against the bytes, so an edit never lands anywhere else;
/// nil when they do not agree.
enum LinkSource {
    /// The byte offsets of the link's location text (`LinkLocation.rawText`) in `bytes`; nil for
    /// an anchor declaration `[name]` (its location is its definition's, written there).
    static func location(of link: InlineLink, in bytes: [UInt8]) -> Range<Int>? {
        guard let location = link.location, link.form != .anchorDeclaration else { return nil }
        let raw = Array(location.rawText.utf8)
        let span = link.range.offsets.clamped(to: 0..<bytes.count)
        // `{location}` is the link's first bytes, or its last in `[name]{location}`.
        let start = link.form == .link ? span.lowerBound + 1 : span.upperBound - 1 - raw.count
        guard start > span.lowerBound, start + raw.count < span.upperBound,
              bytes[start - 1] == UInt8(ascii: "{"),
              bytes[start + raw.count] == UInt8(ascii: "}"), Array(bytes[start..<(start + raw.count)]) == raw else {
            return nil
        }
        return start..<(start + raw.count)
    }

    /// The path the link writes: of `{:path:…}`, or of `{/ path}`.
    static func path(of link: InlineLink, in bytes: [UInt8]) -> Range<Int>? {
        guard let location = link.location, let span = self.location(of: link, in: bytes) else { return nil }
        if let file = location.file {
            let written = Array(file.utf8)
            let start = span.lowerBound + 1
            guard bytes[span.lowerBound] == UInt8(ascii: ":"), start + written.count < span.upperBound,
                  Array(bytes[start..<(start + written.count)]) == written,
                  bytes[start + written.count] == UInt8(ascii: ":") else { return nil }
            return start..<(start + written.count)
        }
        guard case .externalFile(let path) = location.target else { return nil }
        let range = trimmed(span.lowerBound + 1..<span.upperBound, in: bytes)
        guard bytes[span.lowerBound] == UInt8(ascii: "/"), Array(bytes[range]) == Array(path.utf8) else { return nil }
        return range
    }

    /// The title the link's target names a heading by: `{* Title}`, `{? Title}`, `{# Title}`,
    /// after a path, or the innermost of a scoped target.
    static func title(of link: InlineLink, in bytes: [UInt8]) -> Range<Int>? {
        guard let location = link.location, var span = self.location(of: link, in: bytes) else { return nil }
        if let path = self.path(of: link, in: bytes), location.file != nil { span = (path.upperBound + 1)..<span.upperBound }
        var target = location.target
        if case .scoped(let scopes) = target, let innermost = scopes.last {
            target = innermost
            // The innermost scope follows the last ` : `.
            var index = span.upperBound - 2
            while index > span.lowerBound, !(bytes[index] == UInt8(ascii: ":") && isSpace(bytes[index - 1]) && isSpace(bytes[index + 1])) {
                index -= 1
            }
            guard index > span.lowerBound else { return nil }
            span = (index + 1)..<span.upperBound
        }
        switch target {
        case .heading, .wiki, .generic: break
        default: return nil
        }
        var start = trimmed(span, in: bytes).lowerBound
        guard start < span.upperBound else { return nil }
        let prefix = bytes[start]
        guard "*?#".utf8.contains(prefix) else { return nil }
        while start < span.upperBound, bytes[start] == prefix { start += 1 }
        let range = trimmed(start..<span.upperBound, in: bytes)
        return range.isEmpty ? nil : range
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `range` without whitespace at either end.
    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
