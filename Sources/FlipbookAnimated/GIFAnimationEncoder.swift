import FlipbookCore

/// Writes an animated GIF through giflib, with palettes from libimagequant.
///
/// The first frame is stored whole; each later one as the rectangle that changed since the
/// last frame stored (`Bitmap.changedRect(since:)`), its unchanged pixels given the
/// transparent index so that the screen keeps them (disposal "leave in place"). So colours
/// are chosen only for what moves, and errors never build up: a pixel that does not change
/// keeps exactly the colour it was shown with. Palettes are per frame (default: each delta
/// gets up to `colors` colours of its own) or one global palette for the whole animation. A
/// delta with no more than `colors` colours keeps them exactly; a richer one is quantised by
/// libimagequant at `speed`.
///
/// GIF delays are whole centiseconds and browsers slow any delay under 2 cs down to 10 cs,
/// so a frame that would start less than 2 cs after the previous one stored is left out
/// (at 60 fps about one frame in three; the last frame is always kept, and every frame's start
/// is its exact time rounded to the centisecond, so the length stays right). Identical frames
/// are merged. GIF has no partial transparency: pixels are drawn over black first.
///
/// UIKit has no counterpart (it plays GIFs through `UIImage` on iOS 13+, never writes them).
public struct GIFAnimationEncoder: Hashable, Sendable {
    /// Palette sizes accepted.
    public static let colorRange = 2...256
    /// The largest side a GIF can have, in pixels.
    public static let maximumSide = 65_535
    /// libimagequant's speeds (`liq_set_speed`): 1 makes the best palettes, slowest.
    public static let speedRange = 1...10
    /// The speed unless one is given. docs/formats.md has the figures: about 0.6 x the time
    /// of libimagequant's own default (4) for files about 5 % larger. From 8 on libimagequant
    /// drops the lowest bit of each colour channel of the images it quantises (deltas with at
    /// most `colors` colours are kept exactly whatever the speed).
    public static let defaultSpeed = 7

    /// Where each frame's colours come from.
    public enum Palette: String, Hashable, Sendable, CaseIterable {
        /// Each frame's changed rectangle gets its own palette (a local colour table).
        case frame
        /// One palette for the whole animation (the global colour table), from every frame.
        case global
    }

    /// The most colours in a palette, transparency included (2...256, default 256).
    public let colors: Int
    /// Whether to dither (libimagequant's Floyd-Steinberg, which leaves flat areas alone).
    public let dither: Bool
    /// Per-frame or global palette.
    public let palette: Palette
    /// libimagequant's speed, 1...10 (default `defaultSpeed`).
    public let speed: Int

    /// An encoder with at most `colors` colours a palette, quantising at `speed`.
    ///
    /// Throws `AnimatedImageError.invalidColorCount` outside 2...256, `.invalidSpeed` outside
    /// 1...10.
    public init(colors: Int = 256, dither: Bool = true, palette: Palette = .frame, speed: Int = defaultSpeed) throws {
        guard Self.colorRange.contains(colors) else { throw AnimatedImageError.invalidColorCount(colors) }
        guard Self.speedRange.contains(speed) else { throw AnimatedImageError.invalidSpeed(speed) }
        self.colors = colors; self.dither = dither; self.palette = palette; self.speed = speed
    }

    /// The animated GIF of `count` frames, `frame(k)` giving frame k (asked in order, once
    /// each, twice with a global palette), timed by `timing`: the frames go one at a time into
    /// a `Stream` (with a global palette, after a first pass that makes the palette).
    ///
    /// Throws `AnimatedImageError.noFrames`, `.frameSizeMismatch`, `.tooLarge`, `.giflib`,
    /// `.imagequant`, and whatever `frame` throws.
    public func encode(count: Int, timing: AnimationTiming, frame: (Int) throws -> Bitmap) throws -> [UInt8] {
        guard count > 0, timing.seconds.count >= count else { throw AnimatedImageError.noFrames }
        guard palette == .global else {
            let stream = try Stream(self, count: count, timing: timing)
            for k in 0..<count { try stream.add(try frame(k)) }
            return try stream.finish()
        }
        let first = Self.overBlack(try frame(0))
        try Self.checkSize(first)
        let quantizer = GIFQuantizer(colors: colors, dither: dither, speed: speed)
        let shared = try quantizer.globalPalette(count: count) { $0 == 0 ? first : Self.overBlack(try frame($0)) }
        let stream = try Stream(self, count: count, timing: timing, global: shared)
        try stream.add(first)  // opaque already: drawn over black it is itself
        for k in 1..<count { try stream.add(try frame(k)) }
        return try stream.finish()
    }

    /// Throws `.tooLarge` when `bitmap` has a side over `maximumSide`.
    static func checkSize(_ bitmap: Bitmap) throws {
        guard bitmap.width <= maximumSide, bitmap.height <= maximumSide else {
            throw AnimatedImageError.tooLarge(
                format: "GIF", width: bitmap.width, height: bitmap.height, limit: maximumSide)
        }
    }

    /// Sets the alpha of every pixel of `region` equal to the pixel of `old` at its place
    /// (all four channels) to 0. The two have one size. Compared four bytes at a time.
    static func clearUnchanged(_ region: inout Bitmap, _ old: Bitmap) {
        old.pixels.withUnsafeBytes { before in
            region.pixels.withUnsafeMutableBytes { now in
                for offset in stride(from: 0, to: now.count, by: 4)
                where now.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    == before.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                {
                    now[offset + 3] = 0
                }
            }
        }
    }

    /// `bitmap` drawn over opaque black (GIF pixels are opaque or fully transparent).
    static func overBlack(_ bitmap: Bitmap) -> Bitmap {
        guard !bitmap.isOpaque else { return bitmap }
        var out = bitmap
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let a = UInt32(out.pixels[i + 3])
            for c in 0..<3 { out.pixels[i + c] = UInt8((UInt32(out.pixels[i + c]) * a + 127) / 255) }
            out.pixels[i + 3] = 255
        }
        return out
    }
}
