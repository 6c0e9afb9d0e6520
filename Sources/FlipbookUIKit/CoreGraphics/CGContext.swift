import FlipbookCore
import Foundation

/// A Core Graphics drawing context (`CGContext`), recording what it is asked to draw as a
/// `Drawing` (a display list of values) that the compositor's Cairo replay turns into pixels
/// (docs/SEMANTICS.md §27).
///
/// The graphics state (transformation, pen, colours, alpha, blend mode, shadow, clip) and the
/// current path behave as Core Graphics': a path's points are mapped through the current
/// transformation when they are added, `saveGState`/`restoreGState` keep everything but the
/// path, and drawing consumes the path. UIKit's contexts (`draw(_:)`, image renderers,
/// `UIGraphicsBeginImageContextWithOptions`) are flipped, origin top left and y down; a
/// context made with `CGContext(data:width:height:...)` is Core Graphics' own, y up.
open class CGContext {
    /// The graphics state saved by `saveGState()`.
    struct GState {
        var ctm: CGAffineTransform = .identity
        var pen = DrawingPen()
        var fill = CGColor.black
        var stroke = CGColor.black
        var alpha: CGFloat = 1
        var blend: CGBlendMode = .normal
        var interpolation: CGInterpolationQuality = .default
        var antialias = true
        var clipBox: CGRect? = nil
    }

    /// The drawing so far.
    public private(set) var drawing: Drawing
    /// Pixels per point of the store (the image renderer's scale; the screen's for `draw(_:)`).
    public let scale: CGFloat
    /// Whether this is one of UIKit's flipped contexts (origin top left).
    public let isFlipped: Bool
    /// Core Graphics' default user space to the drawing's points (identity when flipped; a
    /// y flip about the height for an unflipped bitmap context).
    let base: CGAffineTransform
    var gstate = GState()
    var saved: [GState] = []
    /// The current path, in the drawing's points.
    var currentPath = CGMutablePath()
    /// Whether the path was replaced by its stroke's outline (`replacePathWithStrokedPath`):
    /// a fill then strokes it with the fill colour, the pen saved here.
    var strokedPen: DrawingPen?
    /// Where `CGContext(data:...)` writes its pixels on `makeImage()` / `flush()`.
    let data: UnsafeMutableRawPointer?
    let bytesPerRowOfData: Int

