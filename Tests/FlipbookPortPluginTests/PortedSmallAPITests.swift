import XCTest
import FlipbookUIKit

/// fixtures/port/Transitions/TaggedFadeTransition.swift, written as iOS code is written and
/// compiled unchanged, runs: the API it uses does what UIKit's does.
final class PortedSmallAPITests: XCTestCase {
    func testTheTaggedFadeRuns() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        let inset = InsetViewController()
        let delegate = TaggedFadeDelegate()
        inset.transitioningDelegate = delegate
        inset.modalPresentationStyle = .fullScreen
        let tl = try Stage(window: window, fps: 60).record { root.present(inset, animated: true) }
        // The tag set on the pulse is read back when it stops, at 0.3 s.
        XCTAssertEqual(delegate.animator.stoppedTags, ["pulse"])
        // UIViewPropertyAnimator(): duration 0, so the fade is done at once and the
        // transition completes in the same turn.
        XCTAssertTrue(root.presentedViewController === inset)
        let line = try XCTUnwrap(tl.presentation(at: 0.3).root.find(named: "separator"))
        // Under the 20-point status bar.
        XCTAssertEqual(line.untransformedFrame.minY, 20)
        // separator's light value: (60, 60, 67) at alpha 0.29.
        let c = try XCTUnwrap(line.backgroundColor)
        XCTAssertEqual(c.red * 255, 60, accuracy: 1e-9)
        XCTAssertEqual(c.blue * 255, 67, accuracy: 1e-9)
        XCTAssertEqual(c.alpha, 0.29, accuracy: 1e-9)
        XCTAssertTrue(inset.view.accessibilityIgnoresInvertColors)
        // additionalSafeAreaInsets (44 top, 34 bottom) add to the window's (20 top).
        XCTAssertEqual(inset.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        // Flipbook's screen never changes size: the size override is never called. The trait
        // override hears the presented screen's first traits in the window, once, as UIKit
        // calls it (previous traits nil).
        XCTAssertEqual(inset.sizeChanges, [])
        XCTAssertEqual(inset.traitChanges, 1)
        let half = HalfPresentationController(presentedViewController: inset, presenting: root)
        XCTAssertEqual(
            half.size(forChildContentContainer: inset, withParentContainerSize: CGSize(width: 375, height: 667)),
            CGSize(width: 375, height: 333.5))
        // The lazy recognizer from #selector(Self.handleTap(_:)) fires.
        _ = try Stage(window: window, fps: 60).record {
            delegate.animator.tap.play(try! TapScript.taps(at: CGPoint(x: 100, y: 300), count: 1))
        }
        XCTAssertEqual(delegate.animator.taps, 1)
    }
}
