import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// An animation added while no stage records (a loader view that starts its animation in
/// `init`, made before the recording, SEMANTICS.md §10) begins when the recording takes the
/// layer in, as Core Animation starts one added off screen when it is committed.
final class PendingAnimationTests: XCTestCase {
    func testAnAnimationAddedBeforeRecordingRunsFromTheStart() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        let gone = CABasicAnimation(keyPath: "position.x")
        gone.fromValue = 0
        gone.toValue = 100
        gone.duration = 1
        dot.add(gone, forKey: "move")
        dot.removeAnimation(forKey: "move")  // removed before it ever ran
        let timeline = try Stage(window: window).record { window.layer.addSublayer(dot) }
        let half = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(dot.layerID))
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(half.position.x, 0, accuracy: 1e-9)
        XCTAssertEqual(timeline.duration, 1, accuracy: 1e-9)
    }
}
