/// Reading one side of a timestamp word by word, in the grammar's fixed order, into the fields.
extension TaskTimestamp {
    private enum Field: Int, Comparable {
        case weekday, dayOfMonth, month, year, time, timeZone, done

        static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                                 "september", "october", "november", "december"]

    /// Sets the fields `words` give; a word that does not fit the grammar ends the reading and makes
    /// `isUnderstood` false (the fields before it are kept).
    mutating func readFields(_ words: [Substring]) {
        var next = Field.weekday
        for (index, word) in words.enumerated() {
            if next <= .weekday, let found = Self.uniquePrefixIndex(word, in: Self.weekdays) {
                weekday = found + 1
                next = .dayOfMonth
            } else if next <= .dayOfMonth, let date = Self.isoDate(word) {
                (year, month, day) = (date.year, date.month, date.day)
                if let time = date.time { (hour, minute, second) = time }
                timeZone = date.timeZone
                next = date.timeZone != nil ? .done : date.time != nil ? .timeZone : .time
            } else if next <= .dayOfMonth, let value = Self.dayOfMonth(word) {
                day = value
                next = .month
            } else if next <= .month, let found = Self.uniquePrefixIndex(word, in: Self.months) {
                month = found + 1
                next = .year
            } else if next <= .year, let value = Self.year(word) {
                year = value
                next = .time
            } else if next <= .time, let time = Self.time(word) {
                (hour, minute, second) = time
                next = .timeZone
            } else if next <= .timeZone, index > 0, Self.isTimeZone(word) {
                timeZone = String(word)
                next = .done
            } else {
                isUnderstood = false
                break
            }
        }
        if let day, day > Self.daysIn(month: month, year: year) {
            self.day = nil
            isUnderstood = false
        }
    }

    /// Takes from `other` the date fields above this side's most significant one, and its time
    /// zone when this side has none.
    mutating func complete(from other: TaskTimestamp) {
        if year == nil && month == nil && day == nil && hour != nil {
            (year, month, day) = (other.year, other.month, other.day)
        } else if year == nil && month == nil && day != nil {
            (year, month) = (other.year, other.month)
        } else if year == nil && month != nil {
            year = other.year
        }
        if timeZone == nil { timeZone = other.timeZone }
    }

    /// A full ISO 8601 date (`2026-12-03`), optionally with `T` and a time and zone.
    static func isoDate(_ word: Substring) -> (year: Int, month: Int, day: Int, time: (Int, Int, Int?)?, timeZone: String?)? {
        let negative = word.first == "-"
        let body = negative ? word.dropFirst() : word
        let dateAndTime = body.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = dateAndTime[0].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int32(parts[0]).map(Int.init), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: negative ? -year : year) else {
            return nil
        }
        guard dateAndTime.count == 2 else { return (negative ? -year : year, month, day, nil, nil) }
        var clock = dateAndTime[1]
        var zone: String?
        if clock.hasSuffix("Z") {
            zone = "Z"
            clock = clock.dropLast()
        } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            zone = String(clock[sign...])
            clock = clock[..<sign]
            guard isTimeZone(Substring(zone!)) else { return nil }
        }
        guard let time = time(clock) else { return nil }
        return (negative ? -year : year, month, day, time, zone)
    }

    private static func uniquePrefixIndex(_ word: Substring, in names: [String]) -> Int? {
        guard word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let lowered = word.lowercased()
        let matches = names.indices.filter { names[$0].hasPrefix(lowered) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func dayOfMonth(_ word: Substring) -> Int? {
        let digits = word.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...3).contains(digits.count) else { return nil }
        let suffix = word.dropFirst(digits.count).lowercased()
        guard ["", "st", "nd", "rd", "th"].contains(suffix), let value = Int(digits), (1...31).contains(value) else {
            return nil
        }
        return value
    }

    private static func year(_ word: Substring) -> Int? {
        let negative = word.first == "-"
        let digits = negative ? word.dropFirst() : word
        // Years are kept in 32 bits (`TaskTimestamp`): one beyond that is not read as a year.
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int32(digits) else {
            return nil
        }
        return negative ? -Int(value) : Int(value)
    }

    /// `H:MM`, `H:MM.ss` (the spec's) or `H:MM:SS` (ISO's).
    private static func time(_ word: Substring) -> (Int, Int, Int?)? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var minutePart = parts[1]
        var secondPart: Substring?
        if parts.count == 3 {
            secondPart = parts[2]
        } else if let dot = minutePart.firstIndex(of: ".") {
            secondPart = minutePart[minutePart.index(after: dot)...]
            minutePart = minutePart[..<dot]
        }
        guard (1...2).contains(parts[0].count), minutePart.count == 2,
              (parts[0] + minutePart).allSatisfy({ $0.isASCII && $0.isNumber }),
              let hour = Int(parts[0]), let minute = Int(minutePart),
              (0...24).contains(hour), (0...59).contains(minute) else { return nil }
        guard let secondPart else { return (hour, minute, nil) }
        guard (1...2).contains(secondPart.count), secondPart.allSatisfy({ $0.isASCII && $0.isNumber }),
              let second = Int(secondPart), second <= 60 else { return nil }
        return (hour, minute, second)
    }

    /// An abbreviation (`GMT`, `CEST`) or an offset (`+0100`, `-05:00`, `+01`).
    private static func isTimeZone(_ word: Substring) -> Bool {
        if word.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
        guard let sign = word.first, sign == "+" || sign == "-" else { return false }
        let digits = word.dropFirst().filter { $0 != ":" }
        return (digits.count == 2 || digits.count == 4) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The days of `month` (31 when unknown; 29 in February unless the year is known and not leap):
    /// with both known, `TaskDay`'s calendar.
    private static func daysIn(month: Int?, year: Int?) -> Int {
        guard let month, (1...12).contains(month) else { return 31 }
        return TaskDay.days(inMonth: month, year: year ?? 2000)  // 2000 is leap: an unknown year allows the 29th
    }
}
