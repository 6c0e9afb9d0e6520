import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookShowcase
import FlipbookUIKit

/// The same scene gives byte-identical PNGs whatever the thread count, the order the frames
/// are rendered in, and the run.
final class DeterminismTests: XCTestCase {
    /// Every frame's PNG bytes, by frame index.
    private func render(_ scene: Scene, jobs: Int, backwards: Bool) throws -> [Int: [UInt8]] {
        let timeline = try scene.record(fps: 60)  // Recorded afresh each time: a second run.
        let all = Array(0..<timeline.frameCount(fps: 60))
        let job = RenderJob(timeline: timeline, scale: 1, fps: 60, frames: backwards ? all.reversed() : all, jobs: jobs)
        let made = Locked([Int: [UInt8]]())
        _ = try FramePipeline.run(job, sink: { k, png in made.withLock { $0[k] = png } })
        let pngs = made.value
        XCTAssertEqual(pngs.count, all.count)
        return pngs
    }

    /// spring-rotate.interactive-cancel: a spring, a rotation about a corner, fading, a
    /// scripted pan and a cancel (37 frames at 60 fps). Jobs 1 and 4, forwards and
    /// backwards, each twice.
    func testJobsOrderAndRunDoNotChangeABit() throws {
        let scene = try XCTUnwrap(Showcase.scene(named: "spring-rotate.interactive-cancel"))
        let reference = try render(scene, jobs: 1, backwards: false)
        XCTAssertEqual(reference.count, 37)
        for run in 1...2 {
            for jobs in [1, 4] {
                for backwards in [false, true] where !(run == 1 && jobs == 1 && !backwards) {
                    let pngs = try render(scene, jobs: jobs, backwards: backwards)
                    for k in reference.keys.sorted() where pngs[k] != reference[k] {
                        XCTFail(
                            "frame \(k) differs (run \(run), jobs \(jobs), \(backwards ? "backwards" : "forwards"))")
                        break
                    }
                }
            }
        }
    }
}
