import Foundation

/// The colours a stylesheet declares, read from its CSS text: every `--norg-…: value;` custom
/// property, as sRGB with alpha. Reads the forms the stylesheet writes: `#rrggbb`, `#rgb`,
/// `rgb(…)`, `rgba(…)` and `light-dark(light, dark)`.
struct StylesheetColors {
    /// An sRGB colour, components 0…255, alpha 0…1.
    struct Color: CustomStringConvertible {
        var red, green, blue, alpha: Double

        /// This colour painted over the opaque `background`.
        func over(_ background: Color) -> Color {
            Color(red: red * alpha + background.red * (1 - alpha),
                  green: green * alpha + background.green * (1 - alpha),
                  blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ component: Double) -> Double {
                let c = component / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2's contrast ratio of two opaque colours.
        func contrast(with other: Color) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        var description: String { "rgba(\(Int(red)), \(Int(green)), \(Int(blue)), \(alpha))" }
    }

    /// Each declared property's value text, by name (`--norg-text`).
    let declarations: [String: String]
    /// Which side of `light-dark()` applies.
    let dark: Bool

    /// The custom properties of `css`; a property declared twice is recorded in `duplicates`.
    init(css: String, dark: Bool) {
        var declarations: [String: String] = [:]
        var duplicates: [String] = []
        var rest = Substring(css)
        while let start = rest.range(of: "--norg-") {
            let name = "--norg-" + rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            rest = rest[start.upperBound...]
            // A use (`var(--norg-x)`) is followed by `)`, a declaration by `:`.
            let afterName = rest.dropFirst(name.count - "--norg-".count)
            guard afterName.first == ":", let end = afterName.firstIndex(of: ";") else { continue }
            let value = afterName[afterName.index(after: afterName.startIndex)..<end].trimmingCharacters(in: .whitespaces)
            if declarations[name] != nil { duplicates.append(name) }
            declarations[name] = value
            rest = afterName[end...]
        }
        self.declarations = declarations
        self.duplicates = duplicates
        self.dark = dark
    }

    /// Properties declared more than once (the theme's colours would then depend on the cascade).
    let duplicates: [String]

    /// The colour of property `name`; nil when it is not declared or not a colour this reads.
    func color(_ name: String) -> Color? {
        declarations[name].flatMap(parse)
    }

    private func parse(_ text: String) -> Color? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("light-dark("), text.hasSuffix(")") {
            let sides = text.dropFirst("light-dark(".count).dropLast().split(separator: ",", maxSplits: 1)
            guard sides.count == 2 else { return nil }
            return parse(String(dark ? sides[1] : sides[0]))
        }
        if text.hasPrefix("#") {
            var hex = Array(text.dropFirst())
            if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
            guard hex.count == 6, let value = Int(String(hex), radix: 16) else { return nil }
            return Color(red: Double(value >> 16), green: Double(value >> 8 & 0xFF), blue: Double(value & 0xFF), alpha: 1)
        }
        for function in ["rgba(", "rgb("] where text.hasPrefix(function) && text.hasSuffix(")") {
            let numbers = text.dropFirst(function.count).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            return Color(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        }
        return nil
    }
}

/// The rules of a stylesheet as (selector, declarations) pairs; `@media` wrappers are read through.
func stylesheetRules(_ css: String) -> [(selector: String, declarations: String)] {
    css.split(separator: "}").compactMap { chunk in
        guard let brace = chunk.lastIndex(of: "{") else { return nil }
        let selector = chunk[..<brace].split(separator: "\n").last.map(String.init) ?? ""
        return (selector.trimmingCharacters(in: .whitespaces), String(chunk[chunk.index(after: brace)...]))
    }
}
