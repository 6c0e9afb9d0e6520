import FlipbookCore

extension CairoContext {
    /// A `width` x `height` pixel bitmap drawn by `body`, which must first paint every pixel
    /// opaque (e.g. `paint(_:)` with an opaque colour): the canvas of contact sheets and timing
    /// plots, drawn with the same Cairo context as the frames.
    ///
    /// Throws `RenderError.invalidSize` (with a scale of 1) for a size outside the
    /// compositor's budget and `RenderError.cairo` when Cairo fails.
    package static func drawBitmap(width: Int, height: Int, _ body: (CairoContext) throws -> Void) throws -> Bitmap {
        guard width >= 1, height >= 1, width <= Compositor.maximumSide, height <= Compositor.maximumSide,
            width * height <= Compositor.maximumPixelCount
        else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        let byteCount = width * height * 4
        let pixels = try [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            let context = CairoContext(pixels: buffer, width: width, height: height, groupBuffers: GroupBufferPool())
            try body(context)
            try context.finish()
            PixelConversion.cairoPixelsToBitmap(buffer, knownOpaque: true)
            initialized = byteCount
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }
}

extension CairoContext {
    /// What `body` measures (text widths) on a throw-away 1 x 1 canvas, before the real
    /// canvas's size is known.
    package static func measuring<T>(_ body: (CairoContext) -> T) throws -> T {
        var result: T?
        _ = try drawBitmap(width: 1, height: 1) { context in
            context.paint(.white)
            result = body(context)
        }
        return result!
    }
}