    /// A UIKit (flipped) context of `size` points at `scale` pixels per point.
    init(uikitSize size: CGSize, scale: CGFloat, opaque: Bool) {
        drawing = Drawing(size: size, startsCleared: !opaque)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        isFlipped = true
        base = .identity
        data = nil
        bytesPerRowOfData = 0
    }

    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a bitmap
    /// context of `width` x `height` pixels, y up, one point a pixel. Only 8-bit RGBA
    /// layouts are kept (any `bitmapInfo`; `data` receives R, G, B, A bytes with premultiplied
    /// alpha on `makeImage()` and `flush()`); nil for a zero or too-large size or another
    /// depth, as Core Graphics returns nil for bad arguments.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384, bitsPerComponent == 8 else {
            CGContext.warn(Self.badBitmapMessage(width))
            return nil
        }
        guard data == nil || bytesPerRow == 0 || bytesPerRow >= width * 4 else {
            CGContext.warn(Self.badBitmapMessage(width))
            return nil
        }
        drawing = Drawing(size: CGSize(width: width, height: height))
        scale = 1
        isFlipped = false
        base = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height))
        self.data = data
        bytesPerRowOfData = bytesPerRow == 0 ? width * 4 : bytesPerRow
    }

    /// Core Graphics' warning for a bitmap context it cannot make.
    static func badBitmapMessage(_ width: Int) -> String {
        "CGBitmapContextCreate: invalid data bytes/row: should be at least \(max(width, 0) * 4) "
            + "for 8 integer bits/component, 3 components, kCGImageAlphaPremultipliedLast."
    }

    /// Prints Core Graphics' kind of warning to standard error.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("<Error>: \(message)\n".utf8))
    }

    /// Adds a command (the first `Drawing.maximumCommandCount` only).
    func append(_ command: DrawingCommand) {
        guard drawing.commands.count < Drawing.maximumCommandCount else { return }
        drawing.commands.append(command)
    }

    /// Width of the store in pixels (`width`).
    public var width: Int { Int((Double(drawing.size.width) * Double(scale)).rounded(.up)) }
    /// Height of the store in pixels (`height`).
    public var height: Int { Int((Double(drawing.size.height) * Double(scale)).rounded(.up)) }
    /// Bytes per row of the store (`bytesPerRow`).
    public var bytesPerRow: Int { data == nil ? width * 4 : bytesPerRowOfData }

    // MARK: - Graphics state

    /// `saveGState()`.
    public func saveGState() {
        saved.append(gstate)
        append(.save)
    }

    /// `restoreGState()`; without a matching save Core Graphics warns and does nothing.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            CGContext.warn("CGContextRestoreGState: invalid context 0x0. unbalanced restore.")
            return
        }
        gstate = last
        append(.restore)
    }

    // MARK: - The current transformation

    /// The user space to the drawing's points (y down, before the pixel scale).
    var userToPoints: CGAffineTransform { gstate.ctm.concatenating(base) }

    /// The drawing's points to Core Graphics' device space (pixels, y up).
    var pointsToDevice: CGAffineTransform {
        let s = Double(scale)
        return CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: Double(drawing.size.height) * s)
    }

    /// `ctm`: the user space to device pixels, y up, as Core Graphics reports it (for a
    /// UIKit context at scale 2 and height h: [2, 0, 0, -2, 0, 2h]).
    public var ctm: CGAffineTransform { userToPoints.concatenating(pointsToDevice) }

    /// `userSpaceToDeviceSpaceTransform`: the same map as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `convertToDeviceSpace(_:)` for a point.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { ctm.apply(point) }
    /// `convertToUserSpace(_:)` for a point.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { ctm.inverted().apply(point) }

    /// `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        gstate.ctm = CGAffineTransform(translationX: x, y: y).concatenating(gstate.ctm)
    }
    /// `scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        gstate.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(gstate.ctm)
    }
    /// `rotate(by:)`, radians; positive turns from +x toward +y of the user space (clockwise
    /// on screen in a flipped context).
    public func rotate(by angle: CGFloat) {
        gstate.ctm = CGAffineTransform(rotationAngle: angle).concatenating(gstate.ctm)
    }
    /// `concatenate(_:)`: `transform` first, then the current transformation.
    public func concatenate(_ transform: CGAffineTransform) {
        gstate.ctm = transform.concatenating(gstate.ctm)
    }

    // MARK: - Line, colour and rendering settings

    /// `setLineWidth(_:)`.
    public func setLineWidth(_ width: CGFloat) { gstate.pen.width = Double(width) }
    /// `setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) { gstate.pen.cap = cap.drawingCap }
    /// `setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) { gstate.pen.join = join.drawingJoin }
    /// `setMiterLimit(_:)`.
    public func setMiterLimit(_ limit: CGFloat) { gstate.pen.miterLimit = Double(limit) }
    /// `setLineDash(phase:lengths:)`; empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        gstate.pen.dashPhase = Double(phase)
        gstate.pen.dashLengths = lengths.map(Double.init)
    }
    /// `setFlatness(_:)`: accepted; curves are flattened to Cairo's tolerance.
    public func setFlatness(_ flatness: CGFloat) {}

    /// `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) {
        gstate.fill = color
        append(.fillColor(color))
    }
    /// `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) {
        gstate.stroke = color
        append(.strokeColor(color))
    }
    /// `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    /// `setFillColorSpace(_:)` / `setStrokeColorSpace(_:)`: accepted, colours are sRGB.
    public func setFillColorSpace(_ space: CGColorSpace) {}
    public func setStrokeColorSpace(_ space: CGColorSpace) {}

    /// `setAlpha(_:)`: multiplies everything drawn after it, clamped to [0, 1].
    public func setAlpha(_ alpha: CGFloat) {
        gstate.alpha = alpha
        append(.alpha(Double(alpha)))
    }
    /// `setBlendMode(_:)` (SEMANTICS.md §27 maps each mode to Cairo's operator).
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.blend = mode
        append(.blendMode(mode.drawingMode))
    }
    /// `setShouldAntialias(_:)`.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.antialias = shouldAntialias
        append(.antialias(shouldAntialias))
    }
    /// `setAllowsAntialiasing(_:)`: accepted (antialiasing follows `setShouldAntialias`).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// `setShouldSmoothFonts(_:)`, `setAllowsFontSmoothing(_:)`: accepted.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    /// `interpolationQuality`: `.none` samples images at the nearest pixel, anything else bilinearly.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolation }
        set {
            gstate.interpolation = newValue
            append(.smoothImages(newValue != .none))
        }
    }

    /// `setShadow(offset:blur:color:)`: offset and blur in points of the default user space
    /// (not the current transformation), blur a Gaussian of standard deviation blur / 2; in a
    /// UIKit context a positive height moves the shadow down, in a bitmap context up; a nil
    /// colour turns the shadow off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let o = isFlipped ? offset : CGSize(width: offset.width, height: -offset.height)
        append(.shadow(offset: o, blur: Double(blur), color: color))
    }
    /// `setShadow(offset:blur:)`: black at a third opacity, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }
}
