import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
@testable import FlipbookShowcase

/// The showcase's scenes drawn through the render cache (docs/DESIGN.md, "Caches") are the
/// same bytes as drawn from scratch, whatever the order of the frames and the number of
/// threads: the frames of scenes with labels, photos, shadows, masks and blurs, drawn
/// without a cache in order, then with one cache shared by every scene in a shuffled order
/// on one thread and again on four. (The golden tests draw through `Compositor()`, the
/// cached one, and compare with goldens recorded before the cache existed.)
final class RenderCacheSceneTests: XCTestCase {
    static let scenes = [
        "card-expand.present", "photo-zoom.present", "list-detail.push", "sheet.present", "reveal.present",
        "system.push",
    ]

    func testCachedFramesAreTheFramesDrawnFromScratch() throws {
        let cache = RenderCache()
        for name in Self.scenes {
            let scene = try XCTUnwrap(Showcase.scene(named: name), name)
            let timeline = try scene.record(fps: 30)
            var job = RenderJob(timeline: timeline, scale: 2, fps: 30)
            job.compositor = Compositor(cache: nil)
            let frames = Array(stride(from: 0, to: job.frames.count, by: 2))
            var expected: [Int: [UInt8]] = [:]
            for k in frames { expected[k] = try job.bitmap(ofFrame: k).pixels }

            job.compositor = Compositor(cache: cache)
            // Last to first, then first to last: each frame once after its neighbours, once before.
            for k in frames.reversed() + frames {
                XCTAssertEqual(try job.bitmap(ofFrame: k).pixels, expected[k], "\(name) frame \(k), one thread")
            }
            let cachedJob = job, reference = expected
            let work = frames.reversed() + frames
            let mismatches = Locked<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for (i, k) in work.enumerated() where i % 4 == thread {
                    if (try? cachedJob.bitmap(ofFrame: k).pixels) != reference[k] {
                        mismatches.withLock { $0.append(k) }
                    }
                }
            }
            XCTAssertEqual(mismatches.value, [], "\(name): frames that differ on four threads")
        }
        let s = cache.statistics
        XCTAssertGreaterThan(s.textHits, 0, "\(s)")
    }
}
