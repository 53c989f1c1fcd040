// expect: (String, TaskStatus) -> ()' to expected argument type
// onSetStatus reports the line as an Int.
import SwiftUI
import NorgKit
import NorgUI

struct WrongCallbackType: View {
    let document: NorgDocument
    var body: some View {
        NorgView(document: document, onSetStatus: { (line: String, status: TaskStatus) in print(line, status) })
    }
}
