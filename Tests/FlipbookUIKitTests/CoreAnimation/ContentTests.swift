import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The UIKit and Core Animation spellings of shapes, gradients, shadows, masks and snapshots
/// (SEMANTICS.md §14): defaults, directions, animation through `UIView.animate`, bad input.
final class ContentTests: XCTestCase {
    func testDefaultsAreCoreAnimations() {
        let shape = CAShapeLayer()
        XCTAssertNil(shape.path)
        XCTAssertEqual(shape.fillColor, UIColor.black.cgColor)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.strokeStart, 0)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertNil(shape.lineDashPattern)
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)
        XCTAssertNil(gradient.colors)
        XCTAssertNil(gradient.locations)
        gradient.locations = [0, 0.25, 1]  // NSNumber literals, as apps write them
        XCTAssertEqual(gradient.locations?.map(\.doubleValue), [0, 0.25, 1])
        let layer = CALayer()
        XCTAssertEqual(layer.shadowColor, UIColor.black.cgColor)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertNil(layer.shadowPath)
        XCTAssertNil(layer.mask)
        XCTAssertEqual(
            layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(layer.cornerCurve, .circular)
    }

    func testArcDirectionsOfUIKitAndCoreGraphics() {
        // UIKit: clockwise true from 0 to pi/2 is the quarter through the bottom right
        // (y down): its box is (0, 0, 10, 10).
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(ui.cgPath.boundingBoxOfPath.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(ui.cgPath.boundingBoxOfPath.maxX, 10, accuracy: 1e-9)
        // Core Graphics' flag assumes y up: clockwise false is that same quarter, clockwise
        // true the other three quarters, reaching y = -10.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw, ui.cgPath)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.boundingBoxOfPath.minY, -10, accuracy: 1e-9)
    }

    func testApplyWithBlockListsTheElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
        path.append(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)))
        var kinds: [CGPathElementType] = []
        var firstPoints: [CGPoint] = []
        path.cgPath.applyWithBlock { element in
            kinds.append(element.pointee.type)
            if element.pointee.type != .closeSubpath { firstPoints.append(element.pointee.points[0]) }
        }
        XCTAssertEqual(
            kinds,
            [
                .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
                .moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath,
            ])
        XCTAssertEqual(firstPoints[0], .zero)
        XCTAssertEqual(firstPoints[1], CGPoint(x: 10, y: 0))
        XCTAssertEqual(firstPoints[4], CGPoint(x: 2, y: 1))  // the oval starts at its right
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 5))
        // copy(using:) maps every point.
        var t = CGAffineTransform(translationX: 5, y: 0)
        XCTAssertEqual(path.cgPath.copy(using: &t)?.boundingBox, CGRect(x: 5, y: 0, width: 10, height: 5))
    }

    func testRoundingSomeCornersAndCornerRadiiWidth() {
        // Top corners only, radius 8 (the width of cornerRadii; UIKit ignores the height).
        let p = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
            byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 30))
        XCTAssertEqual(p.value.elements.first, .move(to: CGPoint(x: 8, y: 0)))
        XCTAssertTrue(p.value.elements.contains(.line(to: CGPoint(x: 100, y: 40))))
        XCTAssertEqual(
            p.value.elements.filter {
                if case .curve = $0 { return true }; return false
            }.count, 2)
    }

    func testShadowsAnimateInUIViewAnimateButShapesDoNot() throws {
        // A view backed by a CAShapeLayer (layerClass): shadowOpacity 0 -> 0.6 over 1 s,
        // linear, is 0.15 at 0.25 s; strokeEnd set in the same block does not animate in
        // UIKit (it needs a CABasicAnimation): it is 1 from the start.
        final class RingView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = try XCTUnwrap(ring.layer as? CAShapeLayer)
        shape.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 10, dy: 10)).cgPath
        shape.strokeEnd = 0
        window.addSubview(ring)
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    shape.strokeEnd = 1
                    ring.layer.shadowOpacity = 0.6
                })
        }
        let at = t.presentation(at: 0.25).root.find(ring.layer.layerID)
        XCTAssertEqual(at?.shape?.strokeEnd, 1)
        XCTAssertEqual(t.presentation(at: 0).root.find(ring.layer.layerID)?.shape?.strokeEnd, 1)
        XCTAssertEqual(at?.shadow.opacity ?? -1, 0.15, accuracy: 1e-6)
        XCTAssertEqual(t.presentation(at: 1).root.find(ring.layer.layerID)?.shape?.strokeEnd, 1)
    }

    func testANaNInAPathStopsTheRecordingWithItsName() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        window.layer.addSublayer(shape)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        XCTAssertThrowsError(try Stage(window: window).record { shape.path = path }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("path of layer"), text)
            XCTAssertTrue(text.contains("element 1 point (nan, 3.0)"), text)
            XCTAssertTrue(text.contains("must be finite"), text)
        }
    }

    func testANaNShadowPathIsReportedToo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        let bad = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4))
        XCTAssertThrowsError(try Stage(window: window).record { card.layer.shadowPath = bad.cgPath }) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("shadowPath of layer UIView was set to element 0 point (inf"), "\(error)")
        }
    }

    func testAHugePathIsRefusedWithItsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        window.layer.addSublayer(shape)
        let path = CGMutablePath()
        path.move(to: .zero)
        for i in 0..<VectorPath.maximumElementCount { path.addLine(to: CGPoint(x: Double(i % 100), y: 1)) }
        XCTAssertThrowsError(try Stage(window: window).record { shape.path = path }) { error in
            XCTAssertTrue("\(error)".contains("has 1000001 elements; at most 1000000 are drawn"), "\(error)")
        }
    }

    func testViewMaskIsTheMaskViewsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        maskView.backgroundColor = .black
        view.mask = maskView
        XCTAssertTrue(view.layer.mask === maskView.layer)
        XCTAssertNil(maskView.superview)
        let state = view.layer.snapshot()
        XCTAssertEqual(state.mask?.layer.bounds.width, 50)
        view.mask = nil
        XCTAssertNil(view.layer.snapshot().mask)
    }

    func testASnapshotKeepsItsContentAfterTheOriginalChanges() {
        // A card with a background, a shadow, a standalone shape sublayer and a gradient
        // subview: the snapshot keeps all of it as it was when taken.
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.3
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        ring.fillColor = UIColor.red.cgColor
        card.layer.addSublayer(ring)
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        let stripe = GradientView(frame: CGRect(x: 0, y: 60, width: 80, height: 20))
        (stripe.layer as! CAGradientLayer).colors = [UIColor.blue.cgColor, UIColor.green.cgColor]
        card.addSubview(stripe)

        let snap = card.snapshotView(afterScreenUpdates: false)!
        card.backgroundColor = .black
        card.layer.shadowOpacity = 0
        ring.fillColor = UIColor.blue.cgColor
        ring.path = nil
        (stripe.layer as! CAGradientLayer).colors = [UIColor.red.cgColor]

        let s = snap.layer.snapshot()
        XCTAssertEqual(s.backgroundColor, .white)
        XCTAssertEqual(s.shadow.opacity, 0.3, accuracy: 1e-6)
        XCTAssertEqual(s.sublayers.count, 2)
        XCTAssertEqual(s.sublayers[0].shape?.fillColor, RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(s.sublayers[0].shape?.path?.elements.count, 6)
        XCTAssertNotEqual(s.sublayers[0].id, ring.layerID)  // its own id: the original's animations do not move it
        XCTAssertEqual(
            s.sublayers[1].gradient?.colors, [RGBA(red: 0, green: 0, blue: 1), RGBA(red: 0, green: 1, blue: 0)])
    }
}

