import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A `CABasicAnimation` subclass as apps write one: its own `override init()` that makes
/// itself the delegate, the `required init?(coder:)` iOS demands, and a closure run when
/// it stops.
final class ClosureAnimation: CABasicAnimation, CAAnimationDelegate {
    var whenDone: (() -> Void)?

    override init() {
        super.init()
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { whenDone?() }
}

final class CAAnimationSubclassTests: XCTestCase {
    func testSubclassWithItsOwnInitRunsItsClosureAtTheEnd() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var stopped = -1.0
        let timeline = try Stage(window: window).record {
            let fade = ClosureAnimation()
            fade.keyPath = "opacity"  // set after init, as the key path is not passed in
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 0.8
            fade.whenDone = { stopped = CACurrentMediaTime() }
            box.layer.add(fade, forKey: "fade")
        }
        // Linear (no timing function), 0.2 s of 0.8 s: 1 - 0.25 = 0.75; stopped at 0.8 s.
        XCTAssertEqual(
            try XCTUnwrap(timeline.presentation(at: 0.2).root.find(box.layer.layerID)).opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(stopped, 0.8, accuracy: 1e-12)
    }

    func testFactoryStillMakesTheClassItIsCalledOn() {
        let basic = CABasicAnimation.animation()
        XCTAssertTrue(type(of: basic) == CABasicAnimation.self)
        XCTAssertNil(basic.keyPath)
        XCTAssertEqual(basic.duration, 0)
        XCTAssertTrue(type(of: CATransition.animation()) == CATransition.self)
        XCTAssertEqual(CATransition.animation().type, .fade)
    }
}
