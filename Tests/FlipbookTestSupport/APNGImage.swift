import FlipbookPNG
import FlipbookCore

/// A decoded animated PNG: the canvas size, the loop count and every frame as the viewer
/// sees it (composited onto the canvas), with its delay.
///
/// The counterpart of the `images` and `duration` of `UIImage.animatedImage(with:duration:)`,
/// with a delay per frame.
public struct APNGImage: Hashable, Sendable {
    /// One frame of the animation.
    public struct Frame: Hashable, Sendable {
        /// The whole canvas as it shows while this frame is on screen, RGBA with straight alpha.
        public var bitmap: Bitmap
        /// How long it shows.
        public var delay: APNGFrameDelay
        /// The region this frame's own image data covers, in canvas pixels.
        public var region: Region
        /// What happens to the region after the frame: 0 none, 1 clear, 2 restore (fcTL `dispose_op`).
        public var disposeOp: UInt8
        /// How the frame's pixels meet the canvas: 0 replace, 1 source-over (fcTL `blend_op`).
        public var blendOp: UInt8
    }

    /// A rectangle of canvas pixels.
    public struct Region: Hashable, Sendable {
        /// Left edge, pixels from the canvas's left.
        public var x: Int
        /// Top edge, pixels from the canvas's top.
        public var y: Int
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int

        /// Creates a region.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// How many times the animation plays; 0 is forever (acTL `num_plays`). 0 for a plain PNG.
    public var loopCount: Int
    /// The frames in display order; one for a plain PNG (with a delay of 0).
    public var frames: [Frame]
    /// Whether the file had an acTL chunk; false for a plain PNG.
    public var isAnimated: Bool

    /// The whole animation's length in seconds: the sum of the delays.
    public var duration: Double { frames.reduce(0) { $0 + $1.delay.seconds } }
}
