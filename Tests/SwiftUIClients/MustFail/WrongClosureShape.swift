// expect: but 3 were used in closure body
// A trailing closure takes a link or (line, status), never three arguments.
import SwiftUI
import NorgKit
import NorgUI

struct WrongClosureShape: View {
    let document: NorgDocument
    var body: some View {
        NorgView(document: document) { line, status, extra in
            print(line, status, extra)
        }
    }
}
