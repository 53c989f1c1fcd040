#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// List items written the way Neorg wrote tasks before Norg 1.0: `- [x] done`, `-- [ ] nested`.
/// Norg 1.0 spells them `- (x) done`; `TaskScanner` lists only that form, so these are found here
/// to be reported, and upgraded in place.
///
/// A legacy task is an unordered list item without extensions whose text starts with `[c] ` where
/// `c` is a status character (`*`, pre-1.0 for pending, reads as `-`). Items that are not shown
/// (commented out, inside `|comment`, `|example` or a verbatim tag) are not tasks, as for `TaskScanner`.
public enum LegacyTasks {
    /// One legacy marker: its line, the offset of its `[`, and the status it stands for.
    public struct Marker: Sendable, Hashable {
        /// The 1-based line of the list item.
        public var line: Int
        /// The byte offset of the `[` in the source: `[x]` is rewritten in place as `(x)`.
        public var bracketOffset: Int
        /// The status the marker's character stands for (`*`, pre-1.0 for pending, is `.pending`).
        public var status: TaskStatus
    }

    /// Every legacy marker of the source, in document order.
    public static func find(in bytes: [UInt8]) -> [Marker] {
        find(in: bytes, document: NorgParser.parse(bytes: bytes))
    }

    /// The same, with the document already parsed from `bytes`.
    public static func find(in bytes: [UInt8], document: NorgDocument) -> [Marker] {
        // Most notes hold no `[c]` at all: then the tree is not walked.
        guard mayHoldMarker(bytes) else { return [] }
        var markers: [Marker] = []
        // Only what is shown, as for `TaskScanner`: an upgraded marker must read back as a task.
        document.forEachShownBlock { block in
            guard case .list(let list) = block, list.kind == .unordered else { return .visitChildren }
            for item in list.items where item.extensions.isEmpty && !item.isCommentedOut {
                if let marker = marker(at: item.range.start, in: bytes) { markers.append(marker) }
            }
            return .visitChildren
        }
        // A list's items are met before the lists nested in them.
        return markers.sorted { $0.bracketOffset < $1.bracketOffset }
    }

    /// The source with every legacy marker rewritten in the 1.0 form, every other byte kept (the
    /// length too: `[x]` becomes `(x)`, `[*]` becomes `(-)`). Read back, each rewritten line must
    /// hold a task with the marker's status, and no other task may change; otherwise nothing is
    /// rewritten and `TaskWriteError.inconsistentSource` names the first line that did not.
    public static func upgraded(_ bytes: [UInt8]) throws(TaskWriteError) -> (bytes: [UInt8], markers: [Marker]) {
        let markers = find(in: bytes)
        guard !markers.isEmpty else { return (bytes, []) }
        var updated = bytes
        for marker in markers {
            updated[marker.bracketOffset] = UInt8(ascii: "(")
            updated[marker.bracketOffset + 1] = UInt8(ascii: marker.status.character.unicodeScalars.first!)
            updated[marker.bracketOffset + 2] = UInt8(ascii: ")")
        }
        let before = TaskScanner.scan(NorgParser.parse(bytes: bytes))
        let after = TaskScanner.scan(NorgParser.parse(bytes: updated))
        let statusByLine = Dictionary(after.map { ($0.line, $0.status) }, uniquingKeysWith: { first, _ in first })
        for marker in markers where statusByLine[marker.line] != marker.status {
            throw .inconsistentSource(line: marker.line)
        }
        let upgradedLines = Set(markers.map(\.line))
        let kept = after.filter { !upgradedLines.contains($0.line) }.map { ($0.line, $0.status) }
        guard kept.elementsEqual(before.map { ($0.line, $0.status) }, by: { $0 == $1 }) else {
            throw .inconsistentSource(line: markers[0].line)
        }
        return (updated, markers)
    }

    /// `-`s, whitespace, then `[c]` and whitespace or the line's end.
    private static func marker(at start: SourcePosition, in bytes: [UInt8]) -> Marker? {
        var index = start.offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "]") else {
            return nil
        }
        let after = index + 3 < bytes.count ? bytes[index + 3] : 0x0A
        guard after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D else { return nil }
        let character = Character(Unicode.Scalar(bytes[index + 1]))
        guard let status = character == "*" ? .pending : TaskStatus(character: character) else { return nil }
        return Marker(line: start.line, bracketOffset: index, status: status)
    }

    /// Whether some `[c]` (c a status character or `*`) stands between whitespace, as a marker
    /// does: most notes hold none, and then the tree is not walked.
    private static func mayHoldMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= 4, let base = buffer.baseAddress else { return false }
            var index = 1
            while index < buffer.count - 2 {
                // memchr finds each `[` far faster than a byte loop.
                guard let found = memchr(base + index, Int32(UInt8(ascii: "[")), buffer.count - 2 - index) else { return false }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                guard buffer[index + 1] == UInt8(ascii: "]") else { continue }
                let before = buffer[index - 2], character = buffer[index]
                let after = index + 2 < buffer.count ? buffer[index + 2] : 0x0A
                if (before == 0x20 || before == 0x09) && (after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D)
                    && (character == UInt8(ascii: "*") || TaskStatus(character: Character(Unicode.Scalar(character))) != nil) {
                    return true
                }
            }
            return false
        }
    }
}
