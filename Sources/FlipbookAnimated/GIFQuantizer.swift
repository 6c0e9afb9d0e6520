import CImageQuant
import FlipbookCore

/// Palettes and palette indices for GIF frames: an image with at most `colors` colours keeps
/// them exactly (`exact`); a richer one is quantised by libimagequant (the library behind
/// pngquant) at `speed`, with Floyd-Steinberg dithering or none.
struct GIFQuantizer {
    /// One colour of a palette, RGBA.
    typealias Colour = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    let colors: Int
    let dither: Bool
    /// libimagequant's speed, 1 (slowest, best palettes) to 10 (`liq_set_speed`).
    var speed = GIFAnimationEncoder.defaultSpeed

    /// A palette and one index per pixel of the image quantised.
    struct Indexed {
        var palette: [Colour]
        var indices: [UInt8]
    }

    private func attributes(maxColors: Int) throws -> OpaquePointer {
        OpenMPThreads.oneThread()  // every libimagequant call of this thread starts here
        let attr = try CStatus.liq(liq_attr_create(), "liq_attr_create")
        do {
            try CStatus.liq(liq_set_max_colors(attr, Int32(maxColors)), "liq_set_max_colors")
            try CStatus.liq(liq_set_speed(attr, Int32(speed)), "liq_set_speed")
        } catch {
            liq_attr_destroy(attr); throw error
        }
        return attr
    }

    /// `bitmap` with its own palette of at most `colors` colours; pixels with alpha 0 map to
    /// one fully transparent entry. Its own colours when it has no more than that (`exact`),
    /// libimagequant's otherwise.
    func quantize(_ bitmap: Bitmap) throws -> Indexed {
        if let exact = Self.exact(bitmap, colors: colors) { return exact }
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

    /// The palette of `bitmap`'s own colours, in the order they first appear row by row (every
    /// pixel with alpha 0 counted as one colour, transparent black), and each pixel's index:
    /// the image comes back exactly. nil when it has more than `colors` colours.
    ///
    /// A changed rectangle of a user interface often has few colours (flat fills, a slide of
    /// the same screen); then libimagequant, which would find the same colours, is not needed.
    static func exact(_ bitmap: Bitmap, colors: Int) -> Indexed? {
        let count = bitmap.width * bitmap.height
        var indices = [UInt8](repeating: 0, count: count)
        var palette: [Colour] = []
        palette.reserveCapacity(colors)
        // Open addressing over 1,024 slots (four times the most colours): a slot holds a
        // colour and its index + 1 (0: empty).
        var keys = [UInt32](repeating: 0, count: 1024)
        var slots = [UInt16](repeating: 0, count: 1024)
        let complete = bitmap.pixels.withUnsafeBytes { raw -> Bool in
            indices.withUnsafeMutableBufferPointer { out in
                var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
                for i in 0..<count {
                    var pixel = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                    if pixel >> 24 == 0 { pixel = 0 }  // alpha 0: one colour, transparent black
                    if haveLast && pixel == last {
                        out[i] = lastIndex
                        continue
                    }
                    var slot = Int((pixel &* 2_654_435_761) >> 22)
                    while slots[slot] != 0 && keys[slot] != pixel { slot = (slot + 1) & 1023 }
                    if slots[slot] == 0 {
                        guard palette.count < colors else { return false }
                        keys[slot] = pixel
                        slots[slot] = UInt16(palette.count + 1)
                        palette.append(
                            (
                                UInt8(pixel & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel >> 16 & 0xFF),
                                UInt8(pixel >> 24)
                            ))
                    }
                    last = pixel
                    lastIndex = UInt8(slots[slot] - 1)
                    haveLast = true
                    out[i] = lastIndex
                }
                return true
            }
        }
        return complete ? Indexed(palette: palette, indices: indices) : nil
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
            return GlobalPalette(
                attr: attr, result: try CStatus.liq(result, "liq_histogram_quantize"), dither: dither, speed: speed)
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
    private let speed: Int

    fileprivate init(attr: OpaquePointer, result: OpaquePointer, dither: Bool, speed: Int) {
        self.attr = attr; self.result = result; self.dither = dither; self.speed = speed
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
            return try GIFQuantizer(colors: 256, dither: dither, speed: speed).remap(
                image, with: result, pixelCount: bitmap.width * bitmap.height
            ).indices
        }
    }
}
