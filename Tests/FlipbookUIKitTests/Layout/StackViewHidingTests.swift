import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Hiding and showing an arranged view of a stack view inside an animation (SEMANTICS.md
/// §16.6): it collapses to zero along the axis while the others move, is still drawn until
/// the animation ends, and reads `isHidden` true at once. The stack: a row 320 x 100 of
/// a (40), b (60) and c (100) with 10 of spacing, `.fill` (the last stretches):
/// - all shown: a 0...40, b 50...110, c 120...320 (centres 20, 80, 220);
/// - b hidden: a 0...40, b 0 wide at 40 (its spacing gone), c 50...320 (centre 185).
final class StackViewHidingTests: XCTestCase {
    func fixture() -> (UIWindow, UIStackView, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
        for (view, name) in zip(v, ["a", "b", "c"]) { view.accessibilityIdentifier = name }
        let stack = UIStackView(arrangedSubviews: v)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        stack.spacing = 10
        window.addSubview(stack)
        window.layoutIfNeeded()
        return (window, stack, v)
    }

    func testHidingInsideAnAnimationShrinksTheViewAndHidesItAtTheEnd() throws {
        let (window, _, v) = fixture()
        var readInside: Bool?
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    v[1].isHidden = true
                    readInside = v[1].isHidden
                })
        }
        XCTAssertEqual(readInside, true, "isHidden reads true at once, as set")
        // Linear over 1 s: b's width 60 -> 0 (30 at D/2), its centre 80 -> 40 (60 at D/2);
        // c's centre 220 -> 185 (202.5 at D/2), its width 200 -> 270 (235 at D/2).
        for (time, width, centre) in [(0.0, 60.0, 80.0), (0.5, 30, 60)] {
            let b = try t.layer("b", at: time)
            XCTAssertEqual(b.bounds.width, width, accuracy: 1e-9, "b's width at \(time)")
            XCTAssertEqual(b.position.x, centre, accuracy: 1e-9, "b's centre at \(time)")
            XCTAssertFalse(b.isHidden, "b is still drawn at \(time)")
        }
        XCTAssertEqual(try t.layer("c", at: 0.5).position.x, 202.5, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 0.5).bounds.width, 235, accuracy: 1e-9)
        let end = try t.layer("b", at: 1)
        XCTAssertTrue(end.isHidden, "hidden when the animation ends")
        XCTAssertEqual(end.bounds.width, 0)
        XCTAssertEqual(try t.layer("c", at: 1).position.x, 185, accuracy: 1e-9)
        XCTAssertTrue(v[1].isHidden)
        XCTAssertTrue(v[1].layer.isHidden)
    }

    func testShowingInsideAnAnimationGrowsTheViewFromZero() throws {
        let (window, _, v) = fixture()
        v[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(v[1].frame, CGRect(x: 40, y: 0, width: 0, height: 100))
        let t = try Stage(window: window).record {
            UIView.animate(withDuration: 0.4) { v[1].isHidden = false }
        }
        // Ease in-out (cubic Bezier 0.42, 0, 0.58, 1) is symmetric about its middle: half way
        // at D/2 = 0.2. b's width 0 -> 60 (30), its centre 40 -> 80 (60); c's centre
        // 185 -> 220 (202.5). b is drawn from the start.
        let b0 = try t.layer("b", at: 0)
        XCTAssertFalse(b0.isHidden)
        XCTAssertEqual(b0.bounds.width, 0, accuracy: 1e-9)
        let b = try t.layer("b", at: 0.2)
        XCTAssertEqual(b.bounds.width, 30, accuracy: 1e-9)
        XCTAssertEqual(b.position.x, 60, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 0.2).position.x, 202.5, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("b", at: 0.4).bounds.width, 60, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 0.4).position.x, 220, accuracy: 1e-9)
        XCTAssertFalse(v[1].isHidden)
    }

    func testShowingAgainBeforeTheCollapseEndsKeepsTheViewDrawn() throws {
        // Hidden in a 1 s animation, shown again at 0.5 s in another: the first animation's
        // end must not hide it.
        let (window, _, v) = fixture()
        let t = try Stage(window: window).record {
            UIView.animate(withDuration: 1) { v[1].isHidden = true }
            Stage.current?.schedule(at: 0.5, "show") {
                UIView.animate(withDuration: 1) { v[1].isHidden = false }
            }
        }
        XCTAssertFalse(try t.layer("b", at: 1.2).isHidden)
        XCTAssertFalse(try t.layer("b", at: 1.5).isHidden)
        XCTAssertEqual(try t.layer("b", at: 1.5).bounds.width, 60, accuracy: 1e-9)
        XCTAssertFalse(v[1].isHidden)
    }

    func testHidingOutsideAnAnimationGoesAtOnce() throws {
        let (window, _, v) = fixture()
        let t = try Stage(window: window).record { v[1].isHidden = true }
        XCTAssertTrue(try t.layer("b", at: 0).isHidden)
        XCTAssertEqual(try t.layer("c", at: 0).position.x, 185, accuracy: 1e-9)
    }

    func testHidingInsideAPropertyAnimatorHidesAtItsEnd() throws {
        let (window, _, v) = fixture()
        let t = try Stage(window: window).record {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v[1].isHidden = true }
            animator.startAnimation()
        }
        // Linear: b's width 60 -> 0, 30 at D/2; drawn until 1 s, hidden after.
        XCTAssertEqual(try t.layer("b", at: 0.5).bounds.width, 30, accuracy: 1e-9)
        XCTAssertFalse(try t.layer("b", at: 0.5).isHidden)
        XCTAssertTrue(try t.layer("b", at: 1).isHidden)
    }

    func testAColumnCollapsesUpwardsOnTheDefaultCurve() throws {
        // A column 100 x 320 of a (20), b (30), c (40), spacing 10, .fill: a 0...20,
        // b 30...60, c 70...320 (centre y 195). b hidden: b 0 tall at 20, c 30...320 (centre
        // 175). Ease in-out is half way at D/2 = 0.4: b's height 30 -> 0 (15), its centre y
        // 45 -> 20 (32.5); c's centre y 195 -> 175 (185): the views below move up.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
        for (view, name) in zip(v, ["a", "b", "c"]) { view.accessibilityIdentifier = name }
        let stack = UIStackView(arrangedSubviews: v)
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 320)
        stack.spacing = 10
        window.addSubview(stack)
        window.layoutIfNeeded()
        XCTAssertEqual(v[2].frame, CGRect(x: 0, y: 70, width: 100, height: 250))
        let t = try Stage(window: window).record { UIView.animate(withDuration: 0.8) { v[1].isHidden = true } }
        let b = try t.layer("b", at: 0.4)
        XCTAssertEqual(b.bounds.height, 15, accuracy: 1e-9)
        XCTAssertEqual(b.position.y, 32.5, accuracy: 1e-9)
        XCTAssertFalse(b.isHidden)
        XCTAssertEqual(try t.layer("c", at: 0.4).position.y, 185, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 0.8).position.y, 175, accuracy: 1e-9)
        XCTAssertTrue(try t.layer("b", at: 0.8).isHidden)
    }

    func testHidingInAKeyframeHidesWhenTheKeyframeAnimationEnds() throws {
        // In the first half of a 1 s keyframe animation on a linear outer curve (the
        // curveLinear bits, as apps pass them): b's width 60 -> 0 by 0.5 (30 at 0.25), still
        // drawn until the whole animation ends at 1 s.
        let (window, _, v) = fixture()
        let t = try Stage(window: window).record {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0,
                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v[1].isHidden = true }
                })
        }
        XCTAssertEqual(try t.layer("b", at: 0.25).bounds.width, 30, accuracy: 1e-9)
        XCTAssertFalse(try t.layer("b", at: 0.75).isHidden)
        XCTAssertTrue(try t.layer("b", at: 1).isHidden)
    }
}
