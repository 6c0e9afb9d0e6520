import FlipbookCore

/// A decoded bitmap image (`CGImage`): its pixels, as `layer.contents` and `UIImage` hold them.
public final class CGImage: Sendable {
    /// The pixels with their identity and scale.
    public let content: ContentImage

    /// Wraps decoded pixels.
    public init(content: ContentImage) { self.content = content }

    /// Width in pixels (`CGImage.width`).
    public var width: Int { content.pixelWidth }
    /// Height in pixels (`CGImage.height`).
    public var height: Int { content.pixelHeight }
    /// Always 8 (`CGImage.bitsPerComponent`): pixels are 8-bit RGBA.
    public var bitsPerComponent: Int { 8 }
    /// Always 32 (`CGImage.bitsPerPixel`).
    public var bitsPerPixel: Int { 32 }
}
