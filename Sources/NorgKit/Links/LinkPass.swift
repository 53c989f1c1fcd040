/// The parser's last step: every anchor declaration `[name]` gets the location of the document's
/// first `[name]{…}` definition, and links that should resolve inside the document but do not
/// (and declarations whose anchor is never defined) become warnings in `diagnostics`.
enum LinkPass {
    /// `needsIndex`: the document holds an anchor declaration or a link whose target should be in
    /// it (the only links this pass changes or warns about), which the inline parser notes as it
    /// builds them; most documents have neither, and skip the index.
    static func apply(to document: NorgDocument, needsIndex: Bool) -> NorgDocument {
        guard needsIndex else { return document }
        let index = LinkIndex(document: document)
        guard !index.links.isEmpty else { return document }
        var result = document
        if !index.anchorLocations.isEmpty, index.links.contains(where: { $0.form == .anchorDeclaration }) {
            let declarations = index.links.filter { $0.form == .anchorDeclaration }.map(\.range.start.offset)
            let filler = AnchorFiller(locations: index.anchorLocations, declarations: declarations)
            result.blocks = document.blocks.map(filler.block)
        }
        for link in index.links where index.resolve(link) == .unresolved {
            if link.form == .anchorDeclaration, link.location == nil {
                result.diagnostics.append(NorgDiagnostic(
                    message: "anchor [\(link.name ?? "")] is never defined with [\(link.name ?? "")]{…}", range: link.range))
            } else if let location = link.location, location.pointsIntoDocument {
                result.diagnostics.append(NorgDiagnostic(
                    message: "link target {\(location.rawText)} not found in this document", range: link.range))
            }
        }
        return result
    }
}

/// Copies anchor definitions' locations into declarations, through the whole tree.
struct AnchorFiller {
    let locations: [String: LinkLocation]
    /// Where declarations start, in document order: blocks holding none are kept as they are.
    let declarations: [Int]

    private func holdsDeclaration(_ range: SourceRange) -> Bool {
        var low = 0
        var high = declarations.count
        while low < high {
            let mid = (low + high) / 2
            if declarations[mid] < range.start.offset { low = mid + 1 } else { high = mid }
        }
        return low < declarations.count && declarations[low] < range.end.offset
    }

    func block(_ block: NorgBlock) -> NorgBlock {
        guard holdsDeclaration(block.range) else { return block }
        switch block {
        case .heading(var heading):
            heading.title = inlines(heading.title)
            heading.content = heading.content.map(self.block)
            return .heading(heading)
        case .paragraph(var paragraph):
            paragraph.content = inlines(paragraph.content)
            return .paragraph(paragraph)
        case .list(var list):
            for index in list.items.indices { list.items[index].content = ContentBlocks(list.items[index].content.map(self.block)) }
            return .list(list)
        case .quote(var quote):
            quote.content = quote.content.map(self.block)
            return .quote(quote)
        case .rangeable(var item):
            item.content = item.content.map(self.block)
            return .rangeable(item)
        case .rangedTag(var tag):
            tag.content = tag.content.map(self.block)
            return .rangedTag(tag)
        case .verbatimTag, .infirmTag, .delimiter:
            return block
        }
    }

    func inlines(_ inlines: [NorgInline]) -> [NorgInline] {
        inlines.map { inline in
            switch inline {
            case .styled(var span):
                span.children = InlineChildren(self.inlines(span.children.array))
                return .styled(span)
            case .linkTarget(var target):
                target.children = InlineChildren(self.inlines(target.children.array))
                return .linkTarget(target)
            case .link(var link):
                if link.form == .anchorDeclaration, link.location == nil, let name = link.name {
                    link.location = locations[LinkKey.normalize(name)]
                }
                link.description = link.description.map { InlineChildren(self.inlines($0.array)) }
                return .link(link)
            default:
                return inline
            }
        }
    }
}
