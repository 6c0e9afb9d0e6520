import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook-bench drawing [--scale 2] [--runs 5]`: custom drawing per frame (SEMANTICS.md
/// §27) on a 375 x 667 window, 60 frames (1 s at 60 fps): a 100-segment pie chart drawn in
/// `draw(_:)` and a 1,000-point polyline, each unchanged for the whole scene (its store is
/// rasterised once and kept in the render cache) and changed at every frame (a display link
/// sets a phase and calls `setNeedsDisplay()`, so every frame records a new drawing and
/// rasterises it), and the pie again as a layer whose own `sweep` property Core Animation
/// animates (§27.6). Printed: the recording's cost per frame (the `draw(_:)` calls) and the
/// drawing's (presentation and compositing at the scale, through a fresh render cache),
/// medians of the runs.
enum DrawingBench {
    /// 100 slices of a 300-point pie, in ten hues; `phase` turns it.
    final class PieView: UIView {
        var phase: CGFloat = 0
        var link: CADisplayLink?
        override func draw(_ rect: CGRect) {
            PieView.drawPie(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 150, phase: phase, sweep: 1)
        }
        static func drawPie(center: CGPoint, radius: CGFloat, phase: CGFloat, sweep: CGFloat) {
            let step = 2 * CGFloat.pi * sweep / 100
            for i in 0..<100 {
                let start = phase + CGFloat(i) * step
                let slice = UIBezierPath()
                slice.move(to: center)
                slice.addArc(
                    withCenter: center, radius: radius, startAngle: start, endAngle: start + step, clockwise: true)
                slice.close()
                UIColor(hue: CGFloat(i % 10) / 10, saturation: 0.7, brightness: 0.9, alpha: 1).setFill()
                slice.fill()
            }
        }
        func step(_ l: CADisplayLink) {
            phase += 0.05
            setNeedsDisplay()
            if l.timestamp >= 1 - 1e-9 { l.invalidate() }
        }
    }

    /// A 1,000-point polyline across the view, stroked 2 points wide; `phase` shifts its wave.
    final class LineView: UIView {
        var phase: CGFloat = 0
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            for i in 0..<1000 {
                let x = bounds.width * CGFloat(i) / 999
                let y = bounds.midY + 120 * sin(CGFloat(i) * 0.05 + phase) * cos(CGFloat(i) * 0.013)
                if i == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
            }
            path.lineWidth = 2
            UIColor.systemBlue.setStroke()
            path.stroke()
        }
        func step(_ l: CADisplayLink) {
            phase += 0.05
            setNeedsDisplay()
            if l.timestamp >= 1 - 1e-9 { l.invalidate() }
        }
    }

    /// The pie as a layer whose own `sweep` is animated 0 to 1 over 1 s: redrawn each frame.
    final class PieLayer: CALayer {
        var sweep: CGFloat {
            get { _flipbookManagedValue("sweep") }
            set { _flipbookSetManagedValue(newValue, "sweep") }
        }
        override class func needsDisplay(forKey key: String) -> Bool { key == "sweep" }
        override func draw(in ctx: CGContext) {
            UIGraphicsPushContext(ctx)
            PieView.drawPie(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 150, phase: 0, sweep: sweep)
            UIGraphicsPopContext()
        }
    }

    enum Case: CaseIterable {
        case pieCached, pieDisplayLink, pieAnimatedProperty, lineCached, lineDisplayLink
        var label: String {
            switch self {
            case .pieCached: return "100-slice pie, unchanged (cached)"
            case .pieDisplayLink: return "100-slice pie, changed every frame (display link)"
            case .pieAnimatedProperty: return "100-slice pie, layer property animated by Core Animation"
            case .lineCached: return "1,000-point polyline, unchanged (cached)"
            case .lineDisplayLink: return "1,000-point polyline, changed every frame (display link)"
            }
        }
    }

    /// Records the case's 1-second scene: (timeline, recording milliseconds).
    static func record(_ c: Case) throws -> (Timeline, Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        // Something moves for the whole second, so that an unchanged drawing has 60 frames too.
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        dot.backgroundColor = .red
        root.view.addSubview(dot)
        let frame = CGRect(x: 0, y: 150, width: 375, height: 375)
        var step: () -> Void = {}
        switch c {
        case .pieCached, .pieDisplayLink:
            let v = PieView(frame: frame)
            v.backgroundColor = .white
            root.view.addSubview(v)
            if c == .pieDisplayLink {
                step = {
                    let l = CADisplayLink(target: v, selector: PieView.step)
                    l.add(to: .main, forMode: .common)
                }
            }
        case .lineCached, .lineDisplayLink:
            let v = LineView(frame: frame)
            v.backgroundColor = .white
            root.view.addSubview(v)
            if c == .lineDisplayLink {
                step = {
                    let l = CADisplayLink(target: v, selector: LineView.step)
                    l.add(to: .main, forMode: .common)
                }
            }
        case .pieAnimatedProperty:
            let layer = PieLayer()
            layer.frame = frame
            layer.contentsScale = UIScreen.main.scale
            root.view.layer.addSublayer(layer)
            step = {
                layer.sweep = 1
                let a = CABasicAnimation(keyPath: "sweep")
                a.fromValue = 0
                a.toValue = 1
                a.duration = 1
                layer.add(a, forKey: "sweep")
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let timeline = try Stage(window: window, fps: 60).record {
            UIView.animate(withDuration: 1) { dot.frame.origin.x = 300 }
            step()
        }
        return (timeline, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }

    static func run(_ args: [String]) throws {
        let scale = Double(option("scale", args, default: "2")) ?? 2
        let runs = Int(option("runs", args, default: "5")) ?? 5
        print("drawing: 375 x 667 at scale \(scale), 60 frames (1 s at 60 fps), medians of \(runs) runs")
        for c in Case.allCases {
            var recording: [Double] = [], drawing: [Double] = [], stores = 0
            for _ in 0..<runs {
                let (timeline, ms) = try record(c)
                recording.append(ms / 60)
                let cache = RenderCache()
                let compositor = Compositor(cache: cache)
                let start = DispatchTime.now().uptimeNanoseconds
                for k in 0..<60 { _ = try compositor.render(timeline.presentation(at: Double(k) / 60), scale: scale) }
                drawing.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / 60)
                stores = cache.statistics.drawingMisses
            }
            print(
                String(
                    format: "  %@: record %.3f ms/frame, draw %.2f ms/frame (%d stores rasterised)", c.label,
                    UIKitLayoutBench.median(recording), UIKitLayoutBench.median(drawing), stores))
        }
    }
}
