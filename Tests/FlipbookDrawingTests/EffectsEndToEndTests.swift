import XCTest
import FlipbookCore
import FlipbookUIKit
import FlipbookRender

/// UIKit code recorded on a stage, then drawn: masks, rounded-top sheets and snapshots
/// (SEMANTICS.md §14), red views over the black backdrop at scale 1.
final class EffectsEndToEndTests: XCTestCase {
    func render(_ t: Timeline, at time: Double) throws -> Bitmap {
        try Compositor().render(t.presentation(at: time), scale: 1)
    }

    func testAViewMaskHidesHalfTheView() throws {
        // A red 80 x 80 view at (10, 10) masked by an 40 x 80 view at its left: the left half
        // (x 10...49) stays red, the right half (50...89) shows the black backdrop.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        half.backgroundColor = .white
        view.mask = half
        window.addSubview(view)
        let b = try render(try Stage(window: window).record {}, at: 0)
        XCTAssertEqual(b.pixel(x: 30, y: 50).r, 255)
        XCTAssertEqual(b.pixel(x: 49, y: 50).r, 255)
        XCTAssertEqual(b.pixel(x: 50, y: 50).r, 0)
        XCTAssertEqual(b.pixel(x: 80, y: 50).r, 0)
    }

    func testAMaskViewAnimatedByUIViewAnimateRevealsTheView() throws {
        // The mask view's width goes 0 -> 80 over 1 s, linear, anchored at its left (frame
        // animated): at 0.5 s the view shows x 10...49.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.backgroundColor = .red
        let reveal = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
        reveal.backgroundColor = .black
        view.mask = reveal
        window.addSubview(view)
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    reveal.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
                })
        }
        let b = try render(t, at: 0.5)
        XCTAssertEqual(b.pixel(x: 49, y: 50).r, 255)
        XCTAssertEqual(b.pixel(x: 50, y: 50).r, 0)
        XCTAssertEqual(try render(t, at: 1).pixel(x: 85, y: 50).r, 255)
    }

    func testASnapshotKeepsItsPictureAfterTheOriginalChanges() throws {
        // A red card with a white shape layer circle; snapshot it, then turn the card blue and
        // remove the circle: the snapshot, moved beside it, still draws red with a white disc.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let disc = CAShapeLayer()
        disc.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
        disc.fillColor = UIColor.white.cgColor
        card.layer.addSublayer(disc)
        window.addSubview(card)
        let t = try Stage(window: window).record {
            let snapshot = card.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
            window.addSubview(snapshot)
            card.backgroundColor = .blue
            disc.removeFromSuperlayer()
        }
        let b = try render(t, at: 0)
        XCTAssertEqual(b.pixel(x: 5, y: 5).b, 255)  // the original is blue now,
        XCTAssertEqual(b.pixel(x: 20, y: 20).r, 0)  // without its disc;
        XCTAssertEqual(b.pixel(x: 55, y: 5).r, 255)  // the snapshot is red,
        XCTAssertEqual(b.pixel(x: 55, y: 5).b, 0)
        XCTAssertEqual(b.pixel(x: 70, y: 20).b, 255)  // with its white disc.
    }
}
