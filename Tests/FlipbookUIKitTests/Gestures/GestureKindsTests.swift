import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A screen that wires its recognizers the way view controllers do in `viewDidLoad`.
final class TapScreen: NSObject, UIGestureRecognizerDelegate {
    var fired: [(String, Double)] = []
    var allowSimultaneous = false
    var refusePan = false

    func handleSingleTap(_ sender: UITapGestureRecognizer) { fired.append(("single", Stage.current?.now ?? -1)) }
    func handleDoubleTap(_ sender: UITapGestureRecognizer) { fired.append(("double", Stage.current?.now ?? -1)) }
    func handleSwipe(_ sender: UISwipeGestureRecognizer) { fired.append(("swipe", Stage.current?.now ?? -1)) }
    func handlePan(_ sender: UIPanGestureRecognizer) {
        if sender.state == .began { fired.append(("pan", Stage.current?.now ?? -1)) }
    }
    func handleLongPress(_ sender: UILongPressGestureRecognizer) {
        fired.append(("long \(sender.state)", Stage.current?.now ?? -1))
    }
    func close() { fired.append(("close", Stage.current?.now ?? -1)) }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(refusePan && gestureRecognizer is UIPanGestureRecognizer)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        allowSimultaneous
    }
}

final class GestureKindsTests: XCTestCase {
    private func stage() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.transitionContainer.addSubview(card)
        return (window, card)
    }

    func testSingleTapWaitsForTheDoubleTapToFail() throws {
        for (taps, expected) in [(1, [("single", 0.40)]), (2, [("double", 0.20)])] {
            let (window, card) = stage()
            let screen = TapScreen()
            let single = UITapGestureRecognizer(target: screen, action: TapScreen.handleSingleTap)
            let double = UITapGestureRecognizer(target: screen, action: TapScreen.handleDoubleTap)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            card.addGestureRecognizer(single)
            card.addGestureRecognizer(double)
            // Taps at 0 and 0.15 s, each down for 0.05 s, at (100, 100) in the window: on the card.
            let script = try TapScript.taps(at: CGPoint(x: 100, y: 100), count: taps, interval: 0.15)
            _ = try Stage(window: window, fps: 60).record { window.playTaps(script) }
            // One tap: lift at 0.05; the double tap waits 0.35 s for a second one and fails at
            // 0.40; the single tap, recognized at 0.05, may act only then.
            // Two taps: the second lifts at 0.15 + 0.05 = 0.20: the double tap recognizes, the
            // single one fails.
            XCTAssertEqual(screen.fired.map(\.0), expected.map(\.0), "\(taps) taps")
            for (a, b) in zip(screen.fired, expected) { XCTAssertEqual(a.1, b.1, accuracy: 1e-9) }
            XCTAssertEqual(taps == 1 ? double.state : single.state, .failed)
        }
    }

    func testTapsOutsideTheViewAreNotSeen() throws {
        let (window, card) = stage()
        let screen = TapScreen()
        card.addGestureRecognizer(UITapGestureRecognizer(target: screen, action: TapScreen.handleSingleTap))
        // (300, 300) is outside the card (50...250).
        _ = try Stage(window: window, fps: 60).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 300, y: 300), count: 1))
        }
        XCTAssertTrue(screen.fired.isEmpty)
    }

    func testSwipeDirection() throws {
        let (window, card) = stage()
        let screen = TapScreen()
        let left = UISwipeGestureRecognizer(target: screen, action: TapScreen.handleSwipe)
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: screen, action: TapScreen.handleSwipe)
        card.addGestureRecognizer(left)
        card.addGestureRecognizer(right)
        XCTAssertEqual(right.direction, .right, "UIKit's default")
        // 240 pt to the left in 0.3 s (800 pt/s): 50 pt is passed between frame 3 (0.05 s, 40 pt)
        // and frame 4 (4/60 s, 53.3 pt), so the left swipe recognizes at 4/60 s.
        let script = try GestureScript.drag(from: CGPoint(x: 240, y: 100), to: CGPoint(x: 0, y: 100), duration: 0.3)
        let t = try Stage(window: window, fps: 60).record { window.playTouch(script) }
        XCTAssertEqual(screen.fired.map(\.0), ["swipe"])
        XCTAssertEqual(screen.fired[0].1, 4.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(left.state, .ended)
        XCTAssertEqual(right.state, .failed)
        XCTAssertTrue(t.events.contains { $0.message == "gesture UISwipeGestureRecognizer .failed" })

        // Straight down is no horizontal swipe.
        let down = UISwipeGestureRecognizer(target: screen, action: TapScreen.handleSwipe)
        down.direction = [.down]
        let (w2, c2) = stage()
        c2.addGestureRecognizer(down)
        screen.fired = []
        _ = try Stage(window: w2, fps: 60).record {
            down.play(try! GestureScript.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 130, y: 240), duration: 0.3))
        }
        // 180 pt down, 30 across in 0.3 s: 600 pt/s down; 50 pt after 1/12 s = frame 5 exactly
        // (5/60 s: 50 pt down, 8.3 across, within 45 degrees).
        XCTAssertEqual(screen.fired.map(\.0), ["swipe"])
        XCTAssertEqual(screen.fired[0].1, 5.0 / 60, accuracy: 1e-9)
    }

    func testLongPress() throws {
        let (window, card) = stage()
        let screen = TapScreen()
        let press = UILongPressGestureRecognizer(target: screen, action: TapScreen.handleLongPress)
        card.addGestureRecognizer(press)
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        // Held still at (100, 100) for 0.8 s: .began at 0.5, .changed at the frames 31...47
        // (0.5167 ... 0.7833 s: 17 of them), .ended at 0.8.
        let still = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 100, y: 100)),
            .init(time: 0.8, location: CGPoint(x: 100, y: 100)),
        ])
        _ = try Stage(window: window, fps: 60).record { window.playTouch(still) }
        XCTAssertEqual(
            screen.fired.map(\.0), ["long began"] + Array(repeating: "long changed", count: 17) + ["long ended"])
        XCTAssertEqual(screen.fired[0].1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(screen.fired.last!.1, 0.8, accuracy: 1e-9)

        // Moving 125 pt/s: past 10 pt between frame 4 (8.3 pt) and 5 (10.4 pt): fails at 5/60 s.
        screen.fired = []
        let moving = try GestureScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.8)
        let t = try Stage(window: window, fps: 60).record { window.playTouch(moving) }
        XCTAssertTrue(screen.fired.isEmpty)
        XCTAssertEqual(press.state, .failed)
        XCTAssertEqual(try XCTUnwrap(t.events.first { $0.message.hasSuffix(".failed") }).time, 5.0 / 60, accuracy: 1e-9)
    }

    func testDelegateDecidesWhoRecognizes() throws {
        for (simultaneous, refusePan, expected) in [
            (false, false, ["pan"]), (true, false, ["pan", "swipe"]),
            (false, true, ["swipe"]),
        ] {
            let (window, card) = stage()
            let screen = TapScreen()
            screen.allowSimultaneous = simultaneous
            screen.refusePan = refusePan
            let pan = UIPanGestureRecognizer(target: screen, action: TapScreen.handlePan)
            let swipe = UISwipeGestureRecognizer(target: screen, action: TapScreen.handleSwipe)
            pan.delegate = screen
            swipe.delegate = screen
            card.addGestureRecognizer(pan)
            window.addGestureRecognizer(swipe)
            // The pan (on the card, deepest) begins at the first sample, 0 s; the swipe at 4/60 s.
            let script = try GestureScript.drag(
                from: CGPoint(x: 60, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.3)
            _ = try Stage(window: window, fps: 60).record { window.playTouch(script) }
            XCTAssertEqual(screen.fired.map(\.0), expected, "simultaneous \(simultaneous), refuse pan \(refusePan)")
        }
    }

    func testShouldRequireFailureOfFromTheDelegate() throws {
        final class Waits: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
            {
                (g as? UITapGestureRecognizer)?.numberOfTapsRequired == 1 && other is UITapGestureRecognizer
            }
        }
        let (window, card) = stage()
        let screen = TapScreen(), waits = Waits()
        let single = UITapGestureRecognizer(target: screen, action: TapScreen.handleSingleTap)
        let double = UITapGestureRecognizer(target: screen, action: TapScreen.handleDoubleTap)
        double.numberOfTapsRequired = 2
        single.delegate = waits
        card.addGestureRecognizer(single); card.addGestureRecognizer(double)
        _ = try Stage(window: window, fps: 60).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 100, y: 100), count: 1))
        }
        // As with require(toFail:): the single tap acts when the double tap fails, 0.05 + 0.35.
        XCTAssertEqual(screen.fired.map(\.0), ["single"])
        XCTAssertEqual(screen.fired[0].1, 0.4, accuracy: 1e-9)
    }

    func testAddAndRemoveTargetInEveryForm() throws {
        let one = TapScreen(), two = TapScreen()
        var closureCalls = 0
        let tap = UITapGestureRecognizer(handler: { _ in closureCalls += 1 })
        tap.addTarget(one, action: TapScreen.handleSingleTap)
        tap.addTarget(two, action: TapScreen.handleSingleTap)
        tap.addTarget(two, action: TapScreen.close)
        XCTAssertTrue(tap.cancelsTouchesInView, "UIKit's default")
        tap.cancelsTouchesInView = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addGestureRecognizer(tap)
        let script = try TapScript.taps(at: CGPoint(x: 10, y: 10), count: 1)
        func play() throws { _ = try Stage(window: window, fps: 60).record { tap.play(script) } }

        try play()
        XCTAssertEqual(one.fired.map(\.0), ["single"])
        XCTAssertEqual(two.fired.map(\.0), ["single", "close"], "both actions of a target, in the order added")
        XCTAssertEqual(closureCalls, 1)

        tap.removeTarget(one, action: TapScreen.handleSingleTap)
        try play()
        XCTAssertEqual(one.fired.count, 1, "removed")
        XCTAssertEqual(two.fired.count, 4)
        XCTAssertEqual(closureCalls, 2)

        tap.removeTarget(two, action: nil)
        try play()
        XCTAssertEqual(two.fired.count, 4)
        XCTAssertEqual(closureCalls, 3, "the closure has no target and stays")

        tap.removeTarget(nil, action: nil)
        try play()
        XCTAssertEqual(closureCalls, 3, "everything removed")
        XCTAssertEqual(tap.state, .ended, "it still recognizes")
    }

    func testBadTapScriptsAreRefused() {
        XCTAssertThrowsError(try TapScript(taps: [])) { XCTAssertTrue("\($0)".contains("at least one tap")) }
        XCTAssertThrowsError(try TapScript(taps: [.init(time: .nan, location: .zero)])) {
            XCTAssertTrue("\($0)".contains("not finite"))
        }
        XCTAssertThrowsError(
            try TapScript(taps: [.init(time: 0, location: .zero), .init(time: 0.03, location: .zero)])
        ) {
            XCTAssertTrue("\($0)".contains("before tap 0"), "\($0)")
        }
        XCTAssertThrowsError(try TapScript.taps(at: .zero, count: 0)) { XCTAssertTrue("\($0)".contains("1...100")) }
    }
}
