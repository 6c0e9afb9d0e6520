import Foundation
import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// A layer's own property animated by Core Animation redraws the layer at every frame when its
/// class's `needsDisplay(forKey:)` says so (SEMANTICS.md §27.6).
final class AnimatedDrawnPropertyTests: XCTestCase {
    /// A progress ring as apps write one on iOS: `@NSManaged var progress: CGFloat` (here in the
    /// form the port rewrites it to), redrawn for "progress", drawn in `draw(in:)`: a white
    /// arc of radius 40 and width 10 from 12 o'clock clockwise through `progress` of the turn.
    final class RingLayer: CALayer {
        nonisolated(unsafe) static var draws = 0
        nonisolated(unsafe) static var copies = 0
        nonisolated(unsafe) static var drawnByCopy = 0
        /// The port's rewrite of `@NSManaged var progress: CGFloat`.
        var progress: CGFloat {
            get { _flipbookManagedValue("progress") }
            set { _flipbookSetManagedValue(newValue, "progress") }
        }
        /// The same kind of property, not redrawn for.
        var other: CGFloat {
            get { _flipbookManagedValue("other") }
            set { _flipbookSetManagedValue(newValue, "other") }
        }
        weak var model: RingLayer?

        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            RingLayer.copies += 1
            model = layer as? RingLayer
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" ? true : super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            RingLayer.draws += 1
            if model != nil { RingLayer.drawnByCopy += 1 }
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineWidth(10)
            // In a flipped context `clockwise: false` turns clockwise on screen (§27.2).
            ctx.addArc(
                center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            ctx.strokePath()
        }
    }

    /// A layer whose class has no `init(layer:)` companion: drawn with its values in place.
    final class PlainRingLayer: CALayer {
        var progress: CGFloat {
            get { _flipbookManagedValue("progress") }
            set { _flipbookSetManagedValue(newValue, "progress") }
        }
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" }
        override func draw(in ctx: CGContext) {
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineWidth(10)
            ctx.addArc(
                center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            ctx.strokePath()
        }
    }

    func window() -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let root = UIViewController()
        root.view.backgroundColor = .black
        w.rootViewController = root
        return w
    }

