import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Core Animation code in the style public iOS projects write it (navigation-controller
// extensions with CATransition, UIView flip helpers with m34, shake and pulse animations,
// pause/resume layer extensions, CATransaction completion wrappers), compiled against
// FlipbookUIKit with only the import line changed, then checked at known times.

extension UINavigationController {
    /// A push with a Core Animation transition instead of the navigation animation.
    func pushViewController(
        _ viewController: UIViewController, transitionType type: CATransitionType,
        subtype: CATransitionSubtype = .fromRight, duration: CFTimeInterval = 0.3
    ) {
        let transition = CATransition()
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = type
        transition.subtype = subtype
        view.layer.add(transition, forKey: kCATransition)
        pushViewController(viewController, animated: false)
    }
}

extension UIView {
    /// A flip back from a half turn about y, with perspective, as view helpers write it.
    func flipIn(duration: TimeInterval, completion: @escaping () -> Void = {}) {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        layer.transform = CATransform3DRotate(transform, CGFloat(180.0 * Double.pi / 180.0), 0, 1, 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                self.layer.transform = CATransform3DIdentity
            }, completion: { _ in completion() })
    }

    /// A horizontal shake.
    func shake() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, -10, 10, 0]
        animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        animation.duration = 0.4
        animation.isAdditive = true
        layer.add(animation, forKey: "shake")
    }

    /// A springy pulse.
    func pulse() {
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.95
        pulse.toValue = 1.0
        pulse.damping = 10
        pulse.duration = pulse.settlingDuration
        layer.add(pulse, forKey: "pulse")
    }
}

extension CALayer {
    /// The classic pause.
    func pause() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0.0
        timeOffset = pausedTime
    }

    /// The classic resume.
    func resume() {
        let pausedTime = timeOffset
        speed = 1.0
        timeOffset = 0.0
        beginTime = 0.0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }
}

/// Runs `animations` in a transaction and calls `completion` when they are done.
func withCompletion(_ completion: @escaping () -> Void, _ animations: () -> Void) {
    CATransaction.begin()
    CATransaction.setCompletionBlock(completion)
    animations()
    CATransaction.commit()
}

final class PublicCoreAnimationCodeTests: XCTestCase {
    func testNavigationPushWithCATransition() throws {
        let log = EventLog()
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        let timeline = try Stage(window: window).record { nav.pushViewController(b, transitionType: .push) }
        // easeInEaseOut is 0.5 at 0.15 s of 0.3 s: the new content is 375 * (1 - 0.5) = 187.5
        // to the right, the old 375 * 0.5 to the left.
        let shown = try XCTUnwrap(timeline.presentation(at: 0.15).root.find(nav.view.layer.layerID))
        XCTAssertEqual(shown.sublayers.count, 2)
        XCTAssertEqual(shown.sublayers[0].transform.m41, -187.5, accuracy: 1e-9)
        XCTAssertEqual(shown.sublayers[1].transform.m41, 187.5, accuracy: 1e-9)
        XCTAssertNotNil(shown.sublayers[1].find(named: "B"))  // the new content is B
        XCTAssertNotNil(shown.sublayers[0].find(named: "A"))  // the old one A
        XCTAssertNil(timeline.presentation(at: 0.3).root.find(named: "A"))  // ended: B alone
        XCTAssertEqual(timeline.duration, 0.3, accuracy: 1e-12)
    }

