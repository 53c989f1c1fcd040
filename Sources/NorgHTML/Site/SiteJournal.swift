import NorgKit

/// The journals of a site: notes dated by their path, as Neorg's journal writes them
/// (`journal/2026/12/01.norg`) or flat (`journal/2026-12-01.norg`). The folder above the dates is
/// the journal (`journal`); its entries are listed newest first under month names on its index
/// page, and each links to the previous and next entry of the same journal.
public struct SiteJournal: Sendable {
    /// One dated note.
    public struct Entry: Sendable, Equatable {
        /// The day its path names.
        public var day: TaskDay
        /// The page's key.
        public var key: String
    }

    /// Each journal's entries, oldest first, by the journal's folder.
    private let journals: [String: [Entry]]
    /// Where each entry sits in its journal.
    private let positions: [String: (journal: String, index: Int)]

    /// The journals among the pages `keys`.
    public init(keys: some Sequence<String>) {
        var journals: [String: [Entry]] = [:]
        for key in keys {
            guard let (journal, day) = SiteJournal.date(ofPage: key) else { continue }
            journals[journal, default: []].append(Entry(day: day, key: key))
        }
        var positions: [String: (String, Int)] = [:]
        for (journal, entries) in journals {
            // Two notes of one day (`2026-12-01.norg` beside `2026/12/01.norg`) keep a fixed order.
            let sorted = entries.sorted { $0.day != $1.day ? $0.day < $1.day : $0.key.utf8Precedes($1.key) }
            journals[journal] = sorted
            for (index, entry) in sorted.enumerated() { positions[entry.key] = (journal, index) }
        }
        self.journals = journals
        self.positions = positions
    }

    /// The journal's folder and the day that `key`'s path names: `ROOT/YYYY/MM/DD` or
    /// `ROOT/YYYY-MM-DD` (a valid day); nil for any other page.
    public static func date(ofPage key: String) -> (journal: String, day: TaskDay)? {
        // Most pages are no entry: a name that is neither `DD` nor `YYYY-MM-DD` is answered
        // without splitting the path.
        let last = key.utf8.lastIndex(of: UInt8(ascii: "/")).map { key.utf8[key.utf8.index(after: $0)...] } ?? key.utf8[...]
        guard last.count == 2 || last.count == 10, last.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }) else {
            return nil
        }
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count >= 3, let day = day(parts[parts.count - 3], parts[parts.count - 2], parts[parts.count - 1]) {
            return (parts.dropLast(3).joined(separator: "/"), day)
        }
        let name = parts[parts.count - 1].split(separator: "-", omittingEmptySubsequences: false)
        if name.count == 3, let day = day(name[0], name[1], name[2]) {
            return (parts.dropLast().joined(separator: "/"), day)
        }
        return nil
    }

    /// Whether `folder` is a journal's month folder (`…/YYYY/MM` with dated notes below it): its
    /// month's name then titles it.
    public func monthName(ofFolder folder: String) -> String? {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, isNumber(parts[parts.count - 2], digits: 4), isNumber(parts[parts.count - 1], digits: 2),
              let month = Int(parts[parts.count - 1]), (1...12).contains(month),
              journals[parts.dropLast(2).joined(separator: "/")] != nil else { return nil }
        return TaskDay.monthNames[month - 1]
    }

    /// Whether `folder` is a journal.
    public func isJournal(_ folder: String) -> Bool { journals[folder] != nil }

    /// Whether `folder` is a journal or a year or month folder inside one, whose entries the
    /// navigation lists newest first.
    public func isDated(_ folder: String) -> Bool {
        if isJournal(folder) { return true }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count >= 1, isNumber(parts[parts.count - 1], digits: 4), isJournal(parts.dropLast().joined(separator: "/")) { return true }
        return monthName(ofFolder: folder) != nil
    }

    /// The entries of the journal `folder`, newest first.
    public func entries(ofJournal folder: String) -> [Entry] {
        (journals[folder] ?? []).reversed()
    }

    /// The entries before and after `key` in its journal; nil for a page that is not an entry.
    public func neighbours(of key: String) -> (previous: Entry?, next: Entry?)? {
        guard let (journal, index) = positions[key], let entries = journals[journal] else { return nil }
        return (index > 0 ? entries[index - 1] : nil, index + 1 < entries.count ? entries[index + 1] : nil)
    }

    private static func day(_ year: Substring, _ month: Substring, _ day: Substring) -> TaskDay? {
        guard isNumber(year, digits: 4), isNumber(month, digits: 2), isNumber(day, digits: 2) else { return nil }
        return TaskDay(year: Int(year)!, month: Int(month)!, day: Int(day)!)
    }

    private static func isNumber(_ text: Substring, digits: Int) -> Bool {
        text.utf8.count == digits && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private func isNumber(_ text: Substring, digits: Int) -> Bool { SiteJournal.isNumber(text, digits: digits) }
}
