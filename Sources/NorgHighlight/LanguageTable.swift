/// A language's rules prepared for the scanner: what each byte may be, and the word table.
final class LanguageTable: Sendable {
    /// What a byte may be, as bits of `ByteRole`.
    struct ByteRole: OptionSet, Sendable {
        let rawValue: UInt8
        static let wordStart = ByteRole(rawValue: 1 << 0)
        static let word = ByteRole(rawValue: 1 << 1)
        static let digit = ByteRole(rawValue: 1 << 2)
        /// Some comment, string or sigil of the language starts with this byte.
        static let opener = ByteRole(rawValue: 1 << 3)
        static let space = ByteRole(rawValue: 1 << 4)
        static let newline = ByteRole(rawValue: 1 << 5)
    }

    let rules: LanguageRules
    let words: WordTable
    let roles: [ByteRole]
    /// The sigil for each prefix byte (index into `rules.sigils`), or -1.
    let sigilIndex: [Int8]
    let stringPrefixes: [[UInt8]]
    /// The rules' comment and string forms as plain data, in the rules' order.
    let lineComments: [BytePattern]
    let blockComments: [DelimitedForm]
    let strings: [DelimitedForm]

    init(_ rules: LanguageRules) {
        self.rules = rules
        words = WordTable(rules.words, functionKeywords: rules.functionKeywords,
                          foldsCase: rules.caseInsensitiveWords)
        var roles = [ByteRole](repeating: [], count: 256)
        for byte in 0..<256 {
            let value = UInt8(byte)
            switch value {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
                roles[byte] = [.wordStart, .word]
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                roles[byte] = [.digit, .word]
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0C, UInt8(ascii: "\r"):
                roles[byte] = .space
            case UInt8(ascii: "\n"):
                roles[byte] = .newline
            default:
                break
            }
        }
        for byte in rules.extraWordBytes { roles[Int(byte)].formUnion([.wordStart, .word]) }
        for byte in rules.innerWordBytes { roles[Int(byte)].insert(.word) }
        var openers = rules.lineComments.map { $0[0] } + rules.blockComments.map { $0.open[0] }
            + rules.strings.map { $0.open[0] } + rules.sigils.map(\.prefix)
        if rules.longBrackets { openers.append(UInt8(ascii: "[")) }
        if rules.hashRawStrings { openers.append(UInt8(ascii: "#")) }
        if rules.tableHeadings { openers.append(UInt8(ascii: "[")) }
        for byte in openers {
            roles[Int(byte)].insert(.opener)
            roles[Int(byte)].remove(.wordStart)
        }
        self.roles = roles
        var sigilIndex = [Int8](repeating: -1, count: 256)
        for (index, sigil) in rules.sigils.enumerated() { sigilIndex[Int(sigil.prefix)] = Int8(index) }
        self.sigilIndex = sigilIndex
        stringPrefixes = rules.stringPrefixes.map { Array($0.utf8) }
        lineComments = rules.lineComments.map(BytePattern.init)
        blockComments = rules.blockComments.map { $0.mapDelimiters(BytePattern.init) }
        strings = rules.strings.map { $0.mapDelimiters(BytePattern.init) }
    }
}
