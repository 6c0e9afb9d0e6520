import FlipbookDiff
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookTestSupport

/// A grey image from luma values, row by row.
func grey(_ rows: [[UInt8]]) -> Bitmap {
    Bitmap(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.flatMap { [$0, $0, $0, 255] } })!
}

final class ImageDiffTests: XCTestCase {
    /// An edge that moves by 0.3 px changes the anti-aliased columns: exact comparison
    /// fails, the anti-aliasing-aware one (even at threshold 0) passes.
    func testSubPixelEdgeShiftFailsExactPassesAntialiasingAware() throws {
        let expected = try rectangle(x: 10), actual = try rectangle(x: 10.3)
        let exact = ImageDiff.compare(actual, expected)
        XCTAssertFalse(exact.matches)
        XCTAssertEqual(exact.differentPixels, 16, "two columns of 8 pixels: the left and right edges")
        XCTAssertEqual(exact.firstDifference?.x, 10)
        XCTAssertEqual(exact.firstDifference?.y, 10)

        let aa = ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(ignoresAntialiasing: true))
        XCTAssertTrue(aa.matches)
        XCTAssertEqual(aa.differentPixels, 0)
        XCTAssertEqual(aa.antialiasedPixels, 16)
        XCTAssertTrue(ImageDiff.compare(actual, expected, tolerance: .perceptual).matches)
    }

    /// A colour change is a real difference under every tolerance short of a count allowance.
    func testColourChangeFailsBoth() throws {
        let expected = try rectangle(x: 10), actual = try rectangle(x: 10, color: RGBA(red: 0, green: 0, blue: 1))
        XCTAssertEqual(ImageDiff.compare(actual, expected).differentPixels, 96)
        let aa = ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(ignoresAntialiasing: true))
        XCTAssertFalse(aa.matches)
        XCTAssertEqual(aa.differentPixels, 96, "12 x 8: no pixel of a flat area is anti-aliasing")
        XCTAssertFalse(ImageDiff.compare(actual, expected, tolerance: .perceptual).matches)
        XCTAssertTrue(ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(maxDifferentPixels: 96)).matches)
        XCTAssertFalse(
            ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(maxDifferentPixels: 95)).matches)
    }

    /// A slight shade change passes a YIQ threshold and fails exact.
    func testThresholdAllowsSmallColourChanges() throws {
        let expected = try rectangle(x: 10),
            actual = try rectangle(x: 10, color: RGBA(red: 250.0 / 255, green: 0, blue: 0))
        XCTAssertFalse(ImageDiff.compare(actual, expected).matches)
        XCTAssertTrue(ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(threshold: 0.1)).matches)
        XCTAssertFalse(ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(threshold: 0.01)).matches)
    }

    func testDifferentSizesAreAFailureNotACrash() throws {
        let a = Bitmap(width: 4, height: 3)!, b = Bitmap(width: 3, height: 4)!
        let d = ImageDiff.compare(a, b, tolerance: .perceptual)
        XCTAssertFalse(d.matches)
        XCTAssertNil(d.size)
        XCTAssertNil(d.firstDifference)
        XCTAssertNil(d.diffImage)
        XCTAssertEqual(d.differentPixels, 12)
    }

    func testIdenticalImagesMatchWithoutADiffImage() {
        let a = Bitmap(width: 5, height: 5, fill: (1, 2, 3, 255))!
        let d = ImageDiff.compare(a, a)
        XCTAssertTrue(d.matches)
        XCTAssertEqual(d.differentPixels, 0)
        XCTAssertNil(d.diffImage)
    }

    func testDiffImageMarksDifferingPixelsRed() throws {
        let expected = try rectangle(x: 10), actual = try rectangle(x: 10, color: RGBA(red: 0, green: 0, blue: 1))
        let img = try XCTUnwrap(ImageDiff.compare(actual, expected).diffImage)
        XCTAssertTrue(img.pixel(x: 15, y: 12) == (255, 0, 0, 255))
        // Black backdrop, faded to 10% over white: 255 + (0 - 255) * 0.1 = 229.5.
        XCTAssertTrue(img.pixel(x: 0, y: 0) == (229, 229, 229, 255))
    }

    /// pixelmatch visits the neighbours column by column (x outer, y inner), and the first
    /// neighbour with the extreme luma is the one whose flatness is tested. Here the centre's
    /// two darkest neighbours are both black: the left one, (2, 3), sits in a flat black area;
    /// the top one, (3, 2), does not. pixelmatch meets (2, 3) first and calls the centre
    /// anti-aliased; visiting row by row would meet (3, 2) first and call it a difference.
    func testNeighbourOrderIsPixelmatchs() throws {
        var rows: [[UInt8]] = []
        for y in 0..<7 {
            var row: [UInt8] = []
            for x in 0..<7 { row.append(UInt8(30 + (x * 37 + y * 91) % 190)) }
            rows.append(row)
        }
        func set(_ x: Int, _ y: Int, _ v: UInt8) { rows[y][x] = v }
        for y in 2...4 { set(1, y, 0) }  // a flat black column left of (2, 3)
        set(2, 3, 0)  // darkest neighbour, flat
        set(3, 2, 0)  // darkest neighbour too, not flat
        set(2, 1, 41); set(3, 1, 43); set(4, 1, 47)
        set(2, 2, 60); set(4, 2, 70); set(2, 4, 80); set(3, 4, 90); set(4, 4, 100)
        set(4, 3, 255)  // brightest neighbour, not flat
        set(5, 2, 110); set(5, 3, 120); set(5, 4, 130)
        set(3, 3, 128)
        let expected = grey(rows)
        rows[3][3] = 200
        let actual = grey(rows)
        let d = ImageDiff.compare(actual, expected, tolerance: try DiffTolerance(ignoresAntialiasing: true))
        XCTAssertEqual(d.antialiasedPixels, 1)
        XCTAssertEqual(d.differentPixels, 0)
        XCTAssertEqual(ImageDiff.compare(actual, expected).differentPixels, 1)
    }

    func testToleranceRejectsValuesOutOfRange() {
        XCTAssertThrowsError(try DiffTolerance(threshold: 1.5)) {
            XCTAssertEqual("\($0)", "threshold must be a number from 0 to 1; got 1.5")
        }
        XCTAssertThrowsError(try DiffTolerance(threshold: .nan))
        XCTAssertThrowsError(try DiffTolerance(maxDifferentPixels: -1)) {
            XCTAssertEqual("\($0)", "maxDifferentPixels must be a whole number, 0 or more; got -1")
        }
        XCTAssertThrowsError(try DiffTolerance(maxDifferentRatio: 2))
    }

    func testAllowanceByCountAndRatio() throws {
        XCTAssertEqual(DiffTolerance.exact.allowedDifferentPixels(outOf: 1000), 0)
        XCTAssertEqual(try DiffTolerance(maxDifferentPixels: 7).allowedDifferentPixels(outOf: 1000), 7)
        XCTAssertEqual(try DiffTolerance(maxDifferentRatio: 0.01).allowedDifferentPixels(outOf: 1000), 10)
        XCTAssertEqual(
            try DiffTolerance(maxDifferentPixels: 7, maxDifferentRatio: 0.01).allowedDifferentPixels(outOf: 1000), 7,
            "both limits must hold")
    }

    func testToleranceDescriptions() throws {
        XCTAssertEqual(DiffTolerance.exact.description, "exact: every channel of every pixel")
        XCTAssertEqual(DiffTolerance.perceptual.description, "YIQ threshold 0.1, anti-aliased pixels ignored")
        XCTAssertEqual(
            try DiffTolerance(maxDifferentPixels: 1, maxDifferentRatio: 0.003).description,
            "any channel change counts, at most 1 differing pixel, at most 0.3% differing pixels")
    }
}
