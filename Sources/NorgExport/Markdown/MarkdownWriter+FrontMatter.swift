import NorgKit

extension MarkdownWriter {
    /// `@document.meta` as YAML front matter: title, description, authors, categories, created
    /// and updated, each value a double-quoted YAML string, so any metadata text stays data.
    /// Nothing when none of those keys has a value.
    mutating func writeFrontMatter(_ metadata: NorgMetadata) {
        var lines: [String] = []
        for key in ["title", "description"] {
            if let value = metadata[key]?.string, !value.isEmpty { lines.append(key + ": " + Self.yamlString(value)) }
        }
        let authors = metadata.authors.filter { !$0.isEmpty }
        if !authors.isEmpty { lines.append("authors: [" + authors.map(Self.yamlString).joined(separator: ", ") + "]") }
        let categories = (metadata["categories"]?.strings ?? []).filter { !$0.isEmpty }
        if !categories.isEmpty { lines.append("categories: [" + categories.map(Self.yamlString).joined(separator: ", ") + "]") }
        for key in ["created", "updated"] {
            if let value = metadata[key]?.string, !value.isEmpty { lines.append(key + ": " + Self.yamlString(value)) }
        }
        guard !lines.isEmpty else { return }
        append("---\n" + lines.joined(separator: "\n") + "\n---\n")
        wroteBlock = true
    }

    /// `text` as a YAML double-quoted scalar: `\` and `"` escaped, and every character YAML reads
    /// as a line break or may not hold (controls, U+0085, U+2028, U+2029, the BOM) as `\uXXXX`.
    static func yamlString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
