import XCTest
import FlipbookUIKit

/// The app-style files of fixtures/port/Transitions, compiled unchanged (`import UIKit`,
/// `#selector`, `@objc`, `@IBOutlet`, ...) into this test target by the port plugin: their
/// classes are this module's, and their gestures fire through the rewritten target-action.
final class PortedAppTests: XCTestCase {
    /// A 10 fps drag of 0.3 s delivers .began at 0, .changed at 0.1 and 0.2, the final
    /// .changed at 0.3 and .ended at 0.3: five events (as GestureRecognizerTests shows).
    let drag = try! GestureScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.3)

    func makeCard() -> (UIWindow, CardViewController) {
        let card = CardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = card
        card.loadViewIfNeeded()
        return (window, card)
    }

    func testIBOutletAndRecognizersAreWired() throws {
        let (_, card) = makeCard()
        // viewDidLoad assigned the @IBOutlet (its attribute dropped) and made three recognizers:
        // the swipe-down's (handleGesture(_:)) and the close pan on the view, the wiggle pan on the card.
        XCTAssertEqual(card.cardView.frame, CGRect(x: 24, y: 120, width: 327, height: 427))
        XCTAssertEqual(card.view.gestureRecognizers?.count, 2)
        XCTAssertEqual(card.cardView.gestureRecognizers?.count, 1)
        XCTAssertTrue(card.cardView.gestureRecognizers?.first === card.wigglePan)
        XCTAssertEqual(card.cornerRadius, 12)  // @IBInspectable dropped, the property kept
    }

    func testNoArgumentActionFires() throws {
        let (window, card) = makeCard()
        // `#selector(closeTapped)` for `@IBAction func closeTapped()`: once per event.
        let closePan = try XCTUnwrap(card.view.gestureRecognizers?[1])
        _ = try Stage(window: window, fps: 10).record { closePan.play(self.drag) }
        XCTAssertEqual(card.closeCount, 5)
        XCTAssertEqual(card.dragCount, 0)
        XCTAssertEqual(card.wiggleOffsets, [])
    }

    func testSelfAndTypeQualifiedActionsFireInOrder() throws {
        let (window, card) = makeCard()
        // `#selector(self.wiggle(_:))` (with `@objc(wiggleWithGesture:)`) then
        // `#selector(CardViewController.countDrag)` on a private `@objc` method: both per event.
        _ = try Stage(window: window, fps: 10).record { card.wigglePan.play(self.drag) }
        // Translations at 0, 0.1, 0.2, 0.3 (changed), 0.3 (ended): 0, 10, 20, 30, 30.
        XCTAssertEqual(card.wiggleOffsets.count, 5)
        for (got, want) in zip(card.wiggleOffsets, [0.0, 10, 20, 30, 30]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(card.dragCount, 5)
        XCTAssertEqual(card.closeCount, 0)
        // The last wiggle left the card turned by 30 / 1000 rad.
        XCTAssertEqual(atan2(card.cardView.transform.b, card.cardView.transform.a), 0.03, accuracy: 1e-9)
    }

    /// Presents the card through the app's delegate, then drags it down with `script`.
    func dismissInteractively(_ script: GestureScript) throws -> (UIViewController, CardViewController, Timeline) {
        let root = UIViewController()
        let card = CardViewController()
        let delegate = CardTransitioningDelegate()
        delegate.currentCard = card
        card.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = root
        _ = try Stage(window: window, fps: 60).record { root.present(card, animated: true) }
        XCTAssertTrue(root.presentedViewController === card)
        let swipe = try XCTUnwrap(card.view.gestureRecognizers?[0])
        let timeline = try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: 60).record { swipe.play(script) }
        }
        return (root, card, timeline)
    }

    func testSwipeDownPastHalfWayFinishesTheDismissal() throws {
        // 300 points down in 0.5 s: progress 300 / 400 = 0.75 > 0.5 at release, so finish().
        let (root, card, timeline) = try dismissInteractively(
            try GestureScript.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 500), duration: 0.5))
        XCTAssertNil(root.presentedViewController)
        XCTAssertFalse(card.swipeInteractionController!.interactionInProgress)
        // finish() at 0.5 s with 0.75 done: the rest, (1 - 0.75) * 0.4 s = 0.1 s, ends at 0.6 s.
        XCTAssertEqual(timeline.duration, 0.6, accuracy: 1e-9)
    }

    func testShortSwipeCancelsTheDismissal() throws {
        // 80 points down in 0.5 s: progress 0.2, velocity 160 points/s: cancel().
        let (root, _, timeline) = try dismissInteractively(
            try GestureScript.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 280), duration: 0.5))
        XCTAssertTrue(root.presentedViewController != nil)
        // cancel() at 0.5 s with 0.2 done: 0.2 * 0.4 s = 0.08 s back, ending at 0.58 s (the app
        // clamps its progress through Float, so 0.2 arrives as 0.2000000030: within 1e-8).
        XCTAssertEqual(timeline.duration, 0.58, accuracy: 1e-8)
    }
}
