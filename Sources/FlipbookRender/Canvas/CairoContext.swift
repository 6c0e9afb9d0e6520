import CCairo

/// The one owner of Cairo state for a frame: a `cairo_t` drawing into an ARGB32 image
/// surface over caller-owned memory, plus one more surface and context per open group.
/// Every C call of the compositor goes through here.
///
/// Cairo's errors are sticky: after a failure every later call is a no-op. So statuses are
/// read once per frame, in `finish()`, the single place where a C status becomes a
/// `RenderError` (a group's status is noted when the group closes and reported there).
///
/// Not thread-safe; one context per rendered frame. The memory passed to `init` must stay
/// valid until the context is released (`deinit` destroys every context and surface).
package final class CairoContext {
    /// A `cairo_surface_t *` with the `cairo_t *` drawing into it.
    package struct Target {
        let surface: OpaquePointer
        let cr: OpaquePointer
        /// The group's pixels, borrowed from `groupBuffers`; nil for the frame itself.
        let buffer: UnsafeMutableRawBufferPointer?
    }

    /// The frame's surface and context.
    let frame: Target
    /// Open groups, innermost last.
    var groups: [Target] = []
    /// Where drawing goes now: the innermost open group, or the frame. Internal only so
    /// that `CairoContext+*.swift` can reach it.
    var cr: OpaquePointer
    /// Frame size in pixels and bytes per row.
    let width: Int, height: Int, stride: Int
    /// Where group pixels come from and go back to.
    let groupBuffers: GroupBufferPool
    /// How many group buffers this frame holds (open groups and kept ones).
    private(set) var heldBuffers = 0
    /// The first failure of a group's context or surface, noted before it was destroyed.
    var groupStatus = CAIRO_STATUS_SUCCESS
    /// The first failure to draw a layer's content (text without its fonts), reported by `finish()`.
    var contentFailure: RenderError?
    /// Where layouts and shadow masks are kept between frames; nil draws everything afresh.
    var cache: RenderCache?
    /// Images tinted by a particle's colour in this frame (`paintImage(_:in:alpha:tint:adds:)`),
    /// by image and tint, up to `maximumTintedBytes`: the particles of one colour share one.
    var tintedImages: [TintedImageKey: [UInt8]] = [:]
    /// The bytes `tintedImages` holds.
    var tintedBytes = 0

    /// Wraps `pixels` (`width * height * 4` bytes, rows of `width * 4` bytes) in an image
    /// surface (`cairo_image_surface_create_for_data`) and a context (`cairo_create`).
    init(pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, groupBuffers: GroupBufferPool) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        precondition(stride == width * 4 && pixels.count >= stride * height, "ARGB32 rows are 4 bytes a pixel")
        let surface = cairo_image_surface_create_for_data(
            pixels.baseAddress, CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))!
        frame = Target(surface: surface, cr: cairo_create(surface), buffer: nil)
        cr = frame.cr
        self.width = width; self.height = height; self.stride = stride
        self.groupBuffers = groupBuffers
    }

    deinit {
        while !groups.isEmpty { close(groups.removeLast()) }
        cairo_destroy(frame.cr)
        cairo_surface_destroy(frame.surface)
    }

    /// Flushes the drawing to memory and reports the first failure of the frame, if any
    /// (`cairo_status`, `cairo_surface_status`, `cairo_status_to_string`).
    package func finish() throws {
        precondition(groups.isEmpty, "every group is closed before the frame is finished")
        cairo_surface_flush(frame.surface)
        if let contentFailure { throw contentFailure }
        for status in [groupStatus, cairo_status(frame.cr), cairo_surface_status(frame.surface)]
        where status != CAIRO_STATUS_SUCCESS {
            let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown Cairo status"
            throw RenderError.cairo(status: Int32(bitPattern: UInt32(status.rawValue)), message: message)
        }
    }

    /// Clears the frame to transparent (alpha 0), replacing whatever the memory held: the
    /// start of a frame drawn over nothing (`Compositor.render(_:scale:transparent:)`).
    package func clearBackdrop() {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Fills the whole frame with opaque black, replacing whatever the memory held
    /// (`CAIRO_OPERATOR_SOURCE` + `cairo_paint`), then returns to source-over.
    package func paintBackdrop() {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// `cairo_save`: remembers the clip (and matrix) until the matching `restore()`.
    package func save() { cairo_save(cr) }

    /// `cairo_restore`.
    package func restore() { cairo_restore(cr) }

    /// Starts an offscreen group for a subtree drawn with group opacity: what Cairo's
    /// `cairo_push_group` does, but over a cleared, frame-sized buffer kept from earlier
    /// frames, so that no frame pays for fresh memory. Drawing goes to the group until
    /// `endGroup(alpha:)`; clips set outside the group apply when it is composited.
    package func beginGroup() {
        let buffer = groupBuffers.borrow(byteCount: stride * height, holding: heldBuffers)
        heldBuffers += 1
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        let surface = cairo_image_surface_create_for_data(
            buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
            CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let group = Target(surface: surface, cr: cairo_create(surface), buffer: buffer)
        groups.append(group)
        cr = group.cr
    }

    /// Ends the innermost group and composites it with `alpha` in [0, 1] onto what is
    /// below it (`cairo_set_source_surface` + `cairo_paint_with_alpha`).
    package func endGroup(alpha: Double) {
        let group = groups.removeLast()
        cr = groups.last?.cr ?? frame.cr
        cairo_surface_flush(group.surface)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, group.surface, 0, 0)
        cairo_paint_with_alpha(cr, alpha)
        // Drop the source's hold on the group's surface before its buffer is reused.
        cairo_set_source_rgb(cr, 0, 0, 0)
        close(group)
    }

    /// Notes a group's status, destroys its context and surface and returns its buffer.
    func close(_ group: Target) {
        for status in [cairo_status(group.cr), cairo_surface_status(group.surface)]
        where status != CAIRO_STATUS_SUCCESS && groupStatus == CAIRO_STATUS_SUCCESS {
            groupStatus = status
        }
        cairo_destroy(group.cr)
        cairo_surface_finish(group.surface)
        cairo_surface_destroy(group.surface)
        if let buffer = group.buffer {
            groupBuffers.giveBack(buffer)
            heldBuffers -= 1
        }
    }
}
