/// A list item's content blocks, as `ListItem.content` reads them; also any run of sibling blocks
/// the walks visit (`NorgBlock.forEachChildRun`).
///
/// Most list items hold one paragraph: that is kept as it is, without an array (an array of one
/// block cost an allocation and 96 bytes per item, 4,414 per MiB of notes). A list item's is always
/// canonical, `.paragraph` exactly when the content is one paragraph, so the synthesised equality
/// of `ListItem` is its content's equality.
package enum ContentBlocks: Sendable, Hashable, RandomAccessCollection {
    case paragraph(Paragraph)
    case blocks([NorgBlock])

    /// The canonical form of `blocks`.
    package init(_ blocks: [NorgBlock]) {
        if blocks.count == 1, case .paragraph(let paragraph) = blocks[0] {
            self = .paragraph(paragraph)
        } else {
            self = .blocks(blocks)
        }
    }

    /// The canonical form of one block.
    package init(single block: consuming NorgBlock) {
        if case .paragraph(let paragraph) = block {
            self = .paragraph(paragraph)
        } else {
            self = .blocks([block])
        }
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch self {
        case .paragraph: 1
        case .blocks(let blocks): blocks.count
        }
    }

    package subscript(position: Int) -> NorgBlock {
        switch self {
        case .paragraph(let paragraph):
            precondition(position == 0, "index out of range")
            return .paragraph(paragraph)
        case .blocks(let blocks):
            return blocks[position]
        }
    }

    /// The blocks as an array (built for a lone paragraph).
    package var array: [NorgBlock] {
        switch self {
        case .paragraph(let paragraph): [.paragraph(paragraph)]
        case .blocks(let blocks): blocks
        }
    }
}
