import Foundation
import XCTest
import FlipbookShowcase
// FlipbookTesting brings the modules that hold `RenderJob`, `PNGFile` and `ImageDiff`.
import FlipbookTesting

/// `card-flip.present` (SCENES.md "Scenes of real apps"): against the independent
/// implementation's frames in `fixtures/reference/card-flip.present`, and against the maths.
final class CardFlipTests: XCTestCase {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/reference/card-flip.present").standardizedFileURL

    func testAgreesWithTheReferenceFrames() throws {
        let scene = try XCTUnwrap(Showcase.scene(named: "card-flip.present"))
        let timeline = try scene.record(fps: 60)
        XCTAssertEqual(timeline.frameCount(fps: 60), 37)  // ceil(0.6 * 60) + 1
        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.reference.path).sorted()
            .filter { $0.hasPrefix("frame-") }
        XCTAssertEqual(files.count, 5)
        for file in files {
            let k = try XCTUnwrap(Int(file.dropFirst(6).dropLast(4)))
            let expected = try PNGFile.read(Self.reference.appendingPathComponent(file).path)
            let d = ImageDiff.compare(try job.bitmap(ofFrame: k), expected, makeImage: false)
            // SCENES.md's acceptance rule: mean absolute difference <= 0.5 of 255, and at most
            // 0.2% of pixels with a channel off by more than 16.
            XCTAssertLessThanOrEqual(d.meanAbsoluteDifference, 0.5, "\(file): mean abs diff")
            XCTAssertLessThanOrEqual(d.shareOver16, 0.002, "\(file): share of pixels off by > 16")
        }
    }

    func testEdgeOnAtItsMidpointAndTheRightWayRoundAtTheEnd() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "card-flip.present")).record(fps: 60)
        // easeInEaseOut is symmetric, so at t = 0.3 s (half of 0.6 s) the progress is 0.5 and
        // transform.rotation.y = 0.5 * pi: Ry(pi/2) has m11 = cos = 0, m13 = -sin = -1, m31 = 1.
        let flip = try XCTUnwrap(timeline.presentation(at: 0.3).root.find(named: "FlipContainerView"))
        XCTAssertEqual(flip.transform.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(flip.transform.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(flip.transform.m31, 1, accuracy: 1e-12)
        XCTAssertFalse(flip.flattensSublayers)
        // Both faces are edge-on then: nothing but the black backdrop is drawn.
        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        let edgeOn = try job.bitmap(ofFrame: 18)
        XCTAssertTrue(
            stride(from: 0, to: edgeOn.pixels.count, by: 4).allSatisfy {
                edgeOn.pixels[$0] == 0 && edgeOn.pixels[$0 + 1] == 0 && edgeOn.pixels[$0 + 2] == 0
            }, "frame 18 (t = 0.3 s) should be all black")
        // Model never changed by the animation: before the delegate ran (t < 0.6) the flip
        // layer's model transform is the identity; at 0.6 the flip view is gone and B's root is
        // back in the container, the right way round (identity).
        XCTAssertEqual(timeline.model(at: 0.5).root.find(named: "FlipContainerView")?.transform, .identity)
        let end = timeline.presentation(at: 0.6).root
        XCTAssertNil(end.find(named: "FlipContainerView"))
        XCTAssertEqual(end.find(named: "B.root")?.transform, .identity)
        XCTAssertEqual(timeline.duration, 0.6, accuracy: 1e-12)
    }

    func testTimingPlotAndTimelineTextNameTheKeyPathAndCurve() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "card-flip.present")).record(fps: 60)
        // The timing plot's line (TimingPlotLayerAnimationTests checks its label and detail).
        let i = try XCTUnwrap(timeline.layerAnimationLabels.firstIndex(of: "FlipContainerView transform.rotation.y"))
        XCTAssertEqual(timeline.progress(ofLayerAnimation: i, at: 0), 0)
        XCTAssertEqual(timeline.progress(ofLayerAnimation: i, at: 0.3), 0.5, accuracy: 1e-9)  // symmetric curve
        XCTAssertEqual(timeline.progress(ofLayerAnimation: i, at: 0.6), 1)
        let text = TimelineText.dump(timeline, times: [0.3])
        XCTAssertTrue(
            text.contains(
                "animation FlipContainerView transform.rotation.y: CABasicAnimation easeInOut, "
                    + "0.6000 s from 0.0000 (added 0.0000, removed 0.6000)"), text)
        XCTAssertTrue(text.contains("FlipContainerView frame(0.0000, 0.0000, 375.0000, 667.0000) transform3D["), text)
        XCTAssertTrue(text.contains("transformLayer"), text)
        XCTAssertTrue(
            text.contains(
                "sublayerTransform3D[1.0000 0.0000 0.0000 0.0000 0.0000 1.0000 0.0000 0.0000 "
                    + "0.0000 0.0000 1.0000 -0.0020"), text)
        // The text golden lives in fixtures/timeline (a file beside the tests would be an
        // undeclared resource of the test target).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/timeline").standardizedFileURL
        assertTimelineText(timeline, named: "card-flip.present", folder: folder)
    }
}
