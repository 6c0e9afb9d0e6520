import FlipbookCore
import Foundation

/// UIKit's stack of current contexts, one per thread (drawing is synchronous, as recording).
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Which entries were pushed by `UIGraphicsBeginImageContext` (ended by `UIGraphicsEndImageContext`).
    var imageContexts: [ObjectIdentifier] = []

    static var current: GraphicsContextStack { ThreadContext.current.graphics }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        return try body()
    }
}

/// `UIGraphicsGetCurrentContext()`: the context `draw(_:)`, an image renderer or
/// `UIGraphicsPushContext` made current, else nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// `UIGraphicsBeginImageContext(_:)`: transparent, scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: a flipped context of `size` points,
/// opaque (black where nothing is drawn) or transparent, at `scale` (0: the screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let context = CGContext(uikitSize: size, scale: s, opaque: opaque)
    let stack = GraphicsContextStack.current
    stack.contexts.append(context)
    stack.imageContexts.append(ObjectIdentifier(context))
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: what the current image context holds,
/// nil when the current context is not an image context or its size is empty.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts.last == ObjectIdentifier(context),
        let content = context.rasterized()
    else { return nil }
    return UIImage(content: content)
}

/// `UIGraphicsEndImageContext()`: drops the current image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts.last == ObjectIdentifier(context) else {
        return CGContext.warn("UIGraphicsEndImageContext() called without a current image context")
    }
    stack.contexts.removeLast()
    stack.imageContexts.removeLast()
}

/// `UIRectFill(_:)`: fills with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// `UIRectFillUsingBlendMode(_:_:)`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let c = UIGraphicsGetCurrentContext() else { return }
    c.saveGState()
    c.setBlendMode(blendMode)
    c.fill(rect)
    c.restoreGState()
}

/// `UIRectFrame(_:)`: a 1-point frame inside the rectangle, in the fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let c = UIGraphicsGetCurrentContext() else { return }
    c.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: max(rect.height - 2, 0)),
        CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: max(rect.height - 2, 0)),
    ])
}

/// `UIRectClip(_:)`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

// MARK: - Image renderers

/// `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// `default()`.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsImageRendererFormat() }
    /// `bounds` of a renderer using it.
    open var bounds: CGRect = .zero
}

/// `UIGraphicsImageRendererFormat`: scale (the screen's by default), opacity (default
/// false) and range (accepted; drawing is sRGB).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point (`scale`); default the screen's.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque: black where nothing is drawn (`opaque`).
    open var opaque = false
    /// `preferredRange`: accepted.
    open var preferredRange: Range = .automatic
    /// `prefersExtendedRange`: accepted.
    open var prefersExtendedRange = false

    /// `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public override init() { super.init() }
    /// `init(for:)`: the traits' display scale when known, else the screen's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
    /// `preferred()`: the default format.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// `UIGraphicsRendererContext`: the renderer's context during the actions.
open class UIGraphicsRendererContext: NSObject {
    /// `cgContext`.
    public let cgContext: CGContext
    /// `format`.
    public let format: UIGraphicsRendererFormat
    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext; self.format = format
        super.init()
    }
    /// `fill(_:)`: with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// `fill(_:blendMode:)`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// `stroke(_:)`: a 1-point line centred on the rectangle's edge, in the stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// `stroke(_:blendMode:)`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    /// `clip(to:)`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRendererContext`: adds `currentImage`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// `currentImage`: what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(
            content: cgContext.rasterized()
                ?? ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, name: "empty"))
    }
}

/// `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// `format`.
    public let format: UIGraphicsRendererFormat
    /// `allowsImageOutput`.
    open var allowsImageOutput: Bool { true }
    init(format: UIGraphicsRendererFormat) {
        self.format = format
        super.init()
    }
}

/// `UIGraphicsImageRenderer`: draws into a flipped context of its size at its format's scale
/// and hands out the pixels as an image or PNG/JPEG bytes (the same `DrawingRasterizer` the
/// compositor draws `draw(_:)` with, so the same drawing gives the same pixels).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The size in points.
    public let size: CGSize
    var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// `init(size:)`.
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    /// `init(size:format:)`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        format.bounds = CGRect(origin: .zero, size: size)
        super.init(format: format)
    }
    /// `init(bounds:)`.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }
    /// `init(bounds:format:)`: drawing is translated so that `bounds.origin` is the top left.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
        origin = bounds.origin
    }
    var origin = CGPoint.zero

    /// Runs `actions` on a fresh context made current.
    func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let cg = CGContext(uikitSize: size, scale: imageFormat.scale, opaque: imageFormat.opaque)
        if origin != .zero { cg.translateBy(x: -origin.x, y: -origin.y) }
        let context = UIGraphicsImageRendererContext(cgContext: cg, format: format)
        GraphicsContextStack.with(cg) { actions(context) }
        return cg
    }

    /// `image(actions:)`: nil pixels (an empty size) give a 0 x 0 image, as UIKit warns.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let cg = draw(actions)
        guard let content = cg.rasterized() else {
            CGContext.warn("UIGraphicsImageRenderer: invalid size \(size)")
            return UIImage(
                content: ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, name: "empty"))
        }
        return UIImage(content: content)
    }

    /// `pngData(actions:)`.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// `jpegData(withCompressionQuality:actions:)`.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
