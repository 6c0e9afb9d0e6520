import XCTest
import Foundation
@testable import FlipbookRender

/// The shadow blur against the true Gaussian (SEMANTICS.md §14, "Shadows"): within 1/255.
final class GaussianBlurTests: XCTestCase {
    /// The normal distribution's CDF: Phi(x) = erfc(-x / sqrt 2) / 2 (the reference; the
    /// blur under test never calls it for the box passes).
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    /// An image whose left half is 1 and right half 0, blurred: along a row, away from the top
    /// and bottom, the true result is Phi((edge - centre of pixel) / sigma) (the Gaussian's
    /// step response). E.g. sigma 4, the first pixel right of the edge (centre 0.5 past it):
    /// Phi(-0.125) = 0.4503.
    func maximumEdgeError(sigma: Double, shift: Int = 0) -> Double {
        let w = Int(24 * sigma) + 40, h = Int(24 * sigma) + 40
        let edge = w / 2 + shift
        var image = [Float](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<edge { image[y * w + x] = 1 } }
        GaussianBlur.blur(&image, width: w, height: h, sigma: sigma)
        var worst = 0.0
        let y = h / 2
        for x in Int(Double(edge) - 6 * sigma)..<Int(Double(edge) + 6 * sigma) {
            let expected = phi((Double(edge) - (Double(x) + 0.5)) / sigma)
            worst = max(worst, abs(Double(image[y * w + x]) - expected))
        }
        return worst
    }

    func testEdgeStaysWithinOne255thOfTheGaussian() {
        // Exact convolution (sigma <= 6) and extended box passes (above), at the scales the
        // showcase uses: shadowRadius 3 and 10 at scale 1, 2 and 3.
        // Shifts of the edge by 1 and 3 pixels put it across the blocks a large blur averages.
        for sigma in [1.0, 3.0, 6.0, 6.5, 10.0, 12.0, 20.0, 30.0, 45.0] {
            for shift in [0, 1, 3] {
                let e = maximumEdgeError(sigma: sigma, shift: shift)
                print(
                    String(
                        format: "GaussianBlur sigma %.1f, edge +%d: largest error at an edge %.5f (%.2f / 255)", sigma,
                        shift, e, e * 255))
                XCTAssertLessThan(e, 1.0 / 255, "sigma \(sigma) shift \(shift)")
            }
        }
    }

    func testBlurKeepsTheTotalAndTheCentreOfAnImpulse() {
        // One pixel of 1 in the middle of a 101 x 101 image: the sum stays 1 (nothing reaches
        // the border at sigma 8), and the peak is the Gaussian's mass over one pixel,
        // (Phi(0.5 / 8) - Phi(-0.5 / 8))^2 = 0.049844^2 = 0.0024844.
        var image = [Float](repeating: 0, count: 101 * 101)
        image[50 * 101 + 50] = 1
        GaussianBlur.blur(&image, width: 101, height: 101, sigma: 8)
        XCTAssertEqual(Double(image.reduce(0, +)), 1, accuracy: 1e-3)
        XCTAssertEqual(Double(image[50 * 101 + 50]), 0.0024844, accuracy: 0.0001)
        XCTAssertEqual(image.max(), image[50 * 101 + 50])
    }

    func testExtendedBoxHasTheAskedVariance() {
        // Variance 25 / 16 = 1.5625: l = 1 (a box of 3 has variance 2/3), end weight a from
        // (2 * 1 + 2a * 4) / (3 + 2a) = 1.5625: a = (4.6875 - 2) / (8 - 3.125) = 0.55128.
        let (l, a) = GaussianBlur.extendedBox(variance: 1.5625)
        XCTAssertEqual(l, 1)
        XCTAssertEqual(a, 0.55128, accuracy: 1e-5)
    }

    func testNothingHappensForZeroOrNonFiniteSigma() {
        var image: [Float] = [0, 1, 0, 0]
        GaussianBlur.blur(&image, width: 2, height: 2, sigma: 0)
        GaussianBlur.blur(&image, width: 2, height: 2, sigma: .nan)
        XCTAssertEqual(image, [0, 1, 0, 0])
    }
}
