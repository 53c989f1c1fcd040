// expect: cannot assign to property
// NorgTheme.default is immutable shared state.
import SwiftUI
import NorgUI

func overwriteDefault(with theme: NorgTheme) {
    NorgTheme.default = theme
}
