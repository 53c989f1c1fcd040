/// A document's index kept between runs (a site's note summaries): what resolving links into the
/// document and checking its own links reads, so a note whose bytes have not changed need not be
/// parsed again to take part in a site. Links keep their form, location, range and anchor name;
/// their descriptions and attributes, which no resolution reads, are not kept.
extension LinkIndex {
    package func archive(into archive: inout ArchiveWriter) {
        archive.write(entries.count)
        for entry in entries {
            switch entry.kind {
            case .heading(let level): archive.write(level)
            case .definition: archive.write(-1)
            case .footnote: archive.write(-2)
            case .tableCell: archive.write(-3)
            case .target: archive.write(-4)
            case .anchor: archive.write(-5)
            case .named: archive.write(-6)
            }
            archive.write(entry.rawTitle)
            archive.write(entry.id)
            archive.write(entry.line)
            archive.write(entry.offsets.lowerBound)
            archive.write(entry.offsets.count)
        }
        archive.write(idOffsets.count)
        for (offset, id) in zip(idOffsets, idStrings) {
            archive.write(offset)
            archive.write(id)
        }
        let lines = lineTargets.keys.sorted()
        archive.write(lines.count)
        for line in lines {
            archive.write(line)
            archive.write(lineTargets[line]!.id)
            archive.write(lineTargets[line]!.line)
        }
        let names = anchorLocations.keys.sorted { $0.utf8Precedes($1) }
        archive.write(names.count)
        for name in names {
            archive.write(name)
            anchorLocations[name]!.archive(into: &archive)
        }
        archive.write(links.count)
        for link in links {
            archive.write(link.form == .link ? 0 : link.form == .anchorDeclaration ? 1 : 2)
            archive.write(link.location != nil)
            link.location?.archive(into: &archive)
            link.range.archive(into: &archive)
            archive.write(link.name)
        }
    }

    /// The index `archive(into:)` wrote; throws where the bytes are not one. Room is reserved by a
    /// count the bytes give only as far as the bytes left can hold such elements, so memory stays
    /// within a constant factor of the archive's size.
    package init(from archive: inout ArchiveReader) throws(ArchiveError) {
        var entries: [LinkIndexEntry] = []
        let entryCount = try archive.count()
        // An entry is six integers, a byte each at least.
        entries.reserveCapacity(archive.capacity(for: entryCount, bytesEach: 6))
        for _ in 0..<entryCount {
            let kind: LinkIndexEntry.Kind
            switch try archive.int() {
            case let level where level > 0: kind = .heading(level)
            case -1: kind = .definition
            case -2: kind = .footnote
            case -3: kind = .tableCell
            case -4: kind = .target
            case -5: kind = .anchor
            case -6: kind = .named
            default: throw ArchiveError()
            }
            let title = try archive.string(), id = try archive.string(), line = try archive.natural()
            let start = try archive.natural(), length = try archive.natural()
            guard length <= Int.max - start else { throw ArchiveError() }
            entries.append(LinkIndexEntry(kind: kind, rawTitle: title, id: id, line: line, offsets: start..<(start + length)))
        }
        var idOffsets: [Int] = [], idStrings: [String] = []
        let idCount = try archive.count()
        // An offset and a string's length, a byte each at least.
        idOffsets.reserveCapacity(archive.capacity(for: idCount, bytesEach: 2))
        idStrings.reserveCapacity(archive.capacity(for: idCount, bytesEach: 2))
        for _ in 0..<idCount {
            let offset = try archive.natural()
            // Slots are found by binary search over ascending offsets.
            guard offset > (idOffsets.last ?? -1) else { throw ArchiveError() }
            idOffsets.append(offset)
            idStrings.append(try archive.string())
        }
        var lineTargets: [Int: (id: String, line: Int)] = [:]
        for _ in 0..<(try archive.count()) {
            let line = try archive.int()
            lineTargets[line] = (try archive.string(), try archive.natural())
        }
        var anchorLocations: [String: LinkLocation] = [:]
        for _ in 0..<(try archive.count()) {
            let name = try archive.string()
            anchorLocations[name] = try LinkLocation(from: &archive)
        }
        var links: [InlineLink] = []
        let linkCount = try archive.count()
        // A form, a flag, a range (six integers) and a flag, a byte each at least.
        links.reserveCapacity(archive.capacity(for: linkCount, bytesEach: 9))
        for _ in 0..<linkCount {
            let form: InlineLink.Form
            switch try archive.int() {
            case 0: form = .link
            case 1: form = .anchorDeclaration
            case 2: form = .anchorDefinition
            default: throw ArchiveError()
            }
            let location = try archive.bool() ? try LinkLocation(from: &archive) : nil
            let range = try SourceRange(from: &archive)
            links.append(InlineLink(form: form, location: location, range: range, name: try archive.optionalString()))
        }
        self.init(entries: entries, idOffsets: idOffsets, idStrings: idStrings, lineTargets: lineTargets,
                  anchorLocations: anchorLocations, links: links)
    }
}

