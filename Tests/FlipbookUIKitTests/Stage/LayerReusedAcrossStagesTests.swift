import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A layer kept from one recording to the next (a view reused across two stages): an
/// animation added in the earlier recording and removed in the later one touches only the
/// stage that recorded it (SEMANTICS.md §10).
final class LayerReusedAcrossStagesTests: XCTestCase {
    func basic(_ keyPath: String, from: Double, to: Double, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    /// A window with a 50 x 50 "box" to which a first recording added an endless spin under
    /// "spin" (still attached when that recording ends).
    func spinningBox() throws -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        let spin = basic("transform.rotation.z", from: 0, to: 2 * .pi)
        spin.repeatCount = .infinity
        _ = try Stage(window: window).record { box.layer.add(spin, forKey: "spin") }
        return (window, box)
    }

    func testRemovingAnEarlierRecordingsAnimationLeavesTheLaterStageAlone() throws {
        let (window, box) = try spinningBox()
        XCTAssertEqual(box.layer.animationKeys(), ["spin"])

        // Second recording, a new stage: its own fade is its animation 0; then the spin of the
        // first recording, which was that stage's animation 0, is removed.
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        other.accessibilityIdentifier = "other"
        window.addSubview(other)
        let t = try Stage(window: window).record {
            other.layer.add(self.basic("opacity", from: 0, to: 1), forKey: "fade")
            box.layer.removeAnimation(forKey: "spin")
        }
        XCTAssertNil(box.layer.animationKeys(), "the spin is gone from the layer")
        // The fade is untouched: linear 0 -> 1 over 1 s, so 0.5 at t = 0.5 (a removal that
        // indexed this stage's list with the other stage's index would have ended it at 0,
        // and the model opacity 1 would show).
        XCTAssertEqual(try t.layer("other", at: 0.5).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(try t.layer("box", at: 0.5).transform, .identity)
    }

    func testRemovingItWhenTheLaterStageHasNoAnimationsDoesNotStop() throws {
        // The later stage has no Core Animation animations at all: the earlier stage's index 0
        // is out of its list's range; the removal must still only detach the animation.
        let (window, box) = try spinningBox()
        let t = try Stage(window: window).record {
            box.layer.removeAnimation(forKey: "spin")
            UIView.animate(withDuration: 1) { box.alpha = 0.5 }
        }
        XCTAssertNil(box.layer.animationKeys())
        // alpha 1 -> 0.5 on ease in-out, symmetric about its middle: 0.75 at t = 0.5.
        XCTAssertEqual(try t.layer("box", at: 0.5).opacity, 0.75, accuracy: 1e-9)
    }

    func testAddingUnderTheSameKeyInTheLaterRecordingReplacesIt() throws {
        // add(_:forKey:) removes what holds the key first: the earlier recording's spin.
        let (window, box) = try spinningBox()
        var keys: [String]?
        var path: String?
        let t = try Stage(window: window).record {
            box.layer.add(self.basic("opacity", from: 0, to: 1), forKey: "spin")
            keys = box.layer.animationKeys()
            path = (box.layer.animation(forKey: "spin") as? CABasicAnimation)?.keyPath
        }
        XCTAssertEqual(keys, ["spin"], "one animation under the key: the spin was replaced")
        XCTAssertEqual(path, "opacity")
        XCTAssertEqual(try t.layer("box", at: 0.25).opacity, 0.25, accuracy: 1e-12)
    }

    func testASpinnerStartedInOneRecordingRestartsInTheNext() throws {
        // The spinner turns once a second (turnDuration 1, linear). Started in the first
        // recording, stopped and started again in the second: a quarter turn at t = 0.25 of
        // the second, rotation z by pi / 2: m11 = cos = 0, m12 = sin = 1.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.accessibilityIdentifier = "spinner"
        window.addSubview(spinner)
        _ = try Stage(window: window).record { spinner.startAnimating() }
        let other = UIView()
        window.addSubview(other)
        let t = try Stage(window: window).record {
            spinner.stopAnimating()
            spinner.startAnimating()
            UIView.animate(withDuration: 1) { other.alpha = 0.5 }  // the recording lasts 1 s
        }
        let m = try t.layer("spinner", at: 0.25).transform
        XCTAssertEqual(m.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(m.m12, 1, accuracy: 1e-9)
        XCTAssertTrue(spinner.isAnimating)
    }
}
