import Foundation
import Testing
@testable import NorgUI

/// Images show at their natural size up to the available width; placeholders keep one ratio.
@Suite struct NorgImageSizingTests {
    @Test func aSmallImageKeepsItsNaturalSize() {
        #expect(NorgImageSizing.fitted(natural: (32, 32), available: 390) == (32, 32))
    }

    @Test func aWideImageIsScaledDownToTheWidthKeepingItsRatio() {
        #expect(NorgImageSizing.fitted(natural: (1200, 600), available: 300) == (300, 150))
    }

    @Test func withoutAProposedWidthAnImageTakesItsNaturalSize() {
        #expect(NorgImageSizing.fitted(natural: (800, 100), available: nil) == (800, 100))
        #expect(NorgImageSizing.fitted(natural: (0, 0), available: 100) == (0, 0))
    }

    @Test func thePlaceholderIsSixteenByNineAndAtMostItsMaximumWide() {
        #expect(NorgImageSizing.placeholder(available: 320) == (320, 180))
        let wide = NorgImageSizing.placeholder(available: 2000)
        #expect(wide.width == NorgImageSizing.placeholderMaximumWidth)
        #expect(wide.width / wide.height == NorgImageSizing.placeholderAspectRatio)
    }

    @Test func svgSourcesAreRecognisedWhateverTheirCaseQueryOrFragment() {
        #expect(NorgImageSource.isSVG("logo.svg"))
        #expect(NorgImageSource.isSVG("https://x.y/Logo.SVG?v=2"))
        #expect(NorgImageSource.isSVG("img/a.svg#layer"))
        #expect(!NorgImageSource.isSVG("a.png"))
        #expect(!NorgImageSource.isSVG("svg"))
    }

    @Test func mathStartsAtThePlatformsBodySize() {
        #expect(NorgPlatform.iOS.bodySize == 17)
        #expect(NorgPlatform.macOS.bodySize == 13)
        #expect(NorgPlatform.visionOS.bodySize == 17)
    }
}
