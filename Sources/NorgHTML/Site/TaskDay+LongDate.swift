import NorgKit

extension TaskDay {
    /// English month names, January first: the agenda's and the journals' dates are English, as
    /// the spec's examples are.
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]

    private static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// `Tuesday 1 December 2026`.
    public var longDate: String {
        // 1970-01-01, day 0, was a Thursday.
        let weekday = ((dayNumber + 3) % 7 + 7) % 7
        return "\(TaskDay.weekdayNames[weekday]) \(day) \(TaskDay.monthNames[month - 1]) \(year)"
    }
}
