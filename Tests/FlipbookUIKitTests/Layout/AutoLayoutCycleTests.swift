import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The layout cycle, animated constraint changes, and springs and struts.
final class AutoLayoutCycleTests: XCTestCase {
    final class LoggingView: UIView {
        var log: [String] = []
        override func updateConstraints() { log.append("updateConstraints"); super.updateConstraints() }
        override func layoutSubviews() { log.append("layoutSubviews"); super.layoutSubviews() }
    }

    final class LoggingController: UIViewController {
        var log: [String] = []
        override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    /// A window with a controller's root view and a card pinned by anchors.
    func makeCard() -> (UIWindow, UIView, UIView, NSLayoutConstraint, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            top, height,
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        return (window, root, card, top, height)
    }

    /// A frame set by hand on a constrained view holds through layouts that solve the same
    /// frames, and goes back to the solved one when the superview is laid out (its
    /// `setNeedsLayout()`, or a constraint change that moves the view), as in UIKit.
    func testAFrameSetByHandHoldsUntilTheSuperviewIsLaidOut() {
        let (window, root, card, top, _) = makeCard()
        window.layoutIfNeeded()
        // Solved: x 20...355, y 100...300, so the centre is (187.5, 200).
        XCTAssertEqual(card.center, CGPoint(x: 187.5, y: 200))
        card.center = CGPoint(x: 50, y: 60)
        window.layoutIfNeeded()
        XCTAssertEqual(card.center, CGPoint(x: 50, y: 60), "the solve gives the same frame: nothing lays out")
        root.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(card.center, CGPoint(x: 187.5, y: 200))
        card.center = CGPoint(x: 50, y: 60)
        top.constant = 150
        window.layoutIfNeeded()
        XCTAssertEqual(card.center, CGPoint(x: 187.5, y: 250), "a constraint moved the card: its frame is solved again")
    }

