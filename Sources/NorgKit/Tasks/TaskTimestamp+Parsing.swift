extension TaskTimestamp {
    /// Reads a Norg timestamp (`<day>?,? <day-of-month> <month> -?<year> <time> <timezone>`, every
    /// field optional, order fixed), keeping `raw` as written and filling the fields it finds.
    ///
    /// Day and month names are English, full or an unambiguous prefix (`Tue`, `We`, `Jan`; not
    /// `T` or `Ju`); the day of the month may carry an ordinal suffix (`5th`); the year has at least
    /// four digits (a leading `-` is B.C. and gives a negative year); the time is `H:MM` with optional
    /// `.ss`. For a range (`5th Aug - 20th Aug`) only the first side is read. When the text does not
    /// follow the grammar, every field is nil.
    public init(parsing raw: String) {
        self.init(raw: raw)
        guard let fields = TimestampFields(raw) else { return }
        year = fields.year
        month = fields.month
        day = fields.day
        hour = fields.hour
        minute = fields.minute
    }
}

/// The fields of one side of a timestamp; nil when the text breaks the grammar.
private struct TimestampFields {
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?

    private enum Field: Int, Comparable {
        case weekday, dayOfMonth, month, year, time, timezone

        static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                                 "september", "october", "november", "december"]

    init?(_ raw: String) {
        var next = Field.weekday
        let tokens = Self.tokens(of: raw)
        for (index, token) in tokens.enumerated() {
            if next <= .weekday, Self.uniquePrefixIndex(token, in: Self.weekdays) != nil {
                next = .dayOfMonth
            } else if next <= .dayOfMonth, let value = Self.dayOfMonth(token) {
                day = value
                next = .month
            } else if next <= .month, let index = Self.uniquePrefixIndex(token, in: Self.months) {
                month = index + 1
                next = .year
            } else if next <= .year, let value = Self.year(token) {
                year = value
                next = .time
            } else if next <= .time, let (h, m) = Self.time(token) {
                hour = h
                minute = m
                next = .timezone
            } else if index > 0, index == tokens.count - 1, Self.isTimezone(token) {
                // A timezone (`GMT`, `+0100`) is only read, not applied; nothing may follow it.
                next = .timezone
            } else {
                return nil
            }
        }
        if let day, !(1...31).contains(day) { return nil }
    }

    /// Whitespace- and comma-separated words of the first side of a range.
    private static func tokens(of raw: String) -> [Substring] {
        var result: [Substring] = []
        for word in raw.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            if word == "-" { break }
            // `2022-20th`: a range written without spaces; a leading `-` is a B.C. year instead.
            if let dash = word.dropFirst().firstIndex(of: "-") {
                result.append(word[..<dash])
                break
            }
            result.append(word)
        }
        return result
    }

    private static func uniquePrefixIndex(_ token: Substring, in names: [String]) -> Int? {
        guard token.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let lowered = token.lowercased()
        let matches = names.indices.filter { names[$0].hasPrefix(lowered) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func dayOfMonth(_ token: Substring) -> Int? {
        let digits = token.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...3).contains(digits.count) else { return nil }
        let suffix = token.dropFirst(digits.count).lowercased()
        guard ["", "st", "nd", "rd", "th"].contains(suffix) else { return nil }
        return Int(digits)
    }

    private static func year(_ token: Substring) -> Int? {
        let negative = token.first == "-"
        let digits = negative ? token.dropFirst() : token
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
            return nil
        }
        return negative ? -value : value
    }

    private static func time(_ token: Substring) -> (Int, Int)? {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let minuteAndFraction = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts[0].count), minuteAndFraction[0].count == 2, minuteAndFraction.count <= 2,
              let hour = Int(parts[0]), let minute = Int(minuteAndFraction[0]),
              parts[0].allSatisfy(\.isASCII), minuteAndFraction[0].allSatisfy(\.isASCII),
              (0...24).contains(hour), (0...59).contains(minute) else { return nil }
        if minuteAndFraction.count == 2 {
            let fraction = minuteAndFraction[1]
            guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        }
        return (hour, minute)
    }

    /// An abbreviation (`GMT`, `CEST`) or an offset (`+0100`, `-05:00`).
    private static func isTimezone(_ token: Substring) -> Bool {
        if token.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
        guard let sign = token.first, sign == "+" || sign == "-", token.count > 1 else { return false }
        return token.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":") }
    }
}
