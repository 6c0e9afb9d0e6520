import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Core Animation's explicit animations (SEMANTICS.md §10): values at known times against
/// numbers worked out by hand. Every test animates a 100 x 100 view "box" in a 100 x 100
/// window; the box's model opacity is 0.5 unless a test says otherwise. Curves are linear
/// (no `timingFunction`) so that values are plain fractions.
final class CAAnimationTests: XCTestCase {
    /// Records `steps` (each run once the previous settled) and returns the timeline and the box.
    func record(_ steps: [(UIView) -> Void]) throws -> (Timeline, LayerID) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        box.alpha = 0.5
        window.addSubview(box)
        let timeline = try Stage(window: window, fps: 60).record(steps: steps.map { step in { step(box) } })
        return (timeline, box.layer.layerID)
    }

    func record(_ step: @escaping (UIView) -> Void) throws -> (Timeline, LayerID) { try record([step]) }

    func opacity(_ r: (Timeline, LayerID), at t: Double) -> Double {
        r.0.presentation(at: t).root.find(r.1)!.opacity
    }

    func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1)
        -> CABasicAnimation
    {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.byValue = by; a.duration = duration
        return a
    }

    // MARK: - from, to, by

    func testFromAndTo() throws {
        let r = try record { $0.layer.add(self.basic("opacity", from: 0.2, to: NSNumber(value: 1.0)), forKey: "fade") }
        XCTAssertEqual(opacity(r, at: 0.25), 0.4, accuracy: 1e-12)  // 0.2 + 0.8 * 0.25
        XCTAssertEqual(opacity(r, at: 1.0), 0.5, accuracy: 1e-12)  // ended: the model value again
        XCTAssertEqual(r.0.model(at: 0.25).root.find(r.1)?.opacity, 0.5)  // the model never changed
    }

    func testFromAndBy() throws {
        let r = try record { $0.layer.add(self.basic("opacity", from: CGFloat(0.2), by: Float(0.4)), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.5), 0.4, accuracy: 1e-6)  // 0.2 .. 0.6, halfway
    }

    func testToAndBy() throws {
        let r = try record { $0.layer.add(self.basic("opacity", to: 0.8, by: 0.4), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.5), 0.6, accuracy: 1e-12)  // 0.4 .. 0.8, halfway
    }

    func testFromOnlyEndsAtTheModel() throws {
        let r = try record { $0.layer.add(self.basic("opacity", from: 0.2), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.5), 0.35, accuracy: 1e-12)  // 0.2 .. 0.5 (model)
    }

    func testToOnlyStartsAtThePresentationValue() throws {
        let r = try record { $0.layer.add(self.basic("opacity", to: 0.9), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.25), 0.6, accuracy: 1e-12)  // 0.5 .. 0.9, a quarter
    }

    func testByOnlyAddsToThePresentationValue() throws {
        let r = try record { $0.layer.add(self.basic("opacity", by: 0.25), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.5), 0.625, accuracy: 1e-12)  // 0.5 .. 0.75, halfway
    }

    func testNoValuesRunsFromThePresentationToTheNewModel() throws {
        // Step 2 sets the model to 0.9 and adds an animation with no values: from the value
        // shown before (0.5, the last snapshot) to the model (0.9).
        let r = try record([
            { _ in },
            { box in
                box.layer.opacity = 0.9
                box.layer.add(self.basic("opacity"), forKey: nil)
            },
        ])
        XCTAssertEqual(opacity(r, at: 0.5), 0.7, accuracy: 1e-6)
    }

    // MARK: - Timing

    func testBeginTimeDelaysAndBackwardsFillHoldsTheStart() throws {
        let r = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0)
            a.beginTime = CACurrentMediaTime() + 0.5
            box.layer.add(a, forKey: "late")
            let b = self.basic("cornerRadius", from: 10.0, to: 20.0)
            b.beginTime = box.layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            b.fillMode = .backwards
            box.layer.add(b, forKey: "filled")
        }
        XCTAssertEqual(opacity(r, at: 0.25), 0.5, accuracy: 1e-12)  // not begun: the model
        XCTAssertEqual(opacity(r, at: 0.75), 0.25, accuracy: 1e-12)  // 0.25 s into it
        XCTAssertEqual(r.0.presentation(at: 0.25).root.find(r.1)!.cornerRadius, 10, accuracy: 1e-12)  // filled back
        XCTAssertEqual(r.0.duration, 1.5, accuracy: 1e-12)
    }

    func testRepeatCountTwoWithAutoreverses() throws {
        // One cycle is 1 s forwards then 1 s backwards; two cycles last 4 s.
        let r = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0)
            a.repeatCount = 2; a.autoreverses = true
            box.layer.add(a, forKey: nil)
        }
        XCTAssertEqual(opacity(r, at: 0.25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 1.25), 0.75, accuracy: 1e-12)  // coming back: 2 - 1.25
        XCTAssertEqual(opacity(r, at: 2.5), 0.5, accuracy: 1e-12)  // second cycle, forwards
        XCTAssertEqual(opacity(r, at: 3.75), 0.25, accuracy: 1e-12)  // 4 - 3.75
        XCTAssertEqual(opacity(r, at: 4.0), 0.5, accuracy: 1e-12)  // ended: model
        XCTAssertEqual(r.0.duration, 4, accuracy: 1e-12)
    }

    func testFillModeForwardsNeedsRemovedOnCompletionFalse() throws {
        var keysAfter: [String]?? = .none
        let r = try record { box in
            let kept = self.basic("opacity", from: 0.0, to: 1.0)
            kept.fillMode = .forwards; kept.isRemovedOnCompletion = false
            box.layer.add(kept, forKey: "kept")
            let snapped = self.basic("cornerRadius", from: 0.0, to: 30.0)
            snapped.fillMode = .forwards  // but removed on completion: snaps back
            box.layer.add(snapped, forKey: "snapped")
            UIView.animate(
                withDuration: 2, animations: { box.layer.borderWidth = 1 },
                completion: { _ in keysAfter = .some(box.layer.animationKeys()) })
        }
        XCTAssertEqual(opacity(r, at: 1.5), 1.0, accuracy: 1e-12)  // held at its end value
        XCTAssertEqual(r.0.presentation(at: 1.5).root.find(r.1)!.cornerRadius, 0)  // the model: snap back
        XCTAssertEqual(r.0.presentation(at: 0.5).root.find(r.1)!.cornerRadius, 15, accuracy: 1e-12)
        XCTAssertEqual(keysAfter, .some(["kept"]))
    }

    func testRemoveAnimationSnapsBackAndTellsTheDelegateUnfinished() throws {
        let log = DelegateLog()
        let r = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0)
            a.delegate = log
            box.layer.add(a, forKey: "fade")
            UIView.animate(
                withDuration: 0.4, animations: { box.layer.borderWidth = 1 },
                completion: { _ in box.layer.removeAnimation(forKey: "fade") })
        }
        XCTAssertEqual(opacity(r, at: 0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 0.4), 0.5, accuracy: 1e-12)  // removed at 0.4: model
        XCTAssertEqual(log.lines, ["start 0.0", "stop false 0.4"])
    }

    func testDelegateHearsStartAndStopAtTheirVirtualTimes() throws {
        let log = DelegateLog()
        _ = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0, duration: 0.5)
            a.beginTime = CACurrentMediaTime() + 0.25
            a.delegate = log
            box.layer.add(a, forKey: nil)
        }
        XCTAssertEqual(log.lines, ["start 0.25", "stop true 0.75"])
    }

    func testZeroDurationMeansAQuarterSecond() throws {
        let r = try record { $0.layer.add(self.basic("opacity", from: 0.0, to: 1.0, duration: 0), forKey: nil) }
        XCTAssertEqual(opacity(r, at: 0.125), 0.5, accuracy: 1e-12)
        XCTAssertEqual(r.0.duration, 0.25, accuracy: 1e-12)
    }

    func testEaseInEaseOutIsSymmetricAboutItsMidpoint() throws {
        let r = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0)
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            box.layer.add(a, forKey: nil)
        }
        // (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5).
        XCTAssertEqual(opacity(r, at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(opacity(r, at: 0.25) + opacity(r, at: 0.75), 1, accuracy: 1e-9)
    }

    // MARK: - Keyframes, springs, groups

    func positionX(_ r: (Timeline, LayerID), at t: Double) -> Double {
        Double(r.0.presentation(at: t).root.find(r.1)!.position.x)
    }

    func keyframes(_ mode: CAAnimationCalculationMode) throws -> (Timeline, LayerID) {
        try record { box in
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 300]
            a.duration = 1
            a.calculationMode = mode
            box.layer.add(a, forKey: nil)
        }
    }

    func testKeyframesLinear() throws {
        // Key times 0, 0.5, 1 (evenly spaced).
        let r = try keyframes(.linear)
        XCTAssertEqual(positionX(r, at: 0.25), 50, accuracy: 1e-9)  // half of 0 .. 100
        XCTAssertEqual(positionX(r, at: 0.75), 200, accuracy: 1e-9)  // half of 100 .. 300
    }

    func testKeyframesDiscrete() throws {
        // Three values, each held for a third.
        let r = try keyframes(.discrete)
        XCTAssertEqual(positionX(r, at: 0.3), 0)
        XCTAssertEqual(positionX(r, at: 0.4), 100)
        XCTAssertEqual(positionX(r, at: 0.7), 300)
    }

    func testKeyframesPaced() throws {
        // Distances 100 and 200: key times 0, 1/3, 1, so x moves 300 per second.
        let r = try keyframes(.paced)
        XCTAssertEqual(positionX(r, at: 0.25), 75, accuracy: 1e-9)
        XCTAssertEqual(positionX(r, at: 0.5), 150, accuracy: 1e-9)
    }

    func testSpringAtATenthOfASecond() throws {
        // mass 1, stiffness 100, damping 10: w = 10, zeta = 0.5, wd = 8.660254, y(t) =
        // e^(-5t) (cos(wd t) + (5 / wd) sin(wd t)). At 0.1: 0.6065307 * (0.6478593 + 0.5773503 *
        // 0.7617600) = 0.6597002; progress 1 - y = 0.3402998, from 0 to 1.
        var settling = 0.0
        let r = try record { box in
            let s = CASpringAnimation(keyPath: "opacity")
            s.fromValue = 0; s.toValue = 1
            s.duration = s.settlingDuration
            settling = s.duration
            box.layer.add(s, forKey: nil)
        }
        XCTAssertEqual(opacity(r, at: 0.1), 0.3402998, accuracy: 1e-6)
        XCTAssertEqual(r.0.duration, settling, accuracy: 1e-9)
        XCTAssertEqual(opacity(r, at: settling), 0.5, accuracy: 1e-12)  // ended: the model
    }

    func testGroupCutsItsChildren() throws {
        let r = try record { box in
            let fade = self.basic("opacity", from: 0.0, to: 1.0)  // 1 s, cut at 0.5
            let round = self.basic("cornerRadius", from: 0.0, to: 10.0)
            round.beginTime = 0.2  // relative to the group
            let g = CAAnimationGroup()
            g.animations = [fade, round]
            g.duration = 0.5
            box.layer.add(g, forKey: "g")
        }
        XCTAssertEqual(opacity(r, at: 0.25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 0.5), 0.5, accuracy: 1e-12)  // the group ended: model
        XCTAssertEqual(r.0.presentation(at: 0.3).root.find(r.1)!.cornerRadius, 1, accuracy: 1e-12)  // 0.1 s of 1 s
        XCTAssertEqual(r.0.presentation(at: 0.1).root.find(r.1)!.cornerRadius, 0)  // child not begun
    }

    // MARK: - 3-D

    func testRotationYIsEdgeOnAtItsMidpoint() throws {
        let r = try record { box in
            let a = self.basic("transform.rotation.y", from: 0, to: CGFloat.pi)
            box.layer.add(a, forKey: nil)
        }
        // At 0.5 s the angle is pi/2: Ry has m11 = cos = 0, m13 = -sin = -1, m31 = 1, m33 = 0.
        let m = r.0.presentation(at: 0.5).root.find(r.1)!.transform
        XCTAssertEqual(m.m11, 0, accuracy: 1e-12); XCTAssertEqual(m.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(m.m31, 1, accuracy: 1e-12); XCTAssertEqual(m.m33, 0, accuracy: 1e-12)
    }

    func testWholeTransformWithPerspectiveInterpolatesTheAngle() throws {
        var p = CATransform3DIdentity; p.m34 = -1.0 / 500
        let r = try record { box in
            let a = self.basic(
                "transform", from: NSValue(caTransform3D: p),
                to: NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), p)))
            box.layer.add(a, forKey: nil)
        }
        // Halfway: Ry(45°) * P, m11 = cos 45° = 0.70710678 (a squash would give 0.5).
        let m = r.0.presentation(at: 0.5).root.find(r.1)!.transform
        XCTAssertEqual(m.m11, 0.7071067811865476, accuracy: 1e-12)
        XCTAssertEqual(m.m34, -0.0014142135623730952, accuracy: 1e-12)
    }

    // MARK: - Errors

    func testUnknownKeyPathIsAnErrorNamingIt() {
        XCTAssertThrowsError(try record { $0.layer.add(self.basic("opacty", to: 1), forKey: nil) }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("unknown key path \"opacty\""), text)
            XCTAssertTrue(text.contains("opacity"), text)  // the accepted ones are listed
        }
    }

    func testWrongValueTypeIsAnErrorNamingIt() {
        XCTAssertThrowsError(try record { $0.layer.add(self.basic("position", to: 3), forKey: nil) }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("toValue 3"), text)
            XCTAssertTrue(text.contains("a CGPoint or NSValue(cgPoint:)"), text)
        }
    }

    func testNaNValueIsAnError() {
        XCTAssertThrowsError(try record { $0.layer.add(self.basic("opacity", to: Double.nan), forKey: nil) }) { error in
            XCTAssertTrue("\(error)".contains("not a finite value"), "\(error)")
        }
    }
}

/// Logs a CA delegate's calls with their virtual times.
final class DelegateLog: NSObject, CAAnimationDelegate {
    var lines: [String] = []
    func animationDidStart(_ anim: CAAnimation) { lines.append("start \(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        lines.append("stop \(flag) \(CACurrentMediaTime())")
    }
}
