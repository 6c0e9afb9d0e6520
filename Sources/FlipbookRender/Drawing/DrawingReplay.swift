import CCairo
import FlipbookCore
import FlipbookText
import Foundation

/// Plays a `Drawing`'s commands on a Cairo context whose user space is the drawing's points
/// times `scale` (docs/SEMANTICS.md §27). Core Graphics' graphics state (colours, alpha,
/// blend mode, shadow, masks) is kept here in a stack beside Cairo's own (`cairo_save`,
/// which holds the clip); every value that Cairo would turn into a sticky error (a singular
/// matrix, a bad dash, a negative radius, NaN) is checked first and the command skipped.
struct DrawingReplay {
    /// The Core Graphics state that Cairo does not keep.
    struct State {
        var fill = RGBA.black
        var stroke = RGBA.black
        var alpha = 1.0
        var blend = DrawingBlendMode.normal
        var shadow: (offset: CGSize, sigma: Double, color: RGBA)? = nil
        var masks: [(ContentImage, CGRect, Transform2D, Bool)] = []
        var antialias = true
        var smoothImages = true
    }

    let context: CairoContext
    let scale: Double
    /// Pixel size of the store.
    let width: Int, height: Int
    var state = State()
    var stack: [State] = []
    /// Whether Cairo failed on a command (the rest were not played).
    var failed = false

    var cr: OpaquePointer { context.cr }

    init(context: CairoContext, scale: Double, width: Int, height: Int) {
        self.context = context; self.scale = scale; self.width = width; self.height = height
    }

    /// The largest coordinate, in device pixels, handed to Cairo (its fixed-point numbers
    /// hold 24 integer bits); larger ones are clamped.
    static let coordinateLimit = Double(1 << 22)

