// expect: expects 2 arguments, but 1 was used
// onSetStatus takes (line, status); a one-argument link closure under that label is wrong.
import SwiftUI
import NorgKit
import NorgUI

struct LinkClosureWithStatusLabel: View {
    let document: NorgDocument
    var body: some View {
        NorgView(document: document, onSetStatus: { (link: InlineLink) in print(link) })
    }
}
