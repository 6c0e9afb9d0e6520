import CCairo

/// The one owner of Cairo state for a frame: a `cairo_t` drawing into an ARGB32 image
/// surface over caller-owned memory. Every C call of the compositor goes through here.
///
/// Cairo's errors are sticky: after a failure every later call is a no-op. So the statuses
/// of the context and the surface are read once, at the end of the frame, in `finish()`,
/// the single place where a C status becomes a `RenderError`.
///
/// Not thread-safe; one context per rendered frame. The memory passed to `init` must stay
/// valid until the context is released (`deinit` destroys the context and the surface).
final class CairoContext {
    /// The `cairo_surface_t *` drawn into (internal only so that `CairoContext+*.swift` can reach it).
    let surface: OpaquePointer
    /// The `cairo_t *`.
    let cr: OpaquePointer

    /// Wraps `pixels` (`width * height * 4` bytes, rows of `width * 4` bytes) in an image
    /// surface (`cairo_image_surface_create_for_data`) and a context (`cairo_create`).
    init(pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        precondition(stride == width * 4 && pixels.count >= stride * height, "ARGB32 rows are 4 bytes a pixel")
        surface = cairo_image_surface_create_for_data(pixels.baseAddress, CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height), Int32(stride))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Flushes the drawing to memory and reports the first failure of the frame, if any
    /// (`cairo_status`, `cairo_surface_status`, `cairo_status_to_string`).
    func finish() throws {
        cairo_surface_flush(surface)
        for status in [cairo_status(cr), cairo_surface_status(surface)] where status != CAIRO_STATUS_SUCCESS {
            let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown Cairo status"
            throw RenderError.cairo(status: Int32(bitPattern: UInt32(status.rawValue)), message: message)
        }
    }

    /// Fills the whole surface with opaque black, replacing whatever the memory held
    /// (`CAIRO_OPERATOR_SOURCE` + `cairo_paint`), then returns to source-over.
    func paintBackdrop() {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// `cairo_save`: remembers the clip (and matrix) until the matching `restore()`.
    func save() { cairo_save(cr) }

    /// `cairo_restore`.
    func restore() { cairo_restore(cr) }

    /// Starts an offscreen group for a subtree drawn with group opacity (`cairo_push_group`).
    func beginGroup() { cairo_push_group(cr) }

    /// Ends the group and composites it with `alpha` in [0, 1]
    /// (`cairo_pop_group_to_source` + `cairo_paint_with_alpha`).
    func endGroup(alpha: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }
}