    mutating func play(_ drawing: Drawing) {
        cairo_save(cr)
        for command in drawing.commands {
            play(command)
            // A command Cairo failed on (it ran out of memory tessellating some extreme
            // shape) leaves the context in error for good: what was drawn before it is kept.
            if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
                failed = true
                break
            }
        }
        while !stack.isEmpty { restore() }
        cairo_restore(cr)
    }

    mutating func play(_ command: DrawingCommand) {
        switch command {
        case .save:
            stack.append(state)
            cairo_save(cr)
        case .restore: restore()
        case let .fillColor(c): state.fill = c
        case let .strokeColor(c): state.stroke = c
        case let .alpha(a): state.alpha = a.isFinite ? min(max(a, 0), 1) : 1
        case let .blendMode(m): state.blend = m
        case let .shadow(offset, blur, color):
            if let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite, color.alpha > 0 {
                state.shadow = (offset, min(max(blur, 0), 512) / 2, color)
            } else {
                state.shadow = nil
            }
        case let .antialias(on):
            state.antialias = on
            cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        case let .smoothImages(on): state.smoothImages = on
        case let .fill(path, evenOdd):
            guard appendDevicePath(path) else { return }
            cairo_new_path(cr)
            let color = state.fill
            perform {
                guard $0.appendDevicePath(path) else { return }
                cairo_set_fill_rule($0.cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                $0.setColor(color)
                cairo_fill($0.cr)
            }
        case let .stroke(path, pen):
            guard isUsable(pen.ctm), pen.width.isFinite else { return }
            let color = state.stroke
            perform {
                guard $0.appendDevicePath(path) else { return }
                $0.setUserMatrix(pen.ctm)
                $0.setPen(pen)
                $0.setColor(color)
                cairo_stroke($0.cr)
                cairo_identity_matrix($0.cr)
            }
        case let .clip(path, evenOdd):
            if appendDevicePath(path) {
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            } else {
                // An unusable path clips everything away, as an empty one does.
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, 0, 0)
            }
            cairo_clip(cr)
        case let .clipToMask(image, rect, ctm, flipped):
            guard isUsable(ctm), rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
            state.masks.append((image, rect, ctm, flipped))
        case let .clear(path):
            guard appendDevicePath(path) else { return }
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        case let .linearGradient(g, start, end, ctm, before, after):
            guard isUsable(ctm), g.colors.count > 0, start.isFinitePoint, end.isFinitePoint else { return }
            perform { $0.paintLinear(g, start, end, ctm, before, after) }
        case let .radialGradient(g, c0, r0, c1, r1, ctm, before, after):
            guard isUsable(ctm), g.colors.count > 0, c0.isFinitePoint, c1.isFinitePoint, r0.isFinite, r1.isFinite,
                r0 >= 0, r1 >= 0
            else { return }
            perform { $0.paintRadial(g, c0, r0, c1, r1, ctm, before, after) }
        case let .image(image, rect, ctm, flipped):
            guard isUsable(ctm), rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
            perform { $0.paintImage(image, rect, ctm, flipped) }
        case let .text(text, box, ctm):
            guard isUsable(ctm), box.isFiniteRect, box.width > 0, box.height > 0 else { return }
            perform {
                // UIKit's string drawing uses the text's own colour (black by default), not
                // the context's fill colour.
                $0.setUserMatrix(ctm)
                $0.setColor(text.color)
                try? TextLayout.draw(text, in: box, cairo: $0.cr, cache: nil)
                cairo_identity_matrix($0.cr)
            }
        case let .layer(layer, ctm):
            guard isUsable(ctm) else { return }
            perform {
                let m = Transform2D(a: $0.scale, b: 0, c: 0, d: $0.scale, tx: 0, ty: 0)
                let full = ctm.concatenating(m)
                let parent = Homography(
                    h11: full.a, h12: full.b, h13: 0, h21: full.c, h22: full.d, h23: 0, h31: full.tx, h32: full.ty,
                    h33: 1)
                // Drawn content inside the tree becomes its backing store at this scale first.
                let resolved =
                    layer.hasDrawing ? layer.resolvingDrawings(scale: $0.scale, cache: $0.context.cache) : layer
                cairo_save($0.cr)
                LayerPainter(context: $0.context).draw(resolved, parent: parent, inheritedAlpha: $0.state.alpha)
                cairo_restore($0.cr)
            }
        }
    }

    mutating func restore() {
        guard let last = stack.popLast() else { return }
        state = last
        cairo_restore(cr)
    }

    // MARK: - Matrices and paths

    /// Whether `m` is finite, within ±10^7 in its linear part and ±10^9 in its translation,
    /// and invertible with a condition below about 10^8 (|det| >= 10^-8 of the squared
    /// Frobenius norm): a map that squashes one direction to nothing draws nothing, as
    /// Cairo would tessellate it without end.
    func isUsable(_ m: Transform2D) -> Bool {
        guard m.isFinite, abs(m.a) <= 1e7, abs(m.b) <= 1e7, abs(m.c) <= 1e7, abs(m.d) <= 1e7,
            abs(m.tx) <= 1e9, abs(m.ty) <= 1e9
        else { return false }
        let det = m.a * m.d - m.b * m.c
        let norm = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
        return det.isFinite && det != 0 && abs(det) >= 1e-8 * norm
    }

    /// Sets Cairo's matrix to `m` followed by the pixel scale.
    func setUserMatrix(_ m: Transform2D) {
        var cm = cairo_matrix_t(
            xx: m.a * scale, yx: m.b * scale, xy: m.c * scale, yy: m.d * scale, x0: m.tx * scale, y0: m.ty * scale)
        cairo_set_matrix(cr, &cm)
    }

    /// Replaces Cairo's path with `path` (in the drawing's points) in device pixels, the
    /// matrix left at identity. False (and no path) when a coordinate is not finite.
    func appendDevicePath(_ path: VectorPath) -> Bool {
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        guard path.isFinite else { return false }
        let s = scale, limit = Self.coordinateLimit
        func d(_ p: CGPoint) -> (Double, Double) {
            (min(max(p.x * s, -limit), limit), min(max(p.y * s, -limit), limit))
        }
        for e in path.elements {
            switch e {
            case let .move(p):
                let (x, y) = d(p)
                cairo_move_to(cr, x, y)
            case let .line(p):
                let (x, y) = d(p)
                cairo_line_to(cr, x, y)
            case let .quadCurve(p, c):
                // A quadratic as the cubic with the same curve.
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) }
                let (cx, cy) = d(c), (x, y) = d(p)
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y
                )
            case let .curve(p, c1, c2):
                let (ax, ay) = d(c1), (bx, by) = d(c2), (x, y) = d(p)
                cairo_curve_to(cr, ax, ay, bx, by, x, y)
            case .close:
                cairo_close_path(cr)
            }
        }
        return true
    }

    /// Line width, ends, corners, miter limit and dashes; a dash Cairo would refuse (a
    /// negative or non-finite length, or all zero) draws solid.
    func setPen(_ pen: DrawingPen) {
        cairo_set_line_width(cr, max(pen.width, 0))
        cairo_set_line_cap(
            cr,
            pen.cap == .round ? CAIRO_LINE_CAP_ROUND : pen.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(
            cr,
            pen.join == .round
                ? CAIRO_LINE_JOIN_ROUND : pen.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, pen.miterLimit.isFinite ? max(pen.miterLimit, 1) : 10)
        let lengths = pen.dashLengths
        if !lengths.isEmpty, lengths.count <= 1024, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }),
            lengths.contains(where: { $0 > 0 }), pen.dashPhase.isFinite
        {
            cairo_set_dash(cr, lengths, Int32(lengths.count), pen.dashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// A solid source of `color` times the global alpha.
    func setColor(_ color: RGBA) {
        let c = Self.sanitized(color)
        let (first, last) = PixelConversion.exchangesRedAndBlue ? (c.blue, c.red) : (c.red, c.blue)
        cairo_set_source_rgba(cr, first, c.green, last, c.alpha * state.alpha)
    }

    static func sanitized(_ c: RGBA) -> RGBA {
        func f(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return RGBA(red: f(c.red), green: f(c.green), blue: f(c.blue), alpha: f(c.alpha))
    }

    // MARK: - Compositing: blend mode, masks, shadow

    /// Draws `body` with the blend mode, through the image masks and with the shadow of the
    /// state. Without masks and shadow `body` draws straight into the store.
    mutating func perform(_ body: (inout DrawingReplay) -> Void) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if state.masks.isEmpty && state.shadow == nil {
            cairo_set_operator(cr, Self.cairoOperator(state.blend))
            body(&self)
            cairo_restore(cr)
            return
        }
        var pattern: OpaquePointer
        if state.shadow != nil {
            // The shadow is cast by the shape as drawn without the clip (Core Graphics clips
            // the shape and its shadow together, after), so the body goes to a store of its own.
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let own = cairo_create(surface)!
            cairo_set_antialias(own, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            let saved = context.cr
            context.cr = own
            body(&self)
            context.cr = saved
            cairo_destroy(own)
            cairo_surface_flush(surface)
            pattern = cairo_pattern_create_for_surface(surface)!
            cairo_surface_destroy(surface)  // the pattern holds it
        } else {
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            body(&self)
            cairo_identity_matrix(cr)
            pattern = cairo_pop_group(cr)!
        }
        for (i, mask) in state.masks.enumerated() where i < state.masks.count - 1 {
            cairo_push_group(cr)
            cairo_set_source(cr, pattern)
            applyMask(mask)
            cairo_pattern_destroy(pattern)
            pattern = cairo_pop_group(cr)!
        }
        if let shadow = state.shadow { drawShadow(of: pattern, shadow) }
        cairo_set_operator(cr, Self.cairoOperator(state.blend))
        cairo_set_source(cr, pattern)
        if let last = state.masks.last { applyMask(last) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// `cairo_mask` of the current source with an image's alpha (or grey level when opaque).
    func applyMask(_ mask: (ContentImage, CGRect, Transform2D, Bool)) {
        let (image, rect, ctm, flipped) = mask
        let w = image.pixelWidth, h = image.pixelHeight
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
        var bytes = [UInt8](repeating: 0, count: stride * h)
        let px = image.bitmap.pixels
        let opaque = image.isOpaque
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let v: UInt8
                if opaque {
                    let r: Int = Int(px[i]) * 299
                    let g: Int = Int(px[i + 1]) * 587
                    let b: Int = Int(px[i + 2]) * 114
                    v = UInt8((r + g + b + 500) / 1000)
                } else {
                    v = px[i + 3]
                }
                bytes[y * stride + x] = v
            }
        }
        bytes.withUnsafeMutableBufferPointer { buf in
            let surface = cairo_image_surface_create_for_data(
                buf.baseAddress, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))!
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_matrix(pattern, [imageMatrix(w, h, rect, ctm, flipped)])
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Device pixels to image pixels for an image drawn into `rect` through `ctm`.
    func imageMatrix(_ w: Int, _ h: Int, _ rect: CGRect, _ ctm: Transform2D, _ flipped: Bool) -> cairo_matrix_t {
        // Image pixels to user space: x = minX + u * W / w; y = minY + v * H / h, or from maxY down.
        let sx = Double(rect.width) / Double(w), sy = Double(rect.height) / Double(h)
        let toUser =
            flipped
            ? Transform2D(a: sx, b: 0, c: 0, d: -sy, tx: Double(rect.minX), ty: Double(rect.maxY))
            : Transform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(rect.minX), ty: Double(rect.minY))
        let toDevice = toUser.concatenating(ctm).concatenating(Transform2D(scaleX: scale, y: scale))
        let inv = toDevice.inverted()
        return cairo_matrix_t(xx: inv.a, yx: inv.b, xy: inv.c, yy: inv.d, x0: inv.tx, y0: inv.ty)
    }

    /// Paints the shadow of what `pattern` holds: its alpha blurred by a Gaussian of sigma
    /// blur / 2 points, in the shadow colour, moved by the offset (SEMANTICS.md §27).
    mutating func drawShadow(of pattern: OpaquePointer, _ shadow: (offset: CGSize, sigma: Double, color: RGBA)) {
        let w = width, h = height
        guard w > 0, h > 0 else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
        var alpha = [UInt8](repeating: 0, count: stride * h)
        alpha.withUnsafeMutableBufferPointer { buf in
            let surface = cairo_image_surface_create_for_data(
                buf.baseAddress, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))!
            let c = cairo_create(surface)!
            cairo_set_source(c, pattern)
            cairo_paint(c)
            cairo_destroy(c)
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        let sigma = shadow.sigma * scale
        if sigma > 0.01 {
            var floats = [Float](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { floats[y * w + x] = Float(alpha[y * stride + x]) / 255 } }
            GaussianBlur.blur(&floats, width: w, height: h, sigma: min(sigma, 256))
            for y in 0..<h {
                for x in 0..<w { alpha[y * stride + x] = UInt8(max(0, min(255, (floats[y * w + x] * 255).rounded()))) }
            }
        }
        alpha.withUnsafeMutableBufferPointer { buf in
            let surface = cairo_image_surface_create_for_data(
                buf.baseAddress, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))!
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(state.blend))
            setColor(shadow.color)
            let dx = min(max(shadow.offset.width * scale, -Self.coordinateLimit), Self.coordinateLimit)
            let dy = min(max(shadow.offset.height * scale, -Self.coordinateLimit), Self.coordinateLimit)
            cairo_mask_surface(cr, surface, dx, dy)
            cairo_restore(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Core Graphics' blend modes as Cairo's operators (`plusDarker` has none: multiply
    /// stands in for it, SEMANTICS.md §27).
    static func cairoOperator(_ m: DrawingBlendMode) -> cairo_operator_t {
        switch m {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
