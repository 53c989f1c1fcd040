// expect: main actor-isolated property 'body' can not be referenced
// Swift 6 isolation is enforced through the stub: a view's body belongs to the main actor, even
// though NorgView, like SwiftUI's views, can be created anywhere.
import SwiftUI
import NorgKit
import NorgUI

nonisolated func peek(_ document: NorgDocument) -> some View {
    NorgView(document: document).body
}
