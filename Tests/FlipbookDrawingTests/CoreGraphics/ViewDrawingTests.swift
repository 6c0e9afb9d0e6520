import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `draw(_:)`, `CALayer.draw(in:)` and `drawHierarchy` through a recording and the compositor
/// (SEMANTICS.md §27).
final class ViewDrawingTests: XCTestCase {
    final class Badge: UIView {
        var draws = 0
        var fill = UIColor.red
        override func draw(_ rect: CGRect) {
            draws += 1
            fill.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    /// A ring whose arc runs from 12 o'clock clockwise to `progress` of the turn.
    final class Ring: UIView {
        var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
        var link: CADisplayLink?
        let duration: CFTimeInterval = 1
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 40, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
            path.lineWidth = 8
            UIColor.white.setStroke()
            path.stroke()
        }
        func run() {
            link = CADisplayLink(target: self, selector: Ring.step)
            link?.add(to: .main, forMode: .common)
        }
        func step(_ l: CADisplayLink) {
            let t = min(l.timestamp / duration, 1)
            progress = CGFloat(t)
            if t >= 1 { l.invalidate() }
        }
    }

    func window() -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let root = UIViewController()
        root.view.backgroundColor = .black
        w.rootViewController = root
        return w
    }

    func testDrawIsCalledOncePerNeededDisplayAndAgainAfterSetNeedsDisplay() throws {
        let w = window()
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.backgroundColor = .clear
        w.rootViewController!.view.addSubview(badge)
        let timeline = try Stage(window: w).record {
            XCTAssertEqual(badge.draws, 1, "displayed by the first frame, before the steps run")
            UIView.animate(withDuration: 0.5) { badge.alpha = 0.5 }
        }
        XCTAssertEqual(badge.draws, 1, "displayed once though many snapshots were taken")
        let frame = try Compositor(cache: nil).render(timeline.presentation(at: 0), scale: 1)
        XCTAssertEqual(frame.pixel(x: 30, y: 30).r, 255, "the oval's centre is red")
        XCTAssertEqual(frame.pixel(x: 11, y: 11).r, 0, "the bounds' corner lies outside the oval")

        let w2 = window()
        let again = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        again.backgroundColor = .clear
        w2.rootViewController!.view.addSubview(again)
        let t2 = try Stage(window: w2).record {
            UIView.animate(withDuration: 0.5) {
                again.alpha = 0.9
            } completion: { _ in
                again.fill = .green
                again.setNeedsDisplay()
                again.setNeedsDisplay()
            }
        }
        XCTAssertEqual(again.draws, 2, "drawn again once after setNeedsDisplay, however often it is called")
        let last = try Compositor(cache: nil).render(t2.presentation(at: t2.duration), scale: 1)
        XCTAssertGreaterThan(Int(last.pixel(x: 30, y: 30).g), 200, "green after the redraw")
        XCTAssertLessThan(Int(last.pixel(x: 30, y: 30).r), 30)
    }