    func testFlipInInterpolatesTheRotationNotTheEntries() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(card)
        var done = -1.0
        let timeline = try Stage(window: window).record { card.flipIn(duration: 1) { done = CACurrentMediaTime() } }
        // Halfway from Ry(180°) P to the identity: slerp gives Ry(90°), m13 = -sin 90° = -1
        // (in magnitude; an entry-wise lerp would give m13 = 0, a squash to a line).
        let m = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(card.layer.layerID)).transform
        XCTAssertEqual(abs(m.m13), 1, accuracy: 1e-9)
        XCTAssertEqual(m.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(done, 1, accuracy: 1e-12)
    }

    func testShakeIsAdditiveOnThePosition() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))  // centre x 100
        window.addSubview(field)
        let timeline = try Stage(window: window).record { field.shake() }
        // At 0.05 s of 0.4 s (fraction 0.125): halfway through 0 -> 10, so 100 + 5.
        let x = try XCTUnwrap(timeline.presentation(at: 0.05).root.find(field.layer.layerID)).position.x
        XCTAssertEqual(Double(x), 105, accuracy: 1e-9)
        let y = try XCTUnwrap(timeline.presentation(at: 0.15).root.find(field.layer.layerID)).position.x
        XCTAssertEqual(Double(y), 100, accuracy: 1e-9)  // fraction 0.375: halfway 10 -> -10
    }

    func testPulseSpringsTheScale() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        window.addSubview(button)
        let timeline = try Stage(window: window).record { button.pulse() }
        // Progress 0.3402998 at 0.1 s (CAAnimationTests.testSpringAtATenthOfASecond):
        // scale 0.95 + 0.05 * 0.3402998 = 0.9670150.
        let m = try XCTUnwrap(timeline.presentation(at: 0.1).root.find(button.layer.layerID)).transform
        XCTAssertEqual(m.m11, 0.9670150, accuracy: 1e-6)
        XCTAssertEqual(m.m22, 0.9670150, accuracy: 1e-6)
    }

    func testStandaloneLayerInAPerspectiveSpinsForever() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.backgroundColor = .blue
        window.addSubview(view)
        let layer = CALayer()
        layer.backgroundColor = UIColor.white.cgColor
        layer.cornerRadius = 10
        layer.frame = view.frame.insetBy(dx: 100, dy: 100)
        view.layer.addSublayer(layer)
        let timeline = try Stage(window: window).record {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.duration = 5.0
            animation.fromValue = NSValue(caTransform3D: CATransform3DMakeRotation(-CGFloat.pi, 0, 1, 0))
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(0.0, 0, 1, 0))
            animation.repeatCount = Float.infinity
            layer.add(animation, forKey: nil)
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500.0
            view.layer.sublayerTransform = transform
            UIView.animate(withDuration: 7.5, animations: { view.alpha = 0.9 })
        }
        // Half of a cycle (2.5 s, and 7.5 s in the second cycle): slerp from a half turn
        // about y to none is a quarter turn, -90°: m11 = 0, m13 = -sin(-90°) = 1.
        for t in [2.5, 7.5] {
            let m = try XCTUnwrap(timeline.presentation(at: t).root.find(layer.layerID)).transform
            XCTAssertEqual(m.m11, 0, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(m.m13, 1, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testPauseResumeAndTransactionCompletion() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let spinner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(spinner)
        var finished = -1.0
        let timeline = try Stage(window: window).record {
            withCompletion({ finished = CACurrentMediaTime() }) {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = Double.pi
                spin.duration = 1
                spinner.layer.add(spin, forKey: "spin")
            }
            UIView.animate(
                withDuration: 0.25, animations: { spinner.alpha = 0.9 },
                completion: { _ in
                    spinner.layer.pause()
                    UIView.animate(
                        withDuration: 0.5, animations: { spinner.alpha = 1 },
                        completion: { _ in
                            spinner.layer.resume()
                        })
                })
        }
        // Paused from 0.25 s to 0.75 s at local time 0.25 (angle pi/4: m11 = cos 45°), then
        // resumed: the spin ends at local 1, t = 1.5.
        let held = try XCTUnwrap(timeline.presentation(at: 0.6).root.find(spinner.layer.layerID)).transform
        XCTAssertEqual(held.m11, 0.7071067811865476, accuracy: 1e-9)
        let later = try XCTUnwrap(timeline.presentation(at: 1.25).root.find(spinner.layer.layerID)).transform
        // Resumed at 0.75 with beginTime 0.75 - 0.25 = 0.5: at 1.25 local time is 0.75, angle
        // 0.75 pi = 135°, m11 = cos 135° = -0.70710678.
        XCTAssertEqual(later.m11, -0.7071067811865476, accuracy: 1e-9)
        XCTAssertEqual(timeline.duration, 1.5, accuracy: 1e-9)
        // The transaction's completion was scheduled at the spin's end as added (1.0 s):
        // Flipbook does not move a transaction's completion when a layer is paused later.
        XCTAssertEqual(finished, 1.0, accuracy: 1e-9)
    }
}

/// A layer subclass as apps write them: its own initialisers, overriding Core Animation's.
final class RingLayer: CALayer {
    var ringWidth: CGFloat = 4

    override init() {
        super.init()
        cornerRadius = 20
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { ringWidth = ring.ringWidth }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LayerSubclassTests: XCTestCase {
    func testAnAppsLayerSubclassCompilesAndCopies() {
        let ring = RingLayer()
        ring.ringWidth = 7
        ring.opacity = 0.5
        let copy = RingLayer(layer: ring)
        XCTAssertEqual(copy.ringWidth, 7)
        XCTAssertEqual(copy.opacity, 0.5)
        XCTAssertEqual(copy.cornerRadius, 20)
        XCTAssertNotEqual(copy.layerID, ring.layerID)
    }
}

final class LayerKeyValueTests: XCTestCase {
    func testSetAndReadTransformSubPathsByKeyPath() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        var read: CGFloat = -1
        let timeline = try Stage(window: window).record {
            card.layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
            read = card.layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? -1
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    card.layer.setValue(0.5, forKeyPath: "opacity")
                })
        }
        XCTAssertEqual(Double(read), .pi / 2, accuracy: 1e-12)
        // A quarter turn about z: m11 = cos 90° = 0, m12 = sin 90° = 1.
        let shown = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(card.layer.layerID))
        XCTAssertEqual(shown.transform.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(shown.transform.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(shown.opacity, 0.75, accuracy: 1e-12)  // 1 -> 0.5, linear, halfway
        XCTAssertNil(card.layer.value(forKeyPath: "shadowRadius"))
    }

    /// "transform.scale.xy", as loaders write it: both in-plane scales move together, z stays.
    /// Linear from 1 to 0.3 over 1 s: 0.65 at 0.5 s.
    func testScaleXYAnimatesTheXAndYScales() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(dot)
        let timeline = try Stage(window: window).record {
            let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
            pulse.fromValue = 1
            pulse.toValue = 0.3
            pulse.duration = 1
            pulse.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(pulse, forKey: "pulse")
        }
        let shown = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(dot.layerID))
        XCTAssertEqual(shown.transform.m11, 0.65, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m22, 0.65, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m33, 1, accuracy: 1e-9)
    }

    func testSetValueWithAWrongTypeIsAnError() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertThrowsError(
            try Stage(window: window).record {
                window.layer.setValue("red", forKeyPath: "backgroundColor")
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("\"backgroundColor\""), "\(error)")
            XCTAssertTrue("\(error)".contains("a CGColor"), "\(error)")
        }
    }
}
