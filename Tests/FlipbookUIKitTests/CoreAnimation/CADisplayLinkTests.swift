import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A display link driving a view by hand, as interactive transitions use one to finish or
/// cancel at their own pace: one call per frame of the stage, on the virtual clock.
final class CADisplayLinkTests: XCTestCase {
    final class Stepper {
        let view: UIView
        var times: [Double] = []
        var link: CADisplayLink?
        init(view: UIView) { self.view = view }

        func start() {
            link = CADisplayLink(target: self, selector: Stepper.step)
            link?.add(to: .current, forMode: .common)
        }

        /// Moves the view 10 points a frame; stops after three frames.
        func step(_ link: CADisplayLink) {
            times.append(link.timestamp)
            XCTAssertEqual(link.targetTimestamp - link.timestamp, 0.1, accuracy: 1e-12)
            view.frame.origin.x += 10
            if times.count == 3 { link.invalidate() }
        }
    }

    func testFiresOncePerFrameUntilInvalidated() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(box)
        let stepper = Stepper(view: box)
        let timeline = try Stage(window: window, fps: 10).record { stepper.start() }
        // At 10 frames a second, added at 0: frames 0.1, 0.2 and 0.3, then invalidated.
        XCTAssertEqual(stepper.times, [0.1, 0.2, 0.3])
        // The box's centre x is 10 + 10 per frame: 30 after the second frame.
        let shown = try XCTUnwrap(timeline.presentation(at: 0.2).root.find(box.layer.layerID))
        XCTAssertEqual(shown.position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(box.frame.origin.x, 30)
        XCTAssertEqual(timeline.duration, 0.3, accuracy: 1e-9)
    }

    /// Counts frames with an action that takes no argument; pauses its link at two frames
    /// and invalidates it at four.
    final class Counter {
        var times: [Double] = []
        var link: CADisplayLink?
        func tick() {
            times.append(CACurrentMediaTime())
            if times.count == 2 { link?.isPaused = true }
            if times.count == 4 { link?.invalidate() }
        }
    }

    func testNoArgumentActionPausesAndResumes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.tick)
        counter.link = link
        let timeline = try Stage(window: window, fps: 20).record(steps: [
            { link.add(to: .main, forMode: .default) },
            // Runs once the first step is idle: at 0.1 s, when the paused link stopped firing.
            { link.isPaused = false },
        ])
        // 20 frames a second: 0.05 and 0.1, paused; resumed at 0.1, then 0.15 and 0.2.
        XCTAssertEqual(counter.times, [0.05, 0.1, 0.15, 0.2])
        XCTAssertEqual(timeline.duration, 0.2, accuracy: 1e-9)
    }

    func testOutsideARecordingItNeverFires() {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.tick)
        link.add(to: .current, forMode: .common)
        XCTAssertEqual(counter.times, [])
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
    }
}
