import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Content key paths in Core Animation's table (SEMANTICS.md §10, §14): a standalone
/// `CAShapeLayer` (or gradient layer) in a 200 x 200 window, animated linearly over 1 s.
final class CAAnimationContentTests: XCTestCase {
    func record(_ make: () -> CALayer, _ steps: [(CALayer) -> Void]) throws -> (Timeline, LayerID) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = make()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        window.layer.addSublayer(layer)
        let timeline = try Stage(window: window, fps: 60).record(steps: steps.map { step in { step(layer) } })
        return (timeline, layer.layerID)
    }

    func shape(at t: Double, _ r: (Timeline, LayerID)) -> ShapeContent? {
        r.0.presentation(at: t).root.find(r.1)?.shape
    }

    func circle(_ radius: CGFloat) -> CGPath {
        UIBezierPath(
            arcCenter: CGPoint(x: 100, y: 100), radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true
        ).cgPath
    }

    func testStrokeEndIsHalfAtHalfTime() throws {
        let r = try record(
            { CAShapeLayer() },
            [
                { layer in
                    let a = CABasicAnimation(keyPath: "strokeEnd")
                    a.fromValue = 0; a.toValue = NSNumber(value: 1.0); a.duration = 1
                    layer.add(a, forKey: "draw")
                }
            ])
        XCTAssertEqual(try XCTUnwrap(shape(at: 0.5, r)).strokeEnd, 0.5, accuracy: 1e-12)  // 0 + (1 - 0) * 0.5
        XCTAssertEqual(try XCTUnwrap(shape(at: 0.25, r)).strokeEnd, 0.25, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(shape(at: 1.5, r)).strokeEnd, 1, accuracy: 1e-12)  // removed: the model, 1
    }

    func testPathBetweenTwoCirclesHasTheMeanRadiusAtTheMidpoint() throws {
        let r = try record(
            { CAShapeLayer() },
            [
                { layer in
                    (layer as! CAShapeLayer).path = self.circle(22)
                    let a = CABasicAnimation(keyPath: "path")
                    a.fromValue = self.circle(22); a.toValue = self.circle(100); a.duration = 1
                    layer.add(a, forKey: "grow")
                }
            ])
        // Same centre, same elements: every point moves linearly, so at 0.5 the circle has
        // radius (22 + 100) / 2 = 61. Its bounding box is 100 +- 61: (39, 39, 122, 122).
        let path = try XCTUnwrap(shape(at: 0.5, r)?.path)
        let box = path.pathBounds
        XCTAssertEqual(box.minX, 39, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 161, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 39, accuracy: 1e-9)
        XCTAssertEqual(box.width, 122, accuracy: 1e-9)
        // The start point (angle 0) is at (100 + 61, 100).
        guard case .move(let p)? = path.elements.first else { return XCTFail("\(path.elements.first as Any)") }
        XCTAssertEqual(p.x, 161, accuracy: 1e-9)
        XCTAssertEqual(p.y, 100, accuracy: 1e-9)
    }

    func testPathsOfDifferentElementsShowTheFromPathThenJump() throws {
        let square = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
        let r = try record(
            { CAShapeLayer() },
            [
                { layer in
                    (layer as! CAShapeLayer).path = self.circle(50)
                    let a = CABasicAnimation(keyPath: "path")
                    a.fromValue = square; a.toValue = self.circle(50); a.duration = 1
                    layer.add(a, forKey: nil)
                }
            ])
        // A rectangle (move, 3 lines, close) cannot morph into a circle (curves): the square
        // until the end, then the model (the circle of radius 50: box 50 ... 150).
        XCTAssertEqual(try XCTUnwrap(shape(at: 0.9, r)?.path?.pathBounds), CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(try XCTUnwrap(shape(at: 1.2, r)?.path?.pathBounds).minX, 50, accuracy: 1e-9)
    }

    func testKeyframeColorsAndSpringLineWidth() throws {
        let r = try record(
            { CAShapeLayer() },
            [
                { layer in
                    let k = CAKeyframeAnimation(keyPath: "fillColor")
                    k.values = [UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.green.cgColor]
                    k.duration = 1
                    layer.add(k, forKey: "fill")
                    let s = CASpringAnimation(keyPath: "lineWidth")
                    s.fromValue = 0; s.toValue = 10; s.duration = 1
                    layer.add(s, forKey: "width")
                }
            ])
        // Two segments of 0.5 s: at 0.25 s half way from red to blue (0.5, 0, 0.5);
        // at 0.75 s half way from blue to green (0, g, 0.5).
        let a = try XCTUnwrap(shape(at: 0.25, r)?.fillColor)
        XCTAssertEqual(a.red, 0.5, accuracy: 1e-9); XCTAssertEqual(a.blue, 0.5, accuracy: 1e-9)
        let b = try XCTUnwrap(shape(at: 0.75, r)?.fillColor)
        XCTAssertEqual(b.red, 0, accuracy: 1e-9); XCTAssertEqual(b.blue, 0.5, accuracy: 1e-9)
        // The default spring (mass 1, stiffness 100, damping 10: zeta = 10 / (2 sqrt 100) = 0.5,
        // omega0 = 10, omega_d = 10 sqrt(0.75) = 8.660) at 0.1 s:
        // x = 1 - e^(-0.5) (cos 0.866 + 0.5/0.866 sin 0.866)
        //   = 1 - 0.60653 (0.64777 + 0.57735 * 0.76184) = 1 - 0.60653 * 1.08762 = 0.34033,
        // so lineWidth = 3.4033.
        XCTAssertEqual(try XCTUnwrap(shape(at: 0.1, r)).lineWidth, 3.4033, accuracy: 1e-3)
        // Timing plots and labels know the spring behind a content key path: the same 0.34033.
        let i = try XCTUnwrap(r.0.layerAnimations.firstIndex { $0.keyPath.name == "lineWidth" })
        XCTAssertEqual(r.0.progress(ofLayerAnimation: i, at: 0.1), 0.34033, accuracy: 1e-4)
        XCTAssertTrue(
            r.0.layerAnimations[i].label.hasPrefix("CASpringAnimation lineWidth (spring"), r.0.layerAnimations[i].label)
    }

    func testGradientLocationsAndShadowOpacity() throws {
        let r = try record(
            {
                let g = CAGradientLayer(); g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]; return g
            },
            [
                { layer in
                    let a = CABasicAnimation(keyPath: "locations")
                    a.fromValue = [0, 0.2]; a.toValue = [NSNumber(value: 0.6), NSNumber(value: 1.0)]; a.duration = 1
                    layer.add(a, forKey: nil)
                    let s = CABasicAnimation(keyPath: "shadowOpacity")
                    s.fromValue = 0; s.toValue = Float(0.8); s.duration = 1
                    layer.add(s, forKey: nil)
                }
            ])
        let state = try XCTUnwrap(r.0.presentation(at: 0.5).root.find(r.1))
        let l = try XCTUnwrap(state.gradient?.locations)
        XCTAssertEqual(l[0], 0.3, accuracy: 1e-9)  // (0 + 0.6) / 2
        XCTAssertEqual(l[1], 0.6, accuracy: 1e-9)  // (0.2 + 1) / 2
        XCTAssertEqual(state.shadow.opacity, 0.4, accuracy: 1e-6)  // 0.8 / 2
    }

    func testImplicitStrokeEndOnAStandaloneLayer() throws {
        // Step 1 adds the layer (no implicit animation in its first turn); step 2 sets strokeEnd
        // 1 -> 0.2 in a transaction of 1 s, linear: at 0.5 s into it, 1 - 0.8 * 0.5 = 0.6.
        var start = 0.0
        let r = try record(
            { CAShapeLayer() },
            [
                { _ in },
                { layer in
                    start = CACurrentMediaTime()
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(1)
                    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                    (layer as! CAShapeLayer).strokeEnd = 0.2
                    CATransaction.commit()
                },
            ])
        XCTAssertEqual(try XCTUnwrap(shape(at: start + 0.5, r)).strokeEnd, 0.6, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(shape(at: start + 1.5, r)).strokeEnd, 0.2, accuracy: 1e-9)
        // With actions disabled the change is at once.
        let q = try record(
            { CAShapeLayer() },
            [
                { _ in },
                { layer in
                    start = CACurrentMediaTime()
                    CATransaction.begin(); CATransaction.setDisableActions(true)
                    (layer as! CAShapeLayer).strokeEnd = 0.2
                    CATransaction.commit()
                },
            ])
        XCTAssertEqual(try XCTUnwrap(shape(at: start + 0.5, q)).strokeEnd, 0.2, accuracy: 1e-9)
    }

    // MARK: - Errors

    func testUnknownContentKeyPathIsAnErrorNamingIt() {
        XCTAssertThrowsError(
            try record({ CAShapeLayer() }, [{ $0.add(CABasicAnimation(keyPath: "strokeEnds"), forKey: nil) }])
        ) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("unknown key path \"strokeEnds\""), text)
            XCTAssertTrue(text.contains("strokeEnd,"), text)  // the accepted ones, content ones included
        }
    }

    func testWrongContentValueTypeIsAnErrorNamingIt() {
        XCTAssertThrowsError(
            try record(
                { CAShapeLayer() },
                [
                    { layer in
                        let a = CABasicAnimation(keyPath: "path"); a.toValue = 3
                        layer.add(a, forKey: nil)
                    }
                ])
        ) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\"path\": toValue 3"), text)
            XCTAssertTrue(text.contains("a CGPath or UIBezierPath"), text)
        }
        XCTAssertThrowsError(
            try record(
                { CAShapeLayer() },
                [
                    { layer in
                        let a = CAKeyframeAnimation(keyPath: "strokeColor"); a.values = [UIColor.red.cgColor, "blue"]
                        layer.add(a, forKey: nil)
                    }
                ])
        ) { error in
            XCTAssertTrue("\(error)".contains("values[1] blue (String)"), "\(error)")
        }
    }

    func testContentKeyPathOnALayerWithoutThatContentIsAnError() {
        // A plain CALayer has no path.
        XCTAssertThrowsError(
            try record(
                { CALayer() },
                [
                    { layer in
                        let a = CABasicAnimation(keyPath: "strokeEnd"); a.fromValue = 0; a.toValue = 1
                        layer.add(a, forKey: nil)
                    }
                ])
        ) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("has no strokeEnd"), text)
        }
    }
}
