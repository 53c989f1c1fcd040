/// Parses the body of `@document.meta`: `key: value` lines, arrays `[ … ]` (one item a line, or
/// `[a, b]` on one line), objects `{ … }`, values running to the end of the line.
///
/// Any text is accepted: lines that fit nothing are skipped, unclosed arrays and objects close at
/// the end, stray closers are ignored, and nesting deeper than `NorgParser.maximumNestingDepth`
/// is kept as plain strings.
enum MetadataParser {
    private struct Container {
        var key: String?
        var isArray: Bool
        var items: [MetadataValue] = []
        var pairs: [(key: String, value: MetadataValue)] = []

        var value: MetadataValue { isArray ? .array(items) : .object(pairs) }
    }

    /// The root object of the metadata in `text`.
    static func parse(_ text: String) -> MetadataValue {
        let bytes = Array(text.utf8)
        var stack = [Container(key: nil, isArray: false)]
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            readLine(trimmed(bytes, start, end), bytes: bytes, stack: &stack)
            if end >= bytes.count { break }
            start = end + 1
        }
        while stack.count > 1 { close(&stack) }
        return stack[0].value
    }

    private static func readLine(_ line: Range<Int>, bytes: [UInt8], stack: inout [Container]) {
        guard !line.isEmpty else { return }
        let first = bytes[line.lowerBound]
        let text = String(decoding: bytes[line], as: UTF8.self)
        let canNest = stack.count < NorgParser.maximumNestingDepth
        if stack[stack.count - 1].isArray {
            if first == 0x5D { // ]
                if stack.count > 1 { close(&stack) }
                return
            }
            var item = text
            if item.hasSuffix(",") { item.removeLast() }
            item = String(item.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if canNest && (item == "[" || item == "{") {
                stack.append(Container(key: nil, isArray: item == "["))
            } else if !item.isEmpty {
                stack[stack.count - 1].items.append(inlineValue(item))
            }
            return
        }
        if first == 0x7D { // }
            if stack.count > 1 { close(&stack) }
            return
        }
        guard let colon = bytes[line].firstIndex(of: 0x3A) else { return }
        let keyRange = trimmed(bytes, line.lowerBound, colon)
        guard !keyRange.isEmpty else { return }
        let key = String(decoding: bytes[keyRange], as: UTF8.self)
        let value = String(decoding: bytes[trimmed(bytes, colon + 1, line.upperBound)], as: UTF8.self)
        if canNest && (value == "[" || value == "{") {
            stack.append(Container(key: key, isArray: value == "["))
        } else {
            stack[stack.count - 1].pairs.append((key, inlineValue(value)))
        }
    }

    /// A value written on one line: `[a, b]`, `[]`, `{}` or a string.
    private static func inlineValue(_ text: String) -> MetadataValue {
        if text == "{}" { return .object([]) }
        guard text.hasPrefix("["), text.hasSuffix("]"), text.count >= 2 else { return .string(text) }
        let inner = text.dropFirst().dropLast()
        let items = inner.split(separator: ",").map { part in
            String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }.filter { !$0.isEmpty }
        return .array(items.map(MetadataValue.string))
    }

    private static func close(_ stack: inout [Container]) {
        let container = stack.removeLast()
        if stack[stack.count - 1].isArray {
            stack[stack.count - 1].items.append(container.value)
        } else {
            stack[stack.count - 1].pairs.append((container.key ?? "", container.value))
        }
    }

    private static func trimmed(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range<Int> {
        var start = start, end = end
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return start..<end
    }
}
