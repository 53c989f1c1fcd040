// expect: must precede argument
// Parameters come in the order document, collapsible, onOpenLink, onSetStatus.
import SwiftUI
import NorgKit
import NorgUI

struct WrongArgumentOrder: View {
    let document: NorgDocument
    var body: some View {
        NorgView(document: document, onSetStatus: { _, _ in }, onOpenLink: { _ in })
    }
}
