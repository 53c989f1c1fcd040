/// What the `character` of an LSP position counts: UTF-16 code units, as the protocol says by
/// default, or UTF-8 bytes when the client offers `positionEncoding` `utf-8` (NorgKit's own
/// columns are UTF-8 bytes, so that needs no conversion at all).
package enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// How many units the scalar led by the UTF-8 byte `lead` takes (0 for a continuation byte).
    func units(lead: UInt8) -> Int {
        switch self {
        case .utf8: return 1
        case .utf16:
            if lead & 0xC0 == 0x80 { return 0 }
            return lead >= 0xF0 ? 2 : 1
        }
    }
}

/// A position as the protocol writes it: 0-based line and character.
package struct LSPPosition: Sendable, Hashable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    /// `{"character":C,"line":L}`, written once (a reply may hold thousands).
    package var json: JSONValue {
        var out: [UInt8] = []
        write(to: &out)
        return .raw(out)
    }

    func write(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"character":"#.utf8)
        JSONValue.writeInteger(character, to: &out)
        out.append(contentsOf: #","line":"#.utf8)
        JSONValue.writeInteger(line, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}

/// A range as the protocol writes it.
package struct LSPRange: Sendable, Hashable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    package init?(_ json: JSONValue?) {
        guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// `{"end":…,"start":…}`, written once (a reply may hold thousands).
    package var json: JSONValue {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(to: &out)
        return .raw(out)
    }

    func write(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"end":"#.utf8)
        end.write(to: &out)
        out.append(contentsOf: #","start":"#.utf8)
        start.write(to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
