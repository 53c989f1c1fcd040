extension TaskTimestamp {
    /// The next day a recurring task falls on, on or after `today`, by the shape of the date it
    /// recurs on (`(+ 5th Jan)`): a weekday alone (`Fri`) repeats weekly; a day of the month alone
    /// (`5th`) monthly, skipping months without that day; a day and a month (`5th Jan`) yearly,
    /// 29 February in leap years only; a full date (`5th Jan 2027`) happens once, on that day,
    /// even when it has passed. A weekday written beside a day is not checked, as everywhere. Any
    /// other shape (a month, a year, a month and year, a time alone) has no occurrence: nil. Only
    /// the first side of a range is read.
    public func nextOccurrence(onOrAfter today: TaskDay) -> TaskDay? {
        switch (year, month, day) {
        case let (year?, month?, day?):
            return TaskDay(year: year, month: month, day: day)
        case let (nil, month?, day?):
            // 29 February comes back within eight years (1896 to 1904 skips one leap year).
            for year in today.year...(today.year + 8) {
                if let next = TaskDay(year: year, month: month, day: day), next >= today { return next }
            }
            return nil
        case let (nil, nil, day?):
            // Every day up to the 31st is in one of the next twelve months (at most two in a row lack it).
            var (year, month) = (today.year, today.month)
            for _ in 0..<12 {
                if let next = TaskDay(year: year, month: month, day: day), next >= today { return next }
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
            return nil
        case (nil, nil, nil):
            guard let weekday, (1...7).contains(weekday) else { return nil }
            return today.adding(days: (weekday - today.weekday + 7) % 7)
        default:
            return nil
        }
    }
}
