import FlipbookCore
import FlipbookRender
import Foundation

extension CGContext {
    // MARK: - Building the path

    /// `beginPath()`: drops the current currentPath.
    public func beginPath() {
        currentPath = CGMutablePath()
        strokedPen = nil
    }
    /// `move(to:)`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: userToPoints) }
    /// `addLine(to:)`; without a current point Core Graphics warns and adds nothing.
    public func addLine(to point: CGPoint) {
        guard !currentPath.isEmpty else { return CGContext.warn("CGContextAddLineToPoint: no current point.") }
        currentPath.addLine(to: point, transform: userToPoints)
    }
    /// `addLines(between:)`.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: userToPoints) }
    /// `addRect(_:)`.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: userToPoints) }
    /// `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: userToPoints) }
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: userToPoints) }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: `clockwise` in Core Graphics'
    /// y-up sense, so `clockwise: true` turns counter-clockwise on screen in a flipped context.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: userToPoints)
    }
    /// `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: userToPoints)
    }
    /// `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: userToPoints)
    }
    /// `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: userToPoints)
    }
    /// `closePath()`.
    public func closePath() { currentPath.closeSubpath() }
    /// `addPath(_:)`: the path's points mapped through the current transformation.
    public func addPath(_ newPath: CGPath) { currentPath.addPath(newPath, transform: userToPoints) }

    /// `isPathEmpty`.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// `path`: the current path in user space, nil when empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(value: currentPath.value.applying(userToPoints.inverted()))
    }
    /// `currentPointOfPath`, in user space; `.zero` when empty.
    public var currentPointOfPath: CGPoint {
        guard let p = currentPath.value.currentPoint else { return .zero }
        return userToPoints.inverted().apply(p)
    }
    /// `boundingBoxOfPath`, in user space (control points included, as Core Graphics');
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.value.applying(userToPoints.inverted()).controlPointBounds
    }
    /// `replacePathWithStrokedPath()`: a later fill strokes the path with the fill colour and
    /// the pen of this moment (the outline itself is not computed: `path`, `boundingBoxOfPath`
    /// and a clip still see the centre line; SEMANTICS.md §27).
    public func replacePathWithStrokedPath() {
        var pen = gstate.pen
        pen.ctm = userToPoints
        strokedPen = pen
    }

    // MARK: - Painting the path

    /// The pen as the replay needs it: the current transformation with it.
    var currentPen: DrawingPen {
        var pen = gstate.pen
        pen.ctm = userToPoints
        return pen
    }

    /// `fillPath(using:)`: fills and drops the current currentPath.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        if let pen = strokedPen {
            append(.strokeColor(gstate.fill))
            append(.stroke(currentPath.value, pen: pen))
            append(.strokeColor(gstate.stroke))
        } else if !currentPath.isEmpty {
            append(.fill(currentPath.value, evenOdd: rule == .evenOdd))
        }
        beginPath()
    }
    /// `strokePath()`: strokes and drops the current currentPath.
    public func strokePath() {
        if !currentPath.isEmpty { append(.stroke(currentPath.value, pen: currentPen)) }
        beginPath()
    }
    /// `drawPath(using:)`: fill, stroke or both (the fill first), then drops the currentPath.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard !currentPath.isEmpty else { return beginPath() }
        switch mode {
        case .fill: append(.fill(currentPath.value, evenOdd: false))
        case .eoFill: append(.fill(currentPath.value, evenOdd: true))
        case .stroke: append(.stroke(currentPath.value, pen: currentPen))
        case .fillStroke:
            append(.fill(currentPath.value, evenOdd: false))
            append(.stroke(currentPath.value, pen: currentPen))
        case .eoFillStroke:
            append(.fill(currentPath.value, evenOdd: true))
            append(.stroke(currentPath.value, pen: currentPen))
        }
        beginPath()
    }
    /// `fill(_:)` for a rectangle (the current path is left alone).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// `fill(_:)` for rectangles.
    public func fill(_ rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: userToPoints)
        append(.fill(p.value, evenOdd: false))
    }
    /// `stroke(_:)` for a rectangle.
    public func stroke(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: userToPoints)
        append(.stroke(p.value, pen: currentPen))
    }
    /// `stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let p = CGMutablePath()
        p.addRect(rect, transform: userToPoints)
        var pen = currentPen
        pen.width = Double(width)
        append(.stroke(p.value, pen: pen))
    }
    /// `fillEllipse(in:)`.
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: userToPoints)
        append(.fill(p.value, evenOdd: false))
    }
    /// `strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: userToPoints)
        append(.stroke(p.value, pen: currentPen))
    }
    /// `strokeLineSegments(between:)`: a segment for each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i], transform: userToPoints)
            p.addLine(to: points[i + 1], transform: userToPoints)
            i += 2
        }
        if !p.isEmpty { append(.stroke(p.value, pen: currentPen)) }
    }
    /// `clear(_:)`: the rectangle becomes transparent (black in an opaque store), within the clip.
    public func clear(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: userToPoints)
        append(.clear(p.value))
    }

    // MARK: - Clipping

    /// `clip(using:)`: intersects the clip with the current path and drops it.
    public func clip(using rule: CGPathFillRule = .winding) {
        append(.clip(currentPath.value, evenOdd: rule == .evenOdd))
        beginPath()
    }
    /// `clip(to:)` for a rectangle.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// `clip(to:)` for rectangles (their union).
    public func clip(to rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: userToPoints)
        append(.clip(p.value, evenOdd: false))
    }
    /// `clip(to:mask:)`: what follows is drawn through the image's alpha (or its grey level,
    /// for an image without alpha) stretched onto `rect`, laid out as `draw(_:in:)` lays it.
    public func clip(to rect: CGRect, mask: CGImage) {
        append(.clipToMask(mask.content, rect: rect, ctm: userToPoints, flipped: true))
    }
    /// `resetClip()`: Core Graphics' clip back to the whole store. Cairo's clip lives in the
    /// saved states, so this clips nothing new and restores none: only clips made since the
    /// last `saveGState` would be undone on iOS; here they stay (SEMANTICS.md §27).
    public func resetClip() {}
    /// `boundingBoxOfClipPath`: the store's bounds in user space (the clip is not tracked).
    public var boundingBoxOfClipPath: CGRect {
        let box = CGRect(origin: .zero, size: drawing.size)
        return VectorPath(rect: box).applying(userToPoints.inverted()).controlPointBounds
    }

    // MARK: - Gradients, images

    /// `drawLinearGradient(_:start:end:options:)`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        append(
            .linearGradient(
                gradient.value, start: start, end: end, ctm: userToPoints,
                before: options.contains(.drawsBeforeStartLocation), after: options.contains(.drawsAfterEndLocation)))
    }
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        append(
            .radialGradient(
                gradient.value, startCenter: startCenter, startRadius: Double(startRadius), endCenter: endCenter,
                endRadius: Double(endRadius), ctm: userToPoints,
                before: options.contains(.drawsBeforeStartLocation), after: options.contains(.drawsAfterEndLocation)))
    }
    /// `draw(_:in:)`: the image stretched onto `rect`, its first row at the rect's maximum y
    /// of user space, as Core Graphics draws (so upside down in a flipped UIKit context, as
    /// on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        append(.image(image.content, rect: rect, ctm: userToPoints, flipped: true))
    }
    /// `draw(_:in:byTiling:)`: drawn once into `rect` (tiling is not done).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) { draw(image, in: rect) }

    /// `makeImage()`: the store so far as an image of the context's scale (nil for a
    /// context that cannot draw). A `CGContext(data:...)` also writes its pixels to `data`.
    public func makeImage() -> CGImage? {
        guard let content = rasterized() else { return nil }
        return CGImage(content: content)
    }

    /// `flush()`: a `CGContext(data:...)` writes its pixels to `data`.
    public func flush() { _ = rasterized() }

    /// The drawing's pixels as an image, written to `data` too when there is one.
    func rasterized() -> ContentImage? {
        guard let bitmap = try? DrawingRasterizer.rasterize(drawing, scale: Double(scale)) else { return nil }
        if let data {
            bitmap.pixels.withUnsafeBytes { src in
                for y in 0..<bitmap.height {
                    let row = src.baseAddress! + y * bitmap.width * 4
                    let dst = data + y * bytesPerRowOfData
                    // Core Graphics' RGBA bitmap contexts hold premultiplied alpha.
                    for x in 0..<bitmap.width {
                        let a = Int(row.load(fromByteOffset: x * 4 + 3, as: UInt8.self))
                        for k in 0..<3 {
                            let c = Int(row.load(fromByteOffset: x * 4 + k, as: UInt8.self))
                            dst.storeBytes(of: UInt8((c * a + 127) / 255), toByteOffset: x * 4 + k, as: UInt8.self)
                        }
                        dst.storeBytes(of: UInt8(a), toByteOffset: x * 4 + 3, as: UInt8.self)
                    }
                }
            }
        }
        return ContentImage(bitmap: bitmap, scale: Double(scale), name: "context")
    }
}
