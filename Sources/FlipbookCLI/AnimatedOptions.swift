import Foundation
import FlipbookAnimated
import FlipbookCore
import FlipbookPNG

/// The WebP and GIF options of `render`, `showcase` and `gallery`: --quality, --webp-effort,
/// --colors, --dither, --palette, --gif-speed. Each error names the bad value and what is
/// accepted.
struct AnimatedOptions {
    /// --quality: nil for lossless WebP (the default), 0...100 for lossy.
    var quality: Int?
    /// --webp-effort: libwebp's lossless level, 0...9.
    var webpEffort = WebPAnimationEncoder.defaultEffort
    /// --gif-speed: libimagequant's speed, 1...10.
    var gifSpeed = GIFAnimationEncoder.defaultSpeed
    /// --colors: colours in a GIF palette, 2...256 (default 256).
    var colors = 256
    /// --dither: whether GIF frames are dithered (default yes).
    var dither = true
    /// --palette: per-frame (default) or global GIF palette.
    var palette = GIFAnimationEncoder.Palette.frame

    static func parse(_ a: Arguments) throws -> AnimatedOptions {
        var o = AnimatedOptions()
        if let v = a.values["quality"] { o.quality = try OptionSpec.named("quality").whole(v) }
        if let v = a.values["webp-effort"] { o.webpEffort = try OptionSpec.named("webp-effort").whole(v) }
        if let v = a.values["colors"] { o.colors = try OptionSpec.named("colors").whole(v) }
        if let v = a.values["gif-speed"] { o.gifSpeed = try OptionSpec.named("gif-speed").whole(v) }
        if let v = a.values["dither"] {
            switch v.lowercased() {
            case "fs", "on", "yes": o.dither = true
            case "none", "off", "no": o.dither = false
            default: throw OptionSpec.named("dither").invalid(v)
            }
        }
        if let v = a.values["palette"] {
            guard let p = GIFAnimationEncoder.Palette(rawValue: v.lowercased()) else {
                throw OptionSpec.named("palette").invalid(v)
            }
            o.palette = p
        }
        return o
    }

    /// The writers, checked before any work starts.
    static func prepare(_ o: AnimatedOptions) throws -> AnimatedWriters {
        do {
            return AnimatedWriters(
                webp: try WebPAnimationEncoder(quality: o.quality, effort: o.webpEffort),
                gif: try GIFAnimationEncoder(
                    colors: o.colors, dither: o.dither, palette: o.palette, speed: o.gifSpeed))
        } catch {
            throw CLIError.usage("\(error)")
        }
    }
}

/// The WebP and GIF writers of one run.
struct AnimatedWriters {
    let webp: WebPAnimationEncoder
    let gif: GIFAnimationEncoder

    /// Writes the `format` (webp or gif) of `count` frames, `frame(k)` drawing or decoding
    /// frame k.
    func write(
        _ format: OutputFormat, count: Int, timing: FlipbookAnimated.AnimationTiming, to path: String,
        frame: (Int) throws -> Bitmap
    ) throws {
        let bytes =
            format == .webp
            ? try webp.encode(count: count, timing: timing, frame: frame)
            : try gif.encode(count: count, timing: timing, frame: frame)
        try PNGFile.writeBytes(bytes, to: path)
    }
}
