/// A position in the source text.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line, so it
/// is exact for every input and cheap to compute. `offset` is the 0-based UTF-8 byte offset from the
/// start of the source (after any byte-order mark has been counted: the BOM occupies offsets 0–2).
///
/// Stored as 32-bit numbers (every node holds two positions, so this halves ranges); sources past
/// 2 GiB wrap rather than trap.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    /// The 1-based line number; a CR, LF or CRLF ends a line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }

    /// The 1-based column, in UTF-8 bytes from the line's first byte (its indentation included).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(truncatingIfNeeded: newValue) }
    }

    /// The 0-based UTF-8 byte offset from the start of the source.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(truncatingIfNeeded: newValue) }
    }

    /// A position from its three coordinates, which the caller keeps consistent (nothing checks that
    /// `offset` lies on `line` at `column`).
    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
        storedOffset = Int32(truncatingIfNeeded: offset)
    }

    /// Orders by `offset` alone: positions of one source compare as the text runs.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    /// `line:column`, as compilers print positions (builds a new `String`).
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text: `start` is the first byte, `end` the position just after the last.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first byte of the range.
    public var start: SourcePosition
    /// The position just after the last byte; equal to `start` for an empty range.
    public var end: SourcePosition

    /// The range from `start` up to (not including) `end`.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// The UTF-8 byte offsets covered, for slicing the source.
    public var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }

    /// The 1-based lines this range touches (an `end` at column 1 does not count its line).
    public var lines: ClosedRange<Int> {
        let last = (end.column == 1 && end.line > start.line) ? end.line - 1 : end.line
        return start.line...max(start.line, last)
    }

    /// `line:column-line:column`, for messages and tests (builds a new `String`).
    public var description: String { "\(start)-\(end)" }
}

extension SourceRange {
    /// An empty range at the very start: a placeholder for a node slot whose node was moved out.
    static let empty = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0),
                                   end: SourcePosition(line: 1, column: 1, offset: 0))
}