    func testConstantAnimatedWithLayoutIfNeededFollowsTheCurve() throws {
        let (window, root, _, top, height) = makeCard()
        root.layoutIfNeeded()
        let t = try Stage(window: window).record {
            UIView.animate(withDuration: 1) {
                top.constant = 300
                height.constant = 100
                root.layoutIfNeeded()
            }
        }
        // The card's centre y is top + height / 2: 100 + 100 = 200 before, 300 + 50 = 350
        // after. Ease in-out is symmetric, so at D/2 the value is half way: 275.
        XCTAssertEqual(try t.layer("card", at: 0).position.y, 200, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 0.5).position.y, 275, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 1).position.y, 350, accuracy: 1e-9)
        // Height 200 -> 100: 150 at D/2; at D/4 ease in-out gives 0.1291619 of the way
        // (SEMANTICS.md §3's check value): 200 - 100 * 0.1291619.
        XCTAssertEqual(try t.layer("card", at: 0).bounds.height, 200, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 0.25).bounds.height, 200 - 12.91619, accuracy: 1e-4)
        XCTAssertEqual(try t.layer("card", at: 0.5).bounds.height, 150, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 1).bounds.height, 100, accuracy: 1e-9)
    }

    func testConstantChangedWithoutLayoutIfNeededJumpsAtTheNextFrame() throws {
        let (window, root, _, top, _) = makeCard()
        root.layoutIfNeeded()
        let t = try Stage(window: window).record {
            UIView.animate(withDuration: 1) { top.constant = 300 }
        }
        // No layout inside the block: the change is laid out before the first frame, unanimated.
        XCTAssertEqual(try t.layer("card", at: 0).position.y, 400, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 0.5).position.y, 400, accuracy: 1e-9)
    }

    func testSpringAnimatedLayoutUsesTheSpring() throws {
        let (window, root, _, top, _) = makeCard()
        root.layoutIfNeeded()
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                animations: {
                    top.constant = 300
                    root.layoutIfNeeded()
                })
        }
        // An under-damped spring overshoots the end value (400) on its way.
        let samples = stride(from: 0.0, through: 1.0, by: 0.02).map { try? t.layer("card", at: $0).position.y }
        XCTAssertGreaterThan(samples.compactMap { $0 }.max() ?? 0, 400.5)
        XCTAssertEqual(try t.layer("card", at: 1).position.y, 400, accuracy: 1e-6)
    }

    func testPropertyAnimatorRecordsTheLayout() throws {
        let (window, root, _, top, _) = makeCard()
        root.layoutIfNeeded()
        let t = try Stage(window: window).record {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                top.constant = 300
                root.layoutIfNeeded()
            }
            a.startAnimation()
        }
        // Linear: centre y 200 -> 400, 300 at D/2.
        XCTAssertEqual(try t.layer("card", at: 0.5).position.y, 300, accuracy: 1e-6)
    }

    func testLayoutBeforeTheFirstFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let t = try Stage(window: window).record {
            let v = UIView()
            v.accessibilityIdentifier = "v"
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 60),
                v.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                v.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            ])
        }
        // Laid out before the snapshot: x = (375 - 50) / 2 = 162.5, y = 667 - 60 = 607; the
        // centre is (187.5, 637).
        XCTAssertEqual(try t.layer("v", at: 0).position, CGPoint(x: 187.5, y: 637))
    }

    func testTheCycleCallsUpdateConstraintsThenLayoutSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let vc = LoggingController()
        let root: UIView = vc.view
        root.frame = window.bounds
        window.addSubview(root)
        let v = LoggingView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        v.setNeedsUpdateConstraints()
        root.setNeedsUpdateConstraints()
        let w = v.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            w, v.heightAnchor.constraint(equalToConstant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(vc.log, ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        XCTAssertEqual(v.log, ["updateConstraints", "layoutSubviews"])
        XCTAssertFalse(v.needsUpdateConstraints())
        // A size change lays the view out again; nothing else does.
        v.log = []
        w.constant = 20
        root.layoutIfNeeded()
        XCTAssertEqual(v.log, ["layoutSubviews"])
        v.log = []
        root.layoutIfNeeded()
        XCTAssertEqual(v.log, [])
    }

    func testAutoresizingEachMaskMember() {
        // A 200 x 100 superview grows to 300 x 150 (dx = 100, dy = 50); the subview starts at
        // (20, 10, 100, 50), so its right margin is 80 and its bottom margin 40.
        let cases: [(UIView.AutoresizingMask, CGRect, String)] = [
            ([], CGRect(x: 20, y: 10, width: 100, height: 50), "none: nothing moves"),
            (.flexibleLeftMargin, CGRect(x: 120, y: 10, width: 100, height: 50), "left margin takes dx"),
            (.flexibleWidth, CGRect(x: 20, y: 10, width: 200, height: 50), "width takes dx"),
            (.flexibleRightMargin, CGRect(x: 20, y: 10, width: 100, height: 50), "right margin takes dx"),
            (.flexibleTopMargin, CGRect(x: 20, y: 60, width: 100, height: 50), "top margin takes dy"),
            (.flexibleHeight, CGRect(x: 20, y: 10, width: 100, height: 100), "height takes dy"),
            (.flexibleBottomMargin, CGRect(x: 20, y: 10, width: 100, height: 50), "bottom margin takes dy"),
            // 20 : 80 share dx = 100: +20 to the left margin.
            ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 40, y: 10, width: 100, height: 50), "margins"),
            // 20 : 100 : 80 of 200: +10, +50, +40.
            (
                [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                CGRect(x: 30, y: 10, width: 150, height: 50),
                "all three"
            ),
            // 10 : 50 : 40 of 100 share dy = 50: +5, +25.
            (
                [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
                CGRect(x: 20, y: 15, width: 100, height: 75),
                "all three vertically"
            ),
        ]
        for (mask, expected, what) in cases {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
            child.autoresizingMask = mask
            parent.addSubview(child)
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
            XCTAssertEqual(child.frame, expected, what)
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds = CGRect(x: 0, y: 0, width: 300, height: 150)
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 100, height: 50), "autoresizesSubviews off")
    }

    func testAutoresizingAnimatesInsideABlock() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.accessibilityIdentifier = "child"
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        window.addSubview(parent)
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
                })
        }
        // Linear: the child's width goes 200 -> 300, 250 at D/2.
        XCTAssertEqual(try t.layer("child", at: 0.5).bounds.width, 250, accuracy: 1e-9)
    }

    func testKeyframeBlockRecordsTheLayout() throws {
        let (window, root, _, top, _) = makeCard()
        root.layoutIfNeeded()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        let t = try Stage(window: window).record {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: linear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        top.constant = 300
                        root.layoutIfNeeded()
                    }
                })
        }
        // The keyframe runs over [0.5, 1]: centre y held at 200, then 200 -> 400 linearly.
        XCTAssertEqual(try t.layer("card", at: 0.25).position.y, 200, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 0.75).position.y, 300, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("card", at: 1).position.y, 400, accuracy: 1e-9)
    }

    func testConflictIsLoggedInTheTimeline() throws {
        let (window, root, card, _, _) = makeCard()
        root.layoutIfNeeded()
        let t = try Stage(window: window).record {
            let c = card.heightAnchor.constraint(equalToConstant: 50)
            c.identifier = "tooShort"
            c.isActive = true
        }
        XCTAssertTrue(
            t.events.contains {
                $0.message.hasPrefix("Unable to simultaneously satisfy constraints: breaking")
                    && $0.message.contains("'tooShort'")
            },
            "\(t.events.map(\.message))")
        // The constraint made later (tooShort) is the one broken: the card keeps 200.
        XCTAssertEqual(try t.layer("card", at: 0).bounds.height, 200)
    }

    func testAmbiguityIsReportedAndHarmless() {
        let (_, root, card, _, height) = makeCard()
        root.layoutIfNeeded()
        XCTAssertFalse(card.hasAmbiguousLayout)
        height.isActive = false
        XCTAssertTrue(card.hasAmbiguousLayout, "nothing sets the height any more")
        let before = card.frame
        card.exerciseAmbiguityInLayout()
        // UIKit moves an ambiguous view to another solution: the free height by 10 points
        // (SEMANTICS.md §16.8); the rest of the frame stays, and it is still ambiguous.
        XCTAssertEqual(
            card.frame, CGRect(x: before.minX, y: before.minY, width: before.width, height: before.height + 10))
        XCTAssertTrue(card.hasAmbiguousLayout)
    }
}
