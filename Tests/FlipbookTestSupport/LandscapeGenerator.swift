import CCairo
import Foundation
import FlipbookCore

/// Draws the project's six stand-in photos (fixtures/images/landscape-1.png ... -6.png):
/// 600 x 400 pixel (3:2) landscapes of sky, sun or moon, two ranges of hills and a lake,
/// each in its own palette, with Cairo alone (gradients, arcs, Bézier curves), so nothing is
/// downloaded. Deterministic: the same Cairo gives the same pixels. `LandscapeFixtureTests`
/// redraws them and compares with the stored files; FLIPBOOK_REGENERATE_IMAGES=1 rewrites them.
public enum LandscapeGenerator {
    /// Width and height in pixels.
    public static let width = 600, height = 400

    /// One picture's colours (0xRRGGBB) and the place of its sun.
    struct Palette {
        var skyTop: UInt32, skyHorizon: UInt32, sun: UInt32, farHills: UInt32, nearHills: UInt32, water: UInt32
        var sunX: Double, sunY: Double, sunRadius: Double
    }

    /// Dawn, noon, sunset, dusk, night, winter.
    static let palettes: [Palette] = [
        Palette(
            skyTop: 0x6A8CC7, skyHorizon: 0xF7C59F, sun: 0xFFE8A3, farHills: 0x7D8FB3, nearHills: 0x3E5C76,
            water: 0x9DB4D9,
            sunX: 120, sunY: 250, sunRadius: 34),
        Palette(
            skyTop: 0x1E88E5, skyHorizon: 0xBBDEFB, sun: 0xFFF59D, farHills: 0x66BB6A, nearHills: 0x2E7D32,
            water: 0x4FC3F7,
            sunX: 450, sunY: 80, sunRadius: 40),
        Palette(
            skyTop: 0x4A148C, skyHorizon: 0xFF7043, sun: 0xFFD54F, farHills: 0x8E3B5E, nearHills: 0x3B1F3F,
            water: 0xC2185B,
            sunX: 300, sunY: 235, sunRadius: 52),
        Palette(
            skyTop: 0x0D1B2A, skyHorizon: 0x415A77, sun: 0xE0E1DD, farHills: 0x1B263B, nearHills: 0x0B132B,
            water: 0x274060,
            sunX: 480, sunY: 110, sunRadius: 22),
        Palette(
            skyTop: 0x000814, skyHorizon: 0x1D3557, sun: 0xF1FAEE, farHills: 0x2B2D42, nearHills: 0x14213D,
            water: 0x22334F,
            sunX: 150, sunY: 90, sunRadius: 28),
        Palette(
            skyTop: 0x90A4AE, skyHorizon: 0xECEFF1, sun: 0xFFFFFF, farHills: 0xCFD8DC, nearHills: 0x78909C,
            water: 0xB0BEC5,
            sunX: 380, sunY: 140, sunRadius: 30),
    ]

    /// Picture `index` (0 ... 5) as an opaque bitmap.
    public static func picture(_ index: Int) -> Bitmap {
        let p = palettes[index % palettes.count]
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        let w = Double(width), h = Double(height), horizon = h * 0.72

        // Sky: a vertical gradient to the horizon.
        let sky = cairo_pattern_create_linear(0, 0, 0, horizon)!
        stop(sky, 0, p.skyTop); stop(sky, 1, p.skyHorizon)
        cairo_set_source(cr, sky); cairo_paint(cr); cairo_pattern_destroy(sky)

        // Sun (or moon): a soft glow, then the disc.
        let glow = cairo_pattern_create_radial(p.sunX, p.sunY, p.sunRadius, p.sunX, p.sunY, p.sunRadius * 3)!
        let (r, g, b) = rgb(p.sun)
        cairo_pattern_add_color_stop_rgba(glow, 0, r, g, b, 0.55)
        cairo_pattern_add_color_stop_rgba(glow, 1, r, g, b, 0)
        cairo_set_source(cr, glow); cairo_paint(cr); cairo_pattern_destroy(glow)
        set(cr, p.sun)
        cairo_arc(cr, p.sunX, p.sunY, p.sunRadius, 0, 2 * Double.pi); cairo_fill(cr)

        // Two ranges of hills: smooth curves whose crests depend on the picture.
        hills(cr, base: horizon, amplitude: 60, phase: Double(index) * 1.3, color: p.farHills, w: w, h: h)
        hills(cr, base: horizon + 30, amplitude: 45, phase: Double(index) * 2.1 + 2, color: p.nearHills, w: w, h: h)

        // A lake in the foreground with a lighter band for a reflection.
        let lake = cairo_pattern_create_linear(0, h * 0.84, 0, h)!
        stop(lake, 0, p.water); stop(lake, 1, p.nearHills)
        cairo_set_source(cr, lake)
        cairo_move_to(cr, 0, h * 0.86)
        cairo_curve_to(cr, w * 0.3, h * 0.82, w * 0.7, h * 0.9, w, h * 0.85)
        cairo_line_to(cr, w, h); cairo_line_to(cr, 0, h); cairo_close_path(cr)
        cairo_fill(cr); cairo_pattern_destroy(lake)
        set(cr, p.sun, alpha: 0.35)
        cairo_rectangle(cr, p.sunX - p.sunRadius, h * 0.9, p.sunRadius * 2, 3); cairo_fill(cr)

        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Native-endian 0xAARRGGBB words, opaque: no premultiplication to undo.
                let v = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let i = (y * width + x) * 4
                pixels[i] = UInt8((v >> 16) & 0xFF); pixels[i + 1] = UInt8((v >> 8) & 0xFF);
                pixels[i + 2] = UInt8(v & 0xFF)
            }
        }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    private static func hills(
        _ cr: OpaquePointer, base: Double, amplitude: Double, phase: Double, color: UInt32,
        w: Double, h: Double
    ) {
        set(cr, color)
        cairo_move_to(cr, 0, h)
        let steps = 6
        cairo_line_to(cr, 0, base - amplitude * (0.5 + 0.5 * sin(phase)))
        for k in 1...steps {
            let x0 = w * Double(k - 1) / Double(steps), x1 = w * Double(k) / Double(steps)
            let y1 = base - amplitude * (0.5 + 0.5 * sin(phase + Double(k) * 1.7))
            let y0 = base - amplitude * (0.5 + 0.5 * sin(phase + Double(k - 1) * 1.7))
            cairo_curve_to(cr, x0 + (x1 - x0) / 2, y0, x0 + (x1 - x0) / 2, y1, x1, y1)
        }
        cairo_line_to(cr, w, h)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    private static func rgb(_ hex: UInt32) -> (Double, Double, Double) {
        (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }
    private static func set(_ cr: OpaquePointer, _ hex: UInt32, alpha: Double = 1) {
        let (r, g, b) = rgb(hex); cairo_set_source_rgba(cr, r, g, b, alpha)
    }
    private static func stop(_ p: OpaquePointer, _ offset: Double, _ hex: UInt32) {
        let (r, g, b) = rgb(hex); cairo_pattern_add_color_stop_rgb(p, offset, r, g, b)
    }
}
