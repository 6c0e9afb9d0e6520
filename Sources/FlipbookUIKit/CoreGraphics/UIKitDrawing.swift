import FlipbookCore
import FlipbookRender
import FlipbookImageIO
import FlipbookText
import Foundation

// UIKit's drawing helpers, each drawing into `UIGraphicsGetCurrentContext()` (nothing when
// there is none, as on iOS) (docs/SEMANTICS.md §27).

extension UIBezierPath {
    /// Applies the path's pen (width, ends, corners, miter limit, dashes) to `context`.
    func applyPen(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// `fill()`: fills with the current fill colour by the path's rule.
    public func fill() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.beginPath()
        c.addPath(cgPath)
        c.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        c.restoreGState()
    }

    /// `fill(with:alpha:)`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.setBlendMode(blendMode)
        c.setAlpha(alpha)
        fill()
        c.restoreGState()
    }

    /// `stroke()`: strokes with the current stroke colour and the path's pen.
    public func stroke() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        applyPen(to: c)
        c.beginPath()
        c.addPath(cgPath)
        c.strokePath()
        c.restoreGState()
    }

    /// `stroke(with:alpha:)`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.setBlendMode(blendMode)
        c.setAlpha(alpha)
        stroke()
        c.restoreGState()
    }

    /// `addClip()`: intersects the current context's clip with the path (by its rule).
    public func addClip() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.beginPath()
        c.addPath(cgPath)
        c.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// `setLineDash(_:count:phase:)`: the first `count` lengths (nil clears the dash).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { p in (0..<max(count, 0)).map { p[$0] } } ?? []
        dashPhase = phase
    }

    /// `setLineDash(_:count:phase:)` with an array, as Swift code passes one.
    public func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        dashPattern = Array((pattern ?? []).prefix(max(count, 0)))
        dashPhase = phase
    }
}

extension UIColor {
    /// `set()`: the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
    /// `setFill()`.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(rgba) }
    /// `setStroke()`.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(rgba) }
}

extension UIImage {
    /// `draw(in:)`: the image stretched onto `rect`, upright (normal blend, alpha 1).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// `draw(at:)`: at its size in points, its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// `draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// `draw(in:blendMode:alpha:)`. A symbol image (`systemName:`) draws nothing here.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext(), symbol == nil else { return }
        c.saveGState()
        c.setBlendMode(blendMode)
        c.setAlpha(alpha)
        // UIKit draws images upright in its flipped contexts: the first row at the rect's top.
        c.append(.image(content, rect: rect, ctm: c.userToPoints, flipped: !c.isFlipped))
        c.restoreGState()
    }

    /// `jpegData(compressionQuality:)`: baseline JPEG, quality in [0, 1]; nil if encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        (try? ImageEncoder.jpeg(content.bitmap, quality: Double(compressionQuality))).map { Data($0) }
    }
}

// MARK: - Strings

/// `NSParagraphStyle`: the alignment and line break mode string drawing reads.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// `alignment` (default `.natural`).
    open var alignment: NSTextAlignment { storedAlignment }
    /// `lineBreakMode` (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { storedLineBreak }
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreak = NSLineBreakMode.byWordWrapping
    /// `default`.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
    public override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.storedAlignment = storedAlignment; c.storedLineBreak = storedLineBreak
        return c
    }
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.alignment = storedAlignment; c.lineBreakMode = storedLineBreak
        return c
    }
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreak }
        set { storedLineBreak = newValue }
    }
    /// Accepted: line spacing is the font's.
    open var lineSpacing: CGFloat = 0
}

extension NSAttributedString.Key {
    /// The run's `NSParagraphStyle` (`paragraphStyle`, "NSParagraphStyle").
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// `NSStringDrawingContext`: accepted (no scaling is done).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

/// String drawing as UIKit's `NSString` additions do it: one font, colour and paragraph
/// style (of the first character), laid out by Pango (SEMANTICS.md §27).
enum StringDrawing {
    /// UIKit's default font for string drawing: Helvetica 12 (here the system family at 12).
    static let defaultFont = FontDescription(pointSize: 12)

