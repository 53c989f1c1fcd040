// expect: extra argument 'doc' in call
// `document:` is the first label; `doc:` is not NorgView's API.
import SwiftUI
import NorgKit
import NorgUI

struct WrongLabel: View {
    let document: NorgDocument
    var body: some View {
        NorgView(doc: document)
    }
}
