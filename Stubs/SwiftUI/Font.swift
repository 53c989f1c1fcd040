import Foundation

public struct Font : Hashable, Sendable {
    public func hash(into hasher: inout Hasher) {}
    public static func == (lhs: Font, rhs: Font) -> Bool { true }
}

extension Font {
    public static let largeTitle: Font = Font()
    public static let title: Font = Font()
    public static let title2: Font = Font()
    public static let title3: Font = Font()
    public static let headline: Font = Font()
    public static let subheadline: Font = Font()
    public static let body: Font = Font()
    public static let callout: Font = Font()
    public static let footnote: Font = Font()
    public static let caption: Font = Font()
    public static let caption2: Font = Font()
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    public enum TextStyle : CaseIterable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
        public static func == (a: Font.TextStyle, b: Font.TextStyle) -> Bool { true }
    }
    public enum Design : Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
        public static func == (a: Font.Design, b: Font.Design) -> Bool { true }
    }
    public struct Weight : Hashable {
        public static let bold: Font.Weight = Font.Weight()
        public static let semibold: Font.Weight = Font.Weight()
        public static func == (a: Font.Weight, b: Font.Weight) -> Bool { true }
    }
}

extension Font.Weight : Sendable {}

extension Font {
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func monospaced() -> Font { self }
}
