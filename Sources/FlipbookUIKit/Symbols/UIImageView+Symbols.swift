import Foundation
import FlipbookCore

/// The layer of a `UIImageView`: a plain layer, except that a symbol image is drawn as its
/// shape content, a filled path placed in the bounds by the view's `contentMode` and filled
/// with the view's tint colour (SEMANTICS.md §17). The path is made for the model bounds
/// when the stage takes a snapshot, so a symbol's image view whose bounds animate shows the
/// symbol at its final size throughout (chosen; a transform scales it as it goes).
final class ImageViewLayer: CALayer {
    override class func makeLayer() -> CALayer { ImageViewLayer() }

    override func addContent(to state: inout LayerState) {
        guard let view = owningView as? UIImageView, let symbol = view.shownSymbol else { return }
        let rect = content.gravity.rect(forContentOf: symbol.size, in: bounds)
        var shape = ShapeContent(path: symbol.path(in: rect))
        shape.fillColor = symbol.fill(tint: view.tintColor.rgba)
        state.shape = shape
    }
}

extension UIImageView {
    /// The symbol shown, with `preferredSymbolConfiguration` applied; nil for a bitmap or no image.
    var shownSymbol: SymbolImage? {
        guard var s = image?.symbol else { return nil }
        if let c = preferredSymbolConfiguration { s.apply(c) }
        return s
    }

    /// The size of the image as shown, nil without an image.
    var shownImageSize: CGSize? { shownSymbol?.size ?? image?.size }
}
