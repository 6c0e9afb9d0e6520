import FlipbookCore
import FlipbookPNG

/// Why an image file or image data could not be read (SEMANTICS.md §14).
///
/// `UIImage(contentsOfFile:)` and `UIImage(data:)` return nil in UIKit and lose the reason;
/// here the throwing loaders keep it, and the failable initialisers print it.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are neither PNG (signature 89 50 4E 47 ...) nor JPEG (FF D8 FF); `prefix`
    /// is their first bytes in hex.
    case unknownFormat(prefix: String)
    /// libpng or the PNG decoder refused the data.
    case png(PNGError)
    /// libjpeg-turbo refused the data; `message` is its own text (`tjGetErrorStr2`).
    case jpeg(message: String)
    /// poppler could not read the PDF, or it has no page; `message` is its own text.
    case pdf(message: String)
    /// The header claims a size over the decoder's limits; nothing was allocated.
    case tooLarge(width: Int, height: Int, maxSide: Int, maxPixels: Int)
    /// The file could not be read; `message` is the operating system's text.
    case unreadable(path: String, message: String)
    /// No file of that name in any searched folder; `searched` lists them in order.
    case notFound(name: String, searched: [String])
    /// `error` happened while reading the file at `path`.
    indirect case inFile(path: String, error: ImageError)

    /// One sentence naming the bad value (the file, the size) and what is accepted.
    public var description: String {
        switch self {
        case .unknownFormat(let prefix):
            return "the data is neither PNG, JPEG nor PDF (it starts with \(prefix)); Flipbook reads PNG, JPEG and PDF"
        case .png(let error):
            return "\(error)"
        case .jpeg(let message):
            return "libjpeg-turbo could not decode the JPEG: \(message)"
        case .pdf(let message):
            return "poppler could not read the PDF: \(message)"
        case let .tooLarge(width, height, maxSide, maxPixels):
            return "the image header claims \(width) x \(height) pixels; accepted: at most \(maxSide) pixels a side "
                + "and \(maxPixels) pixels in all"
        case let .unreadable(path, message):
            return "cannot read '\(path)': \(message)"
        case let .notFound(name, searched):
            return "no image named '\(name)' (looked for \(name).png, @2x, @3x and .jpg in: "
                + (searched.isEmpty ? "no folder" : searched.joined(separator: ", ")) + ")"
        case let .inFile(path, error):
            return "'\(path)': \(error)"
        }
    }
}
