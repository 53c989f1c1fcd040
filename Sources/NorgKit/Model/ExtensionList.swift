/// A list item's detached modifier extensions, as `ListItem.extensions` reads them.
///
/// Most tasks carry one status and nothing else, `- ( ) text`: that is kept as the status and its
/// position, without an array (an array of one extension cost an allocation and 112 bytes per
/// task, 2,970 per MiB of notes). Always canonical: `.status` exactly when the extensions are one
/// status that `loneStatus` rebuilds, so the synthesised equality is the extensions' equality.
package enum ExtensionList: Sendable, Hashable {
    /// One status without a parameter, its type character at `at`.
    case status(TaskStatus, at: SourcePosition)
    case list([DetachedModifierExtension])

    package static var empty: ExtensionList { .list([]) }

    package init(_ extensions: [DetachedModifierExtension]) {
        self = .empty
        for item in extensions { append(item) }
    }

    /// Adds `item` at the end, keeping the list canonical.
    package mutating func append(_ item: consuming DetachedModifierExtension) {
        switch self {
        case .status(let status, let position):
            self = .list([DetachedModifierExtension.loneStatus(status, at: position), item])
        case .list(var items):
            if items.isEmpty, let status = item.status, item.isLoneStatus {
                self = .status(status, at: item.range.start)
                return
            }
            self = .empty  // so that `items` is the array's only reference and grows in place
            items.append(item)
            self = .list(items)
        }
    }

    /// The extensions as an array (built for a lone status).
    package var array: [DetachedModifierExtension] {
        switch self {
        case .status(let status, let position): [DetachedModifierExtension.loneStatus(status, at: position)]
        case .list(let items): items
        }
    }

    package var isEmpty: Bool {
        if case .list(let items) = self { return items.isEmpty }
        return false
    }

    /// The TODO status among the extensions, as `[DetachedModifierExtension].taskStatus` reads it.
    package var taskStatus: TaskStatus? {
        switch self {
        case .status(let status, _): status
        case .list(let items): items.taskStatus
        }
    }

    /// The first extension that is a status (what a status write-back replaces).
    package var firstStatusItem: DetachedModifierExtension? {
        switch self {
        case .status(let status, let position): DetachedModifierExtension.loneStatus(status, at: position)
        case .list(let items): items.first { $0.status != nil }
        }
    }

    /// The parameter of the first extension of `kind` (a lone status has none).
    package func parameter(of kind: DetachedModifierExtension.Kind) -> String? {
        if case .list(let items) = self { return items.parameter(of: kind) }
        return nil
    }
}

extension DetachedModifierExtension {
    /// True when this is exactly what `loneStatus` rebuilds from its status and start (compared
    /// field by field: building it to compare cost more than the array it saves).
    var isLoneStatus: Bool {
        let start = range.start
        return status != nil && parameter == nil && range == characterRange && range.end.line == start.line
            && range.end.column == start.column + 1 && range.end.offset == start.offset + 1
    }

    /// The extension `(x)` reads as: a status without a parameter, whose range is its one type
    /// character at `position`.
    static func loneStatus(_ status: TaskStatus, at position: SourcePosition) -> DetachedModifierExtension {
        let end = SourcePosition(line: position.line, column: position.column + 1, offset: position.offset + 1)
        let range = SourceRange(start: position, end: end)
        return DetachedModifierExtension(kind: .status(status), parameter: nil, range: range, characterRange: range)
    }
}
