import Foundation
import NorgHTML
import Testing

/// WCAG AA for the HTML stylesheet, computed from the CSS the renderer emits (a site's
/// `norg.css`, which holds every page's rules and the navigation's): each text colour at 4.5:1
/// over the background it sits on, translucent colours composited first, and the borders that
/// carry meaning at 3:1, in the light and the dark theme (issue 32, finding 7). Spoilers are left
/// out by design: their hidden state has no readable text.
@Suite struct StylesheetContrastTests {
    /// A colour and the layers under it, bottom first (`--norg-background` always first).
    struct Pair: CustomStringConvertible, Sendable {
        let what: String
        let foreground: String
        let layers: [String]
        var description: String { what }
    }

    static let page = ["--norg-background"]
    static let codeFill = ["--norg-background", "--norg-code-background"]

    /// Text: body and headings, links, inline code (on its fill), code blocks, quotes and muted
    /// text, badges (on their fill), task tints, highlighted tokens (in code blocks), and what a
    /// narrow site's folded sidebar (on the code fill) or a table header shows.
    static let text: [Pair] = [
        Pair(what: "body text", foreground: "--norg-text", layers: page),
        Pair(what: "text on the code fill (code blocks, table headers, :target, folded sidebar)", foreground: "--norg-text", layers: codeFill),
        Pair(what: "links", foreground: "--norg-accent", layers: page),
        Pair(what: "links on the code fill", foreground: "--norg-accent", layers: codeFill),
        Pair(what: "inline code", foreground: "--norg-verbatim", layers: codeFill),
        Pair(what: "variables and math source", foreground: "--norg-verbatim", layers: page),
        Pair(what: "quotes and muted text (byline, breadcrumbs, notes)", foreground: "--norg-secondary", layers: page),
        Pair(what: "badges and muted text on the code fill", foreground: "--norg-secondary", layers: codeFill),
        Pair(what: "priority badge", foreground: "--norg-red", layers: codeFill),
        Pair(what: "done tint", foreground: "--norg-green", layers: page),
        Pair(what: "urgent tint", foreground: "--norg-red", layers: page),
        Pair(what: "pending tint", foreground: "--norg-blue", layers: page),
    ] + ["keyword", "type", "constant", "string", "number", "comment", "function", "attribute", "tag", "key",
         "link", "punctuation"].map {
        Pair(what: "highlighted \($0)", foreground: "--norg-hl-\($0)", layers: codeFill)
    }

    /// Borders that carry meaning: the quote bar, rules, table grids, the unresolved link's underline.
    static let borders: [Pair] = [
        Pair(what: "quote bar, rules and table grid", foreground: "--norg-rule", layers: page),
        Pair(what: "unresolved link's dotted underline", foreground: "--norg-secondary", layers: page),
    ]

    /// Borders that only group what is already told apart (boxes, the header's and the sidebar's
    /// lines): not held to 3:1.
    static let decorative = ["--norg-separator"]

    static let themes: [(name: String, theme: HTMLOptions.Theme, dark: Bool)] = [("light", .light, false), ("dark", .dark, true)]

    static func colors(_ theme: HTMLOptions.Theme, dark: Bool) -> StylesheetColors {
        StylesheetColors(css: SiteChrome.stylesheet(theme: theme), dark: dark)
    }

    /// The colour of `pair` and what it sits on, composited.
    static func ratio(_ pair: Pair, in colors: StylesheetColors) throws -> Double {
        var background = try #require(colors.color(pair.layers[0]), "\(pair.layers[0]) is not declared")
        #expect(background.alpha == 1, "the page background is opaque")
        for layer in pair.layers.dropFirst() {
            background = try #require(colors.color(layer), "\(layer) is not declared").over(background)
        }
        let foreground = try #require(colors.color(pair.foreground), "\(pair.foreground) is not declared")
        return foreground.over(background).contrast(with: background)
    }

    @Test(arguments: text)
    func textReadsAtFourAndAHalfToOneInBothThemes(_ pair: Pair) throws {
        for (name, theme, dark) in Self.themes {
            let ratio = try Self.ratio(pair, in: Self.colors(theme, dark: dark))
            #expect(ratio >= 4.5, "\(pair.what), \(name): \(String(format: "%.2f", ratio)):1")
        }
    }

    @Test(arguments: borders)
    func meaningfulBordersReadAtThreeToOneInBothThemes(_ pair: Pair) throws {
        for (name, theme, dark) in Self.themes {
            let ratio = try Self.ratio(pair, in: Self.colors(theme, dark: dark))
            #expect(ratio >= 3, "\(pair.what), \(name): \(String(format: "%.2f", ratio)):1")
        }
    }

    /// A colour the stylesheet gives text or a border that no pair above checks would escape the
    /// test: every `color:` and border variable outside the spoiler's rules is one of them.
    @Test func everyTextAndBorderColourOfTheStylesheetIsChecked() {
        let checkedText = Set(Self.text.map(\.foreground))
        let checkedBorders = Set(Self.borders.map(\.foreground) + Self.decorative)
        for (selector, declarations) in stylesheetRules(SiteChrome.stylesheet(theme: .auto)) where !selector.contains("norg-spoiler") {
            for declaration in declarations.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                guard parts.count == 2, let variable = Self.variable(in: parts[1]) else { continue }
                if parts[0] == "color" {
                    #expect(checkedText.contains(variable), "\(selector): color \(variable) is not checked")
                } else if parts[0].hasPrefix("border") || parts[0] == "text-decoration" {
                    #expect(checkedBorders.contains(variable), "\(selector): \(parts[0]) \(variable) is not checked")
                }
            }
        }
    }

    @Test func eachThemeDeclaresEveryColourOnce() {
        for (name, theme, dark) in Self.themes {
            let colors = Self.colors(theme, dark: dark)
            #expect(colors.duplicates.isEmpty, "\(name) declares \(colors.duplicates) more than once")
            for pair in Self.text + Self.borders {
                #expect(colors.color(pair.foreground) != nil, "\(name): \(pair.foreground) is not a colour")
            }
        }
    }

    /// The `--norg-…` variable a value reads, if any.
    static func variable(in value: String) -> String? {
        guard let start = value.range(of: "var(--norg-") else { return nil }
        let name = value[value.index(start.lowerBound, offsetBy: 4)...].prefix { $0 != ")" && $0 != "," }
        return String(name)
    }
}
