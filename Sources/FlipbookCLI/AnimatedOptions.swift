import Foundation
import FlipbookAnimated
import FlipbookPNG

/// The WebP and GIF options of `render`, `showcase` and `gallery`: --quality, --colors,
/// --dither, --palette. Each error names the bad value and what is accepted.
struct AnimatedOptions {
    static let valued = ["quality", "colors", "dither", "palette"]

    /// --quality: nil for lossless WebP (the default), 0...100 for lossy.
    var quality: Int?
    /// --colors: colours in a GIF palette, 2...256 (default 256).
    var colors = 256
    /// --dither: whether GIF frames are dithered (default yes).
    var dither = true
    /// --palette: per-frame (default) or global GIF palette.
    var palette = GIFAnimationEncoder.Palette.frame

    static func parse(_ a: Arguments) throws -> AnimatedOptions {
        var o = AnimatedOptions()
        if let v = a.values["quality"] {
            let range = WebPAnimationEncoder.qualityRange
            guard let q = Int(v), range.contains(q) else {
                throw CLIError.usage("--quality must be a whole number from \(range.lowerBound) to \(range.upperBound) "
                    + "(lossy WebP; leave it out for lossless); got '\(v)'")
            }
            o.quality = q
        }
        if let v = a.values["colors"] {
            let range = GIFAnimationEncoder.colorRange
            guard let n = Int(v), range.contains(n) else {
                throw CLIError.usage("--colors must be a whole number from \(range.lowerBound) to \(range.upperBound) "
                    + "(colours in a GIF palette); got '\(v)'")
            }
            o.colors = n
        }
        if let v = a.values["dither"] {
            switch v.lowercased() {
            case "fs", "on", "yes": o.dither = true
            case "none", "off", "no": o.dither = false
            default: throw CLIError.usage("--dither must be fs (Floyd-Steinberg, the default) or none; got '\(v)'")
            }
        }
        if let v = a.values["palette"] {
            guard let p = GIFAnimationEncoder.Palette(rawValue: v.lowercased()) else {
                throw CLIError.usage("--palette must be frame (a palette for each frame, the default) or global (one for the "
                    + "whole GIF); got '\(v)'")
            }
            o.palette = p
        }
        return o
    }

    /// The writers, checked before any work starts.
    static func prepare(_ o: AnimatedOptions) throws -> AnimatedWriters {
        do {
            return AnimatedWriters(webp: try WebPAnimationEncoder(quality: o.quality),
                                   gif: try GIFAnimationEncoder(colors: o.colors, dither: o.dither, palette: o.palette))
        } catch {
            throw CLIError.usage("\(error)")
        }
    }
}

/// The WebP and GIF writers of one run.
struct AnimatedWriters {
    let webp: WebPAnimationEncoder
    let gif: GIFAnimationEncoder

    /// Writes the `format` (webp or gif) of the frames (PNG files, in frame order), decoding
    /// one frame at a time.
    func write(_ format: OutputFormat, _ pngs: [[UInt8]], timing: AnimationTiming, to path: String) throws {
        let decoder = PNGDecoder()
        let frame = { (k: Int) in try decoder.decode(pngs[k]) }
        let bytes = format == .webp ? try webp.encode(count: pngs.count, timing: timing, frame: frame)
            : try gif.encode(count: pngs.count, timing: timing, frame: frame)
        try PNGFile.writeBytes(bytes, to: path)
    }
}
