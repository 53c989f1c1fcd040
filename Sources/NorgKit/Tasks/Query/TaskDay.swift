#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A calendar day (proleptic Gregorian), for asking what is due when.
///
/// Every day lies in `TaskDay.years`, the years a `TaskTimestamp` holds: so every date a
/// document writes has its day, and the day arithmetic cannot overflow (day numbers stay within
/// ±8 × 10¹¹, far inside `Int`; `adding(days:)` stops at the range's ends).
public struct TaskDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, as written (no era: year 0 is 1 BC, negative years go further back).
    public let year: Int
    /// The month, 1 for January through 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The years a day may have: those a `TaskTimestamp` keeps (32 bits, `Int32.min` standing for
    /// none). Within them a day number's size is below 8 × 10¹¹, so no product, sum or difference
    /// of day numbers comes near `Int`'s limit; a year of 17 digits would overflow `dayNumber`.
    public static let years = -Int(Int32.max)...Int(Int32.max)

    /// The first day of `years`, where `adding(days:)` stops going back.
    public static let first = TaskDay(uncheckedYear: years.lowerBound, month: 1, day: 1)

    /// The last day of `years`, where `adding(days:)` stops going on.
    public static let last = TaskDay(uncheckedYear: years.upperBound, month: 12, day: 31)

    /// The day, when it exists and its year is in `years` (`TaskDay(year: 2026, month: 2, day: 30)`
    /// is nil, and so is any day of the year 99999999999).
    public init?(year: Int, month: Int, day: Int) {
        guard TaskDay.years.contains(year), (1...12).contains(month), day >= 1, day <= TaskDay.days(inMonth: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day written `YYYY-MM-DD` (at least four digits of year), nil when it is not one or its
    /// year is outside `years`.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Today in the machine's local time zone.
    public static func today() -> TaskDay {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return TaskDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
    }

    /// The day `count` days later (earlier when negative); `TaskDay.first` or `TaskDay.last` when
    /// that would leave `years`, so no count traps.
    public func adding(days count: Int) -> TaskDay {
        let (sum, overflow) = dayNumber.addingReportingOverflow(count)
        if overflow { return count < 0 ? .first : .last }
        if sum < TaskDay.first.dayNumber { return .first }
        if sum > TaskDay.last.dayNumber { return .last }
        return TaskDay(dayNumber: sum)
    }

    /// Days from 1970-01-01 (negative before it).
    public var dayNumber: Int {
        // Howard Hinnant's days-from-civil: years start in March, so leap days fall at a year's end.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week, 1 (Monday) to 7 (Sunday), as `TaskTimestamp.weekday` numbers them.
    public var weekday: Int {
        // 1970-01-01, day 0, was a Thursday (4).
        ((dayNumber + 3) % 7 + 7) % 7 + 1
    }

    /// A day known to exist and to lie in `years` (the range's ends).
    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `dayNumber` days from 1970-01-01; the number must be one of a day in `years`.
    private init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Earlier days first: compares year, then month, then day.
    public static func < (lhs: TaskDay, rhs: TaskDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2026-12-03`.
    public var description: String {
        let digits = String(abs(year))
        let yearText = (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return yearText + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 4, 6, 9, 11: 30
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        default: 31
        }
    }
}

extension TaskTimestamp {
    /// The day this timestamp names, as a due or start date is read for a query: a full date as
    /// it is; a day and month without a year in the year that puts it nearest `today` (`5th Feb`
    /// read in December is next February); a month and year without a day on the month's last
    /// day (`latest: true`, for due dates: due by the month's end) or first. Nil without a month.
    public func taskDay(near today: TaskDay, latest: Bool) -> TaskDay? {
        guard let month, (1...12).contains(month) else { return nil }
        if let year {
            let day = self.day ?? (latest ? TaskDay.days(inMonth: month, year: year) : 1)
            return TaskDay(year: year, month: month, day: day)
        }
        guard let day else { return nil }
        let candidates = [today.year - 1, today.year, today.year + 1].compactMap { TaskDay(year: $0, month: month, day: day) }
        return candidates.min { abs($0.dayNumber - today.dayNumber) < abs($1.dayNumber - today.dayNumber) }
    }
}
