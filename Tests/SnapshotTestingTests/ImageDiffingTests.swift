import FlipbookCore
import UIKit
import Foundation
import XCTest

@testable import SnapshotTesting

/// `precision` and `perceptualPrecision` against figures worked by hand: byte shares, and
/// CIE94 ΔE of sRGB colours (D65) worked from the formulas (sRGB linearised, to XYZ, to L*a*b*).
final class ImageDiffingTests: XCTestCase {
    func bitmap(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> Bitmap {
        Bitmap(width: w, height: h, fill: c)!
    }

    func compare(_ old: Bitmap, _ new: Bitmap, precision: Float = 1, perceptual: Float = 1) -> String? {
        ImageComparison.compare(
            old, new, oldSize: CGSize(width: old.width, height: old.height),
            newSize: CGSize(width: new.width, height: new.height), precision: precision,
            perceptualPrecision: perceptual)
    }

    func testWorkedDeltaE94Values() {
        // Red (L* 53.24, a* 80.09, b* 67.20, C* 104.55) against black: ΔL 53.24 and ΔC 104.55
        // over S_C = 1 + 0.045 * 104.55 = 5.705: sqrt(53.24² + 18.33²) = 56.31.
        XCTAssertEqual(ColorDifference.deltaE94(reference: (255, 0, 0), sample: (0, 0, 0)), 56.307, accuracy: 0.01)
        // The formula weighs chroma by the reference's: black's is 0, so S_C = 1: sqrt(53.24² + 104.55²).
        XCTAssertEqual(ColorDifference.deltaE94(reference: (0, 0, 0), sample: (255, 0, 0)), 117.33, accuracy: 0.01)
        // White against black: ΔL = 100, no chroma.
        XCTAssertEqual(ColorDifference.deltaE94(reference: (255, 255, 255), sample: (0, 0, 0)), 100, accuracy: 0.001)
        // One step of grey at the middle: L* 53.585 against 53.977.
        XCTAssertEqual(
            ColorDifference.deltaE94(reference: (128, 128, 128), sample: (129, 129, 129)), 0.3917, accuracy: 0.001)
        // Blue against black: L* 32.30, C* 133.81, S_C 7.02: sqrt(32.30² + 19.06²) = 37.50.
        XCTAssertEqual(ColorDifference.deltaE94(reference: (0, 0, 255), sample: (0, 0, 0)), 37.50, accuracy: 0.01)
        let red = ColorDifference.lab((255, 0, 0))
        XCTAssertEqual(red.l, 53.2408, accuracy: 0.001)
        XCTAssertEqual(red.a, 80.0925, accuracy: 0.001)
        XCTAssertEqual(red.b, 67.2032, accuracy: 0.001)
    }

    func testExactAndSizeMessages() {
        let a = bitmap(10, 10, (128, 128, 128, 255))
        XCTAssertNil(compare(a, a))
        var b = a
        b.pixels[0] = 129
        XCTAssertEqual(compare(a, b), "Newly-taken snapshot does not match reference.")
        XCTAssertEqual(
            compare(a, bitmap(10, 12, (0, 0, 0, 255))),
            "Newly-taken snapshot@(10.0, 12.0) does not match reference@(10.0, 10.0).")
        let unreadable = SnapshotImages.image(fromPNG: Data("not a PNG".utf8), scale: 1)
        XCTAssertEqual(
            Diffing<UIImage>.image.diff(unreadable, SnapshotImages.image(a, scale: 1))?.0,
            "Reference image could not be loaded.")
    }

    func testPrecisionCountsBytes() {
        // 10 x 10 pixels: 400 bytes. The library allows Int((1 - precision) * 400) differing
        // bytes in Float: 1 - 0.99 is 0.00999999 in Float, times 400 is 3.99999, so 3.
        let a = bitmap(10, 10, (128, 128, 128, 255))
        var b = a
        for i in 0..<3 { b.pixels[i] = 0 }
        XCTAssertNil(compare(a, b, precision: 0.99))
        b.pixels[3] = 0
        // 4 of 400 bytes differ: 1 - 4/400 = 0.99, printed as the library prints it.
        XCTAssertEqual(compare(a, b, precision: 0.99), "Actual image precision 0.99 is less than required 0.99")
        // 0.98: Int(0.0199999 * 400) = 7 bytes may differ.
        for i in 4..<7 { b.pixels[i] = 0 }
        XCTAssertNil(compare(a, b, precision: 0.98))
        b.pixels[8] = 0
        XCTAssertEqual(compare(a, b, precision: 0.98), "Actual image precision 0.98 is less than required 0.98")
    }

    func testTransparentPixelsCompareAsPremultiplied() {
        let a = bitmap(2, 2, (255, 0, 0, 0)), b = bitmap(2, 2, (0, 255, 0, 0))
        XCTAssertNil(compare(a, b))
    }

    func testPerceptualPrecision() {
        // One grey step (ΔE 0.39) passes at 0.99 (ΔE up to 1) and fails at 0.997 (up to 0.3).
        let grey = bitmap(10, 10, (128, 128, 128, 255))
        let lighter = bitmap(10, 10, (129, 129, 129, 255))
        XCTAssertNil(compare(grey, lighter, perceptual: 0.99))
        XCTAssertEqual(
            compare(grey, lighter, perceptual: 0.997),
            "The percentage of pixels that match 0.0 is less than required 1.0\n"
                + "The lowest perceptual color precision \(Float(1) - Float(0.39168404617693864) / 100) is less than required 0.997"
        )
        // One pixel of 100 red over black (ΔE 56.31): 99 % of the pixels match.
        let black = bitmap(10, 10, (0, 0, 0, 255))
        var one = black
        one.pixels[0] = 255
        XCTAssertNil(compare(black, one, precision: 0.99, perceptual: 0.98))
        let message = compare(black, one, precision: 1, perceptual: 0.98)
        XCTAssertEqual(
            message?.components(separatedBy: "\n").first,
            "The percentage of pixels that match 0.99 is less than required 1.0")
        // Black is the reference here: ΔE 117.3, capped at 100, gives 0.
        XCTAssertEqual(
            message?.components(separatedBy: "\n").last,
            "The lowest perceptual color precision 0.0 is less than required 0.98")
        // With red as the reference, ΔE 56.31: 1 - 0.5631.
        let red = bitmap(10, 10, (255, 0, 0, 255))
        var dark = red
        dark.pixels[0] = 0
        XCTAssertEqual(
            compare(red, dark, precision: 1, perceptual: 0.98)?.components(separatedBy: "\n").last,
            "The lowest perceptual color precision \(Float(1) - Float(56.30681089922889) / 100) is less than required 0.98"
        )
    }
}
