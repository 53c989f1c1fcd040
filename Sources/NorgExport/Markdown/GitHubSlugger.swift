/// Heading anchors as GitHub makes them (github-slugger): the heading's text lowercased, every
/// character that is not a letter, mark, number, connector, `-` or space dropped, spaces made `-`;
/// a repeated anchor gets `-1`, `-2` … in document order.
struct GitHubSlugger {
    private var occurrences: [String: Int] = [:]

    /// The anchor of the next heading whose text is `text`.
    mutating func slug(_ text: String) -> String {
        let base = Self.slug(text)
        var result = base
        // As github-slugger does: count on the base, try base-1, base-2 … until one is free.
        while occurrences[result] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            result = base + "-" + String(count)
        }
        occurrences[result] = 0
        return result
    }

    /// The anchor of `text` without the repetition suffix.
    static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" {
                result.append(scalar)
            } else if isKept(scalar) {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
        }
        return String(result)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            true
        default:
            false
        }
    }
}