    func testOpaqueViewWithoutBackgroundStartsBlack() throws {
        let w = window()
        w.rootViewController!.view.backgroundColor = .white
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        w.rootViewController!.view.addSubview(badge)
        let t = try Stage(window: w).record {}
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0), scale: 1)
        let corner = frame.pixel(x: 11, y: 11)
        XCTAssertEqual([corner.r, corner.g, corner.b], [0, 0, 0], "isOpaque with no background: black, as on iOS")
    }

    func testImageRendererEqualsTheSameDrawingInAView() throws {
        let w = window()
        let badge = Badge(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        badge.backgroundColor = .blue
        w.rootViewController!.view.addSubview(badge)
        let t = try Stage(window: w).record {}
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0), scale: 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: badge.bounds.size, format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(badge.bounds)
            badge.draw(badge.bounds)
        }
        let bitmap = try XCTUnwrap(image.cgImage?.content.bitmap)
        XCTAssertEqual(bitmap.width, 80)
        var differing = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = bitmap.pixel(x: x, y: y), b = frame.pixel(x: 40 + x, y: 40 + y)
                if abs(Int(a.r) - Int(b.r)) > 1 || abs(Int(a.g) - Int(b.g)) > 1 || abs(Int(a.b) - Int(b.b)) > 1 {
                    differing += 1
                }
            }
        }
        XCTAssertEqual(differing, 0)
    }

    func testDrawHierarchyEqualsTheFramesPixels() throws {
        let w = window()
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 8
        let badge = Badge(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        badge.backgroundColor = .clear
        card.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 4, y: 28, width: 52, height: 20))
        label.text = "Hi"
        card.addSubview(label)
        w.rootViewController!.view.addSubview(card)
        var picture: UIImage?
        let t = try Stage(window: w).record {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            picture = UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { _ in
                XCTAssertTrue(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
            }
        }
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0), scale: 2)
        let bitmap = try XCTUnwrap(picture?.cgImage?.content.bitmap)
        XCTAssertEqual(bitmap.width, 120)
        var worst = 0
        for y in 0..<100 {
            for x in 0..<120 {
                let a = bitmap.pixel(x: x, y: y)
                guard a.a == 255 else { continue }  // the rounded corners show the window there
                let b = frame.pixel(x: 20 + x, y: 40 + y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
        XCTAssertEqual(bitmap.pixel(x: 60, y: 50).a, 255)
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0).a, 0, "outside the rounded corner: transparent")
    }

    /// The ring's arc end is at angle 2 pi t from 12 o'clock: at t = 0 nothing is drawn, at
    /// D/2 the arc reaches 6 o'clock (the left half is empty), at D the circle is whole.
    func testProgressRingFollowsItsDisplayLink() throws {
        let w = window()
        let ring = Ring(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        ring.backgroundColor = .black
        w.rootViewController!.view.addSubview(ring)
        let stage = Stage(window: w)
        let t = try stage.record { ring.run() }
        func ink(_ time: Double, _ x: Int, _ y: Int) throws -> Int {
            Int(try Compositor(cache: nil).render(t.presentation(at: time), scale: 1).pixel(x: x, y: y).r)
        }
        // The ring's centre is (60, 60), radius 40: right at (100, 60), bottom (60, 100), left (20, 60).
        XCTAssertEqual(try ink(0, 100, 60), 0)
        XCTAssertEqual(try ink(0.5, 100, 60), 255, "a quarter turn is drawn by t = D/2")
        XCTAssertEqual(try ink(0.5, 20, 60), 0, "three quarters are not")
        // Clockwise on screen: 12, 3, then 6 o'clock reached from the right.
        XCTAssertEqual(try ink(0.5, 63, 100), 255, "just short of 6 o'clock")
        XCTAssertEqual(try ink(0.5, 57, 100), 0, "just past it")
        XCTAssertEqual(try ink(1, 20, 60), 255)
        XCTAssertEqual(try ink(1, 63, 20), 255, "the whole ring at D")
    }

    final class Delegate: CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    func testLayerDelegateDrawsAfterSetNeedsDisplay() throws {
        let w = window()
        let layer = CALayer()
        let delegate = Delegate()
        layer.delegate = delegate
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        w.rootViewController!.view.layer.addSublayer(layer)
        let t0 = try Stage(window: w).record {}
        XCTAssertEqual(try Compositor(cache: nil).render(t0.presentation(at: 0), scale: 1).pixel(x: 5, y: 5).g, 0)
        layer.setNeedsDisplay()
        let t1 = try Stage(window: w).record {}
        XCTAssertEqual(try Compositor(cache: nil).render(t1.presentation(at: 0), scale: 1).pixel(x: 5, y: 5).g, 255)
    }

    func testCachedAndUncachedFramesAgree() throws {
        let w = window()
        let ring = Ring(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        w.rootViewController!.view.addSubview(ring)
        let t = try Stage(window: w).record { ring.run() }
        let cache = RenderCache()
        for time in [0.5, 0.25, 0.5, 1] {
            let tree = t.presentation(at: time)
            XCTAssertEqual(
                try Compositor(cache: cache).render(tree, scale: 2), try Compositor(cache: nil).render(tree, scale: 2))
        }
        XCTAssertGreaterThan(cache.statistics.drawingHits, 0)
    }

    /// `.redraw` draws again at the new size; any other content mode stretches the store
    /// drawn at the old size (a 40-point oval stretched to 80 points wide).
    func testRedrawContentModeRedrawsAndOthersStretch() throws {
        for redraw in [true, false] {
            let w = window()
            let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            badge.backgroundColor = .clear
            if redraw { badge.contentMode = .redraw }
            w.rootViewController!.view.addSubview(badge)
            let clock = UIView(frame: CGRect(x: 100, y: 100, width: 4, height: 4))
            w.rootViewController!.view.addSubview(clock)
            let t = try Stage(window: w).record {
                UIView.animate(withDuration: 0.2) {
                    clock.alpha = 0.5
                } completion: { _ in
                    badge.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
                }
            }
            XCTAssertEqual(badge.draws, redraw ? 2 : 1)
            let frame = try Compositor(cache: nil).render(t.presentation(at: t.duration), scale: 1)
            // Either way the oval fills the new bounds: redrawn in them, or stretched onto them.
            XCTAssertEqual(frame.pixel(x: 50, y: 30).r, 255)
            XCTAssertEqual(frame.pixel(x: 85, y: 30).r, 255, "the oval reaches x = 90 at mid-height")
            XCTAssertEqual(frame.pixel(x: 12, y: 12).r, 0)
        }
    }

    func testACopiedPathIsItsOwn() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.lineWidth = 3
        let copy = path.copy() as! UIBezierPath
        copy.addLine(to: CGPoint(x: 10, y: 10))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 0))
        XCTAssertEqual(copy.currentPoint, CGPoint(x: 10, y: 10))
        XCTAssertEqual(copy.lineWidth, 3)
    }
}
