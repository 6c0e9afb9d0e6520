import CWebP
import FlipbookCore
import FlipbookPNG

/// Writes an animated WebP through libwebp's `WebPAnimEncoder`: lossless by default (every
/// frame decodes to exactly the bitmap given), lossy at a `quality` from 0 to 100. The
/// encoder stores each frame as the rectangle that changed and merges identical frames
/// itself; this type hands it the frames, in order, with their start times in milliseconds.
///
/// UIKit has no counterpart (it reads animated WebP from iOS 14 on, never writes it).
public struct WebPAnimationEncoder: Hashable, Sendable {
    /// The accepted lossy qualities.
    public static let qualityRange = 0...100
    /// The largest side libwebp accepts, in pixels.
    public static let maximumSide = 16_383

    /// The lossless efforts accepted: libwebp's lossless levels (`WebPConfigLosslessPreset`,
    /// `cwebp -z`), each a `WebPConfig.method` and a lossless `quality` (which is effort, not
    /// fidelity, in lossless mode): 0 (method 0, quality 0) is the fastest, 6 (method 4,
    /// quality 75) libwebp's own default, 9 (method 6, quality 100) the smallest.
    public static let effortRange = 0...9
    /// The lossless effort unless one is given. docs/formats.md has the figures.
    public static let defaultEffort = 1

    /// nil for lossless (the default); 0...100 for lossy, 100 the best.
    public let quality: Int?
    /// Lossless only: libwebp's lossless level, 0...9 (default `defaultEffort`).
    public let effort: Int
    /// Lossy only: libwebp's speed and size trade-off (`WebPConfig.method`), 0 (fast) ... 6
    /// (small); 4 is libwebp's own default and `img2webp`'s.
    public let method: Int

    /// A lossless encoder (`quality` nil) at `effort`, or a lossy one at `quality`.
    ///
    /// Throws `AnimatedImageError.invalidQuality` outside 0...100, `.invalidEffort` outside
    /// 0...9.
    public init(quality: Int? = nil, effort: Int = defaultEffort, method: Int = 4) throws {
        if let quality, !Self.qualityRange.contains(quality) { throw AnimatedImageError.invalidQuality(quality) }
        guard Self.effortRange.contains(effort) else { throw AnimatedImageError.invalidEffort(effort) }
        self.quality = quality
        self.effort = effort
        self.method = min(max(method, 0), 6)
    }

    /// The animated WebP of `count` frames, `frame(k)` giving frame k (asked once each, in
    /// order), timed by `timing`: the frames go one at a time into a `Stream`.
    ///
    /// Throws `AnimatedImageError.noFrames`, `.frameSizeMismatch`, `.tooLarge`, `.libwebp`,
    /// and whatever `frame` throws.
    public func encode(count: Int, timing: AnimationTiming, frame: (Int) throws -> Bitmap) throws -> [UInt8] {
        let stream = try Stream(self, count: count, timing: timing)
        for k in 0..<count { try stream.add(try frame(k)) }
        return try stream.finish()
    }

    /// One animated WebP made from frames handed over one at a time, in order: each goes
    /// into libwebp's animation encoder as it comes, so no frame is kept here (libwebp keeps
    /// what it compares). `encode` is a loop over `add`, so a stream makes the same bytes.
    public final class Stream {
        private let settings: WebPAnimationEncoder
        private let count: Int
        private let timing: AnimationTiming
        /// libwebp's encoder and the frame size, from the first frame on.
        private var encoder: OpaquePointer?
        private var width = 0, height = 0
        private var config = WebPConfig()
        /// Frames added so far.
        public private(set) var added = 0

        /// A stream of `count` frames timed by `timing`, with `settings`' quality and effort.
        ///
        /// Throws `AnimatedImageError.noFrames` when `count` is 0 or `timing` has fewer delays.
        public init(_ settings: WebPAnimationEncoder, count: Int, timing: AnimationTiming) throws {
            guard count > 0, timing.seconds.count >= count else { throw AnimatedImageError.noFrames }
            self.settings = settings; self.count = count; self.timing = timing
        }