    /// The red of the frame at `t` at the point of the ring (radius 40 about the layer's centre
    /// at (60, 60) in the window) `angle` radians clockwise from 12 o'clock.
    func ring(_ frame: Bitmap, at angle: Double) -> UInt8 {
        let x = 60 + 40 * sin(angle), y = 60 - 40 * cos(angle)
        return frame.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))).r
    }

    func recordRing<L: CALayer>(_ layer: L, key: String, duration: Double = 1) throws -> Timeline {
        let w = window()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        w.rootViewController!.view.layer.addSublayer(layer)
        return try Stage(window: w).record {
            // As apps do: the model takes the end value, the animation runs from 0 to it.
            layer.setValue(CGFloat(1), forKey: key)
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = 0
            a.toValue = 1
            a.duration = duration
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(a, forKey: key)
        }
    }

    func testAProgressRingIsDrawnAtEachFramesInterpolatedValue() throws {
        RingLayer.draws = 0; RingLayer.copies = 0; RingLayer.drawnByCopy = 0
        let layer = RingLayer()
        let t = try recordRing(layer, key: "progress")
        // Linear timing over D = 1 s: progress is t / D. The arc's end is 2π · progress
        // clockwise from 12 o'clock; 0.15 rad (6 points of the ring) either side of it is
        // inside and outside the butt-ended stroke.
        for (time, progress) in [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75)] {
            let frame = try Compositor(cache: nil).render(t.presentation(at: time), scale: 1)
            if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
                try PNGFile.write(frame, to: dir + "/ring-\(time).png")
            }
            let end = 2 * Double.pi * progress
            if progress > 0 {
                XCTAssertEqual(ring(frame, at: end - 0.15), 255, "t = \(time): drawn up to the end")
                XCTAssertEqual(ring(frame, at: end / 2), 255, "t = \(time): drawn half way")
            }
            XCTAssertEqual(ring(frame, at: end + 0.15), 0, "t = \(time): nothing past the end")
            XCTAssertEqual(ring(frame, at: 2 * .pi - 0.15), 0, "t = \(time): nothing just before 12")
        }
        // At D the animation is removed and the model's 1 shows: the whole ring.
        let last = try Compositor(cache: nil).render(t.presentation(at: 1), scale: 1)
        for angle in [0.15, Double.pi / 2, .pi, 1.5 * .pi, 2 * .pi - 0.15] {
            XCTAssertEqual(ring(last, at: angle), 255, "t = D at \(angle)")
        }
        // Drawn once a frame at 60 frames a second (frames 0 to 60), by presentation copies
        // made with the class's init(layer:), and by the model at D.
        XCTAssertGreaterThanOrEqual(RingLayer.draws, 61)
        XCTAssertGreaterThanOrEqual(RingLayer.copies, 59)
        XCTAssertGreaterThanOrEqual(RingLayer.drawnByCopy, 59)
        XCTAssertEqual(layer.progress, 1, "the model keeps its value")
    }

    func testAKeyframeAnimationOfThePropertyIsDrawnAtItsValues() throws {
        let w = window()
        let layer = PlainRingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        w.rootViewController!.view.layer.addSublayer(layer)
        let t = try Stage(window: w).record {
            layer.progress = 0.5
            let a = CAKeyframeAnimation(keyPath: "progress")
            a.values = [0.0, 1.0, 0.5]
            a.keyTimes = [0, 0.5, 1]
            a.duration = 1
            layer.add(a, forKey: "ring")
        }
        // Linear between key times: 0.5 at t = 0.25 (half way from 0 to 1), 0.75 at t = 0.75
        // (half way from 1 back to 0.5).
        for (time, progress) in [(0.25, 0.5), (0.75, 0.75)] {
            let frame = try Compositor(cache: nil).render(t.presentation(at: time), scale: 1)
            let end = 2 * Double.pi * progress
            XCTAssertEqual(ring(frame, at: end - 0.15), 255, "t = \(time)")
            XCTAssertEqual(ring(frame, at: end + 0.15), 0, "t = \(time)")
        }
    }

    func testARepeatingAnimationIsRedrawnWhileTheSceneRunsAndTheRecordingEnds() throws {
        let w = window()
        let layer = PlainRingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        w.rootViewController!.view.layer.addSublayer(layer)
        let clock = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        w.rootViewController!.view.addSubview(clock)
        let t = try Stage(window: w).record {
            let a = CABasicAnimation(keyPath: "progress")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 0.5
            a.repeatCount = .infinity
            layer.add(a, forKey: "spin")
            UIView.animate(withDuration: 0.75) { clock.alpha = 0.5 }
        }
        // The forever animation does not keep the recording going; it is redrawn up to the
        // last other event (0.75 s): at 0.6 s it is in its second cycle, at 0.1 of it.
        XCTAssertEqual(t.duration, 0.75, accuracy: 1e-9)
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0.6), scale: 1)
        let end = 2 * Double.pi * 0.2
        XCTAssertEqual(ring(frame, at: end - 0.15), 255)
        XCTAssertEqual(ring(frame, at: end + 0.15), 0)
    }

    func testAClassWithoutACopyCompanionIsDrawnWithItsValuesInPlace() throws {
        let layer = PlainRingLayer()
        let t = try recordRing(layer, key: "progress")
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(ring(frame, at: .pi - 0.15), 255)
        XCTAssertEqual(ring(frame, at: .pi + 0.15), 0)
        XCTAssertEqual(layer.progress, 1, "the model's value is back after each drawing")
    }

    func testAKeyThatDoesNotNeedDisplayDoesNotRedraw() throws {
        RingLayer.draws = 0
        let layer = RingLayer()
        layer.progress = 0.25
        let t = try recordRing(layer, key: "other")
        XCTAssertEqual(RingLayer.draws, 1, "drawn once, when first shown")
        let a = try Compositor(cache: nil).render(t.presentation(at: 0), scale: 1)
        let b = try Compositor(cache: nil).render(t.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(a, b)
        XCTAssertEqual(ring(b, at: .pi / 2 - 0.15), 255, "the model's quarter ring")
        XCTAssertEqual(ring(b, at: .pi / 2 + 0.15), 0)
    }

    func testFramesAreTheSameInAnyOrderAndThroughTheCache() throws {
        let t = try recordRing(RingLayer(), key: "progress")
        let times = (0...60).map { Double($0) / 60 }
        let cache = RenderCache()
        let forward = try times.map { try Compositor(cache: nil).render(t.presentation(at: $0), scale: 2) }
        for (i, time) in times.enumerated().reversed() {
            XCTAssertEqual(try Compositor(cache: cache).render(t.presentation(at: time), scale: 2), forward[i])
        }
        XCTAssertNotEqual(forward[10], forward[20])
    }

    func testValueForKeyAndPresentationReadTheProperty() throws {
        let layer = RingLayer()
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, nil, "never set")
        XCTAssertEqual(layer.progress, 0, "an unset number reads 0, as on iOS")
        layer.setValue(0.5, forKey: "progress")
        XCTAssertEqual(layer.progress, 0.5, "a Double under the key reads as the CGFloat")
        let w = window()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        w.rootViewController!.view.layer.addSublayer(layer)
        var shown: CGFloat?
        _ = try Stage(window: w).record {
            let a = CABasicAnimation(keyPath: "progress")
            a.fromValue = 0.0
            a.toValue = 1.0
            a.duration = 1
            layer.add(a, forKey: nil)
            let wait = CABasicAnimation(keyPath: "opacity")
            wait.duration = 0.5
            wait.delegate = Probe { shown = layer.presentation()?.progress }
            layer.add(wait, forKey: nil)
        }
        XCTAssertEqual(try XCTUnwrap(shown), 0.5, accuracy: 1e-12, "the presentation copy's value half way")
    }

    final class Probe: CAAnimationDelegate {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { body() }
    }

    /// `action(forKey:)` returning an animation for a change of the property, as a ring that
    /// animates each new value does.
    final class ImplicitRingLayer: CALayer {
        var progress: CGFloat {
            get { _flipbookManagedValue("progress") }
            set { _flipbookSetManagedValue(newValue, "progress") }
        }
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" }
        override func action(forKey event: String) -> CAAction? {
            guard event == "progress" else { return super.action(forKey: event) }
            let a = CABasicAnimation(keyPath: event)
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            return a
        }
        override func draw(in ctx: CGContext) {
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineWidth(10)
            ctx.addArc(
                center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            ctx.strokePath()
        }
    }

    func testAnActionAnimatesAChangeFromTheValueShown() throws {
        let w = window()
        let layer = ImplicitRingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        w.rootViewController!.view.layer.addSublayer(layer)
        let t = try Stage(window: w).record { layer.progress = 1 }
        XCTAssertEqual(layer.animationKeys(), nil, "removed at its end")
        // From the 0 shown to the new 1 over 1 s, linear: half way at 0.5 s.
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(ring(frame, at: .pi - 0.15), 255)
        XCTAssertEqual(ring(frame, at: .pi + 0.15), 0)
    }
}

/// What the port generates for `RingLayer`, whose body declares `init(layer:)`.
final class _FlipbookLayerCopy_AnimatedDrawnPropertyTests_RingLayer: _FlipbookLayerCopying {
    static func copy(of layer: AnyObject) -> AnyObject? {
        (layer as? AnimatedDrawnPropertyTests.RingLayer).flatMap {
            AnimatedDrawnPropertyTests.RingLayer(layer: $0) as AnyObject?
        }
    }
}
