import Foundation
import FlipbookCore

/// A view that shows an image (`UIImageView`), placed in its bounds by `contentMode`,
/// drawn with bilinear filtering, overflowing unless `clipsToBounds` (SEMANTICS.md §14).
///
/// Changing `image` is not animated, even inside `UIView.animate` (as in UIKit); a cross
/// dissolve between images (`UIView.transition(with:...)`) is not modelled.
open class UIImageView: UIView {
    /// The image shown; nil shows none (`UIImageView.image`).
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            showImage()
            invalidateIntrinsicContentSize()  // Layout: the size Auto Layout reads
        }
    }
    /// The image. `image` is computed over it, not a stored property with `didSet`, so that
    /// an app's `convenience init` in an extension that sets `image` shows it (Swift skips
    /// `didSet` inside an initialiser of the class; UIKit's setter always runs).
    private var storedImage: UIImage?

    /// Applied over a symbol image's own configuration (`preferredSymbolConfiguration`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { layer.modelChanged() }
    }

    /// A symbol image is drawn as a path by the layer (UIImageView+Symbols.swift), a bitmap
    /// as the layer's contents.
    private func showImage() {
        layer.content.image = image?.symbol == nil ? image?.content : nil
        layer.modelChanged()
    }

    /// The layer draws a symbol image's path (UIImageView+Symbols.swift).
    open override class var layerClass: AnyClass { ImageViewLayer.self }

    /// The last template drawn in a tint: the image's pixels, the tint and the tinted pixels,
    /// kept so that the same tint gives the same content again.
    var templateCache: (source: ContentImage, tint: RGBA, tinted: ContentImage)?

    /// A template image is drawn in the tint, which may come from a superview.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.symbol == nil, image?.renderingMode == .alwaysTemplate { layer.modelChanged() }
    }

    /// Not drawn: only one image is shown (`highlightedImage`).
    open var highlightedImage: UIImage?
    /// Not drawn (`isHighlighted`).
    open var isHighlighted = false

    /// `UIImageView(image:)`: the frame is (0, 0, image.size), as in UIKit; a designated
    /// initialiser there too, so an app's subclass overrides it and calls it as `super`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        self.image = image
        showImage()
    }

    /// `UIImageView(frame:)`, no image; user interaction off and not opaque, as in UIKit (the
    /// simulator's descriptions of image views made in code read `opaque = NO`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// `init?(coder:)`: the image view a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !(coder is StoryboardCoder) { isUserInteractionEnabled = false }
    }

    /// The image's size in points, or (-1, -1) without an image (`UIView.noIntrinsicMetric`).
    open override var intrinsicContentSize: CGSize {
        shownImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `sizeThatFits(_:)`: the image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImageSize ?? bounds.size }
}
