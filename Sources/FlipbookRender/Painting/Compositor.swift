import FlipbookCore

/// Draws a `LayerTree` snapshot into a `Bitmap` with Cairo: the role Core Animation's
/// render server plays on a device.
///
/// The frame is `round(width * scale) x round(height * scale)` pixels over an opaque black
/// backdrop (an iOS window shows black where nothing is drawn). Layers are drawn depth first
/// in sublayer order, later on top, each through its `localToParent` placement
/// (SEMANTICS.md §1), with group opacity (§2), per-layer opacity when
/// `allowsGroupOpacity` is false (§9), `masksToBounds` clipping, circular corners, borders
/// inside the bounds, and 3-D transforms flattened into the parent's plane with perspective.
///
/// A `Compositor` holds no drawing state: one value may render from several threads at once
/// (each call owns its Cairo context), and the same tree and scale always give identical
/// bytes, whatever its `cache` holds. Scratch memory for translucent groups is kept between frames in one bounded pool
/// that every compositor of the process shares.
public struct Compositor: Sendable {
    /// The largest accepted width or height of a frame, in pixels.
    public static let maximumSide = 16_384
    /// The largest accepted pixel count of a frame (64 Mi pixels, e.g. 8192 x 8192).
    public static let maximumPixelCount = 64 * 1_024 * 1_024

    /// Group scratch buffers: the process-wide pool, bounded whatever the number of
    /// compositors (`GroupBufferPool.shared`).
    private var groupBuffers: GroupBufferPool { .shared }

    /// What the compositor keeps between frames (labels' layouts, shadows' masks), or nil to
    /// draw every frame from scratch; either way the bytes are the same (`RenderCache`).
    public let cache: RenderCache?

    /// Creates a compositor. Everything it draws comes from the tree; `cache` decides only
    /// how fast: by default the process's shared cache, or none when the environment
    /// variable `FLIPBOOK_RENDER_CACHE` is `off` (`RenderCache.environmentDefault`).
    public init(cache: RenderCache? = RenderCache.environmentDefault) { self.cache = cache }

    /// Renders one frame.
    ///
    /// - Parameters:
    ///   - tree: the snapshot; its `size` (points) is the frame and its root is drawn in it.
    ///   - scale: pixels per point (`UIScreen.scale`), e.g. 1 for golden tests, 2 for the showcase.
    /// - Returns: RGBA8 pixels with straight alpha, rows top to bottom (opaque wherever the
    ///   backdrop shows, which is everywhere).
    /// - Throws: `RenderError.invalidSize` for a size or scale outside the accepted range,
    ///   `RenderError.cairo` when Cairo fails (for example when out of memory).
    public func render(_ tree: LayerTree, scale: Double) throws -> Bitmap {
        try render(tree, scale: scale, transparent: false)
    }

    /// Renders one frame over the opaque black backdrop (`transparent` false, what
    /// `render(_:scale:)` does) or over nothing (`transparent` true): pixels no layer covers
    /// keep alpha 0, and translucent layers give translucent pixels, as a view drawn alone
    /// into an image context (`CALayer.render(in:)`) gives on iOS. Straight alpha either way.
    public func render(_ tree: LayerTree, scale: Double, transparent: Bool) throws -> Bitmap {
        let (width, height) = try Self.pixelSize(of: tree, scale: scale)
        guard let depth = tree.root.depth() else { throw RenderError.tooDeep(limit: LayerTree.maximumDepth) }
        let byteCount = width * height * 4
        let pixels = try [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            // Cairo draws straight into the array's storage; the context is scoped to this
            // block, so it is gone before the storage can move. A deep tree is drawn on a
            // thread whose stack fits it (`DeepStack`).
            try DeepStack.run(depth: depth) {
                try draw(tree, scale: scale, width: width, height: height, transparent: transparent, into: buffer)
            }
            // Over the opaque backdrop every pixel is opaque; over nothing it is unpremultiplied.
            PixelConversion.cairoPixelsToBitmap(buffer, knownOpaque: !transparent)
            initialized = byteCount
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw RenderError.invalidSize(
                width: Double(tree.size.width), height: Double(tree.size.height), scale: scale)
        }
        return bitmap
    }

    /// Draws the opaque backdrop and the layer tree into `buffer`, Cairo's native ARGB32.
    private func draw(
        _ tree: LayerTree, scale: Double, width: Int, height: Int, transparent: Bool,
        into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws {
        let context = CairoContext(pixels: buffer, width: width, height: height, groupBuffers: groupBuffers)
        context.cache = cache
        if transparent { context.clearBackdrop() } else { context.paintBackdrop() }
        let painter = LayerPainter(context: context)
        // Drawn content (`draw(_:)`) becomes its backing store at this scale, then an image.
        let root = tree.root.hasDrawing ? tree.root.resolvingDrawings(scale: scale, cache: cache) : tree.root
        painter.draw(root, parent: .scale(scale), inheritedAlpha: 1)
        try context.finish()
    }
}