extension ContentTests {
    func testKeyPathsTurnIntoTypedChanges() {
        // What CABasicAnimation(keyPath:) will hand over: the values as apps write them.
        let shape = CAShapeLayer()
        let small = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20))
        let large = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(
            shape.contentChange(keyPath: "path", from: small.cgPath, to: large.cgPath),
            .path(from: small.value, to: large.value))
        XCTAssertEqual(
            shape.contentChange(keyPath: "strokeEnd", from: 0, to: NSNumber(value: 1)),
            .strokeEnd(from: 0, to: 1))
        // A nil end is the layer's current value: strokeEnd 1, fill black.
        XCTAssertEqual(
            shape.contentChange(keyPath: "strokeEnd", from: Float(0.25), to: nil), .strokeEnd(from: 0.25, to: 1))
        XCTAssertEqual(
            shape.contentChange(keyPath: "fillColor", from: nil, to: UIColor.red),
            .fillColor(from: .black, to: RGBA(red: 1, green: 0, blue: 0)))
        let gradient = CAGradientLayer()
        XCTAssertEqual(
            gradient.contentChange(keyPath: "colors", from: [UIColor.red.cgColor], to: [UIColor.blue.cgColor]),
            .colors(from: [RGBA(red: 1, green: 0, blue: 0)], to: [RGBA(red: 0, green: 0, blue: 1)]))
        XCTAssertEqual(
            gradient.contentChange(keyPath: "locations", from: [0, 0.5], to: [NSNumber(value: 0.5), 1]),
            .locations(from: [0, 0.5], to: [0.5, 1]))
        XCTAssertEqual(
            CALayer().contentChange(keyPath: "shadowOpacity", from: nil, to: 0.4), .shadowOpacity(from: 0, to: 0.4))
        XCTAssertEqual(
            CALayer().contentChange(keyPath: "shadowOffset", from: CGSize(width: 0, height: 3), to: nil),
            .shadowOffset(from: CGSize(width: 0, height: 3), to: CGSize(width: 0, height: -3)))
        // Wrong types, shape key paths on a plain layer and unknown key paths give nil.
        XCTAssertNil(shape.contentChange(keyPath: "strokeEnd", from: "half", to: 1))
        XCTAssertNil(CALayer().contentChange(keyPath: "path", from: nil, to: small.cgPath))
        XCTAssertNil(shape.contentChange(keyPath: "transform.scale", from: 1, to: 2))
        XCTAssertEqual(CALayer.contentKeyPaths.count, 19, "17 of shapes, gradients and shadows; a text layer's 2")
    }
}

extension ContentTests {
    func testAMaskThatWouldContainItsLayerIsRefused() {
        // `layer.mask = layer`, or a mask holding the layer: refused with an error (and not
        // set), where a snapshot would otherwise recurse forever.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        XCTAssertThrowsError(try Stage(window: window).record { view.layer.mask = view.layer }) { error in
            XCTAssertTrue("\(error)".contains("cannot be the mask of"), "\(error)")
        }
        XCTAssertNil(view.layer.mask)
        let holder = CALayer()
        let inner = CALayer()
        holder.addSublayer(inner)
        inner.mask = holder
        XCTAssertNil(inner.mask)
        _ = window.layer.snapshot()  // returns
    }
}
