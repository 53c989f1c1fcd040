// expect: does not conform to protocol 'NorgMathRenderer'
// render(tex:display:) is the requirement; render(tex:) alone does not satisfy it.
import SwiftUI
import NorgUI

struct IncompleteRenderer: NorgMathRenderer {
    func render(tex: String) -> AnyView { AnyView(Text(tex)) }
}
