/// A timestamp parameter as written (`Tue 5th Feb 2025`, `2026-12-03T14:30`), with the fields it
/// gives. `TaskTimestamp(parsing:)` reads the spec's grammar and ISO 8601 dates.
public struct TaskTimestamp: Sendable, Hashable {
    /// The text as written, both sides of a range included.
    public var raw: String
    /// The time zone as written (`GMT`, `+0100`, `Z`): kept, never converted.
    public var timeZone: String?
    /// False when some of `raw` did not follow the grammar: the fields hold what was read before
    /// it (`TaskScanner.timestampDiagnostics` reports such timestamps).
    public var isUnderstood: Bool
    // The compact fields after the other stored ones, so they share the last word: the order
    // keeps a timestamp at 56 bytes (`ModelTests.taskTimestampsStayCompact`).
    /// The year; negative before the common era.
    @CompactField<Int32> public var year: Int?
    /// The month, 1 (January) to 12.
    @CompactField<UInt8> public var month: Int?
    /// The day of the month, 1 to 31.
    @CompactField<UInt8> public var day: Int?
    /// The hour, 0 to 24.
    @CompactField<UInt8> public var hour: Int?
    /// The minute, 0 to 59.
    @CompactField<UInt8> public var minute: Int?
    /// Seconds: the spec's `19:43.31`, or ISO's `14:30:15`.
    @CompactField<UInt8> public var second: Int?
    /// The day of the week as written, 1 (Monday) to 7 (Sunday); not checked against the date.
    @CompactField<UInt8> public var weekday: Int?
    /// The second side of a range (`5th Aug - 20th Aug 2022`), fields completed from the first.
    public var end: TaskTimestamp? {
        get { endStorage.first }
        set { endStorage = newValue.map { [$0] } ?? [] }
    }

    // One element or none: a struct cannot hold an optional of itself.
    private var endStorage: [TaskTimestamp] = []

    /// Makes a timestamp of the fields given; `TaskTimestamp(parsing:)` reads them from text.
    public init(raw: String, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                second: Int? = nil, weekday: Int? = nil, timeZone: String? = nil, isUnderstood: Bool = true,
                end: TaskTimestamp? = nil) {
        self.raw = raw
        self.timeZone = timeZone
        self.isUnderstood = isUnderstood
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
        self.end = end
    }

    /// The fields read, compactly: `2026-12-03 14:30`, `Dec 3`, `2026`, `Fri`, or `nothing`. The
    /// weekday is shown only without a day of the month, where it is what says which day.
    public var fieldSummary: String {
        var parts: [String] = []
        if day == nil, let weekday, (1...7).contains(weekday) { parts.append(Self.weekdayNames[weekday - 1]) }
        switch (year, month, day) {
        case let (year?, month?, day?): parts.append("\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))")
        case let (year?, month?, nil): parts.append("\(Self.padded(year, 4))-\(Self.padded(month, 2))")
        case let (nil, month?, day?): parts.append("\(Self.monthNames[month - 1]) \(day)")
        case let (year, month, day):
            if let day { parts.append("day \(day)") }
            if let month { parts.append(Self.monthNames[month - 1]) }
            if let year { parts.append(Self.padded(year, 4)) }
        }
        if let hour, let minute {
            parts.append("\(Self.padded(hour, 2)):\(Self.padded(minute, 2))" + (second.map { ":" + Self.padded($0, 2) } ?? ""))
        }
        if let timeZone { parts.append(timeZone) }
        if parts.isEmpty { parts.append("nothing") }
        return parts.joined(separator: " ") + (end.map { " – " + $0.fieldSummary } ?? "")
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
