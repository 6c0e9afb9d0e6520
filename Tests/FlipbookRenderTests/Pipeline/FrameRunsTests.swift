import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookTestSupport

/// Frames whose layer tree equals the previous frame's are drawn once and their bitmap (and
/// PNG) reused, whatever the thread count and frame order.
final class FrameRunsTests: XCTestCase {
    /// A red 10 x 10 square sliding from x = 10 to x = 30 points over 0.5 s (linear), in a
    /// scene that lasts 1 s: at 40 fps, frames 0...19 each move it by one point, and frames
    /// 20...40 (t = 0.5 ... 1.0 s, the last 21 frames) all show it at rest at x = 30.
    private func restingTimeline() -> Timeline {
        let square = makeLayer(1, frame: CGRect(x: 30, y: 10, width: 10, height: 10), color: red)
        let root = makeLayer(0, frame: CGRect(x: 0, y: 0, width: 60, height: 30), color: blue, sublayers: [square])
        let slide = PropertyAnimation(
            layer: LayerID(1), change: .position(from: CGPoint(x: 15, y: 15), to: CGPoint(x: 35, y: 15)),
            begin: 0, duration: 0.5, timing: .curve(.linear))
        return Timeline(
            size: CGSize(width: 60, height: 30), snapshots: [ModelSnapshot(time: 0, root: root)],
            animations: [slide], duration: 1)
    }

    func testRestingTailIsDrawnOnce() throws {
        for jobs in [1, 3] {
            for backwards in [false, true] {
                let frames = Array(0...40)
                let job = RenderJob(
                    timeline: restingTimeline(), scale: 1, fps: 40,
                    frames: backwards ? frames.reversed() : frames, jobs: jobs)
                let runsDrawn = Locked([[Int]]())
                let pngsMade = Locked([Int: [UInt8]]())
                let stats = try FramePipeline.run(job, sink: { k, png in pngsMade.withLock { $0[k] = png } })
                _ = try FramePipeline.forEachRun(job) { ks, _, _ in runsDrawn.withLock { $0.append(ks) } }
                let runs = runsDrawn.value, pngs = pngsMade.value
                // 20 moving frames, then one drawing for the 21 frames at rest.
                XCTAssertEqual(stats.frames, 41)
                XCTAssertEqual(stats.drawnFrames, 21, "jobs \(jobs), backwards \(backwards)")
                let tail = runs.first { $0.count > 1 }
                XCTAssertEqual(tail.map { Set($0) }, Set(20...40))
                XCTAssertEqual(runs.filter { $0.count == 1 }.count, 20)
                // Every frame file is there, and a reused one is the bytes of a frame drawn alone.
                XCTAssertEqual(pngs.count, 41)
                let alone = try job.encoder.encode(try job.bitmap(ofFrame: 33))
                XCTAssertEqual(pngs[33], alone)
                XCTAssertEqual(pngs[40], alone)
                XCTAssertNotEqual(pngs[19], alone)
            }
        }
    }

    /// The square at rest is drawn at x = 30...40 in the frames of the tail.
    func testRestingFrameShowsTheEndState() throws {
        let job = RenderJob(timeline: restingTimeline(), scale: 1, fps: 40)
        let bitmap = try job.bitmap(ofFrame: 40)
        assertPixel(bitmap, 35, 15, (255, 0, 0))
        assertPixel(bitmap, 25, 15, (0, 0, 255))
    }
}
