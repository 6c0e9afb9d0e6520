import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookTesting

/// The text tier: the dump's content and format, and the text golden's record modes, through
/// `assertTimelineText` under XCTest.
final class TimelineTextTests: FailureCapturingTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    func testDumpShowsFrameTransformAlphaAndColourAtEachTime() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let card = UIView(frame: CGRect(x: 5, y: 10, width: 10, height: 10))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .red
        card.layer.anchorPoint = CGPoint(x: 0, y: 0)
        window.addSubview(card)
        let t = try Stage(window: window, fps: 60).record {
            UIView.animate(
                withDuration: 0.2, delay: 0, options: [.curveLinear],
                animations: {
                    card.transform = CGAffineTransform(scaleX: 2, y: 2)
                    card.alpha = 0
                })
        }
        XCTAssertEqual(
            TimelineText.dump(t, times: [0, 0.1]),
            """
            duration 0.2000 s
            t = 0.0000
              window frame(0.0000, 0.0000, 40.0000, 30.0000)
                container frame(0.0000, 0.0000, 40.0000, 30.0000)
                card frame(10.0000, 15.0000, 10.0000, 10.0000) anchor(0.0000, 0.0000) bg #FF0000
            t = 0.1000
              window frame(0.0000, 0.0000, 40.0000, 30.0000)
                container frame(0.0000, 0.0000, 40.0000, 30.0000)
                card frame(10.0000, 15.0000, 10.0000, 10.0000) anchor(0.0000, 0.0000) transform[1.5000 0.0000 0.0000 1.5000 0.0000 0.0000] alpha 0.5000 bg #FF0000

            """)
        // The default times: 0, D/4, D/2, 3D/4, D.
        XCTAssertEqual(TimelineText.dump(t), TimelineText.dump(t, times: [0, 0.05, 0.1, 0.15, 0.2]))
    }

    /// A property animator's animations appear in the dump like the others, on their own
    /// clock: running, then scrubbed and stopped.
    func testDumpShowsAPropertyAnimatorsScrub() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let card = UIView(frame: CGRect(x: 5, y: 10, width: 10, height: 10))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { card.alpha = 0 }
        let t = try Stage(window: window, fps: 60).record { animator.startAnimation() }
        // Linear over 0.2 s: alpha 1 - t / 0.2; 0.75 at 0.05.
        XCTAssertTrue(
            TimelineText.dump(t, times: [0.05]).contains("card frame(5.0000, 10.0000, 10.0000, 10.0000) alpha 0.7500"),
            TimelineText.dump(t, times: [0.05]))
        let scrubbed = try Stage(window: window, fps: 60).record {
            let a2 = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) { card.alpha = 1 }
            a2.fractionComplete = 0.25  // paused and scrubbed linearly: alpha 0 -> 1 at 0.25
            a2.stopAnimation(true)  // stopped there: the model keeps 0.25
        }
        // scrubsLinearly: 0.25 of the way from 0 to 1, not easeIn(0.25).
        XCTAssertTrue(
            TimelineText.dump(scrubbed, times: [0]).contains(
                "card frame(5.0000, 10.0000, 10.0000, 10.0000) alpha 0.2500"),
            TimelineText.dump(scrubbed, times: [0]))
    }

    func testDumpIsDeterministic() throws {
        XCTAssertEqual(TimelineText.dump(try slidingSquare()), TimelineText.dump(try slidingSquare()))
        XCTAssertNotEqual(TimelineText.dump(try slidingSquare()), TimelineText.dump(try slidingSquare(delay: 0.01)))
    }

    func testRecordModesOfTheTextGolden() throws {
        let dir = temp.make("text")
        let url = dir.appendingPathComponent("square.timeline.txt")
        let text = TimelineText.dump(try slidingSquare()), other = TimelineText.dump(try slidingSquare(x: 6))

        XCTAssertEqual(
            TimelineText.verify(text, against: url, mode: .never, name: "square"),
            "square: the text golden \(url.path) is missing (record mode 'never'; record it locally, where the default mode is 'missing')"
        )
        XCTAssertEqual(
            TimelineText.verify(text, against: url, mode: .missing, name: "square"),
            "square: recorded \(url.path) (record mode 'missing'); check it, then run again")
        XCTAssertNil(TimelineText.verify(text, against: url, mode: .never, name: "square"))
        XCTAssertNil(TimelineText.verify(text, against: url, mode: .missing, name: "square"))
        XCTAssertNil(TimelineText.verify(text, against: url, mode: .failed, name: "square"))

        let differs = try XCTUnwrap(TimelineText.verify(other, against: url, mode: .missing, name: "square"))
        XCTAssertTrue(
            differs.hasPrefix(
                "square: the timeline text differs from \(url.path) at line 5:\n  expected:     square frame(5.0000"),
            differs)
        XCTAssertTrue(differs.contains("\n  actual:       square frame(6.0000"), differs)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), text, "missing does not overwrite")

        let rerecorded = try XCTUnwrap(TimelineText.verify(other, against: url, mode: .failed, name: "square"))
        XCTAssertTrue(
            rerecorded.contains("(record mode 'failed'); check it, then run again; it differed at line 5:\n"),
            rerecorded)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), other)
        XCTAssertNotNil(
            TimelineText.verify(other, against: url, mode: .all, name: "square"), "all always records and fails")
    }

    /// The XCTest path of `assertTimelineText` and `assertGoldens`: an `XCTFail` with the message.
    func testAssertionsFailUnderXCTest() throws {
        let dir = temp.make("assert")
        let t = try slidingSquare()
        var failures = self.failures { assertTimelineText(t, named: "square", folder: dir, record: .missing) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("recorded") ?? false, "\(failures)")
        failures = self.failures { XCTAssertTrue(assertTimelineText(t, named: "square", folder: dir, record: .never)) }
        XCTAssertEqual(failures, [])

        let opts = GoldenOptions(folder: dir.appendingPathComponent("frames"), record: .never, artifacts: dir, jobs: 1)
        failures = self.failures { assertGoldens(t, named: "frames", options: opts) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("frames: 7 of 7 frames have no usable golden") ?? false, "\(failures)")
    }

    /// The golden's name defaults to the test function's.
    func testNameDefaultsToTheTestName() throws {
        let dir = temp.make("named")
        let t = try slidingSquare()
        var report: GoldenReport?
        let failures = self.failures {
            report = assertGoldens(
                t, options: GoldenOptions(record: .never, artifacts: dir, jobs: 1), file: "/p/Tests/T/X.swift")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(report?.name, "testNameDefaultsToTheTestName")
        XCTAssertEqual(report?.folder.path, "/p/Tests/T/__Goldens__/testNameDefaultsToTheTestName")
        XCTAssertEqual(goldenName("testNameDefaultsToTheTestName()"), "testNameDefaultsToTheTestName")
        XCTAssertEqual(goldenName("pop up (slow)"), "pop_up_")
        XCTAssertEqual(goldenName("()"), "golden")
    }
}
