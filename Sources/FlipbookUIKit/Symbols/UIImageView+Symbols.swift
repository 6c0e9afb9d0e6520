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
        guard let view = owningView as? UIImageView else { return }
        if let tinted = view.templateContent { state.content.image = tinted }
        guard let symbol = view.shownSymbol else { return }
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

    /// A template bitmap (`.alwaysTemplate`) as drawn: every pixel the tint colour, with the
    /// image's alpha times the tint's (UIKit draws a template's shape in the tint); nil for
    /// any other image.
    var templateContent: ContentImage? {
        guard let image, image.symbol == nil, image.renderingMode == .alwaysTemplate else { return nil }
        let source = image.content, tint = tintColor.rgba
        if let c = templateCache, c.source == source, c.tint == tint { return c.tinted }
        let r = UInt8((min(max(tint.red, 0), 1) * 255).rounded())
        let g = UInt8((min(max(tint.green, 0), 1) * 255).rounded())
        let b = UInt8((min(max(tint.blue, 0), 1) * 255).rounded())
        let a = min(max(tint.alpha, 0), 1)
        var pixels = source.bitmap.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b
            pixels[i + 3] = UInt8((Double(pixels[i + 3]) * a).rounded())
        }
        guard let bitmap = Bitmap(width: source.bitmap.width, height: source.bitmap.height, pixels: pixels) else {
            return nil
        }
        let tinted = ContentImage(bitmap: bitmap, scale: source.scale, name: source.name + " (template)")
        templateCache = (source, tint, tinted)
        return tinted
    }

    /// The size of the image as shown, nil without an image.
    var shownImageSize: CGSize? { shownSymbol?.size ?? image?.size }
}
