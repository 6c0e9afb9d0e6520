import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `CAKeyframeAnimation.path` with `rotationMode` (SEMANTICS.md §10), worked by hand. The box's
/// model position is its centre (50, 50).
extension CAAnimationTests {
    func follow(
        _ path: CGPath, mode: CAAnimationCalculationMode = .linear,
        rotation: CAAnimationRotationMode? = nil
    ) throws -> (Timeline, LayerID) {
        try record { box in
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.duration = 1
            a.calculationMode = mode
            a.rotationMode = rotation
            box.layer.add(a, forKey: "follow")
        }
    }

    func position(_ r: (Timeline, LayerID), at t: Double) -> CGPoint {
        r.0.presentation(at: t).root.find(r.1)!.position
    }

    /// (0, 0) -> (100, 0) -> (100, 300): two segments, 100 and 300 long.
    var elbow: CGPath {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0)); p.addLine(to: CGPoint(x: 100, y: 300))
        return p
    }

    func testPathSegmentsShareTheTimeInLinearMode() throws {
        // Key times 0, 0.5, 1: each segment gets half the second, at its own constant speed.
        let r = try follow(elbow)
        XCTAssertEqual(position(r, at: 0.25), CGPoint(x: 50, y: 0))
        XCTAssertEqual(position(r, at: 0.75), CGPoint(x: 100, y: 150))
        XCTAssertEqual(position(r, at: 1.0), CGPoint(x: 50, y: 50))  // ended: the model
    }

    func testPacedPathRunsAtConstantSpeed() throws {
        // 400 points in 1 s: 100 at 0.25 s (the corner), 200 at 0.5 s.
        let r = try follow(elbow, mode: .paced)
        XCTAssertEqual(position(r, at: 0.25).x, 100, accuracy: 1e-9)
        XCTAssertEqual(position(r, at: 0.25).y, 0, accuracy: 1e-9)
        XCTAssertEqual(position(r, at: 0.5), CGPoint(x: 100, y: 100))
    }

    func testRotateAutoTurnsAlongTheTangent() throws {
        // On the second segment the path goes down (+y): tangent angle pi/2, a quarter turn
        // about z: m11 = cos = 0, m12 = sin = 1. On the first, angle 0: no turn.
        let r = try follow(elbow, rotation: .rotateAuto)
        let down = r.0.presentation(at: 0.75).root.find(r.1)!.transform
        XCTAssertEqual(down.m11, 0, accuracy: 1e-12); XCTAssertEqual(down.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(r.0.presentation(at: 0.25).root.find(r.1)!.transform, .identity)
        let reversed = try follow(elbow, rotation: .rotateAutoReverse)
        XCTAssertEqual(reversed.0.presentation(at: 0.25).root.find(reversed.1)!.transform.m11, -1, accuracy: 1e-12)
    }

    func testCircleFromABezierPathIsFollowedClockwiseOnScreen() throws {
        // UIBezierPath's clockwise arc from angle 0 around (100, 100), radius 50: a quarter of
        // the way (paced) it is at angle pi/2, (100, 150), below the centre.
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: 2 * .pi,
            clockwise: true)
        let r = try follow(circle.cgPath, mode: .paced)
        let p = position(r, at: 0.25)
        XCTAssertEqual(p.x, 100, accuracy: 0.1)
        XCTAssertEqual(p.y, 150, accuracy: 0.1)
        let start = position(r, at: 0)
        XCTAssertEqual(start.x, 150, accuracy: 1e-9); XCTAssertEqual(start.y, 100, accuracy: 1e-9)
    }

    func testPathOnANumberKeyPathIsRefused() {
        XCTAssertThrowsError(
            try record { box in
                let a = CAKeyframeAnimation(keyPath: "opacity")
                a.path = self.elbow
                box.layer.add(a, forKey: nil)
            }
        ) { error in XCTAssertTrue("\(error)".contains("not \"opacity\""), "\(error)") }
    }
}
