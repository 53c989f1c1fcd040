extension TaskTimestamp {
    /// Reads a timestamp: the spec's `<day>?,? <day-of-month> <month> -?<year> <time> <timezone>`
    /// (every field optional, the order fixed), or an ISO 8601 date (`2026-12-03`,
    /// `2026-12-03T14:30`, `2026-12-03T14:30:15+01:00`), and a range of two of them (`-` or `–`
    /// between the sides, with or without spaces).
    ///
    /// Day and month names are English, full or an unambiguous prefix (`Tue`, `We`, `Jan`; not
    /// `T` or `Ju`); the day of the month has at most three digits and may carry an ordinal suffix
    /// (`5th`); the year has at least four digits, a leading `-` making it B.C. (a negative year);
    /// the time is `H:MM` with optional `.ss` (the spec) or `:ss` (ISO). A token is an ISO date only
    /// in its full `YYYY-MM-DD` form; otherwise a `-` inside a token separates a range's sides, as
    /// in the spec's `5th Aug 2022-20th August 2022`. Time zones are kept as written.
    ///
    /// A range's sides complete each other: a side takes the fields above its own most
    /// significant one from the other (`5th - 20th August 2022` starts on 5 August 2022). Text
    /// that breaks the grammar ends the reading: the fields read so far are kept and
    /// `isUnderstood` is false.
    public init(parsing raw: String) {
        self.init(raw: raw)
        let sides = TimestampTokens(raw)
        readFields(sides.start)
        guard let endTokens = sides.end else {
            isUnderstood = isUnderstood && sides.isWellFormed
            return
        }
        var end = TaskTimestamp(raw: sides.endRaw)
        end.readFields(endTokens)
        complete(from: end)
        end.complete(from: self)
        isUnderstood = isUnderstood && end.isUnderstood && sides.isWellFormed
        self.end = end
    }
}

/// The words of a timestamp, split into the sides of a range.
private struct TimestampTokens {
    var start: [Substring] = []
    var end: [Substring]?
    /// The text of the second side.
    var endRaw = ""
    /// False when there is more than one range separator, or a side is empty.
    var isWellFormed = true

    init(_ raw: String) {
        for word in raw.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            if word == "-" || word == "–" {
                startEnd(raw, after: word.endIndex)
                continue
            }
            // `2022-20th`: a range written without spaces (a leading `-` is a B.C. year instead,
            // and a full ISO date is one word).
            if TaskTimestamp.isoDate(word) == nil,
               let dash = word.dropFirst().firstIndex(where: { $0 == "-" || $0 == "–" }) {
                append(word[..<dash])
                startEnd(raw, after: raw.index(after: dash))
                append(word[raw.index(after: dash)...])
                continue
            }
            append(word)
        }
        if start.isEmpty || end?.isEmpty == true { isWellFormed = false }
    }

    private mutating func append(_ word: Substring) {
        guard !word.isEmpty else { return }
        if end != nil { end!.append(word) } else { start.append(word) }
    }

    private mutating func startEnd(_ raw: String, after index: String.Index) {
        if end != nil { isWellFormed = false; return }
        end = []
        endRaw = String(raw[index...].trimmingPrefix(while: \.isWhitespace))
    }
}
