import Foundation

/// A background that tiles an image over the layer's bounds instead of filling them with one
/// colour: a view's `backgroundColor` made with `UIColor(patternImage:)` (SEMANTICS.md §14,
/// "Pattern backgrounds").
///
/// Each tile is the image at its size in points (pixels / its scale); the first tile's top-left
/// corner sits at the bounds' origin, and the tiles repeat in both directions, clipped to the
/// rounded bounds. The image is held out of line (an array of one), so a layer's state grows by
/// one reference only: frame trees as deep as `LayerTree.maximumDepth` are walked on a worker's
/// stack.
public struct BackgroundPattern: Hashable, Sendable {
    private var storage: [ContentImage]

    /// The tiled image.
    public var image: ContentImage { storage[0] }

    /// Tiles `image`.
    public init(image: ContentImage) { storage = [image] }

    /// One tile's size, in points: the image's (`UIImage.size`).
    public var tileSize: CGSize { image.pointSize }
}

extension ContentImage {
    /// The colour the image shows from afar: the mean of its premultiplied pixels made
    /// straight again (alpha the mean alpha, each colour channel the alpha-weighted mean);
    /// clear when every pixel is clear. Its alpha is exactly 1 only for an opaque image.
    /// What a pattern colour is where one colour must stand for it (SEMANTICS.md §14).
    public var averageColor: RGBA {
        let p = bitmap.pixels
        var r = 0, g = 0, b = 0, a = 0
        var i = 0
        while i + 3 < p.count {
            let alpha = Int(p[i + 3])
            r += Int(p[i]) * alpha; g += Int(p[i + 1]) * alpha; b += Int(p[i + 2]) * alpha
            a += alpha
            i += 4
        }
        guard a > 0 else { return .clear }
        let full = Double(255 * (p.count / 4))
        return RGBA(
            red: Double(r) / Double(a) / 255, green: Double(g) / Double(a) / 255,
            blue: Double(b) / Double(a) / 255, alpha: Double(a) / full)
    }
}
