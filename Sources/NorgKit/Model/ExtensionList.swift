/// A list item's detached modifier extensions (`ListItem.extensions`), in written order: the
/// `x` and `# A` of `- (x|# A) Task`.
///
/// Most tasks carry one status and nothing else, `- ( ) text`: that is kept as the status and its
/// position, without an array, and the collection yields it without allocating.
///
/// Equal when the extensions are equal, however the list was built.
public struct ExtensionList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Canonical: `.status` exactly when the extensions are one status that `loneStatus` rebuilds,
    /// so that the synthesised equality is the extensions' equality.
    // `@usableFromInline`, and the reads `@inlinable`, so that a renderer in another module iterates
    // without a call per element.
    @usableFromInline enum Storage: Sendable, Hashable {
        /// One status without a parameter, its type character at `at`.
        case status(TaskStatus, at: SourcePosition)
        case list([DetachedModifierExtension])
    }

    @usableFromInline var storage: Storage

    /// No extensions.
    package static var empty: ExtensionList { ExtensionList() }

    /// No extensions.
    public init() {
        storage = .list([])
    }

    /// The list of `extensions`; keeps the array (no copy), or only a lone status without it.
    public init(_ extensions: [DetachedModifierExtension]) {
        if extensions.count == 1, let status = extensions[0].status, extensions[0].isLoneStatus {
            storage = .status(status, at: extensions[0].range.start)
        } else {
            storage = .list(extensions)
        }
    }

    /// The list written as an array literal.
    public init(arrayLiteral extensions: DetachedModifierExtension...) {
        self.init(extensions)
    }

    /// Adds `item` at the end, keeping the list canonical (allocates once the list holds more than
    /// a lone status).
    package mutating func append(_ item: consuming DetachedModifierExtension) {
        switch storage {
        case .status(let status, let position):
            storage = .list([DetachedModifierExtension.loneStatus(status, at: position), item])
        case .list(var items):
            if items.isEmpty, let status = item.status, item.isLoneStatus {
                storage = .status(status, at: item.range.start)
                return
            }
            storage = .list([])  // so that `items` is the array's only reference and grows in place
            items.append(item)
            storage = .list(items)
        }
    }

    /// Always 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of extensions.
    @inlinable public var endIndex: Int {
        switch storage {
        case .status: 1
        case .list(let items): items.count
        }
    }

    /// The extension at `position`; does not allocate.
    @inlinable public subscript(position: Int) -> DetachedModifierExtension {
        switch storage {
        case .status(let status, let at):
            precondition(position == 0, "index out of range")
            return DetachedModifierExtension.loneStatus(status, at: at)
        case .list(let items):
            return items[position]
        }
    }

    /// The extensions as an array: the stored one, or (allocating) one holding the lone status.
    package var array: [DetachedModifierExtension] {
        switch storage {
        case .status(let status, let position): [DetachedModifierExtension.loneStatus(status, at: position)]
        case .list(let items): items
        }
    }

    /// True when the list holds only a status without a parameter (`( )`, `(x)` …): what most
    /// tasks carry, and what has no badge.
    @inlinable public var isLoneStatus: Bool {
        if case .status = storage { return true }
        return false
    }

    /// The TODO status among the extensions, if any; does not allocate.
    public var taskStatus: TaskStatus? {
        switch storage {
        case .status(let status, _): status
        case .list(let items): items.taskStatus
        }
    }

    /// The first extension that is a status (what a status write-back replaces), if any.
    public var firstStatusItem: DetachedModifierExtension? {
        first { $0.status != nil }
    }

    /// The parameter of the first extension of `kind` (a lone status has none).
    public func parameter(of kind: DetachedModifierExtension.Kind) -> String? {
        if case .list(let items) = storage { return items.parameter(of: kind) }
        return nil
    }
}

extension DetachedModifierExtension {
    /// True when this is exactly what `loneStatus` rebuilds from its status and start (compared
    /// field by field: building it to compare costs more than the array it saves).
    var isLoneStatus: Bool {
        let start = range.start
        return status != nil && parameter == nil && range == characterRange && range.end.line == start.line
            && range.end.column == start.column + 1 && range.end.offset == start.offset + 1
    }

    /// The extension `(x)` reads as: a status without a parameter, whose range is its one type
    /// character at `position`.
    @usableFromInline static func loneStatus(_ status: TaskStatus, at position: SourcePosition) -> DetachedModifierExtension {
        let end = SourcePosition(line: position.line, column: position.column + 1, offset: position.offset + 1)
        let range = SourceRange(start: position, end: end)
        return DetachedModifierExtension(kind: .status(status), parameter: nil, range: range, characterRange: range)
    }
}
