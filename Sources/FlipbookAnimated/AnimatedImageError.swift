/// Why an animated WebP or GIF could not be written.
///
/// The C libraries' own words survive in the cases that wrap them (design rule 6); the
/// option cases name the bad value and what is accepted. UIKit has no counterpart: it
/// writes neither format.
public enum AnimatedImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A lossy WebP quality outside 0...100.
    case invalidQuality(Int)
    /// A GIF palette size outside 2...256.
    case invalidColorCount(Int)
    /// A libimagequant speed outside 1...10.
    case invalidSpeed(Int)
    /// A WebP lossless effort outside 0...9.
    case invalidEffort(Int)
    /// There are no frames to write.
    case noFrames
    /// Frame `index` is `width` x `height` pixels, not the first frame's size.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// The frames are larger than the format can hold (GIF: 65,535 pixels a side; WebP:
    /// 16,383).
    case tooLarge(format: String, width: Int, height: Int, limit: Int)
    /// A libwebp call (`call`) failed; `message` is libwebp's text for it.
    case libwebp(call: String, message: String)
    /// A giflib call (`call`) failed with `code`; `message` is `GifErrorString(code)`.
    case giflib(call: String, code: Int32, message: String)
    /// A libimagequant call (`call`) returned `code` (a `liq_error`).
    case imagequant(call: String, code: Int32)

    /// A sentence naming the bad value and the accepted range, or what the library said.
    public var description: String {
        switch self {
        case .invalidQuality(let q):
            return "--quality must be a whole number from 0 to 100 (lossy WebP; leave it out for lossless); got \(q)."
        case .invalidColorCount(let n):
            return "--colors must be a whole number from 2 to 256 (colours in a GIF palette); got \(n)."
        case .invalidSpeed(let n):
            return
                "--gif-speed must be a whole number from 1 (best palettes, slowest) to 10 (fastest) "
                + "(libimagequant's speed); got \(n)."
        case .invalidEffort(let n):
            return
                "--webp-effort must be a whole number from 0 (fastest) to 9 (smallest) "
                + "(libwebp's lossless levels); got \(n)."
        case .noFrames:
            return "An animated image needs at least one frame."
        case let .frameSizeMismatch(index, width, height, expectedWidth, expectedHeight):
            return
                "Frame \(index) is \(width) x \(height) pixels, but the first frame is \(expectedWidth) x \(expectedHeight); "
                + "every frame must have the same size."
        case let .tooLarge(format, width, height, limit):
            return
                "\(width) x \(height) pixel frames are too large for \(format), which allows at most \(limit) pixels a side; "
                + "use a lower --scale."
        case let .libwebp(call, message):
            return "libwebp failed in \(call): \(message)."
        case let .giflib(call, code, message):
            return "giflib failed in \(call) (error \(code)): \(message)."
        case let .imagequant(call, code):
            return "libimagequant failed in \(call) (liq_error \(code))."
        }
    }
}
