import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Starts four animations and logs their completions: they must run at their end times, in
/// the order the animations were created when the end times are equal (SEMANTICS.md §5).
class ManyCompletionsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.3,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                self.log.add("first (0.3 s)")
                toView.backgroundColor = .red
            })
        UIView.animate(
            withDuration: 0.1,
            animations: {
                toView.center.x += 10
            },
            completion: { _ in
                self.log.add("second (0.1 s)")
            })
        UIView.animate(
            withDuration: 0.3,
            animations: {
                toView.layer.cornerRadius = 20
            },
            completion: { _ in
                self.log.add("third (0.3 s)")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        UIView.animate(
            withDuration: 0.1, delay: 0.1, options: [],
            animations: {
                toView.center.y += 10
            },
            completion: { _ in
                self.log.add("fourth (0.1 s after 0.1 s)")
            })
    }
}

/// Uses zero or negative durations, as tutorials do to "set without animating".
class InstantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    let duration: TimeInterval
    init(log: EventLog, duration: TimeInterval) { self.log = log; self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: duration,
            animations: {
                toView.alpha = 0.5
            },
            completion: { finished in
                self.log.add("completion \(finished)")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        log.add("after UIView.animate")
    }
}

final class AnimationCompletionTests: XCTestCase {
    func testCompletionsRunAtTheirEndInCreationOrder() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: ManyCompletionsAnimator(log: f.log))
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        let completions = zip(f.log.lines, f.log.times).filter { !$0.0.hasPrefix("A.") && !$0.0.hasPrefix("B.") }
        // Ends: second 0.1, fourth 0.1 + 0.1 = 0.2, first and third 0.3 (first created first).
        XCTAssertEqual(
            completions.map(\.0), ["second (0.1 s)", "fourth (0.1 s after 0.1 s)", "first (0.3 s)", "third (0.3 s)"])
        XCTAssertEqual(completions[0].1, 0.1, accuracy: 1e-12)
        XCTAssertEqual(completions[1].1, 0.2, accuracy: 1e-12)
        XCTAssertEqual(completions[2].1, 0.3, accuracy: 1e-12)
        XCTAssertEqual(completions[3].1, 0.3, accuracy: 1e-12)
        // A completion runs before the frame at its time is drawn: red shows at 0.3 s, not one
        // frame before.
        XCTAssertEqual(try t.layer("B", at: 0.3).backgroundColor, RGBA(red: 1, green: 0, blue: 0))
        XCTAssertNil(try t.layer("B", at: 0.3 - 1.0 / 60).backgroundColor)
        // The delayed animation holds its from value until 0.1 s, then eases over 0.1 s.
        let y0 = 333.5
        XCTAssertEqual(try t.layer("B", at: 0.05).position.y, y0, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("B", at: 0.15).position.y, y0 + 5, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("B", at: 0.25).position.y, y0 + 10, accuracy: 1e-9)
    }

    func testZeroAndNegativeDurationsSetAtOnceAndCompleteAfterTheCallingCode() throws {
        for duration in [0.0, -1.0] {
            let f = Fixture()
            let delegate = TransitioningDelegate(present: InstantAnimator(log: f.log, duration: duration))
            f.b.transitioningDelegate = delegate
            let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
            let lines = f.log.lines.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("B.") }
            // UIKit runs the completion on the next turn of the run loop: after the code that
            // called UIView.animate, at the same time, with finished = true.
            XCTAssertEqual(lines, ["after UIView.animate", "completion true"], "duration \(duration)")
            XCTAssertEqual(f.log.times.max(), 0)
            XCTAssertTrue(t.animations.isEmpty, "nothing to animate for duration \(duration)")
            XCTAssertEqual(t.duration, 0)
            XCTAssertEqual(t.frameCount(fps: 60), 1)
            XCTAssertEqual(try t.layer("B", at: 0).opacity, 0.5)
            XCTAssertEqual(t.children(of: "container", at: 0), ["B"])
        }
    }

    func testSpringAnimationIgnoresTheCurveOptionAndSnapsAtTheEnd() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        window.addSubview(v)
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: .curveEaseIn, animations: { v.center.x = 150 })
        }
        // Critically damped, w = 18.4668 (SEMANTICS.md §4 check value); at 0.1 s the progress is
        // 1 - exp(-1.84668)(2.84668) = 0.550908, so x = 50 + 100 * 0.550908.
        XCTAssertEqual(try t.layer("v", at: 0.1).position.x, 50 + 100 * 0.550908, accuracy: 1e-2)
        XCTAssertEqual(try t.layer("v", at: 0.5 - 1e-6).position.x, 50 + 100 * 0.999, accuracy: 1e-3)
        XCTAssertEqual(try t.layer("v", at: 0.5).position.x, 150)
    }
}

