import XCTest
import FlipbookCore
import FlipbookUIKit
import FlipbookRender
import FlipbookPNG

/// `UIView.transition(with:...)` flips and curls as drawn (SEMANTICS.md §10, "Flips and
/// curls"): a 200 x 200 card at (100, 100) in a white 400 x 400 window at scale 1, red before
/// the transition and blue after, run on a linear curve so that the progress is the time's
/// share of the duration.
final class ViewTransitionRenderTests: XCTestCase {
    func record(_ options: UIView.AnimationOptions, duration: Double = 0.9) throws -> Timeline {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let face = UIView(frame: card.bounds)
        face.backgroundColor = .red
        card.addSubview(face)
        window.addSubview(card)
        return try Stage(window: window).record {
            UIView.transition(
                with: card, duration: duration, options: options.union(.curveLinear),
                animations: { face.backgroundColor = .blue })
        }
    }

    func frame(_ t: Timeline, at time: Double, _ name: String) throws -> Bitmap {
        let b = try Compositor().render(t.presentation(at: time), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: dir + "/view-transition-\(name).png")
        }
        return b
    }

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 250 && p.g < 5 && p.b < 5 }
    func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 250 && p.r < 5 && p.g < 5 }
    func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    /// The painted width of row 200: the sum over the row of how far each pixel is from white.
    func paintedWidth(_ b: Bitmap, y: Int = 200) -> Double {
        (0..<b.width).reduce(0.0) { $0 + Double(255 - Int(b.pixel(x: $1, y: y).g)) / 255 }
    }

    func testFlipFromRightAtAThirdIsTheCardTurnedSixtyDegrees() throws {
        // At t = 0.3 of 0.9 s, p = 1/3: the front (old, red) picture is turned by -pi / 3 about
        // the card's vertical centre line, then seen with the eye 1200 points in front of the
        // card's centre (m34 = -1/1200). A point at x from the centre goes to depth
        // z = -x sin(-60°) = 0.866025 x and weight w = 1 - z / 1200, and is drawn at
        // X = x cos 60° / w. Right edge x = 100: w = 0.927831, X = 53.889 (towards the viewer,
        // as Apple documents "from right": the right side moves toward the front); left edge
        // x = -100: w = 1.072169, X = -46.634. So the card spans 153.37 ... 253.89 on screen,
        // 100.52 points wide instead of 200, its right edge 200 / 0.927831 = 215.6 tall and its
        // left 200 / 1.072169 = 186.5.
        let t = try record(.transitionFlipFromRight)
        let b = try frame(t, at: 0.3, "flip-third")
        XCTAssertEqual(paintedWidth(b), 100.52, accuracy: 1)
        XCTAssertTrue(isWhite(b.pixel(x: 152, y: 200)))
        XCTAssertTrue(isRed(b.pixel(x: 154, y: 200)))
        XCTAssertTrue(isRed(b.pixel(x: 252, y: 200)))
        XCTAssertTrue(isWhite(b.pixel(x: 255, y: 200)))
        // The near (right) edge is the taller: rows 200 -+ 107.8 at x = 253.89, 200 -+ 93.3
        // at x = 153.37. Column 250 (X = 50.5, plane x = 50.5 / (0.5 + 50.5 x 0.866025 /
        // 1200) = 93.26, w = 0.932695) spans 200 -+ 107.2; column 156 (X = -43.5, x = -92.99,
        // w = 1.067110) spans 200 -+ 93.7.
        XCTAssertTrue(isRed(b.pixel(x: 250, y: 95)))
        XCTAssertTrue(isWhite(b.pixel(x: 156, y: 104)))
        XCTAssertTrue(isRed(b.pixel(x: 156, y: 108)))
    }

    func testFlipFromLeftTurnsTheOtherWay() throws {
        // The mirror image of the flip from the right: the left edge comes forward, so the card
        // spans 200 - 53.889 = 146.11 ... 200 + 46.634 = 246.63 at p = 1/3.
        let t = try record(.transitionFlipFromLeft)
        let b = try frame(t, at: 0.3, "flip-left-third")
        XCTAssertEqual(paintedWidth(b), 100.52, accuracy: 1)
        XCTAssertTrue(isRed(b.pixel(x: 147, y: 200)))
        XCTAssertTrue(isWhite(b.pixel(x: 248, y: 200)))
    }

    func testFlipShowsTheNewContentAfterTheMidpoint() throws {
        // Before p = 1/2 the front (old) face shows, after it the back (new) one: the new
        // picture turns from pi to 0, at p = 2/3 by pi / 3, the same width as at p = 1/3.
        let t = try record(.transitionFlipFromRight)
        XCTAssertTrue(isRed(try frame(t, at: 0.4, "flip-before-mid").pixel(x: 200, y: 200)))
        let after = try frame(t, at: 0.6, "flip-two-thirds")
        XCTAssertTrue(isBlue(after.pixel(x: 200, y: 200)))
        XCTAssertEqual(paintedWidth(after), 100.52, accuracy: 1)
        XCTAssertTrue(isBlue(try frame(t, at: 0.9, "flip-end").pixel(x: 101, y: 101)))
    }

    func testFlipFromTopTurnsAboutTheHorizontalAxis() throws {
        // About x: at p = 1/3 the card is 100.52 points tall, 200 wide, the top edge nearer.
        let t = try record(.transitionFlipFromTop)
        let b = try frame(t, at: 0.3, "flip-top-third")
        XCTAssertTrue(isWhite(b.pixel(x: 200, y: 144)))
        XCTAssertTrue(isRed(b.pixel(x: 200, y: 147)), "the top edge comes forward: 200 - 53.889")
        XCTAssertTrue(isWhite(b.pixel(x: 200, y: 248)))
        XCTAssertTrue(isRed(b.pixel(x: 200, y: 245)))
    }

    func testShowHideFlipsBetweenTwoViewsThatStay() throws {
        // transition(from:to:) with .showHideTransitionViews: the red view is hidden and the
        // blue one shown, both kept in the card; the card turns as above (from the left at
        // p = 1/3: 146.11 ... 246.63), red before the midpoint and blue after.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let front = UIView(frame: card.bounds), back = UIView(frame: card.bounds)
        front.backgroundColor = .red
        back.backgroundColor = .blue
        back.isHidden = true
        card.addSubview(front)
        card.addSubview(back)
        window.addSubview(card)
        let t = try Stage(window: window).record {
            UIView.transition(
                from: front, to: back, duration: 0.9,
                options: [.transitionFlipFromLeft, .showHideTransitionViews, .curveLinear])
        }
        XCTAssertTrue(front.isHidden)
        XCTAssertFalse(back.isHidden)
        XCTAssertEqual(card.subviews.count, 2)
        let third = try frame(t, at: 0.3, "show-hide-third")
        XCTAssertTrue(isRed(third.pixel(x: 147, y: 200)))
        XCTAssertTrue(isWhite(third.pixel(x: 248, y: 200)))
        XCTAssertTrue(isBlue(try frame(t, at: 0.6, "show-hide-two-thirds").pixel(x: 200, y: 200)))
    }

    /// How many pixels of the card show the new (blue) content.
    func uncovered(_ b: Bitmap) -> Int {
        var n = 0
        for y in 100..<300 { for x in 100..<300 where isBlue(b.pixel(x: x, y: y)) { n += 1 } }
        return n
    }

    func testCurlUpUncoversTheNewContentMonotonically() throws {
        // The curl line moves from c = 200 to c = -r with r = 200 / 6 = 33.33:
        // c = 200 - p (233.33). While more than pi r / 2 of the page is below the line, the
        // lowest point of the page on screen is the cylinder's, c + r, and the rows below it
        // show the new content: at p = 1/2, c = 83.33 and c + r = 116.67, so
        // 200 x (200 - 116.67) = 16,667 pixels are blue. The covered area only shrinks.
        let t = try record(.transitionCurlUp, duration: 1)
        var last = -1
        for i in 0...10 {
            let n = uncovered(try frame(t, at: Double(i) / 10, "curl-up-\(i)"))
            XCTAssertGreaterThanOrEqual(n, last, "frame \(i): \(n) blue pixels after \(last)")
            last = n
            if i == 0 { XCTAssertEqual(n, 0) }
            if i == 5 { XCTAssertEqual(Double(n), 16_667, accuracy: 400) }
            if i == 10 { XCTAssertEqual(n, 40_000) }
        }
    }

    func testCurlDownCoversTheOldContentMonotonically() throws {
        // The curl up run backwards with the pictures exchanged: the new page uncurls down
        // over the old one. At p = 1/2 it is the curl up's picture at 1/2 with blue as the
        // page: 200 x 116.67 rows covered, minus the back of the page (the flap over the flat
        // part and the cylinder's far half, drawn mirrored under white, not blue): the flat
        // blue part is c = 83.33 rows, less the flap (200 - 83.33 - pi r = 11.95 rows).
        let t = try record(.transitionCurlDown, duration: 1)
        var last = -1
        for i in 0...10 {
            let n = uncovered(try frame(t, at: Double(i) / 10, "curl-down-\(i)"))
            XCTAssertGreaterThanOrEqual(n, last, "frame \(i): \(n) blue pixels after \(last)")
            last = n
            if i == 0 { XCTAssertEqual(n, 0) }
            if i == 10 { XCTAssertEqual(n, 40_000) }
        }
    }
}
