/// The name and parameters of a tag line (`@code lua`, `#color red`, `.image url alt\ text`).
struct TagHeader: Sendable, Hashable {
    var name: String
    /// Split on whitespace; `\` before a whitespace character keeps it inside the parameter.
    var parameters: [String]

    init(source: SourceText, line: LineBounds, nameEnd: Int) {
        let bytes = source.bytes
        name = source.string((line.contentStart + 1)..<nameEnd)
        var parameters: [String] = []
        var current: [UInt8] = []
        var index = nameEnd
        let end = line.trimmedEnd
        while index < end {
            let space = ByteClass.whitespaceLength(bytes, index, end)
            if space > 0 {
                if !current.isEmpty {
                    parameters.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                index += space
                continue
            }
            let byte = bytes[index]
            if byte == 0x5C, index + 1 < end {
                let escaped = ByteClass.whitespaceLength(bytes, index + 1, end)
                if escaped > 0 {
                    current.append(contentsOf: bytes[(index + 1)..<(index + 1 + escaped)])
                    index += 1 + escaped
                    continue
                }
            }
            current.append(byte)
            index += 1
        }
        if !current.isEmpty { parameters.append(String(decoding: current, as: UTF8.self)) }
        self.parameters = parameters
    }
}
