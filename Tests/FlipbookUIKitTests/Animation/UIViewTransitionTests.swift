import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIView.transition(with:...)` and `transition(from:to:...)`, as an animator swaps a
/// container's content: the old content dissolves into the new, worked out by hand.
final class UIViewTransitionTests: XCTestCase {
    /// A 200 x 100 window holding a 200 x 100 container with a green child.
    func makeContainer() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        old.backgroundColor = .green
        container.addSubview(old)
        window.addSubview(container)
        return (window, container, old)
    }

    func testCrossDissolveShowsTheNewContentFadingIn() throws {
        let (window, container, _) = makeContainer()
        let new = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        new.backgroundColor = .orange
        var done = -1.0
        let timeline = try Stage(window: window).record {
            UIView.transition(
                with: container, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                animations: { container.addSubview(new) }, completion: { _ in done = CACurrentMediaTime() })
        }
        // Linear, 0.1 s of 0.4 s: the new content is drawn over the old at opacity 0.25.
        let shown = try XCTUnwrap(timeline.presentation(at: 0.1).root.find(container.layer.layerID))
        XCTAssertEqual(shown.sublayers.count, 2)
        XCTAssertEqual(shown.sublayers[1].opacity, 0.25, accuracy: 1e-6)
        XCTAssertEqual(shown.sublayers[0].sublayers.count, 1)  // before: the green child alone
        XCTAssertEqual(shown.sublayers[1].sublayers.count, 2)  // after: green, then orange
        XCTAssertEqual(new.superview, container)  // the change itself is made at once
        XCTAssertEqual(done, 0.4, accuracy: 1e-12)
        XCTAssertEqual(timeline.duration, 0.4, accuracy: 1e-12)
    }

    func testFlipOptionTurnsThePicturesAlongItsCurve() throws {
        let (window, container, old) = makeContainer()
        let timeline = try Stage(window: window).record {
            UIView.transition(
                with: container, duration: 1, options: [.transitionFlipFromRight, .curveEaseIn],
                animations: { old.backgroundColor = .blue }, completion: nil)
        }
        // Ease in (0.42, 0, 1, 1) at t = 0.5: x(s) = 1.26 s (1 - s)^2 + 3 s^2 (1 - s) + s^3 = 0.5
        // at s = 0.3742534 (bisection), and y(s) = 3 s^2 - 2 s^3 = 0.3153568: the progress.
        // From the right the old picture turns by -pi p about y (m11 = cos(pi p) = 0.548086,
        // m13 = -sin(-pi p) = 0.836422), then the perspective -1/1200 multiplies the depth
        // column: m34 = m33 (-1/1200) = -0.548086 / 1200; the new one turns by pi (1 - p). Both are one-sided; neither fades. The child itself is not animated:
        // it is blue in the "after" picture.
        let mid = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(container.layer.layerID))
        let front = mid.sublayers[0], back = mid.sublayers[1]
        XCTAssertEqual(front.transform.m11, 0.548086, accuracy: 1e-5)
        XCTAssertEqual(front.transform.m13, 0.836422, accuracy: 1e-5)
        XCTAssertEqual(front.transform.m34, -0.548086 / 1200, accuracy: 1e-8)
        XCTAssertEqual(back.transform.m11, -0.548086, accuracy: 1e-5)
        XCTAssertFalse(front.isDoubleSided)
        XCTAssertFalse(back.isDoubleSided)
        XCTAssertEqual(back.opacity, 1)
        XCTAssertEqual(front.sublayers[0].backgroundColor, UIColor.green.cgColor)  // before
        XCTAssertEqual(back.sublayers[0].backgroundColor, UIColor.blue.cgColor)  // after
        XCTAssertEqual(timeline.duration, 1, accuracy: 1e-12)
    }

    func testWithoutTransitionOptionItAnimatesLikeAnimate() throws {
        let (window, container, old) = makeContainer()
        let timeline = try Stage(window: window).record {
            UIView.transition(
                with: container, duration: 1, options: [.curveLinear], animations: { old.alpha = 0 },
                completion: nil)
        }
        // Linear alpha 1 -> 0 over 1 s: 0.75 at 0.25 s; no transition pictures.
        let quarter = try XCTUnwrap(timeline.presentation(at: 0.25).root.find(old.layer.layerID))
        XCTAssertEqual(quarter.opacity, 0.75, accuracy: 1e-9)
    }

    func testFromToReplacesTheViewAtItsIndex() throws {
        let (window, container, old) = makeContainer()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(top)
        let replacement = UIView(frame: container.bounds)
        replacement.backgroundColor = .purple
        var done = -1.0
        let timeline = try Stage(window: window).record {
            UIView.transition(
                from: old, to: replacement, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear]
            ) { _ in done = CACurrentMediaTime() }
        }
        XCTAssertNil(old.superview)
        XCTAssertTrue(container.subviews[0] === replacement)  // where the old one was, below `top`
        XCTAssertTrue(container.subviews[1] === top)
        // Linear, 0.2 s of 0.5 s: the new picture at opacity 0.4.
        let shown = try XCTUnwrap(timeline.presentation(at: 0.2).root.find(container.layer.layerID))
        XCTAssertEqual(shown.sublayers[1].opacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(done, 0.5, accuracy: 1e-12)
    }

    func testFromToWithShowHideKeepsBothViews() throws {
        let (window, container, old) = makeContainer()
        let hidden = UIView(frame: container.bounds)
        hidden.isHidden = true
        container.addSubview(hidden)
        _ = try Stage(window: window).record {
            UIView.transition(
                from: old, to: hidden, duration: 0.3, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        }
        XCTAssertTrue(old.isHidden)
        XCTAssertFalse(hidden.isHidden)
        XCTAssertEqual(container.subviews.count, 2)
    }
}
