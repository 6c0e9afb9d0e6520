@testable import FlipbookUIKit

/// fuzz target `drawing`: random sequences of `CGContext` calls (paths, transformations,
/// clips, dashes, shadows, gradients, blend modes, state saves and restores) with ordinary,
/// huge, zero, negative, infinite and NaN values, drawn through an image renderer (the
/// Cairo replay, `DrawingRasterizer`).
enum DrawingInvariants {
    /// Values the bytes pick from: the edges Core Graphics code meets.
    static let values: [CGFloat] = [
        0, 1, 0.5, 2, 3, 7.5, 10, 16, 40, -1, -8, 100, 1e6, -1e9, 1e300, .infinity, -.infinity, .nan,
        .pi, 1e-9, 255, 0.25, 64, -0.5,
    ]

    /// Input: a byte of size, a byte of scale, then one call per byte with its arguments from
    /// the following bytes. The drawing finishes (no trap, no hang) into a store of the
    /// renderer's pixel size, and drawing the same calls again gives the same bytes.
    static func check(_ input: [UInt8]) throws {
        guard input.count >= 2 else { return }
        let size = CGSize(width: Double(input[0] % 48 + 1), height: Double(input[0] / 48 % 5 * 8 + 1))
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(input[1] % 3 + 1)
        let calls = Array(input.dropFirst(2).prefix(400))
        let first = draw(calls, size: size, format: format)
        let second = draw(calls, size: size, format: format)
        let bitmap = first.content.bitmap
        try invariant(
            bitmap.width == Int(size.width * format.scale) && bitmap.height == Int(size.height * format.scale),
            "store of \(bitmap.width)x\(bitmap.height) for \(size) at \(format.scale)")
        try invariant(bitmap.pixels == second.content.bitmap.pixels, "the same calls drew different bytes")
    }

    static func draw(_ calls: [UInt8], size: CGSize, format: UIGraphicsImageRendererFormat) -> UIImage {
        UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            let c = renderer.cgContext
            var i = 0
            func v() -> CGFloat {
                defer { i += 1 }
                return i < calls.count ? values[Int(calls[i]) % values.count] : 1
            }
            func p() -> CGPoint { CGPoint(x: v(), y: v()) }
            func r() -> CGRect { CGRect(x: v(), y: v(), width: v(), height: v()) }
            func color() -> CGColor { CGColor(red: v() / 10, green: v() / 10, blue: v() / 10, alpha: v() / 4) }
            while i < calls.count {
                let op = calls[i] % 40
                i += 1
                switch op {
                case 0: c.move(to: p())
                case 1: c.addLine(to: p())
                case 2: c.addCurve(to: p(), control1: p(), control2: p())
                case 3: c.addQuadCurve(to: p(), control: p())
                case 4: c.addArc(center: p(), radius: v(), startAngle: v(), endAngle: v(), clockwise: v() > 0)
                case 5: c.addArc(tangent1End: p(), tangent2End: p(), radius: v())
                case 6: c.addRect(r())
                case 7: c.addEllipse(in: r())
                case 8: c.closePath()
                case 9: c.fillPath(using: v() > 1 ? .evenOdd : .winding)
                case 10: c.strokePath()
                case 11:
                    c.drawPath(using: CGPathDrawingMode(rawValue: Int32(calls[min(i, calls.count - 1)] % 5)) ?? .fill)
                case 12: c.clip(using: .winding)
                case 13: c.clip(to: r())
                case 14: c.translateBy(x: v(), y: v())
                case 15: c.scaleBy(x: v(), y: v())
                case 16: c.rotate(by: v())
                case 17: c.concatenate(CGAffineTransform(a: v(), b: v(), c: v(), d: v(), tx: v(), ty: v()))
                case 18: c.saveGState()
                case 19: c.restoreGState()
                case 20: c.setLineWidth(v())
                case 21: c.setLineDash(phase: v(), lengths: [v(), v(), v()])
                case 22: c.setLineCap(.round)
                case 23: c.setLineJoin(.bevel)
                case 24: c.setMiterLimit(v())
                case 25: c.setFillColor(color())
                case 26: c.setStrokeColor(color())
                case 27: c.setAlpha(v())
                case 28: c.setBlendMode(CGBlendMode(rawValue: Int32(calls[min(i, calls.count - 1)] % 28)) ?? .normal)
                case 29: c.setShadow(offset: CGSize(width: v(), height: v()), blur: v(), color: color())
                case 30: c.fill(r())
                case 31: c.stroke(r(), width: v())
                case 32: c.clear(r())
                case 33: c.fillEllipse(in: r())
                case 34: c.strokeLineSegments(between: [p(), p(), p(), p()])
                case 35:
                    if let g = CGGradient(colorsSpace: nil, colors: [color(), color()], locations: [v(), v()]) {
                        c.drawLinearGradient(g, start: p(), end: p(), options: [.drawsBeforeStartLocation])
                    }
                case 36:
                    if let g = CGGradient(colorsSpace: nil, colors: [color(), color()], locations: nil) {
                        c.drawRadialGradient(
                            g, startCenter: p(), startRadius: v(), endCenter: p(), endRadius: v(),
                            options: [.drawsAfterEndLocation])
                    }
                case 37: c.replacePathWithStrokedPath()
                case 38: c.setShouldAntialias(v() > 1)
                default:
                    UIBezierPath(roundedRect: r(), cornerRadius: v()).fill()
                }
            }
        }
    }
}
