import Foundation

/// The last image id handed out.
private let lastImageID = Locked(0)

/// Decoded pixels that a layer shows as its contents: what a `CGImage` holds (SEMANTICS.md §14).
///
/// Two values are equal when they come from the same decoding (`id`), never by comparing
/// pixels, so a `LayerState` holding a 600 x 400 image stays cheap to compare and hash.
public struct ContentImage: Hashable, Sendable, CustomStringConvertible {
    /// A number unique to one decoding within the process; stable while the image lives.
    public let id: Int
    /// The pixels, 8-bit RGBA with straight alpha.
    public let bitmap: Bitmap
    /// Pixels per point (`UIImage.scale`): 1 by default, 2 for `name@2x.png`, 3 for `@3x`.
    public let scale: Double
    /// Where the pixels came from (a file name such as "hills@2x.png", or "data"); for
    /// diagnostics and the timeline text, never drawn.
    public let name: String
    /// Whether every pixel has alpha 255 (worked out once, at creation).
    public let isOpaque: Bool

    /// Wraps decoded pixels with a new identity. `scale` must be finite and positive
    /// (anything else becomes 1, as `UIImage(data:scale:)` treats a zero scale).
    public init(bitmap: Bitmap, scale: Double = 1, name: String) {
        id = lastImageID.withLock {
            $0 += 1; return $0
        }
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.name = name
        self.isOpaque = bitmap.isOpaque
    }

    /// Width in pixels (`CGImage.width`).
    public var pixelWidth: Int { bitmap.width }
    /// Height in pixels (`CGImage.height`).
    public var pixelHeight: Int { bitmap.height }
    /// Size in points: pixels / scale (`UIImage.size`).
    public var pointSize: CGSize { CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

    /// Same decoding (`id`); pixels are never compared.
    public static func == (a: ContentImage, b: ContentImage) -> Bool { a.id == b.id }
    /// Hashes the `id` only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// "hills@2x.png 600x400 @2x".
    public var description: String {
        "\(name) \(bitmap.width)x\(bitmap.height)" + (scale == 1 ? "" : " @\(Self.format(scale))x")
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
}
