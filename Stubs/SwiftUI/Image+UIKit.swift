// SwiftUI's UIKit overlay, present in the iOS pass only (where the UIKit stub is on the search path).
#if canImport(UIKit)
import UIKit

extension Image {
    public init(uiImage: UIImage) {} // ios-only
}
#endif
