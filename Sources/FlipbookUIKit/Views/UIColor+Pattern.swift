import Foundation
import FlipbookCore

extension UIColor {
    /// `UIColor(patternImage:)`: a colour that paints `image` tiled (SEMANTICS.md §14,
    /// "Pattern backgrounds"). As a view's `backgroundColor` it tiles the image over the
    /// view's bounds: tiles of the image's size in points (its own scale), the first at the
    /// bounds' top-left corner, clipped to the rounded bounds, under the view's alpha.
    ///
    /// Where one colour must stand for it (its `cgColor`, and so `layer.backgroundColor`, a
    /// label's text colour, a tint, a fill in `draw(_:)`), it is the image's average colour
    /// (`ContentImage.averageColor`: the mean of the premultiplied pixels; chosen). A symbol
    /// image or `UIImage()` gives a clear colour that tiles nothing (chosen).
    public convenience init(patternImage image: UIImage) {
        let tiles = image.symbol == nil && !image.isEmptyImage
        self.init(rgba: tiles ? image.content.averageColor : .clear)
        pattern = image
    }

    /// What a layer tiles for this colour as its background; nil for a colour that is not a
    /// pattern, or one whose image has no pixels to tile.
    var backgroundPattern: BackgroundPattern? {
        guard let pattern, pattern.symbol == nil, !pattern.isEmptyImage else { return nil }
        return BackgroundPattern(image: pattern.content)
    }

    /// Two pattern colours are equal when they tile the same decoding of an image (chosen);
    /// a pattern colour never equals a plain one.
    func hasSamePattern(as other: UIColor) -> Bool {
        guard let a = pattern, let b = other.pattern else { return false }
        return a === b || (a.content == b.content && a.symbol == nil && b.symbol == nil)
    }
}
