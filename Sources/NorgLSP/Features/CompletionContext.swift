/// What the text before the cursor asks to complete, read from the cursor's line alone: the
/// open `{` of a link being written (`{*`, `{:`, `{:file:`, `{?`, `{#`) or the `(` of a
/// detached modifier extension (a task's status). Offsets are bytes of the document.
struct CompletionContext: Equatable {
    enum Kind: Equatable {
        /// `{` alone: this document's headings and the workspace's files.
        case anyLink
        /// `{*`…`{******` (`level`), or `{:file:` then stars (`file` the path as written; `level`
        /// nil when no star is typed yet).
        case heading(file: String?, level: Int?)
        /// `{:` and a path begun.
        case file
        /// `{?`.
        case wiki
        /// `{#`.
        case linkable
        /// `(`, or `|` inside one, after a detached modifier.
        case taskStatus
    }

    var kind: Kind
    /// Where the text the item replaces starts (what is typed there is what the client filters by).
    var start: Int
    /// Whether the title needs a space before it (`{*` with nothing after the stars yet).
    var needsSpace = false
    /// Where the replaced text ends: the cursor, or past a status already written there.
    var end: Int
    /// Whether the link or extension is already closed right after the replaced text (`}`, `)`
    /// or the `|` of another extension item).
    var isClosed = false

    /// The deepest heading level Norg writes.
    static let deepestLevel = 6

    /// The context at byte `offset` of `bytes`, whose line starts at `lineStart`.
    static func at(_ offset: Int, lineStart: Int, in bytes: [UInt8]) -> CompletionContext? {
        let line = bytes[lineStart..<offset]
        let next = offset < bytes.count ? bytes[offset] : 0
        if let brace = line.lastIndex(of: UInt8(ascii: "{")), !line[brace...].contains(UInt8(ascii: "}")) {
            var context = link(bytes[(brace + 1)..<offset], start: brace + 1)
            context?.isClosed = next == UInt8(ascii: "}")
            return context
        }
        guard var context = taskStatus(line, start: lineStart) else { return nil }
        // A status already written after the cursor (`(|x)`) is what the item replaces.
        let closers: [UInt8] = [UInt8(ascii: ")"), UInt8(ascii: "|")]
        if offset + 1 < bytes.count, context.start == offset, closers.contains(bytes[offset + 1]),
           !closers.contains(next), next != 0x0A, next != 0x0D {
            context.end = offset + 1
        }
        context.isClosed = context.end < bytes.count && closers.contains(bytes[context.end])
        return context
    }

    /// After `{`: the kind the first characters name.
    private static func link(_ typed: ArraySlice<UInt8>, start: Int) -> CompletionContext? {
        guard let first = typed.first else { return CompletionContext(kind: .anyLink, start: start, end: typed.endIndex) }
        switch first {
        case UInt8(ascii: "*"):
            return heading(typed, file: nil)
        case UInt8(ascii: ":"):
            let rest = typed.dropFirst()
            guard let colon = rest.firstIndex(of: UInt8(ascii: ":")) else {
                return CompletionContext(kind: .file, start: rest.startIndex, end: typed.endIndex)
            }
            let file = String(decoding: rest[..<colon], as: UTF8.self)
            let target = typed[(colon + 1)...]
            if target.isEmpty { return CompletionContext(kind: .heading(file: file, level: nil), start: colon + 1, end: typed.endIndex) }
            guard target.first == UInt8(ascii: "*") else { return nil }
            return heading(target, file: file)
        case UInt8(ascii: "?"):
            return titled(typed, .wiki)
        case UInt8(ascii: "#"):
            return titled(typed, .linkable)
        default:
            return nil
        }
    }

    /// Stars, then whitespace, then the title begun.
    private static func heading(_ typed: ArraySlice<UInt8>, file: String?) -> CompletionContext? {
        let stars = typed.prefix { $0 == UInt8(ascii: "*") }.count
        guard stars <= deepestLevel else { return nil }
        // The last star is the prefix `titled` reads past.
        return titled(typed.dropFirst(stars - 1), .heading(file: file, level: stars))
    }

    /// One prefix character, whitespace, then the title begun.
    private static func titled(_ typed: ArraySlice<UInt8>, _ kind: Kind) -> CompletionContext? {
        let afterPrefix = typed.dropFirst()
        let title = afterPrefix.drop { $0 == 0x20 || $0 == 0x09 }
        return CompletionContext(kind: kind, start: title.startIndex,
                                 needsSpace: title.startIndex == afterPrefix.startIndex, end: typed.endIndex)
    }

    /// Whitespace, a detached modifier (a run of one of `-~*>^$:`), whitespace, `(`, then the
    /// extension begun: the status is completed after the `(` or the last `|`, when at most one
    /// character of it is typed.
    private static func taskStatus(_ line: ArraySlice<UInt8>, start: Int) -> CompletionContext? {
        let indented = line.drop { $0 == 0x20 || $0 == 0x09 }
        guard let modifier = indented.first, Array("-~*>^$:".utf8).contains(modifier) else { return nil }
        let afterModifier = indented.drop { $0 == modifier }
        let spaced = afterModifier.drop { $0 == 0x20 || $0 == 0x09 }
        guard spaced.startIndex > afterModifier.startIndex, spaced.first == UInt8(ascii: "("),
              !spaced.contains(UInt8(ascii: ")")) else { return nil }
        let itemStart = (spaced.lastIndex(of: UInt8(ascii: "|")) ?? spaced.startIndex) + 1
        guard line.endIndex - itemStart <= 1 else { return nil }
        return CompletionContext(kind: .taskStatus, start: itemStart, end: line.endIndex)
    }
}
