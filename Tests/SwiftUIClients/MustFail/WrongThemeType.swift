// expect: cannot assign value of type
// indentWidth is a CGFloat.
import SwiftUI
import NorgUI

func wrongTheme() -> NorgTheme {
    var theme = NorgTheme.default
    theme.indentWidth = "wide"
    return theme
}