    static func content(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, lines: Int, wrap: Bool)
        -> TextContent
    {
        let font = (attributes?[.font] as? UIFont)?.fontDescription ?? defaultFont
        let color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? .black
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle
        let lineBreak = wrap ? (style?.lineBreakMode ?? .byWordWrapping).value : .clip
        return TextContent(
            text: text, font: font, color: color, alignment: (style?.alignment ?? .natural).value,
            numberOfLines: lines, lineBreak: lineBreak)
    }

    static func size(_ content: TextContent, maxWidth: Double?) -> CGSize {
        (try? TextLayout.measure(content, maxWidth: maxWidth))?.size ?? .zero
    }

    /// Draws `content` with its top left at the box's, in the box's width (nil: its own).
    static func draw(_ content: TextContent, in rect: CGRect, wraps: Bool) {
        guard let c = UIGraphicsGetCurrentContext(), !content.text.isEmpty else { return }
        let measured = size(content, maxWidth: wraps ? Double(rect.width) : nil)
        let width = wraps ? Double(rect.width) : Double(measured.width).rounded(.up) + 1
        let height = wraps ? min(Double(measured.height), Double(rect.height)) : Double(measured.height)
        guard width > 0, height > 0 else { return }
        var placed = content
        if !wraps { placed.alignment = .left }
        c.append(
            .text(placed, box: CGRect(x: rect.minX, y: rect.minY, width: width, height: height), ctm: c.userToPoints))
    }
}

extension String {
    /// `draw(at:withAttributes:)`: one line, its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let content = StringDrawing.content(self, attrs, lines: 1, wrap: false)
        StringDrawing.draw(content, in: CGRect(origin: point, size: .zero), wraps: false)
    }
    /// `draw(in:withAttributes:)`: wrapped to the rect's width, from its top, cut at its bottom.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.content(self, attrs, lines: 0, wrap: true), in: rect, wraps: true)
    }
    /// `draw(with:options:attributes:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(in: rect, withAttributes: attributes)
        } else {
            draw(at: rect.origin, withAttributes: attributes)
        }
    }
    /// `size(withAttributes:)`: one line's logical size.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StringDrawing.content(self, attrs, lines: 1, wrap: false), maxWidth: nil)
    }
    /// `boundingRect(with:options:attributes:context:)`: wrapped to the width with
    /// `.usesLineFragmentOrigin`, else one line.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let content = StringDrawing.content(self, attributes, lines: wraps ? 0 : 1, wrap: wraps)
        let s = StringDrawing.size(content, maxWidth: wraps && size.width > 0 ? Double(size.width) : nil)
        return CGRect(origin: .zero, size: s)
    }
}

extension NSString {
    /// `draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }
    /// `draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
    /// `size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
    /// `boundingRect(with:options:attributes:context:)`, as `String`'s.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The first character's attributes (one style is drawn, SEMANTICS.md §27).
    var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
    /// `draw(at:)`.
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: firstAttributes) }
    /// `draw(in:)`.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }
    /// `draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        string.draw(with: rect, options: options, attributes: firstAttributes, context: context)
    }
    /// `size()`.
    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }
    /// `boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }
}

extension UIBezierPath: NSCopying {
    /// `copy()`: a new path with the same elements and pen (`NSCopying`), as apps copy a path
    /// before extending it into a clip.
    public func copy(with zone: NSZone? = nil) -> Any {
        let c = UIBezierPath(value: value)
        c.lineWidth = lineWidth; c.lineCapStyle = lineCapStyle; c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit; c.usesEvenOddFillRule = usesEvenOddFillRule
        c.dashPattern = dashPattern; c.dashPhase = dashPhase
        return c
    }
}
