import Foundation

/// How big an `.image` is shown: at its natural size (points, as the image reports them), scaled
/// down to the available width but never up, so a 32 px icon stays an icon; while it loads, and
/// when it cannot be loaded, a placeholder of a fixed aspect ratio, so the row changes height once,
/// when the image arrives. Sizes are `(width, height)` in points, as `Double`s (the view converts).
package enum NorgImageSizing {
    package typealias Size = (width: Double, height: Double)

    /// The placeholder's width to height: 16:9.
    package static let placeholderAspectRatio: Double = 16 / 9
    /// The placeholder's widest, in points (a full-width 16:9 box on a wide window would push the
    /// text far down for a picture that may be small).
    package static let placeholderMaximumWidth: Double = 480

    /// The size an image of `natural` size is shown at with `available` points of width (nil:
    /// unconstrained): its own size when it fits, else scaled to the width, keeping its ratio.
    package static func fitted(natural: Size, available: Double?) -> Size {
        guard natural.width > 0, natural.height > 0, natural.width.isFinite, natural.height.isFinite else { return (0, 0) }
        guard let available, available.isFinite, available >= 0, natural.width > available else { return natural }
        return (available, natural.height * available / natural.width)
    }

    /// The placeholder's size with `available` points of width.
    package static func placeholder(available: Double?) -> Size {
        var width = placeholderMaximumWidth
        if let available, available.isFinite, available >= 0 { width = min(width, available) }
        return (width, width / placeholderAspectRatio)
    }
}
