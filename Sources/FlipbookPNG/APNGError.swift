/// Why an animated PNG could not be written or read.
///
/// There is no UIKit counterpart (UIKit plays animated images through `UIImage.animatedImage`
/// and reports nothing); every case names the bad value and what is accepted.
public enum APNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The frame rate is not a finite number greater than 0.
    case invalidFrameRate(Double)
    /// A hold (seconds added to the first or last frame's delay) is negative or not finite.
    case invalidHold(Double)
    /// The loop count is outside 0 (forever) ... 4,294,967,295.
    case invalidLoopCount(Int)
    /// A frame's delay, in seconds, is negative, not finite or longer than 65,535 s, the
    /// most a 16-bit numerator over a 16-bit denominator can say.
    case invalidDelay(Double)
    /// There are no frames to write.
    case noFrames
    /// Frame `index` (counting from 0) is `width` x `height` pixels, not the first frame's
    /// `expectedWidth` x `expectedHeight`.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// Frame `index` was encoded with another bit depth, colour type or interlace method
    /// than the first frame (e.g. RGBA among RGB frames).
    case frameFormatMismatch(index: Int)
    /// More frames than an acTL chunk can count.
    case tooManyFrames(Int)
    /// The file breaks the PNG or APNG rules; the text says where and how.
    case malformed(String)

    /// A sentence naming the bad value and the accepted range.
    public var description: String {
        switch self {
        case .invalidFrameRate(let fps):
            return "An animated PNG needs a frame rate that is a finite number greater than 0; got \(fps)."
        case .invalidHold(let seconds):
            return "A hold must be a finite number of seconds, 0 or more; got \(seconds)."
        case .invalidLoopCount(let count):
            return "The loop count must be 0 (forever) to 4294967295; got \(count)."
        case .invalidDelay(let seconds):
            return "A frame delay must be finite, 0 or more and at most 65535 s; got \(seconds) s."
        case .noFrames:
            return "An animated PNG needs at least one frame."
        case let .frameSizeMismatch(index, width, height, expectedWidth, expectedHeight):
            return "Frame \(index) is \(width) x \(height) pixels, but the first frame is "
                + "\(expectedWidth) x \(expectedHeight); every frame must have the same size."
        case .frameFormatMismatch(let index):
            return "Frame \(index) has another bit depth, colour type or interlace method than the first frame; "
                + "encode every frame alike (APNGEncoder.encode(_:) does)."
        case .tooManyFrames(let count):
            return "\(count) frames are more than an animated PNG can hold (4294967295)."
        case .malformed(let what):
            return "Not a valid animated PNG: \(what)."
        }
    }
}
