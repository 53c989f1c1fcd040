/// The blocks of a list item (`ListItem.content`), in source order: its paragraph (and, for slides
/// and indent segments, any further blocks), then nested lists.
///
/// Most list items hold one paragraph. That is kept as it is, without an array, and the collection
/// yields it as a `.paragraph` block without allocating: reading an item's content never builds
/// an array. Content of more blocks is the array it was built from, shared, not copied.
///
/// Equal when the blocks are equal, however the content was built.
public struct ContentBlocks: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Canonical: `.paragraph` exactly when the content is one paragraph, so that the synthesised
    /// equality is the blocks' equality.
    // `@usableFromInline`, and the reads `@inlinable`, so that a renderer in another module iterates
    // without a call per element.
    @usableFromInline enum Storage: Sendable, Hashable {
        case paragraph(Paragraph)
        case blocks([NorgBlock])
    }

    @usableFromInline var storage: Storage

    /// The content `blocks`; keeps the array (no copy), or only its block when that is a paragraph.
    public init(_ blocks: [NorgBlock]) {
        if blocks.count == 1, case .paragraph(let paragraph) = blocks[0] {
            storage = .paragraph(paragraph)
        } else {
            storage = .blocks(blocks)
        }
    }

    /// The content of one block, without an array when it is a paragraph.
    package init(single block: consuming NorgBlock) {
        if case .paragraph(let paragraph) = block {
            storage = .paragraph(paragraph)
        } else {
            storage = .blocks([block])
        }
    }

    /// The content written as an array literal.
    public init(arrayLiteral blocks: NorgBlock...) {
        self.init(blocks)
    }

    /// Always 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of blocks.
    @inlinable public var endIndex: Int {
        switch storage {
        case .paragraph: 1
        case .blocks(let blocks): blocks.count
        }
    }

    /// The block at `position`; does not allocate.
    @inlinable public subscript(position: Int) -> NorgBlock {
        switch storage {
        case .paragraph(let paragraph):
            precondition(position == 0, "index out of range")
            return .paragraph(paragraph)
        case .blocks(let blocks):
            return blocks[position]
        }
    }

    /// The paragraph when it is the only block (a tight list item), nil otherwise; does not allocate.
    @inlinable public var loneParagraph: Paragraph? {
        if case .paragraph(let paragraph) = storage { return paragraph }
        return nil
    }

    /// The blocks as an array: the stored one, or (allocating) one holding the lone paragraph.
    package var array: [NorgBlock] {
        switch storage {
        case .paragraph(let paragraph): [.paragraph(paragraph)]
        case .blocks(let blocks): blocks
        }
    }
}
