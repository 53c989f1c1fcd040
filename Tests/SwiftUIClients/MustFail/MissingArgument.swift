// expect: missing argument for parameter 'status'
import SwiftUI
import NorgKit
import NorgUI

struct MissingArgument: View {
    var body: some View {
        NorgTaskView(text: AttributedString("Buy milk"), onToggle: {})
    }
}
