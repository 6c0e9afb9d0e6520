import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// Core Graphics calls drawn through an image renderer at scale 1 and read back, each against
/// pixels worked out by hand from the geometry (SEMANTICS.md §27).
final class CGContextPixelTests: XCTestCase {
    /// A transparent renderer of `w` x `h` points at `scale`, drawn by `body`, as pixels.
    func draw(_ w: Double, _ h: Double, scale: Double = 1, opaque: Bool = false, _ body: (CGContext) -> Void) throws
        -> Bitmap
    {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        let image = UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: format).image {
            body($0.cgContext)
        }
        let bitmap = try XCTUnwrap(image.cgImage?.content.bitmap)
        XCTAssertEqual(bitmap.width, Int((w * scale).rounded(.up)))
        XCTAssertEqual(bitmap.height, Int((h * scale).rounded(.up)))
        return bitmap
    }

    func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y).a) }

    func testOnePointStrokeOnAHalfPixelFillsOneColumnAndOnAPixelEdgeHalfFillsTwo() throws {
        let b = try draw(10, 10) { c in
            c.setStrokeColor(.black)
            c.setLineWidth(1)
            c.move(to: CGPoint(x: 4.5, y: 0))
            c.addLine(to: CGPoint(x: 4.5, y: 10))
            c.strokePath()
        }
        // The pen covers x in [4, 5]: column 4 wholly, its neighbours not at all.
        XCTAssertEqual(alpha(b, 4, 5), 255)
        XCTAssertEqual(alpha(b, 3, 5), 0)
        XCTAssertEqual(alpha(b, 5, 5), 0)
        let edge = try draw(10, 10) { c in
            c.setStrokeColor(.black)
            c.move(to: CGPoint(x: 5, y: 0))
            c.addLine(to: CGPoint(x: 5, y: 10))
            c.strokePath()
        }
        // The pen covers x in [4.5, 5.5]: half of columns 4 and 5.
        XCTAssertEqual(Double(alpha(edge, 4, 5)), 127.5, accuracy: 1)
        XCTAssertEqual(Double(alpha(edge, 5, 5)), 127.5, accuracy: 1)
        XCTAssertEqual(alpha(edge, 3, 5), 0)
    }

    /// A pentagram as one path: its centre pentagon is wound twice (filled by the winding rule,
    /// left empty by even-odd); the points are wound once (filled by both).
    func testEvenOddAndWindingFillOfAStar() throws {
        func star(_ c: CGContext) {
            let center = CGPoint(x: 20, y: 20)
            for k in 0..<5 {
                let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                let p = CGPoint(x: center.x + 18 * cos(angle), y: center.y + 18 * sin(angle))
                if k == 0 { c.move(to: p) } else { c.addLine(to: p) }
            }
            c.closePath()
        }
        let winding = try draw(40, 40) { c in
            star(c)
            c.fillPath(using: .winding)
        }
        let evenOdd = try draw(40, 40) { c in
            star(c)
            c.fillPath(using: .evenOdd)
        }
        XCTAssertEqual(alpha(winding, 20, 20), 255)
        XCTAssertEqual(alpha(evenOdd, 20, 20), 0)
        // The top point: (20, 2) tip; (20, 7) lies inside the top arm only.
        XCTAssertEqual(alpha(winding, 20, 7), 255)
        XCTAssertEqual(alpha(evenOdd, 20, 7), 255)
        // Outside the star.
        XCTAssertEqual(alpha(winding, 2, 38), 0)
    }

    func testDashPhaseShiftsTheDashes() throws {
        func dashed(_ phase: Double) throws -> [Int] {
            let b = try draw(16, 4) { c in
                c.setLineDash(phase: phase, lengths: [4, 4])
                c.move(to: CGPoint(x: 0, y: 2.5))
                c.addLine(to: CGPoint(x: 16, y: 2.5))
                c.strokePath()
            }
            return (0..<16).map { alpha(b, $0, 2) }
        }
        // Phase 0: on 0..<4, off 4..<8, on 8..<12, off 12..<16.
        XCTAssertEqual(try dashed(0), [255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0])
        // Phase 2 starts two points into the pattern: on 0..<2, off 2..<6, on 6..<10, off 10..<14, on 14..<16.
        XCTAssertEqual(try dashed(2), [255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 255])
    }

    func testRadialGradientEndOptions() throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor],
                locations: [0, 1] as [CGFloat]))
        func radial(_ options: CGGradientDrawingOptions) throws -> Bitmap {
            try draw(40, 40) { c in
                c.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                    endRadius: 10, options: options)
            }
        }
        let none = try radial([])
        let after = try radial(.drawsAfterEndLocation)
        // Pixel (20, 20)'s centre is 0.71 pt from the centre: t = 0.07, nearly red.
        XCTAssertGreaterThan(Int(none.pixel(x: 20, y: 20).r), 230)
        // Pixel (35, 20)'s centre is 15.5 pt out: past the end circle.
        XCTAssertEqual(alpha(none, 35, 20), 0)
        let p = after.pixel(x: 35, y: 20)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255])
        // Halfway (pixel 25's centre is 5.5 pt out, t = 0.55): red 0.45, blue 0.55.
        let mid = none.pixel(x: 25, y: 20)
        XCTAssertEqual(Double(mid.r), 0.45 * 255, accuracy: 3)
        XCTAssertEqual(Double(mid.b), 0.55 * 255, accuracy: 3)
    }

    /// A diagonal axis from (5, 5) to (15, 15) at scale 2: beyond the start nothing is drawn
    /// without `drawsBeforeStartLocation` and the start colour with it; halfway is half of each.
    func testDiagonalLinearGradientAndItsEnds() throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil))
        func linear(_ options: CGGradientDrawingOptions) throws -> Bitmap {
            try draw(20, 20, scale: 2) { c in
                c.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 15, y: 15), options: options)
            }
        }
        let none = try linear([])
        // Along the diagonal: drawn from pixel 10 (x + y = 21 px at its centre, past the start's
        // 20) to pixel 29 (59 px, before the end's 60).
        XCTAssertEqual((0..<40).map { alpha(none, $0, $0) > 0 }, (0..<40).map { (10...29).contains($0) })
        let before = try linear(.drawsBeforeStartLocation)
        XCTAssertEqual(alpha(none, 2, 2), 0, "pixel (2, 2) is at (1.25, 1.25) pt, before the start")
        XCTAssertEqual(alpha(none, 37, 37), 0, "after the end")
        let red = before.pixel(x: 2, y: 2)
        XCTAssertEqual([red.r, red.g, red.b, red.a], [255, 0, 0, 255])
        XCTAssertEqual(alpha(before, 37, 37), 0)
        // Pixels (19, 20) and (20, 19) straddle the middle diagonal x + y = 40 px: t = 0.5 about.
        let mid = none.pixel(x: 19, y: 20)
        XCTAssertEqual(Double(mid.r), 127.5, accuracy: 4)
        XCTAssertEqual(Double(mid.b), 127.5, accuracy: 4)
    }

    func testClippedImageAndWhichWayUp() throws {
        // Two rows: red on top, blue below.
        var px: [UInt8] = []
        for _ in 0..<2 { px += [255, 0, 0, 255] }
        for _ in 0..<2 { px += [0, 0, 255, 255] }
        let image = UIImage(content: ContentImage(bitmap: Bitmap(width: 2, height: 2, pixels: px)!, name: "two rows"))
        let upright = try draw(10, 10) { c in
            c.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(upright.pixel(x: 2, y: 1).r, 255, "UIImage.draw is upright: red on top")
        XCTAssertEqual(upright.pixel(x: 2, y: 8).b, 255)
        XCTAssertEqual(alpha(upright, 7, 5), 0, "clipped away")
        let flipped = try draw(10, 10) { c in
            c.draw(try! XCTUnwrap(image.cgImage), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(flipped.pixel(x: 2, y: 1).b, 255, "CGContext.draw in a flipped context: upside down")
        XCTAssertEqual(flipped.pixel(x: 2, y: 8).r, 255)
    }

    func testBitmapContextIsNotFlipped() throws {
        let space = CGColorSpaceCreateDeviceRGB()
        let c = try XCTUnwrap(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(c.ctm, .identity)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 3))  // y up: the bottom three rows
        let b = try XCTUnwrap(c.makeImage()).content.bitmap
        XCTAssertEqual(b.pixel(x: 5, y: 9).r, 255)
        XCTAssertEqual(b.pixel(x: 5, y: 0).a, 0)
    }

    func testUIKitContextTransformAsCoreGraphicsReportsIt() throws {
        _ = try draw(30, 20, scale: 2) { c in
            XCTAssertEqual(c.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
            c.translateBy(x: 5, y: 3)
            XCTAssertEqual(c.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 10, ty: 34))
            c.move(to: CGPoint(x: 1, y: 1))
            c.addLine(to: CGPoint(x: 4, y: 6))
            XCTAssertEqual(c.currentPointOfPath, CGPoint(x: 4, y: 6))
            XCTAssertEqual(c.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 3, height: 5))
        }
    }

    /// The first baseline of 20-point text drawn at y = 0 lies at the font's ascender: the
    /// lowest inked row of "H" (which has no descender) is the row just above it.
    func testTextBaseline() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let b = try draw(60, 40) { _ in
            "H".draw(at: CGPoint(x: 2, y: 0), withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        let inked = (0..<40).filter { y in (0..<60).contains { x in b.pixel(x: x, y: y).a > 128 } }
        let bottom = try XCTUnwrap(inked.last)
        XCTAssertEqual(Double(bottom + 1), Double(font.ascender), accuracy: 1.01)
        // The cap height: the ink is about `capHeight` tall.
        XCTAssertEqual(Double(inked.count), Double(font.capHeight), accuracy: 1.5)
    }

    /// A shadow's blur is a Gaussian of sigma blur / 2: across the straight edge of a filled
    /// square the shadow alone (the square itself clipped away) falls off as the normal
    /// distribution's tail Phi(-d / sigma), times the coverage along the edge.
    func testShadowBlurExtent() throws {
        let b = try draw(60, 60) { c in
            c.clip(to: CGRect(x: 30, y: 0, width: 30, height: 60))
            c.setShadow(offset: .zero, blur: 4, color: .black)
            c.fill(CGRect(x: 10, y: 20, width: 20, height: 20))
        }
        func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
        let sigma = 2.0
        let along = phi(10 / sigma) - phi(-10 / sigma)  // the square's height about row 30's centre
        for x in [30, 31, 32, 33, 35] {
            let d = Double(x) + 0.5 - 30
            XCTAssertEqual(Double(alpha(b, x, 30)), 255 * phi(-d / sigma) * along, accuracy: 4, "column \(x)")
        }
        XCTAssertEqual(alpha(b, 40, 30), 0, "5 sigma out")
    }

    func testBlendModeMultiply() throws {
        let b = try draw(4, 4) { c in
            c.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            c.setBlendMode(.multiply)
            c.setFillColor(CGColor(red: 0.5, green: 1, blue: 1, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let p = b.pixel(x: 1, y: 1)
        XCTAssertEqual(Double(p.r), 127.5, accuracy: 1)
        XCTAssertEqual([p.g, p.b, p.a], [255, 0, 255])
    }

    func testRenderersPNGAndBeginImageContextAgree() throws {
        func body() {
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 12)).fill()
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let png = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16), format: format).pngData { _ in body() }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 16), false, 2)
        body()
        let old = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(try XCTUnwrap(old.pngData()), png)
        let decoded = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(decoded.cgImage?.width, 40)
        XCTAssertNotNil(old.jpegData(compressionQuality: 0.8))
    }

    func testBadValuesDrawNothingAndDoNotFail() throws {
        let b = try draw(8, 8) { c in
            c.setLineDash(phase: .nan, lengths: [0, 0])
            c.setLineWidth(-3)
            c.scaleBy(x: 0, y: 0)
            c.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            c.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            c.strokeEllipse(in: CGRect(x: 1, y: 1, width: 5, height: 5))
            c.restoreGState()
        }
        XCTAssertTrue(b.pixels.allSatisfy { $0 == 0 })
        let huge = try draw(8, 8) { c in
            c.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        }
        XCTAssertEqual(alpha(huge, 4, 4), 255)
    }
}