final class ViewGeometryTests: XCTestCase {
    func testFrameSetsBoundsAndCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        // center = origin + anchor (0.5, 0.5) * size = (60, 45).
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    func testAnchorPointKeepsThePositionAndMovesTheFrame() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.layer.anchorPoint = CGPoint(x: 1, y: 0)
        // position stays (60, 45); origin = (60 - 100, 45 - 0).
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.frame, CGRect(x: -40, y: 45, width: 100, height: 50))
        // Setting the frame again puts the view exactly on it, position at its top-right corner.
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 110, y: 20))
    }

    func testFrameOfATransformedViewIsTheBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about the centre (50, 25) swaps the extents: 50 wide, 100 high.
        let f = v.frame
        XCTAssertEqual(f.minX, 25, accuracy: 1e-9); XCTAssertEqual(f.minY, -25, accuracy: 1e-9)
        XCTAssertEqual(f.width, 50, accuracy: 1e-9); XCTAssertEqual(f.height, 100, accuracy: 1e-9)
        // The transform changes neither center nor bounds.
        XCTAssertEqual(v.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
    }

    func testTransformIsTheAffinePartOfTheLayerTransform() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        let m = CATransform3DMakeRotation(0.3, 0, 0, 1)
        for (x, y) in zip(v.layer.transform.entries, m.entries) { XCTAssertEqual(x, y, accuracy: 1e-15) }
        v.layer.transform = CATransform3DMakeTranslation(5, 6, 7)
        XCTAssertEqual(v.transform, CGAffineTransform(translationX: 5, y: 6))
        v.transform = .identity
        XCTAssertTrue(CATransform3DIsIdentity(v.layer.transform))
    }

    func testConvert() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 15, y: 25))
        XCTAssertEqual(root.convert(CGPoint(x: 15, y: 25), to: child), CGPoint(x: 5, y: 5))
    }
}

final class AnimationRecordingTests: XCTestCase {
    var window: UIWindow!
    var v: UIView!

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        window.addSubview(v)
    }

    func testPerformWithoutAnimation() throws {
        let v = self.v!
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1,
                animations: {
                    v.center.x += 100
                    UIView.performWithoutAnimation { v.alpha = 0.2 }
                })
        }
        // Only the position animates (ease in-out: half way at 0.5 s); alpha jumps at once.
        XCTAssertEqual(t.animations.count, 1)
        XCTAssertEqual(try t.layer("v", at: 0).opacity, 0.2, accuracy: 1e-7)
        XCTAssertEqual(try t.layer("v", at: 0.5).opacity, 0.2, accuracy: 1e-7)
        XCTAssertEqual(try t.layer("v", at: 0.5).position.x, 100, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("v", at: 0).position.x, 50, accuracy: 1e-9)
    }

    func testAnimationsDisabled() throws {
        let v = self.v!
        let t = try Stage(window: window).record {
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 })
            UIView.setAnimationsEnabled(true)
        }
        XCTAssertTrue(t.animations.isEmpty)
        XCTAssertEqual(try t.layer("v", at: 0).opacity, 0)
    }

    func testKeyframesLinear() throws {
        let v = self.v!
        // The curve bits of .curveLinear passed as keyframe options, as UIKit users do.
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        let t = try Stage(window: window).record {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: linear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.center.x = 100 }
                })
        }
        // alpha: 1 -> 0.5 over [0, 0.5], 0.5 -> 0 over [0.5, 1].
        XCTAssertEqual(try t.layer("v", at: 0).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 0.25).opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 0.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 0.75).opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 1).opacity, 0, accuracy: 1e-9)
        // center.x: 50 held until 0.25, 50 -> 100 over [0.25, 0.5], then 100 held.
        XCTAssertEqual(try t.layer("v", at: 0.125).position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 0.375).position.x, 75, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("v", at: 0.75).position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(t.duration, 1)
    }

    func testKeyframesDefaultCurveRemapsOverallTime() throws {
        let v = self.v!
        let t = try Stage(window: window).record {
            UIView.animateKeyframes(
                withDuration: 2, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
                })
        }
        // With no curve bits the overall time is eased in and out: at 0.5 s of 2 s the alpha is
        // 1 - easeInOut(0.25) = 1 - 0.1291619 = 0.8708381 (SEMANTICS.md §3's check value, by
        // bisection independently of the code); at 1 s, 1 - easeInOut(0.5) = 0.5.
        XCTAssertEqual(try t.layer("v", at: 0.5).opacity, 0.8708381, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("v", at: 1).opacity, 0.5, accuracy: 1e-6)
        XCTAssertGreaterThan(try t.layer("v", at: 0.5).opacity, 0.75, "eased: slower than linear at the start")
    }

    func testTwoSettingsInOneBlockCoalesce() throws {
        let v = self.v!
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    v.alpha = 0.5
                    v.alpha = 0
                })
        }
        // One animation from the value before the block (1) to the last value set (0).
        XCTAssertEqual(t.animations.count, 1)
        XCTAssertEqual(try t.layer("v", at: 0.25).opacity, 0.75, accuracy: 1e-9)
    }
}
