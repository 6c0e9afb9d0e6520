import Foundation
import FlipbookCore
import FlipbookRender

// The orders the render-cache tests draw frames in, and their four-thread check: a frame drawn
// through a cache must be the bytes of the frame drawn from scratch, whatever came before it.

/// A fixed shuffle of `n` frames: the odd ones backwards, then the even ones forwards; with
/// `twice`, followed by the same order reversed.
public func shuffledFrameOrder(_ n: Int, twice: Bool = false) -> [Int] {
    let order = Array(stride(from: n - 1, through: 0, by: -1)).filter { $0 % 2 == 1 } + (0..<n).filter { $0 % 2 == 0 }
    return twice ? order + order.reversed() : order
}

/// Draws the frames `work` lists (indices into `frames`) through `compositor` on four threads,
/// thread t taking the items t, t + 4, ..., and returns the indices of those whose pixels are
/// not `expected`'s (a frame that fails to draw counts as differing).
public func framesDifferingOnFourThreads(
    _ frames: [LayerTree], work: [Int], scale: Double, expected: [Bitmap], compositor: Compositor
) -> [Int] {
    let mismatches = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
        for (i, k) in work.enumerated() where i % 4 == thread {
            if (try? compositor.render(frames[k], scale: scale))?.pixels != expected[k].pixels {
                mismatches.withLock { $0.append(k) }
            }
        }
    }
    return mismatches.value
}
