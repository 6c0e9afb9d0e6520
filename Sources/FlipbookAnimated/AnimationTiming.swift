import FlipbookPNG

/// How long each frame of an animation shows and how often it plays: the same timing as the
/// animated PNG's (`APNGEncoder`: 1 / fps a frame, holds on the first and last), so that the
/// APNG, WebP and GIF of a scene play alike.
public struct AnimationTiming: Hashable, Sendable {
    /// Each frame's delay in seconds.
    public let seconds: [Double]
    /// Plays; 0 loops forever.
    public let loopCount: Int

    /// The timing of `frameCount` frames under `apng`'s frame rate, holds and loop count.
    public init(_ apng: APNGEncoder, frameCount: Int) throws {
        seconds = try apng.delays(frameCount: frameCount).map(\.seconds)
        loopCount = apng.loopCount
    }

    /// Delays given directly, in seconds, with `loopCount` plays (0: forever).
    public init(seconds: [Double], loopCount: Int = 0) {
        self.seconds = seconds; self.loopCount = loopCount
    }

    /// When frame `k` starts, in whole units of `1 / unitsPerSecond` s, rounded from the exact
    /// sum of the delays before it so that rounding never accumulates (WebP counts
    /// milliseconds, GIF centiseconds).
    public func start(ofFrame k: Int, unitsPerSecond: Double) -> Int {
        Int((seconds.prefix(k).reduce(0, +) * unitsPerSecond).rounded())
    }
}
