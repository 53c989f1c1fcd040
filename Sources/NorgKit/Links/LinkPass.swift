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
            var filler = AnchorFiller(locations: index.anchorLocations, declarations: declarations)
            result = document.rewritten(by: &filler)
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

/// Copies anchor definitions' locations into declarations, through the whole tree: a rewriter that
/// changes only the declarations, and looks only into the blocks that hold one.
struct AnchorFiller: NorgRewriter {
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

    func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        holdsDeclaration(block.range) ? .visitChildren : .skipChildren
    }

    func rewriteInline(_ inline: NorgInline) -> NorgInline? {
        guard case .link(var link) = inline, link.form == .anchorDeclaration, link.location == nil,
              let name = link.name, let location = locations[LinkKey.normalize(name)] else { return nil }
        link.location = location
        return .link(link)
    }
}
