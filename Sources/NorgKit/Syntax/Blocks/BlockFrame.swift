/// A container the block parser has opened and not yet closed: the explicit stack that replaces
/// recursion, so input depth never becomes call depth.
struct BlockFrame {
    enum Kind {
        case document
        case heading(level: Int, extensions: [DetachedModifierExtension], title: [NorgInline], titleRange: SourceRange)
        /// `parentLevel` is the level of the item or quote holding the list (0 when none): an item
        /// joins this list only when it is deeper than that.
        case list(NorgList.Kind, parentLevel: Int)
        case listItem(level: Int, extensions: ExtensionList, suffix: DetachedModifierSuffix)
        case quote(level: Int, extensions: [DetachedModifierExtension])
        case rangeable(RangeableItem.Kind, isRanged: Bool, extensions: [DetachedModifierExtension],
                       title: String, titleRange: SourceRange)
        case rangedTag(RangedTag.Kind, name: String, parameters: [String], rawContent: String)
    }

    /// What the parser asks of an open frame, without its payload: cheap to copy and compare.
    enum Shape: Sendable, Hashable {
        case document
        case heading(level: Int)
        case list(NorgList.Kind, parentLevel: Int)
        case listItem(level: Int, suffix: DetachedModifierSuffix)
        case quote(level: Int)
        case rangeable(isRanged: Bool)
        case rangedTag

        /// True for frames closed by a known line (and the document): nothing pops past them.
        var isBounded: Bool {
            switch self {
            case .document, .rangedTag, .rangeable(isRanged: true): true
            default: false
            }
        }
    }

    var kind: Kind
    let shape: Shape
    var start: SourcePosition
    /// The end of the last thing added (grows as content arrives).
    var end: SourcePosition
    /// Where this frame's finished blocks (list items, for a list) start in the builder's shared
    /// `children` (`items`) array: only the top frame gains any, so a frame's are always the end.
    let firstChild: Int
    let firstItem: Int
    var carryovers: [CarryoverTag]
    /// For frames closed by a known line (ranged tags and range-ables), that line; otherwise -1.
    var closingLine: Int
    /// The index in the stack of the innermost frame with a closing line (or the document).
    var boundIndex: Int

    init(kind: consuming Kind, start: SourcePosition, end: SourcePosition,
         carryovers: consuming [CarryoverTag] = [], closingLine: Int = -1, boundIndex: Int, firstChild: Int,
         firstItem: Int) {
        self.shape = switch kind {
        case .document: .document
        case .heading(let level, _, _, _): .heading(level: level)
        case let .list(kind, parentLevel): .list(kind, parentLevel: parentLevel)
        case let .listItem(level, _, suffix): .listItem(level: level, suffix: suffix)
        case .quote(let level, _): .quote(level: level)
        case .rangeable(_, let isRanged, _, _, _): .rangeable(isRanged: isRanged)
        case .rangedTag: .rangedTag
        }
        self.kind = kind
        self.start = start
        self.end = end
        self.carryovers = carryovers
        self.closingLine = closingLine
        self.boundIndex = boundIndex
        self.firstChild = firstChild
        self.firstItem = firstItem
    }

    /// The node this frame becomes once closed, with its finished blocks (or a list's items). List
    /// items are returned by `listItem(content:)` instead.
    consuming func block(content blocks: consuming [NorgBlock], items: consuming [ListItem]) -> NorgBlock? {
        let range = SourceRange(start: start, end: end)
        let carryovers = takeCarryovers()
        switch takeKind() {
        case .document, .listItem:
            return nil
        case let .heading(level, extensions, title, titleRange):
            return .heading(Heading(level: level, extensions: extensions, title: title, titleRange: titleRange,
                                    content: blocks, range: range, carryovers: carryovers))
        case let .list(kind, _):
            return .list(NorgList(kind: kind, items: items, range: range, carryovers: carryovers))
        case let .quote(level, extensions):
            return .quote(Quote(level: level, extensions: extensions, content: blocks, range: range,
                                carryovers: carryovers))
        case let .rangeable(kind, isRanged, extensions, title, titleRange):
            return .rangeable(RangeableItem(kind: kind, isRanged: isRanged, extensions: extensions, title: title,
                                            titleRange: titleRange, content: blocks, range: range,
                                            carryovers: carryovers))
        case let .rangedTag(kind, name, parameters, rawContent):
            return .rangedTag(RangedTag(kind: kind, name: name, parameters: parameters, content: blocks,
                                        rawContent: rawContent, range: range, carryovers: carryovers))
        }
    }

    /// True for a `|comment`, an `|example` or a macro definition: the link index does not see its
    /// content (`LinkableRule`).
    var hidesLinkables: Bool {
        guard case .rangedTag = shape, case .rangedTag(let tagKind, let name, _, _) = kind else { return false }
        return LinkableRule.hidesContent(kind: tagKind, tagName: name)
    }

    consuming func listItem(content: consuming ContentBlocks) -> ListItem? {
        guard case let .listItem(level, extensions, suffix) = takeKind() else { return nil }
        return ListItem(level: level, extensionList: extensions, suffix: suffix, contentBlocks: content,
                        range: SourceRange(start: start, end: end), carryovers: takeCarryovers())
    }

    /// Moves `kind`'s payload out, leaving `.document`: a pattern match on the stored property
    /// copies it (a retain of every array it holds, released again with the frame).
    private mutating func takeKind() -> Kind {
        var taken = Kind.document
        swap(&taken, &kind)
        return taken
    }

    /// Moves `carryovers` out, for the same reason.
    private mutating func takeCarryovers() -> [CarryoverTag] {
        var taken: [CarryoverTag] = []
        swap(&taken, &carryovers)
        return taken
    }
}
