import CImageQuant
import FlipbookCore

/// Palettes and palette indices for GIF frames, from libimagequant (the library behind
/// pngquant): at most `colors` colours, Floyd-Steinberg dithering where it helps (libimagequant
/// leaves flat areas undithered) or none.
struct GIFQuantizer {
    /// One colour of a palette, RGBA.
    typealias Colour = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    let colors: Int
    let dither: Bool

    /// A palette and one index per pixel of the image quantised.
    struct Indexed {
        var palette: [Colour]
        var indices: [UInt8]
    }

    private func attributes(maxColors: Int) throws -> OpaquePointer {
        OpenMPThreads.oneThread()  // every libimagequant call of this thread starts here
        let attr = try CStatus.liq(liq_attr_create(), "liq_attr_create")
        do { try CStatus.liq(liq_set_max_colors(attr, Int32(maxColors)), "liq_set_max_colors") } catch {
            liq_attr_destroy(attr); throw error
        }
        return attr
    }

    /// `bitmap` with its own palette of at most `colors` colours; pixels with alpha 0 map to
    /// one fully transparent entry.
    func quantize(_ bitmap: Bitmap) throws -> Indexed {
        let attr = try attributes(maxColors: colors)
        defer { liq_attr_destroy(attr) }
        return try bitmap.pixels.withUnsafeBytes { pixels in
            let image = try CStatus.liq(
                liq_image_create_rgba(attr, pixels.baseAddress!, Int32(bitmap.width), Int32(bitmap.height), 0),
                "liq_image_create_rgba")
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            try CStatus.liq(liq_image_quantize(image, attr, &result), "liq_image_quantize")
            let quantized = try CStatus.liq(result, "liq_image_quantize")
            defer { liq_result_destroy(quantized) }
            return try remap(image, with: quantized, pixelCount: bitmap.width * bitmap.height)
        }
    }

    /// One palette of at most `colors - 1` colours (2 when `colors` is 2) for all the bitmaps
    /// `frame(k)` gives (k in 0..<count), and a function that maps each frame onto it; the
    /// index after the last colour is left for transparency when `colors` allows it.
    func globalPalette(count: Int, frame: (Int) throws -> Bitmap) throws -> GlobalPalette {
        let attr = try attributes(maxColors: max(colors - 1, 2))
        let histogram = try CStatus.liq(liq_histogram_create(attr), "liq_histogram_create")
        defer { liq_histogram_destroy(histogram) }
        do {
            for k in 0..<count {
                let bitmap = try frame(k)
                try bitmap.pixels.withUnsafeBytes { pixels in
                    let image = try CStatus.liq(
                        liq_image_create_rgba(
                            attr, pixels.baseAddress!, Int32(bitmap.width),
                            Int32(bitmap.height), 0), "liq_image_create_rgba")
                    defer { liq_image_destroy(image) }
                    try CStatus.liq(liq_histogram_add_image(histogram, attr, image), "liq_histogram_add_image")
                }
            }
            var result: OpaquePointer?
            try CStatus.liq(liq_histogram_quantize(histogram, attr, &result), "liq_histogram_quantize")
            return GlobalPalette(attr: attr, result: try CStatus.liq(result, "liq_histogram_quantize"), dither: dither)
        } catch {
            liq_attr_destroy(attr); throw error
        }
    }

    /// The palette and indices of `image` under `result`.
    fileprivate func remap(_ image: OpaquePointer, with result: OpaquePointer, pixelCount: Int) throws -> Indexed {
        try CStatus.liq(liq_set_dithering_level(result, dither ? 1 : 0), "liq_set_dithering_level")
        var indices = [UInt8](repeating: 0, count: pixelCount)
        try indices.withUnsafeMutableBytes { out in
            try CStatus.liq(
                liq_write_remapped_image(result, image, out.baseAddress!, out.count), "liq_write_remapped_image")
        }
        return Indexed(palette: Self.palette(of: result), indices: indices)
    }

    /// The colours of a quantisation result.
    static func palette(of result: OpaquePointer) -> [Colour] {
        guard let palette = liq_get_palette(result)?.pointee else { return [] }
        return withUnsafeBytes(of: palette.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            return (0..<Int(palette.count)).map { (entries[$0].r, entries[$0].g, entries[$0].b, entries[$0].a) }
        }
    }
}

/// A palette shared by every frame (`GIFQuantizer.globalPalette`): owns libimagequant's
/// result and maps frames onto it.
final class GlobalPalette {
    private let attr: OpaquePointer
    private let result: OpaquePointer
    private let dither: Bool

    fileprivate init(attr: OpaquePointer, result: OpaquePointer, dither: Bool) {
        self.attr = attr; self.result = result; self.dither = dither
    }

    deinit { liq_result_destroy(result); liq_attr_destroy(attr) }

    /// The shared colours (the transparent index comes after them).
    var colours: [GIFQuantizer.Colour] { GIFQuantizer.palette(of: result) }

    /// `bitmap`'s indices into the shared palette.
    func map(_ bitmap: Bitmap) throws -> [UInt8] {
        try bitmap.pixels.withUnsafeBytes { pixels in
            let image = try CStatus.liq(
                liq_image_create_rgba(attr, pixels.baseAddress!, Int32(bitmap.width), Int32(bitmap.height), 0),
                "liq_image_create_rgba")
            defer { liq_image_destroy(image) }
            return try GIFQuantizer(colors: 256, dither: dither).remap(
                image, with: result, pixelCount: bitmap.width * bitmap.height
            ).indices
        }
    }
}
