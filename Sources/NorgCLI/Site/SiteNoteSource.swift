import NorgKit

/// Where a published note's document comes from: parsed while the folder was read, or, when the
/// site cache summarised its bytes already, the bytes, parsed only if something needs more of the
/// note than its summary (its page, a feed entry, the agenda). The same bytes parse to the same
/// document, so a page rendered from either is the same.
enum SiteNoteSource: Sendable {
    case parsed(NorgDocument)
    case unparsed([UInt8])

    var document: NorgDocument {
        switch self {
        case .parsed(let document): document
        case .unparsed(let bytes): NorgParser.parse(bytes: bytes)
        }
    }
}
