import CPoppler
import Foundation
import FlipbookCore

/// The first page of a PDF drawn into pixels, as an asset catalog's vector image is
/// (SEMANTICS.md §19): poppler renders the page with Cairo at `scale` pixels per point on a
/// transparent canvas, which `CairoPixels` then turns into straight RGBA.
/// The page's size in points is the image's size; the same bytes and scale give the same pixels.
enum PDFRasterizer {
    /// Whether `data` starts with a PDF header (`%PDF-`).
    static func isPDF(_ data: [UInt8]) -> Bool {
        data.count >= 5 && data[0..<5].elementsEqual([0x25, 0x50, 0x44, 0x46, 0x2D])
    }

    /// The first page at `scale` pixels per point.
    ///
    /// - Throws: `ImageError.pdf` when poppler cannot read the data or finds no page,
    ///   `ImageError.tooLarge` when the page at that scale is over the limits.
    static func rasterize(_ data: [UInt8], scale: Double, maxSide: Int, maxPixels: Int) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw ImageError.pdf(message: "the scale \(scale) is not positive") }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not a PDF"
            if let error { g_error_free(error) }
            throw ImageError.pdf(message: message)
        }
        defer { flipbook_poppler_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw ImageError.pdf(message: "the document has no page")
        }
        defer { flipbook_poppler_unref(UnsafeMutableRawPointer(page)) }
        var w = 0.0, h = 0.0
        poppler_page_get_size(page, &w, &h)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw ImageError.pdf(message: "the first page's size is \(w) x \(h) points")
        }
        let pw = (w * scale).rounded(.up), ph = (h * scale).rounded(.up)
        guard pw <= Double(maxSide), ph <= Double(maxSide), pw * ph <= Double(maxPixels) else {
            throw ImageError.tooLarge(
                width: Int(min(pw, 1e9)), height: Int(min(ph, 1e9)), maxSide: maxSide, maxPixels: maxPixels)
        }
        let width = Int(pw), height = Int(ph)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw ImageError.pdf(message: "no canvas of \(width) x \(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_scale(cr, scale, scale)
        poppler_page_render(page, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else {
            throw ImageError.pdf(message: "the canvas has no pixels")
        }
        // Cairo's rows (its stride may pad them) into one buffer, then made straight RGBA.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<height {
                (out.baseAddress! + y * width * 4).copyMemory(from: base + y * stride, byteCount: width * 4)
            }
        }
        pixels.withUnsafeMutableBufferPointer { CairoPixels.premultipliedARGBToStraightRGBA($0) }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw ImageError.pdf(message: "no pixels")
        }
        return bitmap
    }
}
