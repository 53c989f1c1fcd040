import Foundation
import NorgKit

/// How a run of inline text is styled, independent of any UI framework.
///
/// `NorgInlineRuns` marks every run of an `AttributedString` with its `NorgStyle`; the SwiftUI layer
/// maps each style to the theme's fonts and colours. Keeping the description plain lets Linux test
/// exactly which spans become which styles.
public struct NorgStyle: OptionSet, Sendable, Hashable {
    /// The set of styles as bits, one per static member below.
    public let rawValue: UInt16

    /// Makes a style set from its bits (`OptionSet`); prefer combining the static members.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// `*bold*`: shown in the theme's bold weight.
    public static let bold = NorgStyle(rawValue: 1 << 0)
    /// `/italic/`: shown in italics.
    public static let italic = NorgStyle(rawValue: 1 << 1)
    /// `_underline_`: shown underlined.
    public static let underline = NorgStyle(rawValue: 1 << 2)
    /// `-strikethrough-`: shown struck through.
    public static let strikethrough = NorgStyle(rawValue: 1 << 3)
    /// `!spoiler!`: shown in the theme's `spoilerForeground` on `spoilerBackground`.
    public static let spoiler = NorgStyle(rawValue: 1 << 4)
    /// `^superscript^`: shown smaller, raised by the theme's `superscriptOffset`.
    public static let superscript = NorgStyle(rawValue: 1 << 5)
    /// `,subscript,`: shown smaller, lowered by the theme's `subscriptOffset`.
    public static let `subscript` = NorgStyle(rawValue: 1 << 6)
    /// Code between backticks: verbatim colour in the code font.
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
    /// `NorgStyle` as an `AttributedString` attribute: the styles of the spans a run sits in.
    public enum StyleKey: AttributedStringKey {
        /// The attribute's value: every style of the enclosing spans, combined.
        public typealias Value = NorgStyle
        /// The attribute's name in the `AttributedString`.
        public static let name = "NorgUI.NorgStyle"
    }

    /// The link a run belongs to, as an `AttributedString` attribute: its visible text carries the
    /// `InlineLink` it opens, for the view's `onOpenLink` callback.
    public enum LinkKey: AttributedStringKey {
        /// The attribute's value: the link as parsed.
        public typealias Value = InlineLink
        /// The attribute's name in the `AttributedString`.
        public static let name = "NorgUI.InlineLink"
    }
}

extension AttributeScopes {
    /// NorgUI's attribute scope: `string.norgStyle`, `string.norgLink`.
    public struct NorgUIAttributes: AttributeScope {
        /// The run's `NorgStyle` (`string.norgStyle`).
        public let norgStyle: NorgAttributes.StyleKey
        /// The link the run belongs to (`string.norgLink`).
        public let norgLink: NorgAttributes.LinkKey
    }

    /// NorgUI's attribute scope, for `AttributedString(_:including:)` and friends.
    public var norgUI: NorgUIAttributes.Type { NorgUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reads NorgUI's attributes by name on a run (`run.norgStyle`, `run.norgLink`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.NorgUIAttributes, T>) -> T {
        self[T.self]
    }
}
