// expect: main actor-isolated
// Swift 6 isolation is enforced: NorgView is a main-actor view, like every SwiftUI view.
import SwiftUI
import NorgKit
import NorgUI

nonisolated func makeView(_ document: NorgDocument) -> NorgView {
    NorgView(document: document)
}
