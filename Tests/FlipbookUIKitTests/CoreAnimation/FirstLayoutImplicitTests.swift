import XCTest
import FlipbookUIKit

/// A standalone sublayer placed by its view's `layoutSubviews` before the first frame has
/// never been shown: it takes its frame at once, with no implicit animation (SEMANTICS.md §10).
final class FirstLayoutImplicitTests: XCTestCase {
    final class Meter: UIView {
        let dial = CALayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(dial)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            dial.frame = bounds
        }
    }

    func testTheFirstLayoutPlacesASublayerAtOnce() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let root = UIViewController()
        window.rootViewController = root
        let meter = Meter(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        root.view.addSubview(meter)
        let t = try Stage(window: window).record {}
        XCTAssertEqual(t.layerAnimations.count, 0, "no implicit animation of the first placement")
        let dial = try XCTUnwrap(t.presentation(at: 0).root.find(meter.dial.layerID))
        XCTAssertEqual(dial.bounds.size, CGSize(width: 180, height: 180))
    }

    func testALayerAlreadyShownStillAnimatesImplicitly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let root = UIViewController()
        window.rootViewController = root
        let meter = Meter(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        root.view.addSubview(meter)
        let t = try Stage(window: window).record { meter.dial.opacity = 0 }
        // Shown in the frame before the step: the change animates over 0.25 s.
        XCTAssertEqual(t.layerAnimations.map(\.keyPath.name), ["opacity"])
    }
}
