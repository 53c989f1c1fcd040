import Foundation
import NorgKit

/// A task of the folder with the document it is in.
public struct ReaderTask: Sendable, Identifiable {
    /// The document's path relative to the folder (`ReaderDocument.path`).
    public let path: String
    /// The document's title (`ReaderDocument.title`).
    public let documentTitle: String
    /// The task as `TaskScanner` found it: status, text, line, dates and the headings above it.
    public let task: NorgTask

    /// The document's path and the task's line (`notes/garden.norg:12`): unique in the folder.
    /// Allocates the string on each read.
    public var id: String { "\(path):\(task.line)" }

    /// Where the task sits, for display: the document's title and the headings above the task
    /// (`Garden › Spring › Seeds`). Joins them into a new string on each read.
    public var location: String {
        ([documentTitle] + task.headings).joined(separator: " › ")
    }
}

/// The reader's task lists, each a `TaskQuery`.
public enum ReaderTaskFilter: String, Sendable, Hashable, CaseIterable, Identifiable {
    /// Every task still to do (not done, not cancelled), by due date.
    case open
    /// Open tasks due today or in the seven days after (`TaskQuery.DateFilter.week(from:)`): the
    /// agenda's Today and Next 7 days.
    case dueThisWeek
    /// Open tasks due before today.
    case overdue
    /// Every task, in document order.
    case all

    /// The raw value: stable across launches, for storing the chosen list.
    public var id: String { rawValue }

    /// The list's name in the sidebar (English).
    public var title: String {
        switch self {
        case .open: "Open"
        case .dueThisWeek: "Due this week"
        case .overdue: "Overdue"
        case .all: "All"
        }
    }

    /// The query behind this list; `today` is the day "overdue" and "this week" are counted from.
    public func query(today: TaskDay) -> TaskQuery {
        switch self {
        case .open: TaskQuery(statuses: TaskStatus.open, sort: .due)
        case .dueThisWeek: TaskQuery(statuses: TaskStatus.open, due: .week(from: today), sort: .due)
        case .overdue: TaskQuery(statuses: TaskStatus.open, due: .overdue, sort: .due)
        case .all: TaskQuery()
        }
    }
}

extension ReaderLibrary {
    /// The tasks of every document (in the sidebar's order, then document order) that `filter`
    /// keeps, in its query's order.
    public func tasks(_ filter: ReaderTaskFilter, today: TaskDay) -> [ReaderTask] {
        let query = filter.query(today: today)
        let all = documents.flatMap { document in
            document.tasks.map { ReaderTask(path: document.path, documentTitle: document.title, task: $0) }
        }
        return query.sorted(all.filter { query.matches($0.task, today: today) }, today: today) { $0.task }
    }
}
