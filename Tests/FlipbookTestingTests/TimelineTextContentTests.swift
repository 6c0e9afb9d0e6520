import XCTest
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookTesting

/// The text tier lists shapes, gradients, shadows, masks and masked corners (SEMANTICS.md §14)
/// and leaves layers without them as they were.
final class TimelineTextContentTests: XCTestCase {
    func testContentPropertiesAreListedAndAnimate() throws {
        final class RingView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.accessibilityIdentifier = "ring"
        let shape = ring.layer as! CAShapeLayer
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 2
        shape.strokeEnd = 0
        ring.layer.shadowOffset = CGSize(width: 0, height: 2)
        let sheet = UIView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
        sheet.accessibilityIdentifier = "sheet"
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        maskView.accessibilityIdentifier = "half"
        maskView.backgroundColor = .black
        sheet.mask = maskView
        window.addSubview(ring)
        window.addSubview(sheet)
        let t = try Stage(window: window, fps: 60).record {
            UIView.animate(
                withDuration: 0.2, delay: 0, options: [.curveLinear],
                animations: {
                    shape.strokeEnd = 1
                    ring.layer.shadowOpacity = 0.5
                })
        }
        // Half way: shadow opacity 0.25; strokeEnd jumped to 1 (UIView.animate does not animate
        // shape properties, so no "strokes" part); the mask is listed under its layer.
        XCTAssertEqual(
            TimelineText.dump(t, times: [0.1]),
            """
            duration 0.2000 s
            t = 0.1000
              window frame(0.0000, 0.0000, 40.0000, 30.0000)
                container frame(0.0000, 0.0000, 40.0000, 30.0000)
                ring frame(0.0000, 0.0000, 20.0000, 20.0000) shape(path 6 elements bounds (0.0000, 0.0000, 20.0000, 20.0000), fill nil, stroke #FF0000 width 2.0000) shadow(#000000 opacity 0.2500 radius 3.0000 offset (0.0000, 2.0000))
                sheet frame(20.0000, 10.0000, 20.0000, 20.0000) corners(3 circular)
                  mask: half frame(0.0000, 0.0000, 10.0000, 20.0000) bg #000000

            """)
    }
}
