import XCTest
import FlipbookRender
import FlipbookUIKit

/// fixtures/port/Drawing/ProgressRingLayer.swift, written as iOS code is written (an
/// `@NSManaged` property, `needsDisplay(forKey:)`, `init(layer:)`, `action(forKey:)`) and
/// compiled unchanged: setting `progress` animates it, and the ring is redrawn at every frame
/// with the value of that frame (SEMANTICS.md §27.6).
final class PortedDrawnLayerTests: XCTestCase {
    /// The red at the ring's point `angle` radians clockwise from 12 o'clock (radius 40 about
    /// (60, 60), the layer's centre in the window).
    func ring(_ frame: Bitmap, at angle: Double) -> UInt8 {
        let x = 60 + 40 * sin(angle), y = 60 - 40 * cos(angle)
        return frame.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))).r
    }

    func testSettingProgressAnimatesTheRingFrameByFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let root = UIViewController()
        root.view.backgroundColor = .black
        window.rootViewController = root
        let layer = ProgressRingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        root.view.layer.addSublayer(layer)
        var shownBefore: CGFloat?
        let t = try Stage(window: window).record {
            shownBefore = layer.presentation()?.progress
            layer.progress = 0.5
        }
        XCTAssertEqual(shownBefore, 0, "the presentation copy, made with the class's init(layer:)")
        XCTAssertEqual(layer.progress, 0.5)
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.5, "the property is kept by key")
        // The action animates from the 0 shown to 0.5 over 1 s, linearly: at t the arc ends
        // 2π · 0.5 t clockwise from 12 o'clock.
        for time in [0.25, 0.5, 1] {
            let frame = try Compositor(cache: nil).render(t.presentation(at: time), scale: 1)
            let end = 2 * Double.pi * 0.5 * time
            XCTAssertEqual(ring(frame, at: end - 0.15), 255, "t = \(time)")
            XCTAssertEqual(ring(frame, at: end + 0.15), 0, "t = \(time)")
        }
    }

    /// fixtures/port/Drawing/GaugeLayer.swift: an `@objc var` animated by key. The port's
    /// companion lets Core Animation read and write the stored property.
    func testAnObjcStoredPropertyAnimatesByKey() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let root = UIViewController()
        root.view.backgroundColor = .black
        window.rootViewController = root
        let layer = GaugeLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.contentsScale = 1
        root.view.layer.addSublayer(layer)
        XCTAssertEqual(layer.value(forKey: "value") as? CGFloat, 0, "read by key")
        layer.setValue(0.25, forKey: "value")
        XCTAssertEqual(layer.value, 0.25, "written by key, a Double as the CGFloat")
        layer.value = 0
        let t = try Stage(window: window).record { layer.swing(to: 1) }
        XCTAssertEqual(layer.value, 1)
        // Linear over 1 s: the needle points π (1 + t) from the +x axis (y down), so at
        // t = 0.5 straight up: (60, 60 - 30) is on it, (60 - 30, 60) (its start) is not.
        let frame = try Compositor(cache: nil).render(t.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(frame.pixel(x: 60, y: 30).r, 255)
        XCTAssertEqual(frame.pixel(x: 30, y: 60).r, 0)
        let end = try Compositor(cache: nil).render(t.presentation(at: 1), scale: 1)
        XCTAssertEqual(end.pixel(x: 90, y: 60).r, 255, "at the end, 3 o'clock")
    }
}
