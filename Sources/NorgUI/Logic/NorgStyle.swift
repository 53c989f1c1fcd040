import Foundation
import NorgKit

/// How a run of inline text is styled, independent of any UI framework.
///
/// `NorgInlineRuns` marks every run of an `AttributedString` with its `NorgStyle`; the SwiftUI layer
/// maps each style to the theme's fonts and colours. Keeping the description plain lets Linux test
/// exactly which spans become which styles.
public struct NorgStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let bold = NorgStyle(rawValue: 1 << 0)
    public static let italic = NorgStyle(rawValue: 1 << 1)
    public static let underline = NorgStyle(rawValue: 1 << 2)
    public static let strikethrough = NorgStyle(rawValue: 1 << 3)
    public static let spoiler = NorgStyle(rawValue: 1 << 4)
    public static let superscript = NorgStyle(rawValue: 1 << 5)
    public static let `subscript` = NorgStyle(rawValue: 1 << 6)
    /// `` `code` ``: verbatim colour in the code font.
    public static let verbatim = NorgStyle(rawValue: 1 << 7)
    /// `$tex$`: inline math, shown as TeX in the code font (a `Text` cannot embed a typeset view).
    public static let math = NorgStyle(rawValue: 1 << 8)
    /// `&name&`: a variable, shown like verbatim text.
    public static let variable = NorgStyle(rawValue: 1 << 9)
    /// A link's or anchor's visible text.
    public static let link = NorgStyle(rawValue: 1 << 10)
    /// A task's priority, date or recurrence badge after its text (`TaskBadge`).
    public static let badge = NorgStyle(rawValue: 1 << 11)

    /// The style an attached modifier adds; nil for `%null%`, which renders nothing.
    init?(_ modifier: AttachedModifier) {
        switch modifier {
        case .bold: self = .bold
        case .italic: self = .italic
        case .underline: self = .underline
        case .strikethrough: self = .strikethrough
        case .spoiler: self = .spoiler
        case .superscript: self = .superscript
        case .subscript: self = .subscript
        case .null: return nil
        }
    }

    init(_ modifier: VerbatimModifier) {
        switch modifier {
        case .code: self = .verbatim
        case .math: self = .math
        case .variable: self = .variable
        }
    }
}

/// The `AttributedString` keys NorgUI adds: a run's `NorgStyle` and the link it belongs to.
public enum NorgAttributes {
    public enum StyleKey: AttributedStringKey {
        public typealias Value = NorgStyle
        public static let name = "NorgUI.NorgStyle"
    }

    public enum LinkKey: AttributedStringKey {
        public typealias Value = InlineLink
        public static let name = "NorgUI.InlineLink"
    }
}

extension AttributeScopes {
    /// NorgUI's attribute scope: `string.norgStyle`, `string.norgLink`.
    public struct NorgUIAttributes: AttributeScope {
        public let norgStyle: NorgAttributes.StyleKey
        public let norgLink: NorgAttributes.LinkKey
    }

    public var norgUI: NorgUIAttributes.Type { NorgUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.NorgUIAttributes, T>) -> T {
        self[T.self]
    }
}