extension LinkLocation {
    func archive(into archive: inout ArchiveWriter) {
        archive.write(file)
        archive.write(rawText)
        target.archive(into: &archive, scoped: true)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let file = try archive.optionalString()
        let rawText = try archive.string()
        self.init(file: file, target: try LinkTarget(from: &archive, scoped: true), rawText: rawText)
    }
}

extension LinkTarget {
    /// `scoped`: whether this target may be a scoped one (the parts of a scoped target are not).
    func archive(into archive: inout ArchiveWriter, scoped: Bool) {
        switch self {
        case .none: archive.write(0)
        case .url(let text): archive.write(1); archive.write(text)
        case .lineNumber(let line): archive.write(2); archive.write(line)
        case .heading(let level, let title): archive.write(3); archive.write(level); archive.write(title)
        case .definition(let text): archive.write(4); archive.write(text)
        case .footnote(let text): archive.write(5); archive.write(text)
        case .tableCell(let text): archive.write(6); archive.write(text)
        case .generic(let text): archive.write(7); archive.write(text)
        case .externalFile(let text): archive.write(8); archive.write(text)
        case .timestamp(let text): archive.write(9); archive.write(text)
        case .wiki(let text): archive.write(10); archive.write(text)
        case .extendable(let text): archive.write(11); archive.write(text)
        case .scoped(let parts):
            archive.write(12)
            archive.write(parts.count)
            for part in parts { part.archive(into: &archive, scoped: false) }
        }
    }

    /// A scoped target's parts are read with `scoped` false, so nesting is one level deep and
    /// reading never recurses further, whatever the bytes.
    init(from archive: inout ArchiveReader, scoped: Bool) throws(ArchiveError) {
        switch try archive.int() {
        case 0: self = .none
        case 1: self = .url(try archive.string())
        case 2: self = .lineNumber(try archive.int())
        case 3: self = .heading(level: try archive.int(), title: try archive.string())
        case 4: self = .definition(try archive.string())
        case 5: self = .footnote(try archive.string())
        case 6: self = .tableCell(try archive.string())
        case 7: self = .generic(try archive.string())
        case 8: self = .externalFile(try archive.string())
        case 9: self = .timestamp(try archive.string())
        case 10: self = .wiki(try archive.string())
        case 11: self = .extendable(try archive.string())
        case 12 where scoped:
            var parts: [LinkTarget] = []
            for _ in 0..<(try archive.count()) { parts.append(try LinkTarget(from: &archive, scoped: false)) }
            self = .scoped(parts)
        default: throw ArchiveError()
        }
    }
}

extension SourceRange {
    package func archive(into archive: inout ArchiveWriter) {
        for position in [start, end] {
            archive.write(position.line)
            archive.write(position.column)
            archive.write(position.offset)
        }
    }

    package init(from archive: inout ArchiveReader) throws(ArchiveError) {
        func position() throws(ArchiveError) -> SourcePosition {
            SourcePosition(line: try archive.natural(), column: try archive.natural(), offset: try archive.natural())
        }
        let start = try position()
        self.init(start: start, end: try position())
    }
}
