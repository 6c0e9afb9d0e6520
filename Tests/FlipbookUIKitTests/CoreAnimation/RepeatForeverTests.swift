import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `repeatCount = .greatestFiniteMagnitude`, which Apple documents as repeating for ever
/// (SEMANTICS.md §10, "Time"): it schedules no end, as `.infinity` does, so a recording with
/// it ends with its other events instead of running into the 600 s limit.
final class RepeatForeverTests: XCTestCase {
    func testGreatestFiniteMagnitudeRepeatsForever() throws {
        for count in [Float.greatestFiniteMagnitude, .infinity] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let bar = CALayer()
            bar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            window.layer.addSublayer(bar)
            let timeline = try Stage(window: window).record {
                let anim = CABasicAnimation(keyPath: "opacity")
                anim.fromValue = 1.0
                anim.toValue = 0.2
                anim.duration = 1
                anim.repeatCount = count
                bar.add(anim, forKey: nil)
                UIView.animate(withDuration: 1.5) { window.alpha = 0.99 }
            }
            // The scene lasts as long as its other animation (1.5 s) ...
            XCTAssertEqual(timeline.duration, 1.5, accuracy: 1e-9, "\(count)")
            // ... and the opacity runs 1 -> 0.2 in each 1 s cycle, linearly: 0.6 half way
            // through the second one (1.5 s).
            let o = try XCTUnwrap(timeline.presentation(at: 1.5).root.find(bar.layerID)).opacity
            XCTAssertEqual(o, 0.6, accuracy: 1e-6, "\(count)")
        }
        // A large finite count is still a count.
        var t = AnimationTiming(beginTime: 0, duration: 1)
        t.repeatCount = 1e30
        XCTAssertEqual(t.activeDuration, 1e30)
        t.repeatCount = Double(Float.greatestFiniteMagnitude)
        XCTAssertEqual(t.activeDuration, .infinity)
    }
}
