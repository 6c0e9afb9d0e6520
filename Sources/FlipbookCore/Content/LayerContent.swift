import Foundation

/// What a layer draws inside its bounds besides its background colour: an image
/// (`CALayer.contents`, `UIImageView.image`) placed by a gravity, and/or text (`UILabel`)
/// (SEMANTICS.md §14). Drawn above the background and below the sublayers and border.
public struct LayerContent: Hashable, Sendable {
    /// The contents image (`CALayer.contents` as a `CGImage`); nil draws none.
    public var image: ContentImage?
    /// Where the image sits in the bounds (`CALayer.contentsGravity`, `UIView.contentMode`);
    /// default `.resize`.
    public var gravity: ContentGravity
    /// Text laid out in the bounds; nil draws none.
    public var text: TextContent?
    /// What the layer drew itself (`draw(_:)`, `draw(in:)`, a delegate's `draw(_:in:)`): its
    /// backing store, rasterised at the frame's scale when drawn and then placed like `image`
    /// (docs/SEMANTICS.md §27); nil draws none. When set it stands for `image`.
    public var drawing: Drawing? = nil
    /// Multiplies the image's red, green and blue (a `CAEmitterCell`'s particle colour,
    /// SEMANTICS.md §33); nil (the default) draws the image's own colours.
    public var imageTint: RGBA? = nil
    /// Whether the image is added to what is under it (Cairo's ADD operator; a
    /// `CAEmitterLayer`'s `.additive` render mode) instead of drawn over it; default false.
    public var addsImage = false

    /// Creates content; the defaults draw nothing.
    public init(image: ContentImage? = nil, gravity: ContentGravity = .resize, text: TextContent? = nil) {
        self.image = image; self.gravity = gravity; self.text = text
    }

    /// No image and no text: the layer draws exactly as a plain coloured layer.
    public static let none = LayerContent()

    /// Whether nothing would be drawn.
    public var isEmpty: Bool { image == nil && drawing == nil && (text?.text.isEmpty ?? true) }
}