        deinit { if let encoder { WebPAnimEncoderDelete(encoder) } }

        /// Adds the next frame (number `added`); the first sets the size.
        ///
        /// Throws `.frameSizeMismatch`, `.tooLarge`, `.libwebp`; adding more than `count`
        /// frames is a programming error.
        public func add(_ bitmap: Bitmap) throws {
            precondition(added < count, "WebPAnimationEncoder.Stream: more frames than announced")
            if added == 0 { try start(bitmap) }
            guard bitmap.width == width, bitmap.height == height else {
                throw AnimatedImageError.frameSizeMismatch(
                    index: added, width: bitmap.width, height: bitmap.height,
                    expectedWidth: width, expectedHeight: height)
            }
            try settings.add(
                bitmap, at: timing.start(ofFrame: added, unitsPerSecond: 1000), to: encoder!, config: &config)
            added += 1
        }

        /// The file, once every frame is in.
        ///
        /// Throws `.libwebp`; finishing before the last frame is a programming error.
        public func finish() throws -> [UInt8] {
            precondition(added == count, "WebPAnimationEncoder.Stream: finished before the last frame")
            // The end of the last frame: a NULL frame at its time.
            try CStatus.webp(
                WebPAnimEncoderAdd(encoder, nil, Int32(timing.start(ofFrame: count, unitsPerSecond: 1000)), nil),
                "WebPAnimEncoderAdd", encoder: encoder)
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            try CStatus.webp(WebPAnimEncoderAssemble(encoder, &data), "WebPAnimEncoderAssemble", encoder: encoder)
            return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        }

        /// Makes libwebp's encoder for `first`'s size and the frames' settings.
        private func start(_ first: Bitmap) throws {
            (width, height) = (first.width, first.height)
            guard width <= WebPAnimationEncoder.maximumSide, height <= WebPAnimationEncoder.maximumSide else {
                throw AnimatedImageError.tooLarge(
                    format: "WebP", width: width, height: height, limit: WebPAnimationEncoder.maximumSide)
            }
            var options = WebPAnimEncoderOptions()
            try CStatus.webp(WebPAnimEncoderOptionsInit(&options), "WebPAnimEncoderOptionsInit")
            options.anim_params.loop_count = Int32(min(timing.loopCount, APNGEncoder.maximumLoopCount))
            encoder = try CStatus.webp(
                WebPAnimEncoderNew(Int32(width), Int32(height), &options), "WebPAnimEncoderNew")
            try CStatus.webp(WebPConfigInit(&config), "WebPConfigInit")
            if let quality = settings.quality {
                config.method = Int32(settings.method)
                config.quality = Float(quality)
            } else {
                // Sets lossless, method and quality (effort); level 6 is method 4, quality 75.
                guard WebPConfigLosslessPreset(&config, Int32(settings.effort)) != 0 else {
                    throw AnimatedImageError.libwebp(
                        call: "WebPConfigLosslessPreset", message: "level \(settings.effort) refused")
                }
                config.exact = 1  // keep the colour of transparent pixels: frames stay exact
            }
            try CStatus.webp(WebPValidateConfig(&config), "WebPValidateConfig")
        }
    }

    /// Adds one frame starting at `milliseconds`.
    fileprivate func add(_ bitmap: Bitmap, at milliseconds: Int, to encoder: OpaquePointer, config: inout WebPConfig)
        throws
    {
        var picture = WebPPicture()
        try CStatus.webp(WebPPictureInit(&picture), "WebPPictureInit")
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(bitmap.width)
        picture.height = Int32(bitmap.height)
        try bitmap.pixels.withUnsafeBufferPointer { p in
            try CStatus.webp(
                WebPPictureImportRGBA(&picture, p.baseAddress, Int32(bitmap.width * 4)), "WebPPictureImportRGBA",
                picture: picture)
        }
        try CStatus.webp(
            WebPAnimEncoderAdd(encoder, &picture, Int32(milliseconds), &config), "WebPAnimEncoderAdd",
            encoder: encoder, picture: picture)
    }
}
