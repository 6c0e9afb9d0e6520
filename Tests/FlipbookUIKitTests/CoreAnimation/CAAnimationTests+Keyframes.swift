import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// More of SEMANTICS.md §10 worked by hand: cubic keyframes, per-segment curves, zPosition,
/// perceptual springs and CATransition styles.
extension CAAnimationTests {
    func testCubicKeyframesPassThroughTheValues() throws {
        // Catmull-Rom through 0, 100, 300 at key times 0, 0.5, 1: at f = 0.25 (u = 0.5 of the
        // first segment, with p0 = p1 = 0, p2 = 100, p3 = 300):
        // 0.5 * (2 * 0 + (100 - 0) * 0.5 + (0 - 0 + 400 - 300) * 0.25 + (0 - 0 - 300 + 300) * 0.125)
        // = 0.5 * (50 + 25 + 0) = 37.5.
        let r = try keyframes(.cubic)
        XCTAssertEqual(positionX(r, at: 0.25), 37.5, accuracy: 1e-9)
        XCTAssertEqual(positionX(r, at: 0.5), 100, accuracy: 1e-9)
    }

    func testPerSegmentTimingFunctions() throws {
        // Two segments; the second eases in-out, which is 0.5 at its middle: at 0.75 s, 150.
        let r = try record { box in
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 200]
            a.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeInEaseOut)]
            a.duration = 1
            box.layer.add(a, forKey: nil)
        }
        XCTAssertEqual(positionX(r, at: 0.25), 50, accuracy: 1e-9)
        XCTAssertEqual(positionX(r, at: 0.75), 150, accuracy: 1e-9)
    }

    func testZPositionAnimates() throws {
        let r = try record { $0.layer.add(self.basic("zPosition", from: 0, to: 100), forKey: nil) }
        XCTAssertEqual(r.0.presentation(at: 0.5).root.find(r.1)!.zPosition, 50, accuracy: 1e-12)
    }

    func testPerceptualSpringParameters() {
        // perceptualDuration 0.5, bounce 0.2: stiffness (2 pi / 0.5)^2 = 157.9137, damping
        // 4 pi * 0.8 / 0.5 = 20.1062.
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        XCTAssertEqual(Double(s.stiffness), 157.91367, accuracy: 1e-4)
        XCTAssertEqual(Double(s.damping), 20.10619, accuracy: 1e-4)
        XCTAssertEqual(s.duration, s.settlingDuration)
    }

    func testUnknownTransitionTypeIsRefused() {
        XCTAssertThrowsError(
            try record { box in
                let t = CATransition()
                t.type = CATransitionType(rawValue: "cube")
                box.layer.add(t, forKey: kCATransition)
            }
        ) { error in XCTAssertTrue("\(error)".contains("\"cube\""), "\(error)") }
    }

    func testTransitionStylesAtHalfway() throws {
        // A 100-point-wide layer at p = 0.5 (linear, 1 s, at 0.5 s).
        func at(_ type: CATransitionType, _ sub: CATransitionSubtype) throws -> [LayerState] {
            let r = try record { box in
                let t = CATransition(); t.type = type; t.subtype = sub; t.duration = 1
                box.layer.add(t, forKey: kCATransition)
                box.backgroundColor = .red
            }
            return r.0.presentation(at: 0.5).root.find(r.1)!.sublayers
        }
        let fade = try at(.fade, .fromRight)
        XCTAssertEqual(fade[1].opacity, 0.5); XCTAssertEqual(fade[1].backgroundColor, UIColor.red.cgColor)
        XCTAssertNil(fade[0].backgroundColor)  // the old content had none
        let moveIn = try at(.moveIn, .fromLeft)  // new comes from the left
        XCTAssertEqual(moveIn[1].transform.m41, -50); XCTAssertEqual(moveIn[0].transform, .identity)
        let reveal = try at(.reveal, .fromBottom)  // old leaves upwards, on top
        XCTAssertEqual(reveal[1].transform.m42, -50); XCTAssertEqual(reveal[0].transform, .identity)
        let push = try at(.push, .fromTop)  // new from the top, old down
        XCTAssertEqual(push[1].transform.m42, -50); XCTAssertEqual(push[0].transform.m42, 50)
    }
}

extension CAAnimationTests {
    func testGroupTimingFunctionWarpsItsChildren() throws {
        // Group of 1 s with easeInEaseOut, child opacity 0 -> 1 linear over 1 s: the child sees
        // the group's eased time; the curve is symmetric, so 0.5 at 0.5 s and the values at
        // 0.25 s and 0.75 s add up to 1.
        let r = try record { box in
            let g = CAAnimationGroup()
            g.animations = [self.basic("opacity", from: 0.0, to: 1.0)]
            g.duration = 1
            g.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            box.layer.add(g, forKey: nil)
        }
        XCTAssertEqual(opacity(r, at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertLessThan(opacity(r, at: 0.25), 0.2)  // eased: well below the linear 0.25
        XCTAssertEqual(opacity(r, at: 0.25) + opacity(r, at: 0.75), 1, accuracy: 1e-9)
    }

    func testNoDidStartForAnAnimationRemovedBeforeItBegan() throws {
        let log = DelegateLog()
        _ = try record { box in
            let a = self.basic("opacity", from: 0.0, to: 1.0)
            a.beginTime = CACurrentMediaTime() + 0.5
            a.delegate = log
            box.layer.add(a, forKey: "late")
            UIView.animate(
                withDuration: 0.25, animations: { box.layer.borderWidth = 1 },
                completion: { _ in box.layer.removeAnimation(forKey: "late") })
        }
        XCTAssertEqual(log.lines, ["stop false 0.25"])
    }
}

extension CAAnimationTests {
    func testTimingThatIsNotANumberIsAnErrorNotAHang() {
        for (name, configure) in [
            ("beginTime", { (a: CABasicAnimation) in a.beginTime = .nan }),
            ("duration", { (a: CABasicAnimation) in a.duration = .infinity }),
            ("speed", { (a: CABasicAnimation) in a.speed = .nan }),
            ("repeatCount", { (a: CABasicAnimation) in a.repeatCount = -1 }),
        ] {
            XCTAssertThrowsError(
                try record { box in
                    let a = self.basic("opacity", from: 0.0, to: 1.0)
                    configure(a)
                    box.layer.add(a, forKey: nil)
                }, name
            ) { error in XCTAssertTrue("\(error)".contains(name), "\(error)") }
        }
        XCTAssertThrowsError(try record { $0.layer.speed = .nan }) { error in
            XCTAssertTrue("\(error)".contains("speed"), "\(error)")
        }
    }

    func testDiscreteAndKeyTimesThatDoNotRiseAreRefused() {
        XCTAssertThrowsError(
            try record { box in
                let a = CAKeyframeAnimation(keyPath: "opacity")
                a.values = [0, 1]
                a.keyTimes = [0.5, 0.2]
                box.layer.add(a, forKey: nil)
            }
        ) { error in XCTAssertTrue("\(error)".contains("keyTimes"), "\(error)") }
    }
}
